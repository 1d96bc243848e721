import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import type { ApiContext } from '../api/context.ts';
import { loadConfig } from '../config.ts';
import { operations, spec } from '../contract/spec.ts';
import { SECTION_ANSWERS, type SectionPart, sectionSchemaName } from '../modules/personal-data.ts';
import { featureModules } from './index.ts';

const CONTRACT_DIR = join(import.meta.dirname, '../../../contract');
type SchemaFile = { components?: { schemas?: Record<string, unknown> } };

/** Enough of a context to build the handlers: none of them touches it until a request comes. */
const context = {
  database: { db: {} },
  config: loadConfig({}),
  images: () => ({}),
  modules: featureModules,
} as unknown as ApiContext;

const propertiesOf = (schema: string) =>
  Object.keys((spec.components.schemas as Record<string, { properties: object }>)[schema]?.properties ?? {});

describe('the server module list', () => {
  it('has one module per feature folder, named as its folder', () => {
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(featureModules.map((module) => module.name).sort()).toEqual(folders.sort());
  });

  it('implements every operation of openapi.yaml once, and nothing it lacks (health aside, which the API owns)', () => {
    const implemented = featureModules.flatMap((module) => Object.keys(module.operations?.(context) ?? {}));
    expect(new Set(implemented).size).toBe(implemented.length);
    const declared = operations()
      .map((operation) => operation.operationId)
      .filter((id) => id !== 'getHealth' && id !== 'getReadiness');
    expect(implemented.sort()).toEqual(declared.sort());
  });

  it("declares each feature's personal-data sections in its own contract file, under keys of its own", () => {
    const schemasOf = (feature: string) =>
      (YAML.parse(readFileSync(join(CONTRACT_DIR, `${feature}.yaml`), 'utf8')) as SchemaFile).components?.schemas ?? {};
    for (const part of Object.keys(SECTION_ANSWERS) as SectionPart[]) {
      const claimed = new Map(propertiesOf(SECTION_ANSWERS[part]).map((key) => [key, 'the answer itself']));
      const sections = featureModules.filter((module) => module.personalData?.[part]);
      expect(sections.length, part).toBeGreaterThan(0);
      for (const { name } of sections) {
        const schema = sectionSchemaName(name, part);
        expect(Object.keys(schemasOf(name)), `contract/${name}.yaml declares ${schema}`).toContain(schema);
        const keys = propertiesOf(schema);
        expect(keys.length, schema).toBeGreaterThan(0);
        for (const key of keys) {
          expect(claimed.get(key), `${SECTION_ANSWERS[part]}.${key} of ${name}`).toBeUndefined();
          claimed.set(key, name);
        }
      }
    }
  });

  it("lists each data-subject section under its feature's own keys", () => {
    const rules = featureModules.flatMap(({ name, personalData }) => {
      const rule = personalData?.subjectSection;
      return rule ? [{ name, rule }] : [];
    });
    expect(rules.length).toBeGreaterThan(0);
    for (const { name, rule } of rules) {
      expect(propertiesOf(sectionSchemaName(name, 'findSubject'))).toContain(rule.key);
      expect(propertiesOf(sectionSchemaName(name, 'eraseSubject'))).toContain(rule.erasedKey);
    }
  });

  it('seeds demo content of distinct kinds', () => {
    const kinds = featureModules.flatMap((module) => (module.demo ? [module.demo.what] : []));
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
