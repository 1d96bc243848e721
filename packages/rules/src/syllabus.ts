import type { Schemas } from '@autoskola/api-client/types';
import type { LicenceGroup } from './licence-groups.ts';
import { slovakCount } from './slovak-count.ts';

export type SyllabusNumbers = Schemas['SyllabusNumbers'];
export type SyllabusField = keyof SyllabusNumbers;

/**
 * The minimum of a driving course per licence group in 45-minute units ('vyučovacie hodiny'),
 * after decree 45/2016 Z. z. on driving schools (decision 0036): theory lessons and driving by
 * kind (simulator, training ground, road traffic) and driving in all (kinds plus the flexible
 * units). B and B1 and the theory of AM to B are sourced; the rest are the best-known figures,
 * not verified against the decree's annex (the decision says which). A school may require more,
 * never less (`syllabusErrors`).
 */
export const DECREE_SYLLABUS: Readonly<Record<LicenceGroup, SyllabusNumbers>> = {
  AM: { theory: 32, simulator: 0, ground: 2, road: 6, total: 9 },
  A1: { theory: 32, simulator: 0, ground: 4, road: 12, total: 17 },
  A2: { theory: 32, simulator: 0, ground: 4, road: 12, total: 17 },
  A: { theory: 32, simulator: 0, ground: 4, road: 12, total: 17 },
  B1: { theory: 32, simulator: 4, ground: 4, road: 24, total: 38 },
  B: { theory: 32, simulator: 4, ground: 4, road: 24, total: 38 },
  BE: { theory: 6, simulator: 0, ground: 2, road: 6, total: 8 },
  C1: { theory: 16, simulator: 0, ground: 4, road: 10, total: 14 },
  C: { theory: 20, simulator: 0, ground: 4, road: 14, total: 18 },
  CE: { theory: 8, simulator: 0, ground: 4, road: 8, total: 12 },
  D1: { theory: 16, simulator: 0, ground: 4, road: 12, total: 16 },
  D: { theory: 20, simulator: 0, ground: 4, road: 16, total: 20 },
  DE: { theory: 8, simulator: 0, ground: 4, road: 8, total: 12 },
  T: { theory: 20, simulator: 0, ground: 4, road: 8, total: 12 },
};

export const SYLLABUS_FIELDS: readonly SyllabusField[] = ['theory', 'simulator', 'ground', 'road', 'total'];

export const SYLLABUS_FIELD_LABELS: Readonly<Record<SyllabusField, string>> = {
  theory: 'Teória',
  simulator: 'Trenažér',
  ground: 'Cvičisko',
  road: 'Cestná premávka',
  total: 'Jazdy spolu',
};

/** The caption of the progress rows: the unit said once beside the numbers. */
export const PROGRESS_BY_KIND = 'Podľa druhu jazdy, vo vyučovacích hodinách (45 min):';
export const SYLLABUS_DECREE = 'vyhláška č. 45/2016 Z. z.';
export const BELOW_DECREE = 'Učebnú osnovu nemožno nastaviť pod minimum podľa vyhlášky č. 45/2016 Z. z.';

/** 1 vyučovacia hodina, 2–4 vyučovacie hodiny, 5 vyučovacích hodín (after a number, nominative). */
export const unitsCount = (count: number) =>
  slovakCount(count, ['vyučovacia hodina', 'vyučovacie hodiny', 'vyučovacích hodín']);

/** 'Odjazdené: 12 z 38 vyučovacích hodín (45 min)': progress, readiness and the admin say it alike. */
export function drivenText(driven: number, minimum: number | null): string {
  if (minimum === null) return `Odjazdené: ${unitsCount(driven)} (45 min)`;
  return `Odjazdené: ${driven} z ${minimum} ${minimum === 1 ? 'vyučovacej hodiny' : 'vyučovacích hodín'} (45 min)`;
}

/** The school's numbers where it changed them, the decree's elsewhere. */
export function syllabusFor(
  group: LicenceGroup,
  overrides: Partial<Record<LicenceGroup, SyllabusNumbers>> = {},
): SyllabusNumbers {
  return overrides[group] ?? DECREE_SYLLABUS[group];
}

const DECREE_MINIMUM = 'Vyhláška č. 45/2016 Z. z. predpisuje pre skupinu';

/** Whether some number is under the decree's minimum (the refusal then says BELOW_DECREE). */
export const belowDecree = (errors: Partial<Record<SyllabusField, string>>) =>
  Object.values(errors).some((message) => message?.startsWith(DECREE_MINIMUM));

/** Never below the decree's minimum; driving in all at least the kinds together. */
export function syllabusErrors(group: LicenceGroup, input: SyllabusNumbers): Partial<Record<SyllabusField, string>> {
  const decree = DECREE_SYLLABUS[group];
  const errors: Partial<Record<SyllabusField, string>> = {};
  for (const field of SYLLABUS_FIELDS) {
    if (input[field] < decree[field]) {
      errors[field] = `${DECREE_MINIMUM} ${group} najmenej ${decree[field]}.`;
    }
  }
  const kinds = input.simulator + input.ground + input.road;
  if (!errors.total && input.total < kinds) {
    errors.total = `Jazdy spolu musia byť aspoň súčtom jázd podľa druhov (${kinds}).`;
  }
  return errors;
}

/** Whether the numbers are the decree's own (then the school keeps no row for the group). */
export const isDecreeSyllabus = (group: LicenceGroup, input: SyllabusNumbers) =>
  SYLLABUS_FIELDS.every((field) => input[field] === DECREE_SYLLABUS[group][field]);
