import { brotliDecompressSync } from 'node:zlib';
import { createTestApi, type TestApi, untilCaching } from './api.ts';
import { describeEachDatabase } from './databases.ts';
import { withTwoApis } from './two-apis.ts';

const offer = (name: string, position: number) => ({
  name,
  theory: null,
  trainer: null,
  practice: null,
  extraInfo: null,
  length: '1 mesiac',
  price: 100,
  position,
  active: true,
});

describeEachDatabase('cached public reads', (database) => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    api = await createTestApi(database());
    token = await api.instructorToken();
  });
  afterAll(() => api.close());

  const publicNames = async () =>
    ((await api.call('GET /offer/list')).json() as { offers: { name: string }[] }).offers.map((item) => item.name);

  it('shows every write to offers at once, and answers 304 to an unchanged copy', async () => {
    expect(await publicNames()).toEqual([]);
    const created = (await api.call('POST /admin/offer', { token, body: offer('Skupina B', 2) })).json().offer;
    expect(await publicNames()).toEqual(['Skupina B']);

    const first = await api.call('GET /offer/list');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await api.app.inject({ url: '/api/offer/list', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    await api.call('POST /admin/offer', { token, body: offer('Skupina A', 1) });
    expect(await publicNames()).toEqual(['Skupina A', 'Skupina B']);
    const changed = await api.app.inject({ url: '/api/offer/list', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);

    await api.call('PUT /admin/offer/{id}', {
      token,
      params: { id: created.id },
      body: { ...offer('Skupina B', 0), active: false },
    });
    expect(await publicNames()).toEqual(['Skupina A']);
    await api.call('DELETE /admin/offer/{id}', { token, params: { id: created.id } });
    expect(await publicNames()).toEqual(['Skupina A']);
  });

  it('shows every write to categories and materials at once', async () => {
    const categoryNames = async () =>
      (
        (await api.call('GET /learning-material/categories')).json() as {
          learningMaterialCategories: { name: string }[];
        }
      ).learningMaterialCategories.map((item) => item.name);
    const before = await categoryNames();
    const category = (
      await api.call('POST /admin/learning-material/category', {
        token,
        body: { name: 'Nová kategória', position: 99, active: true },
      })
    ).json().learningMaterialCategory;
    expect(await categoryNames()).toEqual([...before, 'Nová kategória']);

    const materialsOf = async () =>
      (
        (
          await api.call('GET /learning-material/list/{categoryId}', { params: { categoryId: category.id } })
        ).json() as {
          learningMaterials: { name: string }[];
        }
      ).learningMaterials.map((item) => item.name);
    expect(await materialsOf()).toEqual([]);
    const material = (
      await api.call('POST /admin/learning-material/material', {
        token,
        body: { name: 'Prvý', categoryId: category.id, content: '<p>a</p>', position: 1, active: true },
      })
    ).json().learningMaterial;
    expect(await materialsOf()).toEqual(['Prvý']);
    await api.call('DELETE /admin/learning-material/material/{id}', { token, params: { id: material.id } });
    expect(await materialsOf()).toEqual([]);

    await api.call('PUT /admin/learning-material/category/{id}', {
      token,
      params: { id: category.id },
      body: { name: 'Nová kategória', position: 99, active: false },
    });
    expect(await categoryNames()).toEqual(before);
    expect(
      (await api.call('GET /learning-material/list/{categoryId}', { params: { categoryId: category.id } })).statusCode,
    ).toBe(404);
  });
});

describeEachDatabase('public reads answered from the cache', (database) => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    api = await createTestApi(database());
    token = await api.instructorToken();
    await untilCaching(api);
  });
  afterAll(() => api.close());

  it('answers a read seen before with the same body, the API headers, and HSTS over HTTPS', async () => {
    const first = await api.call('GET /learning-material/categories');
    const again = await api.app.inject({
      url: '/api/learning-material/categories',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(first.headers['strict-transport-security']).toBeUndefined();
  });

  it('still validates every request: a malformed id is refused however often a valid one was cached', async () => {
    const category = (
      await api.call('POST /admin/learning-material/category', {
        token,
        body: { name: 'Overená', position: 1, active: true },
      })
    ).json().learningMaterialCategory;
    for (let round = 0; round < 2; round++) {
      expect((await api.app.inject(`/api/learning-material/list/${category.id}`)).statusCode).toBe(200);
      expect((await api.app.inject(`/api/learning-material/list/${category.id}x`)).statusCode).toBe(400);
      expect((await api.app.inject(`/api/learning-material/list/%20${category.id}`)).statusCode).toBe(400);
    }
  });

  it('sends a large read compressed as the client accepts, decoding to the same JSON', async () => {
    const category = (
      await api.call('POST /admin/learning-material/category', {
        token,
        body: { name: 'Dlhá', position: 2, active: true },
      })
    ).json().learningMaterialCategory;
    await api.call('POST /admin/learning-material/material', {
      token,
      body: {
        name: 'Dlhý text',
        categoryId: category.id,
        content: `<p>${'Vodič musí dať prednosť chodcom. '.repeat(100)}</p>`,
        position: 1,
        active: true,
      },
    });
    const url = `/api/learning-material/list/${category.id}`;
    const plain = await api.app.inject(url);
    for (const round of ['first', 'cached']) {
      const br = await api.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding'], round).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), round).toEqual(plain.json());
      expect(br.rawPayload.length, round).toBeLessThan(plain.rawPayload.length / 4);
    }
  });
});

describe('cached public reads across instances [postgres]', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  it.runIf(serverUrl)('an instance sees a write made through another one', () =>
    withTwoApis(serverUrl as string, async (writer, reader) => {
      const names = async () =>
        ((await reader.call('GET /offer/list')).json() as { offers: { name: string }[] }).offers.map(
          (item) => item.name,
        );
      // The reader is listening once its first answer came from the database.
      await expect.poll(names).toEqual([]);
      await writer.call('POST /admin/offer', { token: await writer.instructorToken(), body: offer('Skupina C', 1) });
      await expect.poll(names, { timeout: 5000 }).toEqual(['Skupina C']);
    }),
  );
});
