import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { mailText } from '../../../test/outbox-text.ts';
import { parseMail } from '../../../test/smtp.ts';
import { INSTRUCTOR_ROLE, USER_ROLE } from '../../auth/tokens.ts';
import { createUser } from '../../cli/commands.ts';
import { mailOutbox, passwordResets, testAttempts, userNotifications, users } from '../tables.ts';

const SAME_ANSWER = 'Ak k tomuto e-mailu existuje účet, poslali sme naň odkaz na nastavenie nového hesla.';
const LINK_INVALID = 'Odkaz na obnovenie hesla je neplatný alebo vypršal. Požiadajte o nový.';

let controls = 0;
/**
 * A reset is done after its answer, one after another in the instance: once a reset for a fresh
 * control account has queued its e-mail, every reset asked before it is done too.
 */
async function resetsDone(api: TestApi): Promise<void> {
  controls += 1;
  const email = `kontrola-${controls}@example.sk`;
  await createUser(api.database.db, { email, password: 'heslo123', roles: [USER_ROLE] });
  await api.call('POST /auth/password-reset', { body: { email } });
  await vi.waitFor(
    async () => expect(await api.database.db.$count(mailOutbox, eq(mailOutbox.recipient, email))).toBe(1),
    {
      timeout: 10_000,
    },
  );
}

describeEachDatabase('forgotten password', (database) => {
  let api: TestApi;
  const db = () => api.database.db;
  const login = (email: string, password: string) => api.call('POST /auth/login', { body: { email, password } });
  /**
   * The text of the newest e-mail to `email`: from the row while it waits, else as delivered
   * (the spool's file of the row). The reset runs after its answer, so the outbox may have sent it.
   */
  const newestText = async (email: string) => {
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id);
    const newest = mails.at(-1);
    if (!newest?.sentAt) return mailText(newest);
    const file = join(api.config.dataDir, 'mail', `${String(newest.id).padStart(8, '0')}.eml`);
    return (await parseMail(readFileSync(file))).text;
  };
  /** The token of the newest reset e-mail sent to `email`, read from the link in its text. */
  const linkToken = async (email: string) =>
    /\/obnovenie-hesla#token=([\w-]+)/.exec(await newestText(email))?.[1] ?? null;

  beforeAll(async () => {
    api = await createTestApi(database(), {
      PUBLIC_URL: 'https://www.autoskola.sk',
      RATE_LIMIT_PASSWORD_RESET: '1000/1m',
      RATE_LIMIT_RESET_MAILS: '1000/1h',
    });
    await createUser(db(), { email: 'Zabudlivec@example.sk', password: 'stare-heslo', roles: [USER_ROLE] });
  });
  afterAll(() => api.close());

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const unknown = await api.call('POST /auth/password-reset', { body: { email: 'nikto@example.sk' } });
    expect([unknown.statusCode, unknown.json()]).toEqual([202, { message: SAME_ANSWER }]);
    await resetsDone(api);
    expect(await db().$count(mailOutbox, sql`${mailOutbox.recipient} not like 'kontrola-%'`)).toBe(0);
  });

  it('e-mails a single-use link; the new password works, the old one and every older token do not', async () => {
    const oldToken = (await login('zabudlivec@example.sk', 'stare-heslo')).json().token;
    const asked = await api.call('POST /auth/password-reset', { body: { email: ' ZABUDLIVEC@example.sk ' } });
    expect([asked.statusCode, asked.json()]).toEqual([202, { message: SAME_ANSWER }]);
    await resetsDone(api);

    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, 'Zabudlivec@example.sk'));
    expect(mail?.subject).toBe('Obnovenie hesla – Autoškola Ružomberok');
    expect(await newestText('Zabudlivec@example.sk')).toContain('https://www.autoskola.sk/obnovenie-hesla#token=');
    expect(mail?.body).toContain('Odkaz platí 1 hodinu a dá sa použiť iba raz.');
    const token = await linkToken('Zabudlivec@example.sk');
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only a hash is stored.
    const stored = await db().select().from(passwordResets);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const short = await api.call('POST /auth/password-reset/confirm', { body: { token, password: '12345' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: 'Password must be at least 6 characters long.' });

    const changed = await api.call('POST /auth/password-reset/confirm', { body: { token, password: 'nove-heslo' } });
    expect([changed.statusCode, changed.json()]).toEqual([
      200,
      { message: 'Heslo bolo zmenené. Teraz sa môžete prihlásiť.' },
    ]);
    const again = await api.call('POST /auth/password-reset/confirm', { body: { token, password: 'ine-heslo' } });
    expect([again.statusCode, again.json()]).toEqual([400, { message: LINK_INVALID }]);

    expect((await login('zabudlivec@example.sk', 'stare-heslo')).statusCode).toBe(401);
    expect((await login('zabudlivec@example.sk', 'nove-heslo')).statusCode).toBe(200);
    expect((await api.call('GET /auth/me', { token: oldToken })).statusCode).toBe(401);
  });

  it('refuses an expired link and every link but the newest', async () => {
    await api.call('POST /auth/password-reset', { body: { email: 'zabudlivec@example.sk' } });
    await resetsDone(api);
    const first = await linkToken('Zabudlivec@example.sk');
    await api.call('POST /auth/password-reset', { body: { email: 'zabudlivec@example.sk' } });
    await resetsDone(api);
    const second = await linkToken('Zabudlivec@example.sk');
    expect(second).not.toBe(first);
    const older = await api.call('POST /auth/password-reset/confirm', { body: { token: first, password: 'heslo-1' } });
    expect(older.json()).toEqual({ message: LINK_INVALID });

    // An hour and a second later.
    await db().update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await api.call('POST /auth/password-reset/confirm', {
      body: { token: second, password: 'heslo-2' },
    });
    expect([expired.statusCode, expired.json()]).toEqual([400, { message: LINK_INVALID }]);
    expect((await login('zabudlivec@example.sk', 'nove-heslo')).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await api.call('POST /auth/password-reset/confirm', {
      body: { token: 'x'.repeat(43), password: 'nove-heslo' },
    });
    expect(response.json()).toEqual({ message: LINK_INVALID });
  });
});

