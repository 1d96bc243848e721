import { API_MESSAGES as MESSAGES } from '@autoskola/rules/api-messages';
import { validatorCompiler } from '../src/contract/validation.ts';
import { createTestApi, offerInput, type TestApi } from './api.ts';
import { describeEachDatabase, openTestDatabase } from './databases.ts';
import { storedRows } from './stored-rows.ts';

/**
 * Requests that once ended in a 500, or acted on another record than the one named: NUL
 * characters, a text/plain or missing body, ids and pages that are not plain decimal digits.
 * Each gets a clear 4xx JSON answer and changes nothing.
 */
describeEachDatabase('hostile input', (database) => {
  let api: TestApi;
  let token: string;
  let ids: { offer: number; category: number; material: number; message: number };

  const stored = async () => JSON.stringify(await storedRows(api.database.db));

  beforeAll(async () => {
    api = await createTestApi(database());
    token = await api.instructorToken();
    const offer = (await api.call('POST /admin/offer', { token, body: offerInput() })).json().offer;
    const category = (
      await api.call('POST /admin/learning-material/category', {
        token,
        body: { name: 'Značky', position: 1, active: true },
      })
    ).json().learningMaterialCategory;
    const material = (
      await api.call('POST /admin/learning-material/material', {
        token,
        body: { name: 'Výstraha', categoryId: category.id, content: '<p>Text</p>', position: 1, active: true },
      })
    ).json().learningMaterial;
    await api.call('POST /contact-form/add', {
      body: { firstname: 'Ján', lastname: 'Novák', message: 'Dobrý deň', email: 'jan@novak.sk' },
    });
    const message = (await api.call('GET /admin/contact-form/list', { token })).json().contactForms[0];
    ids = { offer: offer.id, category: category.id, material: material.id, message: message.id };
  });
  afterAll(() => api.close());

  const NUL_CASES: [string, string, () => Record<string, unknown>, string][] = [
    [
      'POST /contact-form/add',
      '/api/contact-form/add',
      () => ({ firstname: 'Ján\u0000', lastname: 'Novák', message: 'Dobrý deň', email: 'jan@novak.sk' }),
      '/firstname',
    ],
    ['POST /auth/login', '/api/auth/login', () => ({ email: 'jan@novak.sk', password: 'heslo\u0000123' }), '/password'],
    [
      'POST /auth/register',
      '/api/auth/register',
      () => ({ email: 'nul\u0000@novak.sk', password: 'heslo123' }),
      '/email',
    ],
    [
      'POST /admin/learning-material/category',
      '/api/admin/learning-material/category',
      () => ({ name: 'Zna\u0000ky', position: 1, active: true }),
      '/name',
    ],
    [
      'POST /admin/learning-material/material',
      '/api/admin/learning-material/material',
      () => ({ name: 'M', categoryId: ids.category, content: '<p>a\u0000b</p>', position: 1, active: true }),
      '/content',
    ],
    [
      'POST /admin/contact-form/reply/{id}',
      '/api/admin/contact-form/reply/:message',
      () => ({ replyMessage: 'Dobrý\u0000deň' }),
      '/replyMessage',
    ],
  ];

  it.each(NUL_CASES)('%s refuses a NUL character in %s with a Slovak 400', async (_name, url, body, field) => {
    const before = await stored();
    const response = await api.app.inject({
      method: 'POST',
      url: url.replace(':message', String(ids.message)),
      headers: { authorization: `Bearer ${token}` },
      payload: body(),
    });
    expect(response.statusCode, response.body).toBe(400);
    // The validator's English detail (which field, why) goes to the log, not to the person.
    expect(response.json()).toEqual({ message: MESSAGES.badRequest });
    expect(await stored()).toBe(before);
    // The detail the log gets names the field.
    const validate = validatorCompiler({
      schema: { type: 'object', properties: { [field.slice(1)]: { type: 'string' } } },
      httpPart: 'body',
      method: 'POST',
      url,
    });
    expect((validate(body()) as { error?: Error }).error?.message).toContain(field);
  });

  it('refuses a lone surrogate as text PostgreSQL cannot store', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/contact-form/add',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstname":"J\\ud800n","lastname":"N","message":"M","email":"jan@novak.sk"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.badRequest });
  });

  it('stores decomposed accents as the letters they show, and counts the length limit in those letters', async () => {
    // 30 letters, each 'á' typed as 'a' and a combining acute accent: 60 code points.
    const name = 'a\u0301'.repeat(30);
    const response = await api.call('POST /admin/learning-material/category', {
      token,
      body: { name, position: 9, active: true },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().learningMaterialCategory.name).toBe('á'.repeat(30));
  });

  it('answers a text/plain body with 415, a missing or empty body with 400, all as JSON', async () => {
    const before = await stored();
    const send = (headers: Record<string, string>, payload?: string) =>
      api.app.inject({ method: 'POST', url: '/api/contact-form/add', headers, ...(payload ? { payload } : {}) });
    const plain = await send({ 'content-type': 'text/plain' }, 'Meno: Ján');
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toEqual({ message: 'Nepodporovaný typ obsahu.' });
    const missing = await send({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Požiadavka nemá telo.' });
    const empty = await send({ 'content-type': 'application/json' }, '');
    expect(empty.statusCode).toBe(400);
    expect(typeof empty.json().message).toBe('string');
    // An image sent where JSON is expected is refused before it is read as one.
    const image = await api.app.inject({
      method: 'POST',
      url: '/api/admin/offer',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      payload: Buffer.from('not an image'),
    });
    expect(image.statusCode).toBe(415);
    expect(await stored()).toBe(before);
  });

  const ODD_IDS = ['%201', '1%20', '+1', '1e0', '0x1', '1.0', '-1', '99999999999999999999', '%ED%A0%80', '1%00'];

  it.each([
    ['offer', '/api/admin/offer/'],
    ['category', '/api/admin/learning-material/category/'],
    ['material', '/api/admin/learning-material/material/'],
    ['message', '/api/admin/contact-form/'],
  ] as const)(
    'reads no %s id but plain digits: GET, PUT and DELETE of odd ids get 400 and change nothing',
    async (kind, prefix) => {
      const before = await stored();
      const put =
        kind === 'offer'
          ? offerInput({ name: 'Prepísané' })
          : kind === 'category'
            ? { name: 'Prepísané', position: 1, active: true }
            : { name: 'Prepísané', categoryId: ids.category, content: '<p>x</p>', position: 1, active: true };
      for (const odd of ODD_IDS.map((value) => value.replace(/1/, String(ids[kind])))) {
        for (const method of kind === 'message' ? (['GET', 'DELETE'] as const) : (['GET', 'PUT', 'DELETE'] as const)) {
          const response = await api.app.inject({
            method,
            url: `${prefix}${odd}`,
            headers: { authorization: `Bearer ${token}` },
            ...(method === 'PUT' ? { payload: put } : {}),
          });
          const label = `${method} ${prefix}${odd} → ${response.statusCode} ${response.body}`;
          expect([400, 404], label).toContain(response.statusCode);
          expect(typeof response.json().message, label).toBe('string');
        }
      }
      expect(await stored()).toBe(before);
      // The plain id still works.
      const plain = await api.app.inject({
        url: `${prefix}${ids[kind]}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(plain.statusCode).toBe(200);
    },
  );

  it('reads no public category id and no page but plain digits', async () => {
    for (const odd of ['%201', '+1', '1e0', '1.0']) {
      const response = await api.app.inject({
        url: `/api/learning-material/list/${odd.replace('1', String(ids.category))}`,
      });
      expect(response.statusCode, odd).toBe(400);
    }
    for (const page of [' 1', '+2', '1e0', '2.0', '0x2', '1,2']) {
      const response = await api.app.inject({
        url: '/api/admin/offer/list',
        query: { page },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, `page=${JSON.stringify(page)}`).toBe(400);
    }
    const second = await api.app.inject({
      url: '/api/admin/offer/list?page=2',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(second.statusCode).toBe(200);
  });

  it('refuses a query with a NUL character or bytes that are not UTF-8', async () => {
    const before = await stored();
    for (const query of ['email=%00', 'email=jan%ED%A0%80%40novak.sk', 'phone=%FF']) {
      const response = await api.app.inject({
        method: 'DELETE',
        url: `/api/admin/contact-form/subject?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await stored()).toBe(before);
  });

  it('answers a request too long for the parser with 431 and a Slovak message, then closes', async () => {
    const { connect } = await import('node:net');
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/offer/list?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Adresa alebo hlavičky požiadavky sú príliš dlhé.',
    });
  });

  it('answers an address that is not valid percent-encoding with JSON 400', async () => {
    const response = await api.app.inject({ url: '/api/learning-material/list/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Neplatná požiadavka.' });
  });
});

describe('a real server error', () => {
  it('is answered as a 500, never as a client error, and its cause is logged', async () => {
    const database = await openTestDatabase();
    const api = await createTestApi(database);
    const token = await api.instructorToken();
    const logged = vi.spyOn(api.app.log, 'error');
    // The database goes away under the running server.
    await database.close();
    const response = await api.app.inject({
      url: '/api/admin/offer/list',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Nastala chyba servera.' });
    expect(logged).toHaveBeenCalledWith(expect.any(Error));
    await api.close();
  });
});
