import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REMOTES, ROUTER_EXPORTS } from '@autoskola/federation';

const root = join(import.meta.dirname, '..');
const APPS = ['shell', ...Object.values(REMOTES).map((remote) => remote.dir)];
const PACKAGES = readdirSync(join(root, 'packages'))
  .map((name) => join('packages', name))
  .filter((dir) => existsSync(join(root, dir, 'src')));

/** Source files that go into a browser build: not tests, stories or the server-rendering entry. */
function browserSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/\.(test|stories)\.tsx?$|[/\\]ssr[/\\]|[/\\]testing[/\\]/.test(file));
}

function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s*(type\s+)?\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] as string);
    }
  }
  return names;
}

describe('the router exports the shell provides', () => {
  const imports = new Map<string, string>();
  for (const dir of [...APPS, ...PACKAGES]) {
    for (const file of browserSources(join(root, dir, 'src'))) {
      for (const name of routerImports(readFileSync(file, 'utf8'))) imports.set(name, relative(root, file));
    }
  }

  it('cover every router import of the browser code (a missing one would load a second router)', () => {
    const missing = [...imports].filter(([name]) => !ROUTER_EXPORTS.includes(name));
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it('hold nothing the browser code does not import (each one is bytes for every visitor)', () => {
    expect(ROUTER_EXPORTS.filter((name) => !imports.has(name))).toEqual([]);
  });

  it('find imports the way the apps write them', () => {
    expect(
      routerImports(
        "import { Link, type NavLinkProps, useNavigate as go } from 'react-router-dom';\nimport type { To } from 'react-router';",
      ),
    ).toEqual(['Link', 'useNavigate']);
  });
});
