import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createTestApi, offerInput, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { image } from '../../../test/images.ts';

describeEachDatabase('offers', (database) => {
  let api: TestApi;
  let token: string;
  const create = async (overrides: Record<string, unknown>) =>
    (await api.call('POST /admin/offer', { token, body: offerInput(overrides) })).json().offer;

  beforeAll(async () => {
    api = await createTestApi(database(), { PAGE_SIZE: '2' });
    token = await api.instructorToken();
  });
  afterAll(() => api.close());

  it('answers the health operation as the contract says', async () => {
    expect((await api.call('GET /health')).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('creates an offer, trimming text and storing blank optional lines as null', async () => {
    const response = await api.call('POST /admin/offer', { token, body: offerInput({ name: '  Skupina B  ' }) });
    expect(response.statusCode).toBe(201);
    expect(response.json().offer).toMatchObject({
      name: 'Skupina B',
      theory: '24 hodín',
      trainer: null,
      extraInfo: null,
      price: 890,
      imageUrl: null,
    });
  });

  it('lists active offers publicly by position, all offers in admin by page', async () => {
    await create({ name: 'Skupina C', position: 3 });
    await create({ name: 'Skupina A', position: 0 });
    await create({ name: 'Skupina D', position: 2, active: false });

    const publicList = (await api.call('GET /offer/list')).json().offers;
    expect(publicList.map((item: { name: string }) => item.name)).toEqual(['Skupina A', 'Skupina B', 'Skupina C']);

    const first = (await api.call('GET /admin/offer/list', { token })).json();
    expect(first.pagesCount).toBe(2);
    expect(first.offers.map((item: { name: string }) => item.name)).toEqual(['Skupina A', 'Skupina B']);
    const second = (await api.call('GET /admin/offer/list', { token, query: { page: 2 } })).json();
    expect(second.offers.map((item: { name: string }) => item.name)).toEqual(['Skupina D', 'Skupina C']);
    const pastTheEnd = await api.call('GET /admin/offer/list', { token, query: { page: 9 } });
    expect(pastTheEnd.statusCode).toBe(200);
    expect(pastTheEnd.json()).toEqual({ offers: [], pagesCount: 2 });
  });

  it('updates an offer and reads it back', async () => {
    const created = await create({ name: 'Kondičné jazdy', position: 7 });
    const updated = await api.call('PUT /admin/offer/{id}', {
      token,
      params: { id: created.id },
      body: offerInput({ name: 'Kondičné jazdy', price: 40, position: 8, active: false, extraInfo: 'Po dohode' }),
    });
    expect(updated.statusCode).toBe(200);
    const read = (await api.call('GET /admin/offer/{id}', { token, params: { id: created.id } })).json().offer;
    expect(read).toMatchObject({ price: 40, position: 8, active: false, extraInfo: 'Po dohode' });
  });

  it.each([
    ['a blank name', { name: '   ' }, 422, { name: 'Názov je povinný.' }],
    ['a blank duration', { length: ' ' }, 422, { length: 'Doba trvania je povinná.' }],
    ['a name over 50 characters', { name: 'x'.repeat(51) }, 400, undefined],
    ['practice over 30 characters', { practice: 'x'.repeat(31) }, 400, undefined],
    ['a negative price', { price: -1 }, 400, undefined],
    ['a price sent as text', { price: '890' }, 400, undefined],
    ['a decimal position', { position: 1.5 }, 400, undefined],
    ['an unknown field', { discount: 10 }, 400, undefined],
  ])('refuses %s', async (_case, overrides, status, errors) => {
    const before = (await api.call('GET /admin/offer/list', { token })).json();
    const response = await api.call('POST /admin/offer', { token, body: offerInput(overrides) });
    expect(response.statusCode).toBe(status);
    if (errors) expect(response.json().errors).toEqual(errors);
    expect((await api.call('GET /admin/offer/list', { token })).json()).toEqual(before);
  });

  it('answers 404 for a missing offer and deletes an existing one', async () => {
    expect((await api.call('GET /admin/offer/{id}', { token, params: { id: 999999 } })).statusCode).toBe(404);
    const created = await create({ name: 'Na zmazanie' });
    expect((await api.call('DELETE /admin/offer/{id}', { token, params: { id: created.id } })).statusCode).toBe(204);
    expect((await api.call('DELETE /admin/offer/{id}', { token, params: { id: created.id } })).statusCode).toBe(404);
  });

  it('with UPLOAD_DIR shared by two instances, an image uploaded through one is served by the other', async () => {
    const uploadDir = mkdtempSync(join(tmpdir(), 'autoskola-uploads-'));
    const first = await createTestApi(database(), { UPLOAD_DIR: uploadDir });
    const second = await createTestApi(database(), { UPLOAD_DIR: uploadDir });
    try {
      const firstToken = await first.instructorToken();
      const created = (
        await first.call('POST /admin/offer', { token: firstToken, body: offerInput({ name: 'Zdieľaný' }) })
      ).json().offer;
      const uploaded = await first.call('PUT /admin/offer/{id}/image', {
        token: firstToken,
        params: { id: created.id },
        payload: await image('jpeg', 700, 400),
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(existsSync(join(uploadDir, 'offer', `${created.id}.jpg`))).toBe(true);
      expect(existsSync(join(first.config.dataDir, 'images'))).toBe(false);
      const served = await second.app.inject(uploaded.json().offer.imageUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    } finally {
      await first.close();
      await second.close();
      rmSync(uploadDir, { recursive: true, force: true });
    }
  });

  it('stores an uploaded image cropped to 1.75:1 at /images/offer/{id}.jpg, replaces and removes it', async () => {
    const created = await create({ name: 'S obrázkom' });
    const uploaded = await api.call('PUT /admin/offer/{id}/image', {
      token,
      params: { id: created.id },
      payload: await image('png', 2000, 2000),
      headers: { 'content-type': 'image/png' },
    });
    expect(uploaded.statusCode).toBe(200);
    const { imageUrl } = uploaded.json().offer;
    expect(imageUrl).toMatch(new RegExp(`^/images/offer/${created.id}\\.jpg\\?v=\\d+$`));

    const file = join(api.config.dataDir, 'images/offer', `${created.id}.jpg`);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1400, 800]);
    const served = await api.app.inject(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    const replaced = await api.call('PUT /admin/offer/{id}/image', {
      token,
      params: { id: created.id },
      payload: await image('webp', 800, 300),
      headers: { 'content-type': 'image/webp' },
    });
    expect(replaced.statusCode).toBe(200);

    const removed = await api.call('DELETE /admin/offer/{id}/image', { token, params: { id: created.id } });
    expect(removed.json().offer.imageUrl).toBeNull();
    expect(existsSync(file)).toBe(false);
  });

  it.each([
    ['a GIF', 'image/gif', async () => Buffer.from('GIF89a'), 415],
    ['text posing as PNG', 'image/png', async () => Buffer.from('not an image at all'), 415],
    ['a file over 5 MB', 'image/jpeg', async () => Buffer.alloc(5 * 1024 * 1024 + 10, 1), 413],
    ['an empty file', 'image/png', async () => Buffer.alloc(0), 400],
  ])('refuses %s as an image', async (_case, contentType, file, status) => {
    const created = await create({ name: 'Zlý obrázok' });
    const response = await api.call('PUT /admin/offer/{id}/image', {
      token,
      params: { id: created.id },
      payload: await file(),
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(status);
    expect(typeof response.json().message).toBe('string');
    expect(
      (await api.call('GET /admin/offer/{id}', { token, params: { id: created.id } })).json().offer.imageUrl,
    ).toBeNull();
  });
});
