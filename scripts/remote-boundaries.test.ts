import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
    ["import page from '../../../mf-auth/src/pages/login-page.tsx';", 'mf-auth'],
    ["import page from '@autoskola/mf-admin-contact';", 'mf-admin-contact'],
    ["import page from 'mf_admin_content/offers-page';", 'mf-admin-content'],
  ])('fails when a remote imports another remote: %s', (statement, other) => {
    const result = lint('mf-public/src/pages/boundary-probe.ts', `${statement}\nexport default page;\n`);
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toContain(`A remote never imports another remote (${other})`);
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
