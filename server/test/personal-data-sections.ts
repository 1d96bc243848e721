import { spec } from '../src/contract/spec.ts';
import { featureModules } from '../src/features/index.ts';
import type { FeatureModule } from '../src/modules/feature-module.ts';
import { SECTION_ANSWERS, type SectionPart, sectionSchemaName } from '../src/modules/personal-data.ts';
import { featurePartProblems } from './contract.ts';

const schemas = spec.components.schemas as Record<string, { properties?: Record<string, unknown> }>;

/** The keys a schema of openapi.yaml declares. */
export const keysOf = (schema: string) => Object.keys(schemas[schema]?.properties ?? {});

/** The features with a section of this answer, and the name of their section's schema. */
export const sectionSchemas = (part: SectionPart, modules: readonly FeatureModule[] = featureModules) =>
  modules
    .filter((module) => module.personalData?.[part])
    .map((module) => ({ feature: module.name, schema: sectionSchemaName(module.name, part) }));

/** One feature's section against the schema its contract file declares; answers the problems. */
export const sectionProblems = (feature: string, part: SectionPart, section: unknown): string[] =>
  featurePartProblems(feature, sectionSchemaName(feature, part), section);

/** The part whose sections make up a contract answer of this schema (AccountExport…), if any. */
export const partAnswering = (schema: string) =>
  (Object.keys(SECTION_ANSWERS) as SectionPart[]).find((part) => SECTION_ANSWERS[part] === schema);

/**
 * A whole answer made of sections (the account export, the data-subject search and erasure):
 * each feature's keys against its section's schema, and no key that neither the answer nor a
 * feature declares. The shared schemas take any key, so this is where the contract binds them.
 */
export function answerProblems(part: SectionPart, answer: Record<string, unknown>): string[] {
  const claimed = new Set(keysOf(SECTION_ANSWERS[part]));
  const problems = sectionSchemas(part).flatMap(({ feature, schema }) => {
    const keys = keysOf(schema);
    for (const key of keys) claimed.add(key);
    return sectionProblems(
      feature,
      part,
      Object.fromEntries(keys.filter((key) => key in answer).map((key) => [key, answer[key]])),
    );
  });
  const unclaimed = Object.keys(answer).filter((key) => !claimed.has(key));
  return [
    ...problems,
    ...unclaimed.map((key) => `/${key} is declared by no feature's ${SECTION_ANSWERS[part]} section`),
  ];
}
