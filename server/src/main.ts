import module from 'node:module';
import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { SERVER_NODE_FLAGS } from './node-flags.ts';
import { startBanner, writeAfterLog } from './start-banner.ts';

const config = loadConfig();

// The database starts (the embedded PostgreSQL in a process of its own) while this process loads
// the rest of the server's modules: each waited for the other before.
const loading = Promise.all([import('./app.ts'), import('./cli/control-socket.ts')]);
// A module that fails to load fails the start where it is awaited, below, not as an unhandled
// rejection while the database is still starting.
loading.catch(() => undefined);
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(config);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const [{ buildApp }, { startControlSocket }] = await loading;

const app = await buildApp({ config, database, logger: true });
const missingFlags = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
if (missingFlags.length > 0) {
  app.log.warn(
    `started without ${missingFlags.join(' ')}: expect several times the memory and slower answers under load (see server/src/node-flags.ts)`,
  );
}
// With PGlite this process holds the database: the CLI sends its commands here.
const control =
  database.kind === 'embedded'
    ? await startControlSocket(config.dataDir, { db: database.db, imagesRoot: config.uploadDir }, () =>
        app.contentChanged(),
      )
    : null;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.lifecycle.draining = true;
  if (config.shutdownDelaySeconds > 0) {
    app.log.info({ signal }, `draining: /api/ready answers 503 for ${config.shutdownDelaySeconds} s`);
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelaySeconds * 1000));
  }
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  try {
    // New connections are refused from here on (a load balancer sends them elsewhere); the open
    // ones end after their answers.
    // Behind a load balancer (a delay is set), GETs are refused for a second first: see early-answer.ts.
    await app.finishConnections(10_000, { refuseMs: config.shutdownDelaySeconds > 0 ? 1000 : 0 });
    control?.close();
    await app.close();
  } finally {
    await database.close();
  }
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  // Written now, not only at exit: a server that is killed still starts fast the next time.
  module.flushCompileCache();
  app.log.info(`Autoškola beží na http://${config.host}:${config.port} (${database.kind})`);
  const banner = startBanner(config.publicUrl, app.startNotes, process.stdout.isTTY === true);
  if (banner) writeAfterLog(app.log, banner);
} catch (error) {
  app.log.error(error);
  await database.close();
  process.exit(1);
}
