import { featureSchemaName } from '@autoskola/rules/feature-schemas';
import { spec } from '../src/contract/spec.ts';
import { featureModules } from '../src/features/index.ts';
import type { FeatureModule } from '../src/modules/feature-module.ts';
import { featurePartProblems } from './contract.ts';

const schemas = spec.components.schemas as Record<string, { properties?: Record<string, unknown> }>;

/** The answers put together from the features' sections: the admin home's and the owner's overview. */
export type SectionPart = 'home' | 'overview';

/** The keys a feature's `<Feature>Home` or `<Feature>Overview` declares (none when it declares no such schema). */
export const sectionKeysOf = (feature: string, part: SectionPart) =>
  Object.keys(schemas[featureSchemaName(feature, part)]?.properties ?? {});

/** One feature's sections against the schema its contract file declares; answers the problems. */
export const sectionProblems = (feature: string, part: SectionPart, sections: unknown): string[] =>
  featurePartProblems(feature, featureSchemaName(feature, part), sections);

/**
 * A whole answer (GET /home, GET /admin/overview): each feature's keys against its own schema, and
 * no key that no feature with that hook declares. The shared answer takes any key, so this is where
 * the contract binds it.
 */
export function answerProblems(
  part: SectionPart,
  answer: Record<string, unknown>,
  modules: readonly FeatureModule[] = featureModules,
) {
  const claimed = new Set<string>();
  const problems = modules
    .filter((module) => module[part])
    .flatMap(({ name }) => {
      const keys = sectionKeysOf(name, part);
      for (const key of keys) claimed.add(key);
      const own = Object.fromEntries(keys.filter((key) => key in answer).map((key) => [key, answer[key]]));
      return sectionProblems(name, part, own);
    });
  const unclaimed = Object.keys(answer).filter((key) => !claimed.has(key));
  const schema = featureSchemaName('', part);
  return [...problems, ...unclaimed.map((key) => `/${key} is declared by no feature's ${schema} section`)];
}
