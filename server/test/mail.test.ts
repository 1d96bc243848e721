import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSchool } from '@autoskola/school';
import { eq, isNull, sql } from 'drizzle-orm';
import * as tar from 'tar';
import { INSTRUCTOR_ROLE } from '../src/auth/tokens.ts';
import { takeBackup } from '../src/backup/backup.ts';
import { createUser } from '../src/cli/commands.ts';
import { heldMail } from '../src/cli/held-mail.ts';
import { mailHolds, mailOutbox } from '../src/features/tables.ts';
import { Outbox, type OutboxOptions, outboxKey, REDACTED_SECRET } from '../src/mail/outbox.ts';
import type { FeatureModule } from '../src/modules/feature-module.ts';
import { RetentionJob } from '../src/modules/retention-job.ts';
import { createTestApi, offerInput, type TestApi } from './api.ts';
import { describeEachDatabase } from './databases.ts';
import { freePort, parseMail, TestSmtpServer } from './smtp.ts';

describeEachDatabase('mail through a real SMTP server', (database) => {
  const smtp = new TestSmtpServer();
  let api: TestApi;
  let port: number;

  beforeAll(async () => {
    // The SMTP server is down when the first mail is queued.
    port = await freePort();
    api = await createTestApi(database(), {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Autoškola <web@autoskola.sk>',
    });
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  it('keeps mail while the SMTP server is down and delivers it when it is back', async () => {
    await createUser(api.database.db, { email: 'notify@autoskola.sk', password: 'heslo123', roles: [INSTRUCTOR_ROLE] });
    const token = (
      await api.call('POST /auth/login', { body: { email: 'notify@autoskola.sk', password: 'heslo123' } })
    ).json().token;
    await api.call('POST /admin/user-notification/add/{type}', { token, params: { type: 'newContactFormMessage' } });
    await api.call('POST /contact-form/add', {
      body: { firstname: 'Eva', lastname: 'Malá', email: 'eva@example.sk', message: 'Mám otázku ku kurzu A.' },
    });

    await api.app.outbox.kick();
    const [waiting] = await api.database.db.select().from(mailOutbox);
    expect(waiting?.sentAt).toBeNull();
    expect(waiting?.attempts).toBe(1);
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start(port);
    // Time passes: the retry is due.
    await api.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
    await api.app.outbox.kick();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['notify@autoskola.sk']);
    expect(mail?.from).toBe('web@autoskola.sk');
    expect(mail?.subject).toBe('Nová správa z kontaktného formulára');
    expect(mail?.replyTo).toBe('eva@example.sk');
    expect(mail?.text).toContain('Mám otázku ku kurzu A.');
    const [sent] = await api.database.db.select().from(mailOutbox);
    // The same ID on every attempt, so a copy sent again after a crash is recognised as one mail.
    expect(mail?.messageId).toBe(`<outbox-${sent?.id}@autoskola.sk>`);
    expect(sent?.sentAt).not.toBeNull();

    // Nothing is sent twice.
    await api.app.outbox.kick();
    expect(smtp.received).toHaveLength(1);
  });

  it('e-mails a reply to the sender, from the school address with Reply-To the school', async () => {
    const token = await api.instructorToken();
    await api.call('POST /contact-form/add', {
      body: { firstname: 'Peter', lastname: 'Veľký', email: 'peter@example.sk', message: 'Koľko stojí kurz B?' },
    });
    const { id } = (await api.call('GET /admin/contact-form/list', { token })).json().contactForms[0];
    await api.call('POST /admin/contact-form/reply/{id}', {
      token,
      params: { id },
      body: { replyMessage: 'Kurz B stojí 890 €.' },
    });
    await api.app.outbox.kick();

    const reply = smtp.received.find((mail) => mail.to.includes('peter@example.sk'));
    expect(reply?.from).toBe('web@autoskola.sk');
    expect(reply?.replyTo).toBe(api.config.school.email);
    expect(reply?.subject).toBe(`Odpoveď na Vašu správu – ${api.config.school.name}`);
    expect(reply?.text).toContain('Kurz B stojí 890 €.');
    expect(await api.database.db.$count(mailOutbox, eq(mailOutbox.recipient, 'peter@example.sk'))).toBe(1);
  });
});

describeEachDatabase('mail in bursts', (database) => {
  const smtp = new TestSmtpServer();
  let api: TestApi;
  const burst = (count: number) =>
    api.app.outbox.enqueue(
      Array.from({ length: count }, (_, index) => ({
        to: `ziak${index}@example.sk`,
        subject: 'Termín kurzu',
        body: `Správa č. ${index}`,
      })),
    );

  beforeAll(async () => {
    const port = await smtp.start();
    // A 2 s lease: a message may be begun only in its first half second.
    api = await createTestApi(database(), { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_LEASE_SECONDS: '2' });
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.delayMs = 0;
    await api.database.db.delete(mailOutbox);
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  it('sends a burst larger than one claim, each message once', async () => {
    await burst(45);
    // On a loaded machine part of a claim may not begin in the lease's first half second: it is
    // given back, due again at once and not counted as an attempt, so the next round sends it.
    for (let round = 0; round < 10 && smtp.received.length < 45; round++) await api.app.outbox.kick();

    expect(smtp.received).toHaveLength(45);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(45);
    const rows = await api.database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it('begins a claimed message only while its slowest delivery ends inside the lease, and gives the rest back', async () => {
    smtp.delayMs = 300;
    await burst(5);
    await api.app.outbox.kick();

    const sentFirst = smtp.received.length;
    expect(sentFirst).toBeGreaterThanOrEqual(1);
    expect(sentFirst).toBeLessThan(5);
    const waiting = await api.database.db
      .select({ attempts: mailOutbox.attempts, due: sql<boolean>`${mailOutbox.nextAttemptAt} <= now()` })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt));
    // Given back untried: due at once, and not counted as an attempt.
    expect(waiting).toHaveLength(5 - sentFirst);
    expect(waiting.every((row) => row.attempts === 0 && row.due)).toBe(true);

    for (let round = 0; round < 5 && smtp.received.length < 5; round++) await api.app.outbox.kick();
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([
      'ziak0@example.sk',
      'ziak1@example.sk',
      'ziak2@example.sk',
      'ziak3@example.sk',
      'ziak4@example.sk',
    ]);
  });

  it('sends a rush’s mail after the answers: nothing while the server is busy, all of it once it is quiet', async () => {
    await burst(25);
    let busy = true;
    const looks: boolean[] = [];
    // The burst's mails carry no links: any key.
    const server = secondOutbox(api, 'a-key-for-mail-without-links', {
      quiet: {
        busyAbove: 0.5,
        probeMs: 5,
        maxWaitMs: 60_000,
        utilization: async () => {
          looks.push(busy);
          await new Promise((resolve) => setTimeout(resolve, 5));
          return busy ? 0.9 : 0.1;
        },
      },
    });
    const sending = server.kick();
    await until(async () => (looks.length >= 5 ? true : undefined), 'look at the event loop');
    expect(smtp.received).toHaveLength(0);

    busy = false;
    await sending;
    await server.stop();
    expect(smtp.received).toHaveLength(25);
  });
});

describeEachDatabase('mail without SMTP_URL', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(database());
  });
  afterAll(() => api.close());

  it('writes each message as an .eml file under DATA_DIR/mail', async () => {
    const token = await api.instructorToken();
    await api.call('POST /contact-form/add', {
      body: { firstname: 'Ida', lastname: 'Nová', email: 'ida@example.sk', message: 'Dobrý deň' },
    });
    const { id } = (await api.call('GET /admin/contact-form/list', { token })).json().contactForms[0];
    await api.call('POST /admin/contact-form/reply/{id}', {
      token,
      params: { id },
      body: { replyMessage: 'Dobrý deň, Ida.' },
    });
    await api.app.outbox.kick();

    const spool = join(api.config.dataDir, 'mail');
    const files = readdirSync(spool);
    expect(files).toHaveLength(1);
    const eml = await parseMail(readFileSync(join(spool, files[0] as string)));
    expect(eml.to).toEqual(['ida@example.sk']);
    expect(eml.text).toContain('Dobrý deň, Ida.');
    // A mailbox with working links: readable by the server's user only.
    expect(statSync(join(spool, files[0] as string)).mode & 0o777).toBe(0o600);
  });
});

