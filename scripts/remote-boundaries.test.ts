import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_DIRS } from './remotes.ts';

const root = join(import.meta.dirname, '..');

function lint(file: string, source: string) {
  const path = join(root, file);
  writeFileSync(path, source);
  try {
    return spawnSync(process.execPath, [join(root, 'node_modules/@biomejs/biome/bin/biome'), 'lint', path], {
      cwd: root,
      encoding: 'utf8',
    });
  } finally {
    rmSync(path, { force: true });
  }
}

describe('remote boundaries (lint)', () => {
  it.each([
    ['mf-public', "import page from '../../../mf-auth/src/pages/login-page.tsx';"],
    ['mf-public', "import page from '@autoskola/mf-admin-contact';"],
    ['mf-public', "import page from 'mf_admin_content/offers-page';"],
    ['mf-training', "import page from '../../../mf-public/src/pages/offer-page.tsx';"],
  ])('fails when %s imports another remote: %s', (remote, statement) => {
    const result = lint(`${remote}/src/pages/boundary-probe.ts`, `${statement}\nexport default page;\n`);
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toContain('A remote never imports another remote');
  });

  it('lets a remote import the shared packages', () => {
    const result = lint(
      'mf-auth/src/pages/boundary-probe.ts',
      "import { StatusMessage } from '@autoskola/ui';\nexport default StatusMessage;\n",
    );
    expect(result.stdout + result.stderr).not.toContain('A remote never imports another remote');
    expect(result.status).toBe(0);
  });
});

describe('each remote alone', () => {
  it.each(REMOTE_DIRS)(
    '%s has its own build and test commands, and its test command finds its tests',
    (remote) => {
      const { scripts } = JSON.parse(readFileSync(join(root, remote, 'package.json'), 'utf8'));
      expect(scripts.build).toBe('vite build');
      // `npm test -w <remote>` runs in the remote's folder: list what that command would run.
      const args = (scripts.test as string).replace(/^vitest run /, '').split(' ');
      const listed = spawnSync(
        process.execPath,
        [join(root, 'node_modules/vitest/vitest.mjs'), 'list', '--filesOnly', ...args],
        {
          cwd: join(root, remote),
          encoding: 'utf8',
        },
      );
      expect(listed.status).toBe(0);
      const files = listed.stdout.trim().split('\n').filter(Boolean);
      expect(files.length).toBeGreaterThan(0);
      expect(files.every((file) => file.includes(`${remote}/`))).toBe(true);
    },
    30_000,
  );
});
