import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runQuietly, type Step } from './quiet-steps.ts';

const node = (label: string, code: string): Step => ({ label, command: process.execPath, args: ['-e', code] });

function run(steps: Step[]) {
  const dir = mkdtempSync(join(tmpdir(), 'quiet-steps-'));
  let printed = '';
  const status = runQuietly(steps, {
    cwd: dir,
    logFile: join(dir, 'build.log'),
    title: 'Building the site',
    write: (text) => {
      printed += text;
    },
  });
  return { status, printed, log: readFileSync(join(dir, 'build.log'), 'utf8') };
}

describe('runQuietly', () => {
  it('prints one line per step and keeps the tools’ output in the log only', () => {
    const { status, printed, log } = run([
      node(
        'mf-public',
        'console.log("✓ 418 modules transformed."); console.warn("[Module Federation] Shared singleton")',
      ),
      node('server', 'console.log("server/dist: 1064 modules")'),
    ]);
    expect(status).toBe(0);
    expect(printed).toMatch(
      /^Building the site \(1\/2: mf-public\)…\nBuilding the site \(2\/2: server\)…\nDone in \d+ s/,
    );
    expect(printed).not.toContain('Module Federation');
    expect(log).toContain('[Module Federation] Shared singleton');
    expect(log).toContain('server/dist: 1064 modules');
  });

  it('prints the failed step’s output and stops there', () => {
    const { status, printed } = run([
      node('mf-public', 'console.log("vite noise"); console.error("error: Cannot find module x"); process.exit(3)'),
      node('server', 'console.log("never")'),
    ]);
    expect(status).toBe(3);
    expect(printed).toContain('error: Cannot find module x');
    expect(printed).toContain('Building the site failed at mf-public');
    expect(printed).not.toContain('2/2');
  });
});

// ensure-build.ts runs package.json's `build` step by step: a changed `build` must change it too.
it('package.json’s build is the one ensure-build.ts runs step by step', () => {
  const { scripts } = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8'));
  expect(scripts.build).toBe(
    'npm run build:remotes && npm run build -w shell && npm run build:server-render && npm run build:server',
  );
});
