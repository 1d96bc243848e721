import { RETRY_TEXT } from '@autoskola/ui';
/** The owner's overview (issue 54): the screen's own words; each panel's are in its feature's folder. */
export const OVERVIEW_TEXTS = {
  heading: 'Prehľad',
  periodLegend: 'Obdobie a skupina prehľadu',
  periodKind: 'Obdobie',
  kinds: { month: 'Mesiac', quarter: 'Štvrťrok', year: 'Rok', custom: 'Vlastné' },
  day: 'Deň v období',
  from: 'Od',
  to: 'Do',
  group: 'Skupina',
  allGroups: 'Všetky skupiny',
  groupOption: (group: string) => `Skupina ${group}`,
  show: 'Zobraziť',
  loading: 'Načítavam prehľad…',
  error: 'Prehľad sa nepodarilo načítať. Skúste to znova.',
  updating: 'Aktualizujem…',
  csv: 'Stiahnuť CSV',
  csvOf: (title: string) => `Stiahnuť CSV: ${title}`,
  csvFailed: 'Údaje pre CSV sa nepodarilo načítať. Skúste to znova.',
  chartOf: (title: string) => `Graf: ${title} (údaje sú v tabuľke pod ním)`,
  empty: 'V tomto období tu nič nie je.',
  retry: RETRY_TEXT,
} as const;
