import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, waitForHealth } from './process.ts';

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'autoskola-process-'));
  const port = 40_000 + (process.pid % 10_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a DATA_DIR another server holds, stops cleanly on SIGTERM, and restarts on the same data', async () => {
    const first = startServer({ DATA_DIR: dataDir }, port);
    await waitForHealth(first);
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(true);

    const second = startServer({ DATA_DIR: dataDir }, port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another running server`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);

    const again = startServer({ DATA_DIR: dataDir }, port);
    await waitForHealth(again);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });

  it('restarts at once after being killed with SIGKILL', async () => {
    const killed = startServer({ DATA_DIR: dataDir }, port + 2);
    await waitForHealth(killed);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(true);

    const restarted = startServer({ DATA_DIR: dataDir }, port + 2);
    await waitForHealth(restarted);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  });
});