describeEachDatabase('forgotten password: per recipient, and the same time for every address', (database) => {
  let api: TestApi;
  const db = () => api.database.db;
  beforeAll(async () => {
    // The client address's limit out of the way: the recipient's (3 an hour by default) is tested.
    api = await createTestApi(database(), { RATE_LIMIT_PASSWORD_RESET: '1000/1m' });
    await createUser(db(), { email: 'Obet@example.sk', password: 'heslo123', roles: [USER_ROLE] });
  });
  afterAll(() => api.close());

  it('sends at most 3 e-mails an hour to one address, whoever asks; the answer does not change', async () => {
    for (let request = 0; request < 5; request++) {
      const asked = await api.call('POST /auth/password-reset', {
        body: { email: request % 2 ? 'obet@example.sk' : 'OBET@example.sk' },
        headers: { 'x-forwarded-for': `203.0.113.${request}` },
      });
      expect([asked.statusCode, asked.json()]).toEqual([202, { message: SAME_ANSWER }]);
    }
    await resetsDone(api);
    expect(await db().$count(mailOutbox, eq(mailOutbox.recipient, 'Obet@example.sk'))).toBe(3);
    expect(await db().$count(passwordResets)).toBe(3 + 1);
  });

  it('answers before the address is looked up: a known address waits for the database no more than an unknown one', async () => {
    // Nobody can read the accounts meanwhile: an answer that depended on the lookup would wait.
    let answers: number[] = [];
    await db().transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      const ask = (email: string) => api.call('POST /auth/password-reset', { body: { email } });
      const timeout = new Promise<never>((_resolve, reject) =>
        setTimeout(() => reject(new Error('the answer waited for the database')), 5_000),
      );
      const [known, unknown] = await Promise.race([
        Promise.all([ask('obet@example.sk'), ask('nikto@example.sk')]),
        timeout,
      ]);
      expect(known.json()).toEqual(unknown.json());
      answers = [known.statusCode, unknown.statusCode];
    });
    expect(answers).toEqual([202, 202]);
  });
});

describeEachDatabase('forgotten password rate limit', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(database(), { RATE_LIMIT_PASSWORD_RESET: '2/1m' });
  });
  afterAll(() => api.close());

  it('answers 429 past RATE_LIMIT_PASSWORD_RESET', async () => {
    const ask = () => api.call('POST /auth/password-reset', { body: { email: 'kto@example.sk' } });
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(202);
    const limited = await ask();
    expect([limited.statusCode, limited.json()]).toEqual([
      429,
      { message: 'Príliš veľa pokusov. Skúste to znova o chvíľu.' },
    ]);
  });
});

