import { normalizePhone } from '@autoskola/rules/contact-details';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { featureModules } from '../../features/index.ts';
import { RetentionJob } from '../../modules/retention-job.ts';
import { contactMessages, mailOutbox } from '../tables.ts';

const message = (overrides: Record<string, unknown>) => ({
  firstname: 'Eva',
  lastname: 'Malá',
  email: '',
  phone: '',
  message: 'Dobrý deň',
  ...overrides,
});

describe('normalizePhone', () => {
  it.each([
    ['+421 905 123 456', '421905123456'],
    ['00421 905-123-456', '421905123456'],
    ['0905 123 456', '421905123456'],
    ['(0905) 123 456', '421905123456'],
  ])('%s → %s', (phone, normalized) => {
    expect(normalizePhone(phone)).toBe(normalized);
  });
});

describeEachDatabase('data-subject requests', (database) => {
  let api: TestApi;
  let token: string;
  const db = () => api.database.db;

  beforeAll(async () => {
    api = await createTestApi(database());
    token = await api.instructorToken();
    // Every new message is e-mailed to this instructor: erasure must take those e-mails too.
    await api.call('POST /admin/user-notification/add/{type}', { token, params: { type: 'newContactFormMessage' } });
    for (const body of [
      message({ email: 'Eva.Mala@example.sk', message: 'Prvá správa Evy' }),
      message({ phone: '+421 905 111 222', message: 'Druhá správa Evy, bez e-mailu' }),
      message({ email: 'eva.mala@example.sk', phone: '0905 111 222', message: 'Tretia správa Evy' }),
      message({ firstname: 'Peter', email: 'peter@example.sk', phone: '0905 999 888', message: 'Správa Petra' }),
    ]) {
      expect((await api.call('POST /contact-form/add', { body })).statusCode).toBe(201);
    }
    // Eva's first message got a reply: that e-mail is about her too.
    const [first] = await db().select().from(contactMessages).where(eq(contactMessages.message, 'Prvá správa Evy'));
    await api.call('POST /admin/contact-form/reply/{id}', {
      token,
      params: { id: first?.id as number },
      body: { replyMessage: 'Dobrý deň, Eva.' },
    });
  });
  afterAll(() => api.close());

  it('finds every message of a person by e-mail (any case) or phone (any notation), and only theirs', async () => {
    const byEmail = await api.call('GET /admin/contact-form/subject', {
      token,
      query: { email: 'EVA.MALA@example.sk' },
    });
    expect(byEmail.json().contactForms.map((form: { message: string }) => form.message)).toEqual([
      'Tretia správa Evy',
      'Prvá správa Evy',
    ]);
    const byPhone = await api.call('GET /admin/contact-form/subject', { token, query: { phone: '00421905111222' } });
    expect(byPhone.json().contactForms.map((form: { message: string }) => form.message)).toEqual([
      'Tretia správa Evy',
      'Druhá správa Evy, bez e-mailu',
    ]);
    const both = await api.call('GET /admin/contact-form/subject', {
      token,
      query: { email: 'eva.mala@example.sk', phone: '0905111222' },
    });
    const forms = both.json().contactForms;
    expect(forms).toHaveLength(3);
    // The export is the full record: contact details, dates and the reply.
    expect(forms.find((form: { message: string }) => form.message === 'Prvá správa Evy')).toMatchObject({
      name: 'Eva Malá',
      email: 'Eva.Mala@example.sk',
      replyMessage: 'Dobrý deň, Eva.',
    });
    expect(JSON.stringify(forms)).not.toContain('Peter');
  });

  it('needs an e-mail or a phone', async () => {
    const response = await api.call('GET /admin/contact-form/subject', { token, query: { email: ' ' } });
    expect([response.statusCode, response.json().message]).toEqual([422, 'Zadajte e-mail alebo telefón.']);
  });

  it('erases the messages and every e-mail about them, reports the count, and leaves others alone', async () => {
    const evasIds = (await db().select().from(contactMessages))
      .filter((row) => row.firstname === 'Eva')
      .map((row) => row.id);
    expect(await db().$count(mailOutbox, inArray(mailOutbox.contactMessageId, evasIds))).toBe(4);

    const erased = await api.call('DELETE /admin/contact-form/subject', {
      token,
      query: { email: 'eva.mala@example.sk', phone: '+421905111222' },
    });
    expect(erased.statusCode).toBe(200);
    const { deleted, ...otherFeatures } = erased.json();
    expect(deleted).toBe(3);
    // Eva left only messages: every other feature's section counts nothing.
    expect(Object.values(otherFeatures).filter((count) => count !== 0)).toEqual([]);

    const left = await db().select().from(contactMessages);
    expect(left.map((row) => row.firstname)).toEqual(['Peter']);
    const mails = await db().select().from(mailOutbox);
    expect(mails.map((mail) => mail.body).join('\n')).not.toMatch(/Evy|Eva/);
    expect(mails).toHaveLength(1);

    const again = await api.call('DELETE /admin/contact-form/subject', {
      token,
      query: { email: 'eva.mala@example.sk' },
    });
    expect(again.json()).toHaveProperty('deleted', 0);
    expect(Object.values(again.json()).filter((count) => count !== 0)).toEqual([]);
  });
});

