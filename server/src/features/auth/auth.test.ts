import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { users } from '../tables.ts';

describeEachDatabase('registration and login', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(database());
  });
  afterAll(() => api.close());

  it('registers with ROLE_USER only and an argon2id hash, then logs in with a JWT', async () => {
    const registered = await api.call('POST /auth/register', {
      body: { email: ' Novy.Ziak@example.sk ', password: 'tajne1' },
    });
    expect(registered.statusCode).toBe(201);
    const [stored] = await api.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'novy.ziak@example.sk'`);
    expect(stored?.roles).toEqual(['ROLE_USER']);
    expect(stored?.passwordHash.startsWith('$argon2id$')).toBe(true);

    const login = await api.call('POST /auth/login', { body: { email: 'novy.ziak@EXAMPLE.sk', password: 'tajne1' } });
    expect(login.statusCode).toBe(200);
    const claims = decodeJwt(login.json().token);
    expect(claims).toMatchObject({ sub: String(stored?.id), email: 'Novy.Ziak@example.sk', roles: ['ROLE_USER'] });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(8 * 3600);
  });

  it('tells who a token belongs to, and refuses tokens it cannot trust', async () => {
    const login = await api.call('POST /auth/login', { body: { email: 'novy.ziak@example.sk', password: 'tajne1' } });
    const me = await api.call('GET /auth/me', { token: login.json().token });
    expect(me.json().user).toMatchObject({ email: 'Novy.Ziak@example.sk', roles: ['ROLE_USER'] });
    expect((await api.call('GET /auth/me')).statusCode).toBe(401);
    expect(
      (await api.call('GET /auth/me', { token: await api.tokenFor(['ROLE_USER'], { secondsValid: -5 }) })).statusCode,
    ).toBe(401);
    // A valid signature for a user who does not exist (any more).
    expect((await api.call('GET /auth/me', { token: await api.tokenFor(['ROLE_USER']) })).statusCode).toBe(401);
  });

  it('refuses a duplicate e-mail, whatever its case', async () => {
    await api.call('POST /auth/register', { body: { email: 'dvakrat@example.sk', password: 'tajne1' } });
    const again = await api.call('POST /auth/register', {
      body: { email: 'DVAKRAT@example.sk', password: 'ine-heslo' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: 'This value is already used.' });
  });

  it('reports a bad e-mail and a short password as field errors', async () => {
    const response = await api.call('POST /auth/register', { body: { email: 'nie-je-email', password: '12345' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: 'This value is not a valid email address.',
      password: 'Password must be at least 6 characters long.',
    });
  });

  it('refuses a registration that asks for roles', async () => {
    const response = await api.call('POST /auth/register', {
      body: { email: 'hacker@example.sk', password: 'tajne123', roles: ['ROLE_INSTRUCTOR'] },
    });
    expect(response.statusCode).toBe(400);
    expect(await api.database.db.$count(users, sql`${users.email} = 'hacker@example.sk'`)).toBe(0);
  });

  it.each([
    ['a wrong password', 'novy.ziak@example.sk', 'zle-heslo'],
    ['an unknown e-mail', 'nikto@example.sk', 'tajne1'],
  ])('answers %s with "Invalid credentials."', async (_case, email, password) => {
    const response = await api.call('POST /auth/login', { body: { email, password } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid credentials.' });
  });
});

describeEachDatabase('rate limits', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(database(), {
      RATE_LIMIT_LOGIN: '3/1m',
      RATE_LIMIT_REGISTER: '2/1m',
      RATE_LIMIT_CONTACT: '2/1m',
    });
  });
  afterAll(() => api.close());

  it.each([
    ['POST /auth/login', 3, { email: 'x@example.sk', password: 'zle-heslo' }],
    ['POST /auth/register', 2, { email: 'nie-je-email', password: '1' }],
    ['POST /contact-form/add', 2, { firstname: 'A', lastname: 'B', message: 'C', email: 'a@b.sk' }],
  ])('%s answers 429 in Slovak after %i attempts', async (operation, allowed, body) => {
    for (let attempt = 0; attempt < allowed; attempt++) {
      const allowedAnswer = await api.call(operation, { body });
      expect(allowedAnswer.statusCode).not.toBe(429);
      // How many tries are left is not told to whoever is guessing.
      expect(Object.keys(allowedAnswer.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    }
    const limited = await api.call(operation, { body });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Príliš veľa pokusov. Skúste to znova o chvíľu.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
