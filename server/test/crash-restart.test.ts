import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callApi, type RunningServer, runCli, startServer, waitForHealth } from './process.ts';
import { freePort, TestSmtpServer } from './smtp.ts';
import { createThrowawayPostgres } from './throwaway-postgres.ts';

const BURST = 300;
const PARALLEL = 12;
const KILL_AFTER = 60;

interface Kind {
  name: string;
  prepare(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>;
}

const kinds: Kind[] = [
  {
    name: 'embedded',
    prepare: async () => ({ env: {}, cleanup: async () => {} }),
  },
];
if (process.env.TEST_DATABASE_URL) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  kinds.push({
    name: 'postgres',
    prepare: async () => {
      const database = await createThrowawayPostgres(serverUrl);
      return { env: { DATABASE_URL: database.url }, cleanup: () => database.drop() };
    },
  });
}

/** Sends `total` contact messages, PARALLEL at a time; calls `onAcknowledged` after each success. */
async function burst(server: RunningServer, total: number, onAcknowledged: (count: number) => void) {
  const acknowledged: string[] = [];
  let next = 0;
  async function worker() {
    while (next < total) {
      const message = `Havarijná skúška, správa č. ${next++}`;
      try {
        const response = await callApi(server, 'contact-form/add', {
          method: 'POST',
          body: JSON.stringify({ firstname: 'Test', lastname: 'Pád', email: 'pad@example.sk', phone: '', message }),
        });
        if (response.status === 201 || response.status === 200) {
          acknowledged.push(message);
          onAcknowledged(acknowledged.length);
        }
      } catch {
        // The server is gone: this message was never acknowledged.
      }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return acknowledged;
}

for (const kind of kinds) {
  describe(`crash and restart [${kind.name}]`, () => {
    let dataDir: string;
    let prepared: Awaited<ReturnType<Kind['prepare']>>;
    const smtp = new TestSmtpServer();

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'autoskola-crash-'));
      prepared = await kind.prepare();
    });
    afterAll(async () => {
      await smtp.stop();
      await prepared.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps every acknowledged message after SIGKILL mid-burst, and sends the queued mail after the restart', async () => {
      // The SMTP server is down during the burst: the notifications wait in the outbox.
      const smtpPort = await freePort();
      const env = {
        ...prepared.env,
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_LEASE_SECONDS: '2',
        RATE_LIMIT_CONTACT: '100000/1m',
        PAGE_SIZE: '1000',
      };
      const port = await freePort();
      const first = startServer(env, port);
      await waitForHealth(first);

      const instructor = `pad-${kind.name}@autoskola.sk`;
      expect(
        runCli(env, 'user:create', '--email', instructor, '--password', 'heslo123', '--role', 'ROLE_INSTRUCTOR').status,
      ).toBe(0);
      const login = async (server: RunningServer) =>
        (
          (await (
            await callApi(server, 'auth/login', {
              method: 'POST',
              body: JSON.stringify({ email: instructor, password: 'heslo123' }),
            })
          ).json()) as { token: string }
        ).token;
      const token = await login(first);
      expect(
        (await callApi(first, 'admin/user-notification/add/newContactFormMessage', { method: 'POST', token })).ok,
      ).toBe(true);

      let killed = false;
      const acknowledged = await burst(first, BURST, (count) => {
        if (count >= KILL_AFTER && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      });
      await first.exited;
      expect(killed).toBe(true);
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(acknowledged.length).toBeLessThan(BURST);

      // Same data, the mail server up again.
      await smtp.start(smtpPort);
      const second = startServer(env, port);
      await waitForHealth(second);
      const list = await callApi(second, 'admin/contact-form/list', { token: await login(second) });
      const stored = ((await list.json()) as { contactForms: { message: string }[] }).contactForms.map(
        (form) => form.message,
      );
      const lost = acknowledged.filter((message) => !stored.includes(message));
      expect(lost).toEqual([]);

      // Every acknowledged message's notification arrives, once.
      const notified = () =>
        acknowledged.filter((message) =>
          smtp.received.some((mail) => mail.to.includes(instructor) && mail.text.includes(`${message}\n`)),
        );
      const deadline = Date.now() + 60_000;
      while (notified().length < acknowledged.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(acknowledged.length - notified().length).toBe(0);
      const perMessage = acknowledged.map(
        (message) => smtp.received.filter((mail) => mail.text.includes(`${message}\n`)).length,
      );
      expect(Math.max(...perMessage)).toBe(1);

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }, 120_000);
  });
}
