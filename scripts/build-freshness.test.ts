import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BUILD_OUTPUTS, SERVER_BUILD_OUTPUTS, staleBuildReason, staleServerBuildReason } from './build-freshness.ts';

function write(root: string, path: string, when: Date) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), 'x');
  utimesSync(join(root, path), when, when);
}

let root: string;
const earlier = new Date('2026-01-01T10:00:00Z');
const later = new Date('2026-01-01T11:00:00Z');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'autoskola-fresh-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('staleBuildReason', () => {
  it('asks for a build when an output is missing', () => {
    write(root, 'shell/src/main.tsx', earlier);
    expect(staleBuildReason(root)).toBe('shell/dist/index.html is missing');
  });

  it('is satisfied when every output is newer than every source', () => {
    write(root, 'mf-public/src/pages/home-page.tsx', earlier);
    for (const output of BUILD_OUTPUTS) write(root, output, later);
    expect(staleBuildReason(root)).toBeNull();
  });

  it('asks for a build when a source changed after the build', () => {
    for (const output of BUILD_OUTPUTS) write(root, output, earlier);
    write(root, 'packages/ui/src/styles/global.css', later);
    expect(staleBuildReason(root)).toBe('sources changed since the last build');
  });
});

describe('staleServerBuildReason', () => {
  it('asks for the bundle when it is missing', () => {
    write(root, 'server/src/main.ts', earlier);
    expect(staleServerBuildReason(root)).toBe('server/dist/start.js is missing');
  });

  it('rebuilds after a change to the server, the shared packages or the build script, not the remotes', () => {
    for (const output of SERVER_BUILD_OUTPUTS) write(root, output, earlier);
    write(root, 'mf-public/src/pages/home-page.tsx', later);
    expect(staleServerBuildReason(root)).toBeNull();
    for (const source of ['server/src/api/register-api.ts', 'packages/api-client/src/rules.ts', 'server/build.ts']) {
      for (const output of SERVER_BUILD_OUTPUTS) write(root, output, earlier);
      write(root, source, later);
      expect(staleServerBuildReason(root)).toBe('sources changed since the last build');
      write(root, source, earlier);
    }
  });
});
