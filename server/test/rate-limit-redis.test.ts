import { randomInt } from 'node:crypto';
import { createTestApi, type TestApi } from './api.ts';
import { openTestDatabase } from './databases.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  const apis: TestApi[] = [];
  afterAll(async () => {
    for (const api of apis) {
      await api.close();
      await api.database.close();
    }
  });

  it('counts a client across two instances: the limit holds wherever the requests land', async () => {
    for (let instance = 0; instance < 2; instance++) {
      apis.push(
        await createTestApi(await openTestDatabase(), { REDIS_URL: redisUrl as string, RATE_LIMIT_LOGIN: '3/1m' }),
      );
    }
    const [first, second] = apis as [TestApi, TestApi];
    // A client address of its own, so earlier runs cannot have counted it.
    const client = `198.51.100.${randomInt(1, 254)}`;
    const login = (api: TestApi) =>
      api.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: client,
        payload: { email: `nikto-${randomInt(1e9)}@example.sk`, password: 'zle-heslo' },
      });
    expect((await login(first)).statusCode).toBe(401);
    expect((await login(second)).statusCode).toBe(401);
    expect((await login(first)).statusCode).toBe(401);
    const limited = await login(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Príliš veľa pokusov. Skúste to znova o chvíľu.' });
  });
});
