import type { Schemas } from '@autoskola/api-client/types';

/**
 * Driving-licence groups: a concept of its own, not of one feature's rules; offers, applications,
 * vehicles and the syllabus all name them.
 */
export type LicenceGroup = Schemas['LicenceGroup'];

/** The groups in the order of Act 8/2009 § 75, as the offer form and the application list them. */
export const LICENCE_GROUPS: readonly LicenceGroup[] = [
  'AM',
  'A1',
  'A2',
  'A',
  'B1',
  'B',
  'BE',
  'C1',
  'C',
  'CE',
  'D1',
  'D',
  'DE',
  'T',
];
