import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployProxyBlocks, NGINX, type Nginx, startNginx } from './nginx.ts';
import { type RunningServer, startServer, waitForHealth } from './process.ts';
import { freePort, TestSmtpServer } from './smtp.ts';
import { createThrowawayPostgres } from './throwaway-postgres.ts';

const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
/** Needs nginx, TEST_DATABASE_URL and TEST_REDIS_URL; in CI (which has all three) a missing one fails. */
export const twoInstancesRequired =
  Boolean(databaseServer && redisUrl && existsSync(NGINX)) || process.env.CI === 'true';

export interface TwoInstances {
  /** The settings both instances share (each has its own DATA_DIR). */
  shared: Record<string, string>;
  ports: number[];
  instances: RunningServer[];
  /** nginx's address, e.g. http://127.0.0.1:PORT */
  site: string;
  smtp: TestSmtpServer;
  /** Starts instance `index` again on its port and folder (after it exited). */
  startInstance: (index: number) => RunningServer;
}

/**
 * The setup of docs/deploy.md on loopback: two instances of the server on one throwaway PostgreSQL
 * database and the machine's Redis, behind Debian's nginx, sending e-mail to a test SMTP server.
 * Call inside a describe: it registers the teardown, and `start` (inside the test) builds it.
 */
export function twoInstancesBehindNginx(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `autoskola-${name}-`));
  const smtp = new TestSmtpServer();
  const instances: RunningServer[] = [];
  let nginx: Nginx | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  afterAll(async () => {
    await nginx?.stop();
    for (const instance of instances) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
    }
    await smtp.stop();
    await dropDatabase?.();
    rmSync(dir, { recursive: true, force: true });
  });

  return {
    async start(settings: Record<string, string>): Promise<TwoInstances> {
      expect({
        nginx: existsSync(NGINX),
        TEST_DATABASE_URL: Boolean(databaseServer),
        TEST_REDIS_URL: Boolean(redisUrl),
      }).toEqual({ nginx: true, TEST_DATABASE_URL: true, TEST_REDIS_URL: true });
      const database = await createThrowawayPostgres(databaseServer as string);
      dropDatabase = database.drop;
      const smtpPort = await smtp.start();
      const shared = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl as string,
        JWT_SECRET: `${name}-secret-shared-by-every-instance-0123456789`,
        UPLOAD_DIR: join(dir, 'uploads'),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ...settings,
      };
      const ports = [await freePort(), await freePort()];
      const startInstance = (index: number) =>
        startServer({ ...shared, DATA_DIR: join(dir, `instance-${index}`) }, ports[index] as number);
      instances.push(startInstance(0), startInstance(1));
      await Promise.all(instances.map(waitForHealth));
      const listen = await freePort();
      nginx = await startNginx(
        join(dir, 'nginx'),
        deployProxyBlocks(listen, ports),
        `http://127.0.0.1:${listen}/api/health`,
      );
      return { shared, ports, instances, site: `http://127.0.0.1:${listen}`, smtp, startInstance };
    },
  };
}
