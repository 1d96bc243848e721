import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, isNull, sql } from 'drizzle-orm';
import { INSTRUCTOR_ROLE } from '../src/auth/tokens.ts';
import { createUser } from '../src/cli/commands.ts';
import { mailOutbox } from '../src/db/schema.ts';
import { createTestApi, type TestApi } from './api.ts';
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
    await api.app.outbox.kick();

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
  });
});
