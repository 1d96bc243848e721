import type { Schemas } from '@autoskola/api-client/types';
import { featureTypeName } from './feature-schemas.ts';

type SubjectSection = Schemas['SubjectSection'];

/**
 * How a feature's section of a data-subject search reads on the admin screen. The server and the
 * mocks build SubjectSection from it (subjectSectionOf), so the screen needs no code per feature.
 */
export interface SubjectSectionRule<Item> {
  /** The property of the search's answer that holds the items. */
  key: string;
  /** The property of the erasure's answer that counts what went. */
  erasedKey: string;
  counted: readonly [string, string, string];
  note?: string;
  erasedAlso?: string;
  line: (item: Item) => SubjectSection['lines'][number];
}

export function subjectSectionOf<Item>(rule: SubjectSectionRule<Item>, items: readonly Item[]): SubjectSection {
  return {
    key: rule.key,
    erasedKey: rule.erasedKey,
    count: items.length,
    counted: [...rule.counted],
    note: rule.note ?? null,
    erasedAlso: rule.erasedAlso ?? null,
    lines: items.map(rule.line),
  };
}

/** The parts of a feature's personal data whose sections make up a contract answer, and that answer. */
export const SECTION_ANSWERS = {
  exportAccount: 'AccountExport',
  findSubject: 'SubjectData',
  eraseSubject: 'ErasureResult',
} as const;
export type SectionPart = keyof typeof SECTION_ANSWERS;

/**
 * The contract's schema of a feature's section of an answer, found by its name: `<Feature><Answer>`
 * in contract/<feature>.yaml (feature `foo-bars` declares its part of SubjectData as
 * FooBarsSubjectData). The shared answers take any key; this says what the feature's keys hold. The
 * server checks its sections against it, the mocks their keys (docs/adding-a-feature.md).
 */
export const sectionSchemaName = (feature: string, part: SectionPart): string =>
  featureTypeName(feature) + SECTION_ANSWERS[part];

/** Text cut to `max` characters with an ellipsis. */
export const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** A data-subject search without an e-mail and a phone. */
export const SUBJECT_MISSING = 'Zadajte e-mail alebo telefón.';
