import { operations, spec } from '../src/contract/spec.ts';
import { type CallOptions, createTestApi, type TestApi } from './api.ts';
import { describeEachDatabase } from './databases.ts';
import { storedRows } from './stored-rows.ts';

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  maximum?: number;
  enum?: unknown[];
  format?: string;
}

function resolve(node: JsonSchema | undefined): JsonSchema | undefined {
  if (!node?.$ref) return node;
  const name = node.$ref.split('/').pop() as string;
  return resolve((spec.components.schemas as Record<string, JsonSchema>)[name]);
}

type Op = (typeof operations extends () => (infer T)[] ? T : never) & { body?: JsonSchema };

function requestSchema(path: string, method: string): JsonSchema | undefined {
  const operation = (
    spec.paths[path] as Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  )[method.toLowerCase()];
  return resolve(operation?.requestBody?.content['application/json']?.schema);
}

/** A value of the right type for a property, used to build an otherwise valid body. */
function validValue(property: JsonSchema): unknown {
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  if (property.enum) return property.enum[0];
  if (type === 'integer') return 1;
  if (type === 'boolean') return true;
  return 'Text';
}

function wrongValue(property: JsonSchema): unknown {
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  if (type === 'integer') return '1';
  if (type === 'boolean') return 'true';
  return 123;
}

const INJECTION = "1' OR '1'='1'; DROP TABLE users; --";
const BAD_IDS = ['-1', '0', '99999999999', 'abc', '1.5', encodeURIComponent(INJECTION)];

/** Every kind of bad request for one operation, each with a name. */
function badRequests(op: Op): [string, CallOptions & { rawPath?: Record<string, string> }][] {
  const cases: [string, CallOptions & { rawPath?: Record<string, string> }][] = [];
  const params = { id: 1, categoryId: 1, type: 'newContactFormMessage', document: 'firstAidCourse', paymentId: 1 };
  const pathNames = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const body = requestSchema(op.path, op.method);
  const valid = body
    ? Object.fromEntries(Object.entries(body.properties ?? {}).map(([name, property]) => [name, validValue(property)]))
    : undefined;

  for (const name of pathNames) {
    for (const bad of name === 'type' || name === 'document' ? ['unknown', encodeURIComponent(INJECTION)] : BAD_IDS) {
      cases.push([`path ${name}=${bad}`, { rawPath: { [name]: bad }, ...(valid ? { body: valid } : {}) }]);
    }
  }
  if (op.path.endsWith('/list') && op.path.startsWith('/admin/')) {
    // The list's page parameter: `page`, or a list's own (`applicationPage`) where the contract names one.
    const query = (op.requestSchema.querystring ?? {}) as { properties?: Record<string, JsonSchema> };
    const pageName = Object.keys(query.properties ?? {}).find((name) => name === 'page' || name.endsWith('Page'));
    // A list without pages (the exam dates of a window) has none to attack, but its days.
    for (const page of pageName ? ['0', '-1', 'abc', '1e10', INJECTION] : []) {
      cases.push([`${pageName}=${page}`, { params, query: { [pageName ?? 'page']: page } }]);
    }
    for (const [name, property] of Object.entries(query.properties ?? {})) {
      if (property.format !== 'date') continue;
      for (const day of ['2026-02-30', 'abc', '1999-12-31', '2026-1-5', INJECTION]) {
        cases.push([`${name}=${day}`, { params, query: { [name]: day } }]);
      }
    }
  }
  if (body && valid) {
    const json = { 'content-type': 'application/json' };
    cases.push(['malformed JSON', { params, payload: '{"name": "x",', headers: json }]);
    cases.push(['an array body', { params, payload: '[]', headers: json }]);
    cases.push(['a null body', { params, payload: 'null', headers: json }]);
    cases.push([
      'a 1 MB body',
      { params, payload: JSON.stringify({ ...valid, junk: 'x'.repeat(1_000_000) }), headers: json },
    ]);
    cases.push(['an unknown field', { params, body: { ...valid, isAdmin: true } }]);
    for (const [name, property] of Object.entries(body.properties ?? {})) {
      cases.push([`${name} of the wrong type`, { params, body: { ...valid, [name]: wrongValue(property) } }]);
      if (body.required?.includes(name)) {
        const { [name]: _missing, ...rest } = valid;
        cases.push([`${name} missing`, { params, body: rest }]);
      }
      if (property.maxLength) {
        cases.push([
          `${name} past ${property.maxLength} characters`,
          { params, body: { ...valid, [name]: 'x'.repeat(property.maxLength + 1) } },
        ]);
      }
      if (property.maximum)
        cases.push([`${name} past its maximum`, { params, body: { ...valid, [name]: property.maximum + 1 } }]);
    }
  }
  return cases;
}

async function snapshot(api: TestApi): Promise<string> {
  return JSON.stringify(await storedRows(api.database.db));
}

const withInput = operations().filter(
  (op) =>
    op.path.includes('{') ||
    requestSchema(op.path, op.method) ||
    (op.path.endsWith('/list') && op.path.startsWith('/admin/')),
);

describeEachDatabase('bad input', (database) => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    api = await createTestApi(database());
    token = await api.instructorToken();
    // Something for every table, so "unchanged" means something.
    const category = (
      await api.call('POST /admin/learning-material/category', {
        token,
        body: { name: 'A', position: 1, active: true },
      })
    ).json();
    await api.call('POST /admin/learning-material/material', {
      token,
      body: {
        name: 'M',
        categoryId: category.learningMaterialCategory.id,
        content: '<p>x</p>',
        position: 1,
        active: true,
      },
    });
    await api.call('POST /admin/offer', {
      token,
      body: { name: 'B', length: '1', price: 1, position: 1, active: true },
    });
    await api.call('POST /contact-form/add', {
      body: { firstname: 'A', lastname: 'B', message: 'C', email: 'a@b.sk' },
    });
  });
  afterAll(() => api.close());

  it('has operations to attack', () => {
    expect(withInput.length).toBeGreaterThan(25);
  });

  it.each(withInput.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s answers every bad request with a 4xx JSON message and changes nothing',
    async (_name, op) => {
      const before = await snapshot(api);
      for (const [what, options] of badRequests(op)) {
        const path = op.path.replace(
          /\{(\w+)\}/g,
          (_m, name: string) =>
            options.rawPath?.[name] ?? String((options.params as Record<string, unknown>)?.[name] ?? 1),
        );
        const response = await api.app.inject({
          method: op.method,
          url: `/api${path}`,
          headers: { authorization: `Bearer ${token}`, ...options.headers },
          query: (options.query as Record<string, string>) ?? {},
          ...(options.payload !== undefined
            ? { payload: options.payload }
            : options.body !== undefined
              ? { payload: options.body as object }
              : {}),
        });
        const label = `${op.method} ${op.path} with ${what} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, label).toBeLessThan(500);
        expect(typeof response.json().message, label).toBe('string');
        // Slovak for the person: the validator's English stays in the log.
        expect(response.json().message, label).not.toMatch(/\b(must|should|invalid|required|allowed)\b/);
        expect(response.body, label).not.toMatch(/at \w+ \(|node_modules|Failed query/);
      }
      expect(await snapshot(api)).toBe(before);
    },
  );
});
