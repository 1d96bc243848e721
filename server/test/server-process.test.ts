import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reservedPort, startServer, waitForHealth } from './process.ts';

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'autoskola-process-'));
  const port = reservedPort('server-process');
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

  it('prints where the site runs and the setup address last, on lines of their own, on the first start', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'autoskola-first-'));
    try {
      const server = startServer({ DATA_DIR: fresh, PUBLIC_URL: '' }, port + 5);
      await waitForHealth(server);
      await vi.waitFor(() => expect(server.output()).toContain('Dokončite nastavenie'), { timeout: 5_000 });
      const lines = server.output().trimEnd().split('\n').slice(-3);
      expect(lines[0]).toBe('');
      expect(lines[1]).toBe(`Stránka beží na http://localhost:${port + 5}`);
      expect(lines[2]).toMatch(
        new RegExp(`^Dokončite nastavenie stránky tu: http://localhost:${port + 5}/nastavenie#[\\w-]{32}$`),
      );
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
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

  it('is ready only when it can serve the site, and drains on SIGTERM: not ready, still serving, then gone', async () => {
    const appRoot = mkdtempSync(join(tmpdir(), 'autoskola-ready-'));
    try {
      const unbuilt = startServer({ DATA_DIR: join(appRoot, 'data-a'), APP_ROOT: appRoot }, port + 3);
      await waitForHealth(unbuilt);
      const notBuilt = await fetch(`http://127.0.0.1:${port + 3}/api/ready`);
      expect(notBuilt.status).toBe(503);
      expect((await notBuilt.json()).message).toBe('Stránka nie je zostavená (npm run build).');
      unbuilt.child.kill('SIGTERM');
      expect(await unbuilt.exited).toBe(0);

      mkdirSync(join(appRoot, 'shell/dist'), { recursive: true });
      writeFileSync(join(appRoot, 'shell/dist/index.html'), '<!doctype html><title>x</title><div id="root"></div>');
      const server = startServer(
        { DATA_DIR: join(appRoot, 'data-b'), APP_ROOT: appRoot, SHUTDOWN_DELAY_SECONDS: '2' },
        port + 4,
      );
      await waitForHealth(server);
      const base = `http://127.0.0.1:${port + 4}/api`;
      const ready = await fetch(`${base}/ready`);
      expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);

      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const draining = await fetch(`${base}/ready`);
      expect([draining.status, await draining.json()]).toEqual([503, { message: 'Server sa vypína.' }]);
      // Requests already routed here are still served during the delay.
      expect((await fetch(`${base}/offer/list`)).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('draining');
    } finally {
      rmSync(appRoot, { recursive: true, force: true });
    }
  });
});
