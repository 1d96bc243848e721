import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const serverEntry = join(import.meta.dirname, '../src/main.ts');

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(dataDir: string, port: number): Running {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, running: Running): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${running.output()}`);
}

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'autoskola-process-'));
  const port = 40_000 + (process.pid % 10_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a DATA_DIR another server holds, stops cleanly on SIGTERM, and restarts on the same data', async () => {
    const first = start(dataDir, port);
    await waitForHealth(port, first);
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(true);

    const second = start(dataDir, port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another running server`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);

    const again = start(dataDir, port);
    await waitForHealth(port, again);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });

  it('restarts at once after being killed with SIGKILL', async () => {
    const killed = start(dataDir, port + 2);
    await waitForHealth(port + 2, killed);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(true);

    const restarted = start(dataDir, port + 2);
    await waitForHealth(port + 2, restarted);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  });
});
