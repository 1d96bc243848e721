import { type SectionPart, subjectSectionOf } from '@autoskola/rules/data-subjects';
import type { Db } from '../db/database.ts';
import type { DataSubject, FeatureModule, PersonalData } from './feature-module.ts';

type Part<K extends keyof PersonalData> = NonNullable<PersonalData[K]>;

// Each feature's section is what its contract file declares as sectionSchemaName(feature, part),
// checked by personal-data.test.ts and by every API test's contract check.
export { SECTION_ANSWERS, type SectionPart, sectionSchemaName } from '@autoskola/rules/data-subjects';

/** Calls one part of every feature's personal data that has it, and puts their sections together. */
async function sectionsOf<K extends SectionPart, Value>(
  modules: readonly FeatureModule[],
  part: K,
  call: (part: Part<K>) => Promise<Record<string, Value>>,
): Promise<Record<string, Value>> {
  const sections: Record<string, Value> = {};
  // Erasing goes against the list's order: a feature's rows go before those of the features it
  // refers to (listed earlier), so it still finds (and counts) them by their links.
  for (const module of part === 'eraseSubject' ? [...modules].reverse() : modules) {
    const fn = module.personalData?.[part] as Part<K> | undefined;
    if (fn) Object.assign(sections, await call(fn));
  }
  return sections;
}

/** Every feature's section of an account export (GET /account/export). */
export const accountSections = (modules: readonly FeatureModule[], db: Db, userId: number) =>
  sectionsOf(modules, 'exportAccount', (exportAccount) => exportAccount(db, userId, modules));

/** Every feature's erasure of an account's data that its foreign keys do not cascade. */
export async function eraseAccountData(modules: readonly FeatureModule[], db: Db, userId: number): Promise<void> {
  for (const module of [...modules].reverse()) await module.personalData?.eraseAccount?.(db, userId);
}

/** What every feature keeps about a data subject, and the sections the admin screen lists. */
export async function subjectSections(modules: readonly FeatureModule[], db: Db, subject: DataSubject) {
  const data = await sectionsOf(modules, 'findSubject', (findSubject) => findSubject(db, subject));
  const sections = modules.flatMap(({ personalData }) => {
    const rule = personalData?.subjectSection;
    return rule ? [subjectSectionOf(rule, data[rule.key] ?? [])] : [];
  });
  return { ...data, sections };
}

/** Erases a data subject everywhere; answers each feature's counts. */
export const eraseSubjectSections = (modules: readonly FeatureModule[], db: Db, subject: DataSubject) =>
  sectionsOf(modules, 'eraseSubject', (eraseSubject) => eraseSubject(db, subject));
