import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { featureSchemaName } from '@autoskola/rules/feature-schemas';
import YAML from 'yaml';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { answerProblems, sectionKeysOf, sectionProblems } from '../../../test/feature-sections.ts';
import type { ApiContext } from '../../api/context.ts';
import type { SessionUser } from '../../api/guard.ts';
import { spec } from '../../contract/spec.ts';
import { users } from '../../db/core-tables.ts';
import { seedDemoContent } from '../../modules/demo-seed.ts';
import { featureModules } from '../index.ts';

const CONTRACT_DIR = join(import.meta.dirname, '../../../../contract');
type SchemaFile = { components?: { schemas?: Record<string, unknown> } };
const schemasOf = (feature: string) =>
  (YAML.parse(readFileSync(join(CONTRACT_DIR, `${feature}.yaml`), 'utf8')) as SchemaFile).components?.schemas ?? {};
const withHome = featureModules.filter((module) => module.home);

// GET /home's HomeOverview takes any key: each feature declares its sections in its own contract
// file as `<Feature>Home` (featureSchemaName), and its answers are checked against it.
describe("the features' sections of the admin home", () => {
  it('are declared in their own contract files, under keys of their own, and HomeOverview names none', () => {
    const overview = (spec.components.schemas as Record<string, { properties?: object }>).HomeOverview;
    expect(overview?.properties).toBeUndefined();
    expect(withHome.length).toBeGreaterThan(0);
    const claimed = new Map<string, string>();
    for (const { name } of withHome) {
      const schema = featureSchemaName(name, 'home');
      expect(Object.keys(schemasOf(name)), `contract/${name}.yaml declares ${schema}`).toContain(schema);
      const keys = sectionKeysOf(name, 'home');
      expect(keys.length, schema).toBeGreaterThan(0);
      for (const key of keys) {
        expect(claimed.get(key), `HomeOverview.${key} of ${name}`).toBeUndefined();
        claimed.set(key, name);
      }
    }
  });

  it("gives examples of GET /home that hold the features' sections as they declare them", () => {
    type Examples = Record<string, { value: Record<string, unknown> }>;
    const paths = spec.paths as Record<string, { get: { responses: Record<string, unknown> } }>;
    const ok = paths['/home']?.get.responses['200'] as { content: { 'application/json': { examples: Examples } } };
    const examples = Object.entries(ok.content['application/json'].examples);
    expect(examples.length).toBeGreaterThan(0);
    for (const [name, example] of examples) expect(answerProblems('home', example.value), name).toEqual([]);
  });

  it('fails an answer with a key no feature declares or a section off its schema', () => {
    const problems = answerProblems('home', { stray: 1, contactMessages: { unanswered: -1 } });
    expect(problems).toContain("/stray is declared by no feature's Home section");
    expect(problems.some((problem) => problem.startsWith('ContactMessagesHome/contactMessages/unanswered'))).toBe(true);
    expect(sectionProblems('home', 'home', {})).toEqual(['home declares no HomeHome (contract/home.yaml)']);
  });
});

describeEachDatabase("each feature's home sections against its own schema", (database) => {
  let api: TestApi;
  let people: SessionUser[];

  beforeAll(async () => {
    api = await createTestApi(database());
    await api.instructorToken();
    await seedDemoContent(api.database.db, api.config.uploadDir, featureModules);
    const rows = await api.database.db.select().from(users);
    people = rows.map((row) => ({
      id: row.id,
      email: row.email,
      roles: row.roles,
      version: row.tokenVersion,
      emailProven: row.emailVerifiedAt !== null,
    }));
  }, 60_000);
  afterAll(() => api.close());

  it("answers every user's and every instructor's sections as each feature declares them", async () => {
    const context = { database: api.database, config: api.config, modules: featureModules } as unknown as ApiContext;
    const filled = new Set<string>();
    for (const person of people) {
      const answer: Record<string, unknown> = {};
      for (const module of withHome) {
        const sections = (await module.home?.(context, person)) ?? {};
        expect(sectionProblems(module.name, 'home', sections), `${module.name} for ${person.email}`).toEqual([]);
        for (const value of Object.values(sections)) {
          if (value !== null && !(Array.isArray(value) && value.length === 0)) filled.add(module.name);
        }
        Object.assign(answer, sections);
      }
      expect(answerProblems('home', answer), person.email).toEqual([]);
    }
    // The demo gives every feature something to show, so an empty answer cannot pass unnoticed.
    expect([...filled].sort()).toEqual(withHome.map((module) => module.name).sort());
  });
});
