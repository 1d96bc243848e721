import { ANNOUNCEMENT_RULES } from '@autoskola/rules/announcements';

/** The admin screen's words ('Oznamy'); the rules' messages come from @autoskola/rules. */
export const ANNOUNCEMENT_TEXTS = {
  heading: 'Oznamy',
  add: '+ Pridať oznam',
  addTitle: 'Pridať oznam',
  editTitle: 'Upraviť oznam',
  caption: 'Oznamy na úvodnej stránke',
  loading: 'Načítavam oznamy…',
  empty: 'V databáze sa nenachádza žiadny oznam.',
  error: 'Nepodarilo sa načítať oznamy.',
  deleteFailed: 'Nepodarilo sa zmazať oznam.',
  shown: 'Zobrazuje sa',
  hidden: 'Nezobrazuje sa',
  noEnd: 'bez obmedzenia',
  visibleUntilHint:
    'Po tomto dni sa oznam na úvodnej stránke už nezobrazí; dátum v minulosti ho skryje hneď. Nechajte prázdne, ak sa má zobrazovať stále.',
} as const;

export const ANNOUNCEMENT_MESSAGES = {
  titleRequired: ANNOUNCEMENT_RULES.title.required,
  titleMax: ANNOUNCEMENT_RULES.title.tooLong,
  textRequired: ANNOUNCEMENT_RULES.text.required,
  textMax: ANNOUNCEMENT_RULES.text.tooLong,
  visibleUntil: ANNOUNCEMENT_RULES.visibleUntil.invalid,
} as const;
