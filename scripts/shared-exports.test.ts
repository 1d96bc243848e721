import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REMOTES, SHARED_SUBPATHS, SINGLETONS, TREE_SHAKEN_SHARED } from '@autoskola/federation';
import { sharedModulesSource } from '@autoskola/federation/vite';

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

/** The value imports of a library in a source file (type-only imports cost no bytes). */
function importsOf(library: string, source: string): string[] {
  const names: string[] = [];
  const escaped = library.replace(/[/.]/g, '\\$&');
  // react-router-dom re-exports react-router: an import of either is an import of the shared one.
  const from = library === 'react-router-dom' ? 'react-router(?:-dom)?' : escaped;
  for (const match of source.matchAll(new RegExp(`import\\s*(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${from}'`, 'g'))) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] as string);
    }
  }
  return names;
}

// openapi-react-query (in the API client) imports from TanStack Query too: its imports count.
const LIBRARIES = ['node_modules/openapi-react-query/dist/index.mjs'].map((file) => join(root, file));
const sources = [...[...APPS, ...PACKAGES].flatMap((dir) => browserSources(join(root, dir, 'src'))), ...LIBRARIES];

describe.each(Object.entries(TREE_SHAKEN_SHARED))('the %s exports the shell provides', (library, listed) => {
  const imports = new Map<string, string>();
  for (const file of sources) {
    for (const name of importsOf(library, readFileSync(file, 'utf8'))) imports.set(name, relative(root, file));
  }

  it('cover every import of the browser code (a missing one would load the whole library again)', () => {
    const missing = [...imports].filter(([name]) => !listed.includes(name));
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it('hold nothing the browser code does not import (each one is bytes for every visitor)', () => {
    expect(listed.filter((name) => !imports.has(name))).toEqual([]);
  });
});

it('finds imports the way the apps write them', () => {
  expect(
    importsOf(
      'react-router-dom',
      "import { Link, type NavLinkProps, useNavigate as go } from 'react-router-dom';\nimport type { To } from 'react-router';",
    ),
  ).toEqual(['Link', 'useNavigate']);
  expect(
    importsOf('@tanstack/react-query', "import {\n  useQuery,\n  queryOptions,\n} from '@tanstack/react-query';"),
  ).toEqual(['useQuery', 'queryOptions']);
});

describe('the modules the shell provides to the remotes', () => {
  const source = sharedModulesSource(join(root, 'shell'));
  const reactVersion = (
    JSON.parse(readFileSync(join(root, 'node_modules/react/package.json'), 'utf8')) as { version: string }
  ).version;

  it('are every singleton and shared entry point, with the installed version', () => {
    for (const name of [...SINGLETONS, ...Object.keys(SHARED_SUBPATHS)]) {
      expect(source).toContain(`{"name":"${name}","version":"`);
    }
    expect(source).toContain(`{"name":"react/jsx-runtime","version":"${reactVersion}","requiredVersion":"^`);
  });

  it('hold only the listed exports of a trimmed library, and say which', () => {
    for (const [library, listed] of Object.entries(TREE_SHAKEN_SHARED)) {
      expect(source).not.toMatch(new RegExp(`import \\* as \\w+ from "${library}"`));
      const named = new RegExp(`import \\{ ([^}]*) \\} from "${library}";`).exec(source)?.[1];
      expect(named?.split(', ').map((part) => part.split(' as ')[0])).toEqual(listed);
      expect(source).toContain(`"exports":${JSON.stringify(listed)}`);
    }
  });
});
