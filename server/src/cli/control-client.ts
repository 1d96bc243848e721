import { request } from 'node:http';
import { join } from 'node:path';
import type { CommandArgs } from './run-command.ts';

/**
 * The client's side of the control socket (control-socket.ts): only Node's own modules, so the CLI
 * and the browser tests' helpers (e2e/tests/support.ts) reach a running server without loading the
 * server's modules.
 */
export function controlSocketPath(dataDir: string): string {
  return join(dataDir, 'control.sock');
}

export function sendToRunningServer(
  dataDir: string,
  name: string,
  args: CommandArgs,
): Promise<{ ok: boolean; message: string }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(args);
    const req = request(
      {
        socketPath: controlSocketPath(dataDir),
        path: `/commands/${name}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const { message } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message: string };
          resolve({ ok: res.statusCode === 200, message });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