/** An outbox beside the test server's, on the same database and mail server (another instance's). */
function secondOutbox(api: TestApi, jwtSecret: string, options: Pick<OutboxOptions, 'quiet'> = {}): Outbox {
  return new Outbox({
    database: api.database,
    linkKey: outboxKey(new TextEncoder().encode(jwtSecret)),
    from: 'Autoškola <web@autoskola.sk>',
    smtpUrl: api.config.smtpUrl,
    spoolDir: join(api.config.dataDir, 'mail'),
    ...options,
  });
}

/** Every row of every table of the database, as text: what a copy of the database would hold. */
async function databaseText(api: TestApi): Promise<string> {
  const { rows: tables } = (await api.database.db.execute(
    sql`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`,
  )) as unknown as { rows: { name: string }[] };
  const texts: string[] = [];
  for (const table of tables) {
    const { rows } = (await api.database.db.execute(
      sql.raw(`SELECT coalesce(string_agg(t::text, E'\\n'), '') AS text FROM ${table.name} t`),
    )) as unknown as { rows: { text: string }[] };
    texts.push(rows[0]?.text ?? '');
  }
  return texts.join('\n');
}

/** Every file of a fresh backup archive of the database, as text. */
async function backupText(api: TestApi): Promise<string> {
  const scratch = mkdtempSync(join(tmpdir(), 'autoskola-mail-backup-'));
  try {
    const archive = join(scratch, 'backup.tar.gz');
    await takeBackup({ databaseUrl: api.database.url, kind: 'postgres', imagesRoot: join(scratch, 'images') }, archive);
    const unpacked = join(scratch, 'unpacked');
    mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const files = readdirSync(unpacked, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.some((file) => file.name === 'public.mail_outbox.copy')).toBe(true);
    return files.map((file) => readFileSync(join(file.parentPath, file.name), 'utf8')).join('\n');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function until<T>(find: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let tries = 0; tries < 100; tries++) {
    const found = await find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${what}`);
}

describeEachDatabase('no working link at rest', (database) => {
  const smtp = new TestSmtpServer();
  let api: TestApi;
  const tokenIn = (text: string, path: string) => new RegExp(`${path}#token=([\\w-]+)`).exec(text)?.[1];

  beforeAll(async () => {
    const port = await smtp.start();
    api = await createTestApi(database(), {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://www.autoskola.sk',
      RATE_LIMIT_PASSWORD_RESET: '1000/1m',
    });
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  it('keeps a waiting link only sealed and a sent one nowhere: not in the database, not in a backup; the mail had it and it works', async () => {
    await createUser(api.database.db, { email: 'heslo@example.sk', password: 'stare-heslo' });
    const asked = await api.call('POST /auth/password-reset', { body: { email: 'heslo@example.sk' } });
    expect(asked.statusCode).toBe(202);
    const waiting = await until(
      async () =>
        (await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'heslo@example.sk')))[0],
      'reset mail queued',
    );
    expect(waiting.body).toContain(`https://www.autoskola.sk/obnovenie-hesla#token=${REDACTED_SECRET}`);
    expect(waiting.sealed).toMatch(/^v1:/);
    const whileWaiting = await databaseText(api);

    const instructor = await api.instructorToken();
    const offer = (await api.call('POST /admin/offer', { token: instructor, body: offerInput({ group: 'B' }) })).json()
      .offer.id as number;
    const applied = await api.call('POST /course-application/add', {
      body: {
        offerId: offer,
        firstname: 'Eva',
        lastname: 'Malá',
        birthDate: '1990-05-04',
        email: 'prihlaska@example.sk',
        phone: '+421 905 111 222',
        street: 'Hlavná 12',
        town: 'Žilina',
        postalCode: '010 01',
        heldGroups: [],
        note: null,
        termsAccepted: true,
      },
    });
    expect(applied.statusCode).toBe(201);
    const applicationWaiting = await databaseText(api);

    await api.app.outbox.kick();
    const resetMail = smtp.received.find((mail) => mail.to.includes('heslo@example.sk'));
    const confirmationMail = smtp.received.find((mail) => mail.to.includes('prihlaska@example.sk'));
    const resetToken = tokenIn(resetMail?.text ?? '', '/obnovenie-hesla');
    const confirmToken = tokenIn(confirmationMail?.text ?? '', '/prihlaska/potvrdenie');
    expect(resetToken).toMatch(/^[\w-]{43}$/);
    expect(confirmToken).toMatch(/^[\w-]{43}$/);

    const sent = await api.database.db.select().from(mailOutbox);
    expect(sent.every((row) => row.sentAt !== null && row.sealed === null)).toBe(true);
    for (const text of [whileWaiting, applicationWaiting, await databaseText(api), await backupText(api)]) {
      expect(text).not.toContain(resetToken);
      expect(text).not.toContain(confirmToken);
    }
    expect(await databaseText(api)).toContain(`/prihlaska/potvrdenie#token=${REDACTED_SECRET}`);

    // The delivered links work.
    const reset = await api.call('POST /auth/password-reset/confirm', {
      body: { token: resetToken, password: 'nove-heslo-123' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await api.call('POST /auth/login', {
      body: { email: 'heslo@example.sk', password: 'nove-heslo-123' },
    });
    expect(login.statusCode).toBe(200);
    const confirmed = await api.call('POST /course-application/confirm', { body: { token: confirmToken } });
    expect(confirmed.statusCode).toBe(200);
    // The application now counts: the instructors hear of it (on by default), sent before the next test.
    await api.app.outbox.kick();
    expect(smtp.received.some((mail) => mail.subject === 'Nová prihláška na kurz')).toBe(true);
  });

  it('holds a mail whose links were sealed with another key (another JWT secret) instead of sending a broken link', async () => {
    await api.database.db.delete(mailOutbox);
    smtp.received.length = 0;
    await api.app.outbox.enqueue([
      {
        to: 'iny@example.sk',
        subject: 'Odkaz',
        body: `https://www.autoskola.sk/obnovenie-hesla#token=${'a'.repeat(43)}`,
      },
    ]);
    const otherServer = secondOutbox(api, 'another-servers-secret-0123456789-0123456789');
    await otherServer.kick();
    await otherServer.stop();
    expect(smtp.received).toHaveLength(0);
    const [held] = await api.database.db.select().from(mailOutbox);
    expect([held?.sentAt, held?.heldReason]).toEqual([null, 'unreadable']);
    await api.app.outbox.kick();
    expect(smtp.received).toHaveLength(0);
    expect(await heldMail(api.database.db, {})).toMatch(/^1 e-mails are held \(1 unreadable\)/);
    expect(await heldMail(api.database.db, { drop: true })).toBe('Deleted 1 held e-mails.');
    expect(await api.database.db.$count(mailOutbox)).toBe(0);
  });

  it('sends a held mail only once released', async () => {
    smtp.received.length = 0;
    await api.app.outbox.enqueue([{ to: 'obnova@example.sk', subject: 'Po obnove', body: 'Text' }]);
    await api.database.db.update(mailOutbox).set({ heldAt: sql`now()`, heldReason: 'restored' });
    await api.app.outbox.kick();
    expect(smtp.received).toHaveLength(0);
    expect(await heldMail(api.database.db, {})).toBe(
      '1 e-mails are held (1 restored). npm run mail:held -- --send (send them now) or --drop (delete them)',
    );
    expect(await heldMail(api.database.db, { send: true })).toBe('Released 1 held e-mails: the server sends them now.');
    await api.app.outbox.kick();
    expect(smtp.received.map((mail) => mail.to)).toEqual([['obnova@example.sk']]);
    expect(await heldMail(api.database.db, {})).toBe('No e-mails are held.');
  });

  it('holds the scheduled jobs’ reminders while a restored backup’s hold lasts, then sends them as usual', async () => {
    smtp.received.length = 0;
    await api.database.db.insert(mailHolds).values({ reason: 'restored' });
    let reminder = 0;
    const reminding: FeatureModule = {
      name: 'reminding',
      jobs: [
        {
          name: 'reminder',
          async run({ mail }) {
            reminder += 1;
            await mail?.outbox.enqueue([
              { to: 'pripomienka@example.sk', subject: `Pripomienka ${reminder}`, body: 'Text' },
            ]);
          },
        },
      ],
    };
    const job = new RetentionJob({
      db: api.database.db,
      months: 12,
      modules: [reminding],
      log: { info: () => {}, warn: () => {} },
      mail: { outbox: api.app.outbox, school: () => defaultSchool, publicUrl: 'http://localhost' },
    });
    await job.run();
    await api.app.outbox.kick();
    expect(smtp.received).toHaveLength(0);
    expect(await heldMail(api.database.db, {})).toMatch(
      /^1 e-mails are held \(1 restored\); since .* the reminders of the scheduled jobs are held too/,
    );
    // Dropping decides for the reminders the original may have sent, and ends the hold.
    expect(await heldMail(api.database.db, { drop: true })).toBe('Deleted 1 held e-mails.');
    await job.run();
    await api.app.outbox.kick();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Pripomienka 2']);
    expect(await heldMail(api.database.db, {})).toBe('No e-mails are held.');
  });
});
