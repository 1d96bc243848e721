import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  benchPrerequisites,
  installLine,
  isExecutable,
  missingPrerequisites,
  partsToRun,
} from '../bench/prerequisites.ts';
import { childPids, stopChildProcesses } from '../bench/servers.ts';

const tools = benchPrerequisites({});
const missingOf = (only: string | undefined, absent: string[]) =>
  missingPrerequisites(tools, partsToRun(only), (binary) => !absent.includes(binary)).map((tool) => tool.binary);

describe('npm run bench: its prerequisites', () => {
  it('asks only for what the parts that run spawn', () => {
    const all = ['wrk', '/usr/sbin/nginx', '/usr/bin/chromium', 'npm'];
    expect(missingOf(undefined, all)).toEqual(all);
    expect(missingOf('api', all)).toEqual(['wrk']);
    expect(missingOf('pages', all)).toEqual(['wrk', '/usr/sbin/nginx']);
    expect(missingOf('bytes,lighthouse', all)).toEqual(['/usr/bin/chromium']);
    expect(missingOf('scale', all)).toEqual([]);
    expect(missingOf(undefined, ['/usr/sbin/nginx'])).toEqual(['/usr/sbin/nginx']);
  });

  it('says in one line what to install', () => {
    const missing = tools.filter((tool) => tool.binary === 'wrk' || tool.binary === '/usr/sbin/nginx');
    expect(installLine(missing)).toBe(
      'npm run bench needs wrk, /usr/sbin/nginx, not found: apt-get install -y wrk nginx-light (or set WRK_BINARY, NGINX_BINARY)',
    );
    expect(installLine([])).toBe('');
  });

  it('follows the settings that point at other copies', () => {
    const moved = benchPrerequisites({
      WRK_BINARY: '/opt/wrk',
      NGINX_BINARY: '/opt/nginx',
      CHROMIUM_PATH: '/opt/chrome',
    });
    expect(moved.map((tool) => tool.binary)).toEqual(['/opt/wrk', '/opt/nginx', '/opt/chrome', 'npm']);
  });

  it('finds a program on PATH or at its path, if it can be run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-prerequisites-'));
    writeFileSync(join(dir, 'tool'), '#!/bin/sh\n');
    chmodSync(join(dir, 'tool'), 0o755);
    writeFileSync(join(dir, 'text'), '');
    expect(isExecutable('tool', `/nowhere:${dir}`)).toBe(true);
    expect(isExecutable('tool', '/nowhere')).toBe(false);
    expect(isExecutable(join(dir, 'tool'), undefined)).toBe(true);
    expect(isExecutable('text', dir)).toBe(false);
    expect(isExecutable(join(dir, 'missing'), dir)).toBe(false);
  });
});

describe('npm run bench: on a failure', () => {
  it('stops every process it started, one that ignores SIGTERM too', async () => {
    const polite = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    const stubborn = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"]);
    const exits = [polite, stubborn].map((child) => new Promise((resolve) => child.once('exit', resolve)));
    // The stubborn one listens for SIGTERM before it is sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(childPids(process.pid)).toEqual(expect.arrayContaining([polite.pid, stubborn.pid]));
    const stopped = await stopChildProcesses(1000);
    expect(stopped).toEqual(expect.arrayContaining([polite.pid, stubborn.pid]));
    expect(await Promise.all(exits)).toHaveLength(2);
    expect(polite.signalCode).toBe('SIGTERM');
    expect(stubborn.signalCode).toBe('SIGKILL');
  });
});