describeEachDatabase('retention of resolved contact messages', (database) => {
  let api: TestApi;
  const db = () => api.database.db;
  const logged: string[] = [];
  const job = (months = 12) =>
    new RetentionJob({
      db: db(),
      months,
      modules: featureModules,
      log: { info: (line) => logged.push(line), warn: (line) => logged.push(line) },
    });

  beforeAll(async () => {
    api = await createTestApi(database(), { RETENTION_RESOLVED_MONTHS: '12' });
  });
  afterAll(() => api.close());

  it('deletes only messages resolved longer ago than the period, with their e-mails, and logs it', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const resolvedAt = (iso: string | null) => ({
      firstname: 'R',
      lastname: iso ?? 'open',
      email: 'r@example.sk',
      message: `vyriešená ${iso}`,
      dateAdd: new Date('2024-01-01T00:00:00Z'),
      dateResolved: iso ? new Date(iso) : null,
    });
    const rows = await db()
      .insert(contactMessages)
      .values([
        resolvedAt('2025-11-22T11:59:59Z'), // due: resolved 12 months and a second ago
        resolvedAt('2024-05-01T00:00:00Z'), // due
        resolvedAt('2025-11-22T12:00:01Z'), // not yet
        resolvedAt('2026-11-01T00:00:00Z'), // recent
        resolvedAt(null), // never resolved: kept, however old
      ])
      .returning();
    await db()
      .insert(mailOutbox)
      .values(
        rows.map((row) => ({ recipient: 'i@autoskola.sk', subject: 's', body: row.message, contactMessageId: row.id })),
      );

    expect(await job().run(now)).toBe(2);
    const left = await db().select().from(contactMessages);
    expect(left.map((row) => row.lastname).sort()).toEqual(['2025-11-22T12:00:01Z', '2026-11-01T00:00:00Z', 'open']);
    expect(await db().$count(mailOutbox)).toBe(3);
    expect(logged.at(-1)).toMatch(
      /^retention: deleted 2 contact message\(s\) resolved before 2025-11-22T12:00:00.000Z/,
    );

    // Nothing more is due a minute later... until the second message's time comes.
    expect(await job().run(new Date('2026-11-22T12:01:00Z'))).toBe(1);
    expect(await job().run(new Date('2026-11-22T12:02:00Z'))).toBe(0);
  });

  it('is safe with several instances: runs at the same moment delete each message once', async () => {
    await db().delete(contactMessages);
    await db()
      .insert(contactMessages)
      .values(
        Array.from({ length: 40 }, (_, index) => ({
          firstname: 'S',
          lastname: String(index),
          email: 's@example.sk',
          message: 'stará',
          dateResolved: sql`now() - interval '2 years'`,
        })),
      );
    const counts = await Promise.all([job().run(), job().run(), job().run()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(40);
    expect(await db().$count(contactMessages)).toBe(0);
  });
});
