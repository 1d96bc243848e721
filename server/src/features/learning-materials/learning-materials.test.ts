import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';

describeEachDatabase('learning materials', (database) => {
  let api: TestApi;
  let token: string;
  const category = async (name: string, position: number, active = true) =>
    (await api.call('POST /admin/learning-material/category', { token, body: { name, position, active } })).json()
      .learningMaterialCategory;
  const material = async (
    categoryId: number,
    name: string,
    position: number,
    active = true,
    content = `<p>${name}</p>`,
  ) =>
    (
      await api.call('POST /admin/learning-material/material', {
        token,
        body: { name, categoryId, content, position, active },
      })
    ).json().learningMaterial;

  beforeAll(async () => {
    api = await createTestApi(database(), { PAGE_SIZE: '2' });
    token = await api.instructorToken();
  });
  afterAll(() => api.close());

  it('serves active categories and their active materials publicly, sorted by position', async () => {
    const signs = await category('Dopravné značky', 2);
    const rules = await category('Pravidlá', 1);
    await category('Archív', 0, false);
    await material(signs.id, 'Zákazové', 2);
    await material(signs.id, 'Výstražné', 1);
    await material(signs.id, 'Skryté', 0, false);

    const categories = (await api.call('GET /learning-material/categories')).json().learningMaterialCategories;
    expect(categories.map((item: { name: string }) => item.name)).toEqual(['Pravidlá', 'Dopravné značky']);
    const materials = (
      await api.call('GET /learning-material/list/{categoryId}', { params: { categoryId: signs.id } })
    ).json().learningMaterials;
    expect(materials.map((item: { name: string }) => item.name)).toEqual(['Výstražné', 'Zákazové']);
    expect(materials[0].category).toEqual({ id: signs.id, name: 'Dopravné značky' });
    expect(rules.active).toBe(true);
  });

  it('hides the materials of an inactive or missing category', async () => {
    const hidden = await category('Neaktívna', 5, false);
    await material(hidden.id, 'Niečo', 1);
    expect(
      (await api.call('GET /learning-material/list/{categoryId}', { params: { categoryId: hidden.id } })).statusCode,
    ).toBe(404);
    expect(
      (await api.call('GET /learning-material/list/{categoryId}', { params: { categoryId: 999999 } })).statusCode,
    ).toBe(404);
  });

  it('lists categories by page in admin and all of them for the select', async () => {
    const page1 = (await api.call('GET /admin/learning-material/category/list', { token })).json();
    expect(page1.learningMaterialCategories).toHaveLength(2);
    expect(page1.pagesCount).toBe(Math.ceil(4 / 2));
    const all = (await api.call('GET /admin/learning-material/category/all', { token })).json()
      .learningMaterialCategories;
    expect(all.map((item: { name: string }) => item.name)).toEqual([
      'Archív',
      'Pravidlá',
      'Dopravné značky',
      'Neaktívna',
    ]);
  });

  it('updates a category and refuses a blank or too long name', async () => {
    const created = await category('Prvá pomoc', 3);
    const updated = await api.call('PUT /admin/learning-material/category/{id}', {
      token,
      params: { id: created.id },
      body: { name: 'Prvá pomoc a nehoda', position: 4, active: false },
    });
    expect(updated.json().learningMaterialCategory).toEqual({
      id: created.id,
      name: 'Prvá pomoc a nehoda',
      position: 4,
      active: false,
    });
    const blank = await api.call('POST /admin/learning-material/category', {
      token,
      body: { name: ' ', position: 1, active: true },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: 'Názov je povinný.' });
    const long = await api.call('POST /admin/learning-material/category', {
      token,
      body: { name: 'x'.repeat(31), position: 1, active: true },
    });
    expect(long.statusCode).toBe(400);
  });

  it('refuses to delete a category that still contains materials (409), deletes an empty one', async () => {
    const full = await category('Plná', 6);
    const item = await material(full.id, 'Obsah', 1);
    const listed = (
      await api.call('GET /admin/learning-material/category/{id}/materials', { token, params: { id: full.id } })
    ).json();
    expect(listed.learningMaterials.map((m: { id: number }) => m.id)).toEqual([item.id]);

    const refused = await api.call('DELETE /admin/learning-material/category/{id}', { token, params: { id: full.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Nie je možné zmazať kategóriu, pretože obsahuje materiály.');
    expect(
      (await api.call('GET /admin/learning-material/category/{id}', { token, params: { id: full.id } })).statusCode,
    ).toBe(200);

    await api.call('DELETE /admin/learning-material/material/{id}', { token, params: { id: item.id } });
    expect(
      (await api.call('DELETE /admin/learning-material/category/{id}', { token, params: { id: full.id } })).statusCode,
    ).toBe(204);
  });

  it('sanitizes material content on write and keeps what the editor produces', async () => {
    const target = await category('Bezpečnosť', 7);
    const created = await api.call('POST /admin/learning-material/material', {
      token,
      body: {
        name: 'Odkazy',
        categoryId: target.id,
        content:
          '<h2 style="color:red">Nadpis</h2><p onclick="x()">Text&nbsp;s <b>tučným</b> a <i>kurzívou</i></p><script>alert(1)</script><ul><li>jedna</li></ul><a href="https://example.sk">web</a><a href="javascript:alert(1)">zlé</a>',
        position: 1,
        active: true,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().learningMaterial.content).toBe(
      '<h4>Nadpis</h4><p>Text s <strong>tučným</strong> a <em>kurzívou</em></p><ul><li>jedna</li></ul><a href="https://example.sk" rel="noopener noreferrer" target="_blank">web</a>',
    );
  });

  it('refuses empty content, a blank name and an unknown category', async () => {
    const target = await category('Kontroly', 8);
    const empty = await api.call('POST /admin/learning-material/material', {
      token,
      body: { name: ' ', categoryId: target.id, content: '<p><br></p>', position: 1, active: true },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: 'Názov je povinný.', content: 'Text je povinný.' });
    const unknown = await api.call('POST /admin/learning-material/material', {
      token,
      body: { name: 'Bez kategórie', categoryId: 999999, content: '<p>x</p>', position: 1, active: true },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ categoryId: 'Kategória neexistuje.' });
  });

  it('updates a material, moving it to another category', async () => {
    const from = await category('Zdroj', 9);
    const to = await category('Cieľ', 10);
    const created = await material(from.id, 'Presúvaný', 1);
    const updated = await api.call('PUT /admin/learning-material/material/{id}', {
      token,
      params: { id: created.id },
      body: { name: 'Presunutý', categoryId: to.id, content: '<p>Nový text</p>', position: 3, active: false },
    });
    expect(updated.json().learningMaterial).toEqual({
      id: created.id,
      name: 'Presunutý',
      category: { id: to.id, name: 'Cieľ' },
      content: '<p>Nový text</p>',
      position: 3,
      active: false,
    });
    const listed = (await api.call('GET /admin/learning-material/material/list', { token, query: { page: 1 } })).json();
    expect(listed.pagesCount).toBeGreaterThan(1);
    expect(
      (await api.call('GET /admin/learning-material/material/{id}', { token, params: { id: 999999 } })).statusCode,
    ).toBe(404);
  });
});
