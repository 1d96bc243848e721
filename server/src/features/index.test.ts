import { readdirSync } from 'node:fs';
import type { ApiContext } from '../api/context.ts';
import { loadConfig } from '../config.ts';
import { operations, spec } from '../contract/spec.ts';
import { featureModules } from './index.ts';

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

  it("puts each feature's data-subject section where the contract has it", () => {
    const sections = featureModules.flatMap((module) => {
      const rule = module.personalData?.subjectSection;
      return rule ? [rule] : [];
    });
    expect(sections.length).toBeGreaterThan(0);
    for (const rule of sections) {
      expect(propertiesOf('SubjectData')).toContain(rule.key);
      expect(propertiesOf('ErasureResult')).toContain(rule.erasedKey);
    }
  });

  it('seeds demo content of distinct kinds', () => {
    const kinds = featureModules.flatMap((module) => (module.demo ? [module.demo.what] : []));
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