describeEachDatabase('account settings', (database) => {
  let api: TestApi;
  const db = () => api.database.db;
  const login = async (email: string, password: string) =>
    (await api.call('POST /auth/login', { body: { email, password } })).json().token as string;

  beforeAll(async () => {
    api = await createTestApi(database());
  });
  afterAll(() => api.close());

  it('changes the password with the current one; other sessions end, this one goes on with a new token', async () => {
    await createUser(db(), { email: 'menim@example.sk', password: 'stare-heslo', roles: [USER_ROLE] });
    const here = await login('menim@example.sk', 'stare-heslo');
    const elsewhere = await login('menim@example.sk', 'stare-heslo');

    const wrong = await api.call('POST /account/password', {
      token: here,
      body: { currentPassword: 'zle-heslo', newPassword: '123' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      currentPassword: 'Nesprávne heslo.',
      newPassword: 'Password must be at least 6 characters long.',
    });

    const changed = await api.call('POST /account/password', {
      token: here,
      body: { currentPassword: 'stare-heslo', newPassword: 'nove-heslo' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token;
    expect((await api.call('GET /auth/me', { token: fresh })).statusCode).toBe(200);
    expect((await api.call('GET /auth/me', { token: here })).statusCode).toBe(401);
    expect((await api.call('GET /auth/me', { token: elsewhere })).statusCode).toBe(401);
    expect(await login('menim@example.sk', 'nove-heslo')).toBeTruthy();
  });

  it("exports the account and every feature's section about it as a download", async () => {
    const token = await api.instructorToken();
    await api.call('POST /admin/user-notification/add/{type}', { token, params: { type: 'newContactFormMessage' } });
    const me = (await api.call('GET /auth/me', { token })).json().user;
    const exported = await api.call('GET /account/export', { token });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="moje-udaje.json"');
    const data = exported.json();
    // The account's own part; every other key is a feature's section, which api.call checks
    // against the schema that feature declares (and fails on a key no feature declares).
    expect(data).toMatchObject({ exportedAt: expect.any(String), account: expect.any(Object) });
    expect(data.account).toEqual({
      id: me.id,
      email: me.email,
      // An account made on the command line has no name of its own; the setup's instructor has one.
      firstname: null,
      lastname: null,
      roles: [USER_ROLE, INSTRUCTOR_ROLE],
      createdAt: expect.any(String),
    });
    expect(data.notifications).toEqual(['newContactFormMessage', 'newCourseApplication']);
    expect(data.testResults).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('argon2');
  });

  it('deletes an account with its password, with everything that belongs to it; the last instructor cannot', async () => {
    // Alone: the only instructor of a fresh database.
    await db().delete(users);
    await createUser(db(), { email: 'jediny@autoskola.sk', password: 'heslo123', roles: [INSTRUCTOR_ROLE] });
    const only = await login('jediny@autoskola.sk', 'heslo123');
    const refused = await api.call('POST /account/delete', { token: only, body: { password: 'heslo123' } });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Iný inštruktor v autoškole nie je. Účet môžete zmazať, až keď bude mať rolu inštruktora aj niekto iný.',
    ]);

    await createUser(db(), { email: 'druhy@autoskola.sk', password: 'heslo123', roles: [INSTRUCTOR_ROLE] });
    await api.call('POST /admin/user-notification/add/{type}', {
      token: only,
      params: { type: 'newContactFormMessage' },
    });
    await api.call('POST /auth/password-reset', { body: { email: 'jediny@autoskola.sk' } });
    await resetsDone(api);
    const wrong = await api.call('POST /account/delete', { token: only, body: { password: 'zle' } });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([422, { password: 'Nesprávne heslo.' }]);

    const deleted = await api.call('POST /account/delete', { token: only, body: { password: 'heslo123' } });
    expect(deleted.statusCode).toBe(204);
    expect((await api.call('GET /auth/me', { token: only })).statusCode).toBe(401);
    expect(await db().$count(users, eq(users.email, 'jediny@autoskola.sk'))).toBe(0);
    expect(await db().$count(userNotifications)).toBe(0);
    expect(
      await db().$count(
        passwordResets,
        sql`${passwordResets.userId} in (select id from users where email not like 'kontrola-%')`,
      ),
    ).toBe(0);
    expect(await db().$count(mailOutbox, eq(mailOutbox.recipient, 'jediny@autoskola.sk'))).toBe(0);

    // A plain user may always leave, and their kept test results go with the account.
    const user = await api.userToken();
    await db()
      .insert(testAttempts)
      .values({
        id: '3f1c2a4e-8b7d-4e61-9a53-0c2d5e6f7a81',
        userId: (await api.call('GET /auth/me', { token: user })).json().user.id,
        questionIds: [],
        passMark: 90,
        startedAt: new Date(),
        deadline: new Date(),
        evaluatedAt: new Date(),
        points: 0,
        maxPoints: 0,
        percentage: 0,
        passed: false,
      });
    expect((await api.call('GET /account/export', { token: user })).json().testResults).toHaveLength(1);
    expect((await api.call('POST /account/delete', { token: user, body: { password: 'heslo123' } })).statusCode).toBe(
      204,
    );
    expect(await db().$count(testAttempts)).toBe(0);
  });

  it('needs a login for every account operation', async () => {
    expect((await api.call('GET /account/export')).statusCode).toBe(401);
    expect(
      (await api.call('POST /account/password', { body: { currentPassword: 'a', newPassword: 'bbbbbb' } })).statusCode,
    ).toBe(401);
    expect((await api.call('POST /account/delete', { body: { password: 'a' } })).statusCode).toBe(401);
  });
});
