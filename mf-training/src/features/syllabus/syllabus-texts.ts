/** The syllabus screen's words (decision 0036). */
export const SYLLABUS_TEXTS = {
  heading: 'Učebná osnova',
  intro:
    'Najmenší počet vyučovacích hodín (45 min) kurzu pre každú skupinu podľa vyhlášky č. 45/2016 Z. z. Autoškola môže vyžadovať viac, nie menej. Podľa týchto čísel sa počíta postup žiakov a pripravenosť na skúšku.',
  totalNote:
    'Jazdy spolu sú viac ako súčet jázd podľa druhu: zvyšné hodiny sú na tom druhu jazdy, ktorý žiak podľa inštruktora potrebuje.',
  caption: 'Učebná osnova podľa skupín',
  group: 'Skupina',
  own: 'upravené autoškolou',
  decreeOnly: 'podľa vyhlášky',
  edit: (group: string) => `Upraviť skupinu ${group}`,
  formHeading: (group: string) => `Učebná osnova skupiny ${group}`,
  atLeast: (count: number) => `Vyhláška: najmenej ${count}`,
  save: 'Uložiť osnovu',
  reset: 'Vrátiť na minimum podľa vyhlášky',
  cancel: 'Zrušiť',
  saved: (group: string) => `Učebná osnova skupiny ${group} je uložená.`,
  failed: 'Učebnú osnovu sa nepodarilo uložiť. Skúste to znova.',
  notNumber: 'Zadajte celé číslo od 0 do 999.',
  loading: 'Načítavam učebnú osnovu…',
  error: 'Učebnú osnovu sa nepodarilo načítať. Skúste obnoviť stránku.',
} as const;
