import { postmasterReady } from './embedded-postgres.ts';

// postmaster.pid as PostgreSQL 18 writes it: pid, data directory, start time, port, socket
// directory, listen address, shared memory key, status (padded to a fixed width).
const pidFile = (dir: string, status: string) =>
  ['4242', `${dir}/data`, '1764140000', '5432', dir, '', '0 0', status.padEnd(8), ''].join('\n');

describe('the embedded PostgreSQL is ready', () => {
  it('when its status line says so, not when a path holds the word', () => {
    const dir = '/tmp/autoskola-ready-abc/data/postgres';
    expect(postmasterReady(pidFile(dir, 'starting'))).toBe(false);
    expect(postmasterReady(pidFile(dir, 'ready'))).toBe(true);
    expect(postmasterReady(pidFile('/srv/autoskola/postgres', 'stopping'))).toBe(false);
  });
});
