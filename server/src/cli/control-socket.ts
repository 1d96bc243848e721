import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { CommandError } from './commands.ts';
import { controlSocketPath } from './control-client.ts';
import { CHANGES_CONTENT, type CommandArgs, type CommandTarget, isCommand, runCommand } from './run-command.ts';

/**
 * With the embedded database the running server holds DATA_DIR (and runs its PostgreSQL), so the
 * CLI hands its command to the server through a Unix socket in DATA_DIR (owner-only), never
 * opening the database around the lock.
 */
export async function startControlSocket(
  dataDir: string,
  target: CommandTarget,
  onContentChange: () => Promise<void> | void,
): Promise<Server> {
  const path = controlSocketPath(dataDir);
  // A socket file left by a crashed server; we hold the DATA_DIR lock, so it is nobody's.
  rmSync(path, { force: true });
  const server = createServer((req, res) => {
    const name = (req.url ?? '').replace(/^\/commands\//, '');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const answer = (status: number, message: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message }));
      };
      if (req.method !== 'POST' || !isCommand(name)) return answer(404, `Unknown command ${name}`);
      try {
        const args = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as CommandArgs;
        const message = await runCommand(target, name, args);
        if (CHANGES_CONTENT.has(name)) await onContentChange();
        answer(200, message);
      } catch (error) {
        answer(error instanceof CommandError ? 400 : 500, error instanceof Error ? error.message : String(error));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  server.unref();
  return server;
}
