import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '@autoskola/server/node-flags';
import { createThrowawayPostgres } from '@autoskola/server/test-databases';
import { BUILT_SERVER_ENTRY } from '@autoskola/server/test-process';
import { TestSmtpServer } from '@autoskola/server/test-smtp';

/**
 * What Playwright starts: a real SMTP server on loopback that files every accepted message under
 * DATA_DIR/smtp-inbox/ as JSON (the tests read them), then the demo seed and the production server
 * sending its mail to that SMTP server.
 */
const root = join(import.meta.dirname, '..');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const inbox = join(dataDir, 'smtp-inbox');
mkdirSync(inbox, { recursive: true });

const smtp = new TestSmtpServer();
const smtpPort = await smtp.start(Number(process.env.E2E_SMTP_PORT ?? 0));
smtp.onMail = (mail) => {
  // Written aside and renamed: a test reading the inbox never sees half a file.
  const name = `${String(smtp.received.length).padStart(4, '0')}.json`;
  writeFileSync(join(inbox, `.${name}.part`), JSON.stringify(mail));
  renameSync(join(inbox, `.${name}.part`), join(inbox, name));
};

// E2E_POSTGRES_SERVER (a PostgreSQL server URL): the same run on a throwaway PostgreSQL database.
const postgres = process.env.E2E_POSTGRES_SERVER
  ? await createThrowawayPostgres(process.env.E2E_POSTGRES_SERVER)
  : null;
// The tests' CLI calls (support.ts) must reach the same database.
if (postgres) writeFileSync(join(dataDir, 'database-url'), postgres.url);
const env = {
  ...process.env,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
};
execFileSync(process.execPath, [join(root, 'server/src/cli/main.ts'), 'seed:demo'], { env, stdio: 'inherit' });
// An instructor from the start, as a school that has set its site up: the first start's setup
// screen is its own journey (first-start.spec.ts, on a server of its own).
execFileSync(
  process.execPath,
  [
    join(root, 'server/src/cli/main.ts'),
    'user:create',
    '--email',
    'spravca@autoskola.sk',
    '--password',
    'spravca123',
    '--role',
    'ROLE_INSTRUCTOR',
  ],
  { env, stdio: 'inherit' },
);
// The server as `npm start` runs it: the bundle of server/build.ts.
const server: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, BUILT_SERVER_ENTRY], {
  env,
  stdio: 'inherit',
});

async function stop(signal: NodeJS.Signals) {
  server.kill(signal);
  await new Promise((resolve) => server.once('exit', resolve));
  await smtp.stop();
  await postgres?.drop();
  process.exit(0);
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
server.once('exit', (code) => {
  void Promise.all([smtp.stop(), postgres?.drop()]).then(() => process.exit(code ?? 1));
});
