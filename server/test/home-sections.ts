import { featureSchemaName } from '@autoskola/rules/feature-schemas';
import { spec } from '../src/contract/spec.ts';
import { featureModules } from '../src/features/index.ts';
import type { FeatureModule } from '../src/modules/feature-module.ts';
import { featurePartProblems } from './contract.ts';

const schemas = spec.components.schemas as Record<string, { properties?: Record<string, unknown> }>;

/** The keys a feature's `<Feature>Home` declares (none when it declares no such schema). */
export const homeKeysOf = (feature: string) =>
  Object.keys(schemas[featureSchemaName(feature, 'home')]?.properties ?? {});

/** One feature's sections of the home against the schema its contract file declares; answers the problems. */
export const homeSectionProblems = (feature: string, sections: unknown): string[] =>
  featurePartProblems(feature, featureSchemaName(feature, 'home'), sections);

/**
 * A whole answer of GET /home: each feature's keys against its `<Feature>Home`, and no key that no
 * feature with a `home` declares. HomeOverview takes any key, so this is where the contract binds it.
 */
export function homeProblems(answer: Record<string, unknown>, modules: readonly FeatureModule[] = featureModules) {
  const claimed = new Set<string>();
  const problems = modules
    .filter((module) => module.home)
    .flatMap(({ name }) => {
      const keys = homeKeysOf(name);
      for (const key of keys) claimed.add(key);
      const own = Object.fromEntries(keys.filter((key) => key in answer).map((key) => [key, answer[key]]));
      return homeSectionProblems(name, own);
    });
  const unclaimed = Object.keys(answer).filter((key) => !claimed.has(key));
  return [...problems, ...unclaimed.map((key) => `/${key} is declared by no feature's Home section`)];
}
