import { formatIsoDate, SCHOOL_TIME_ZONE, schoolDate } from '@autoskola/rules/calendar-dates';

/** The words of 'Skúšky' (the admin's exam dates) and of the student's panel 'Skúška' on 'Môj kurz'. */
export const EXAM_TEXTS = {
  heading: 'Skúšky',
  dates: 'Termíny skúšok',
  loading: 'Načítavam termíny skúšok…',
  error: 'Nepodarilo sa načítať termíny skúšok.',
  empty: 'V týchto mesiacoch nie je zapísaný žiadny termín skúšky.',
  earlier: 'Skoršie mesiace',
  later: 'Neskoršie mesiace',
  newDate: 'Nový termín skúšky',
  editDate: 'Upraviť termín skúšky',
  startsAt: 'Dátum a čas',
  place: 'Miesto',
  groups: 'Skupiny',
  places: 'Počet miest',
  note: 'Poznámka',
  add: 'Pridať termín',
  save: 'Uložiť',
  added: 'Termín skúšky je pridaný.',
  saved: 'Termín skúšky je uložený.',
  saveFailed: 'Termín skúšky sa nepodarilo uložiť.',
  edit: 'Upraviť',
  delete: 'Zmazať termín',
  deleteFailed: 'Termín skúšky sa nepodarilo zmazať.',
  registrations: 'Prihlásení žiaci',
  noRegistrations: 'Zatiaľ nie je prihlásený nikto.',
  register: 'Prihlásiť žiaka',
  candidate: 'Žiak',
  pickCandidate: 'Vyberte žiaka',
  candidatesLoading: 'Načítavam žiakov…',
  candidatesError: 'Nepodarilo sa načítať žiakov.',
  noCandidates: 'Na tento termín nie je koho prihlásiť.',
  notReady: 'Ešte nie je splnené všetko potrebné na skúšku.',
  notReadyShort: 'podmienky na skúšku nesplnené',
  overrideReason: 'Dôvod prihlásenia bez splnených podmienok',
  overrideHint: 'Dôvod sa uloží k prihláseniu a do histórie prihlášky, ktorú vidí aj žiak.',
  registerFailed: 'Prihlásenie na skúšku sa nepodarilo.',
  registered: 'Prihlásenie na skúšku je uložené.',
  unregister: 'Odhlásiť',
  unregistered: 'Odhlásenie zo skúšky je uložené.',
  unregisterFailed: 'Odhlásenie zo skúšky sa nepodarilo.',
  result: 'Výsledok',
  resultSaved: 'Výsledok je uložený.',
  resultFailed: 'Výsledok sa nepodarilo uložiť.',
  resultsAfterStart: 'Výsledky možno zapísať po začiatku skúšky.',
  overridden: 'Prihlásenie bez splnených podmienok',
  mine: 'Skúška',
  mineLoading: 'Načítavam Vaše skúšky…',
  mineError: 'Nepodarilo sa načítať Vaše skúšky.',
} as const;

/** 'opravná skúška najskôr 4. 1. 2027', beside a candidate who failed a part. */
export const resitText = (earliest: string) => `opravná skúška najskôr ${formatIsoDate(earliest)}`;

const MONTHS = [
  'január',
  'február',
  'marec',
  'apríl',
  'máj',
  'jún',
  'júl',
  'august',
  'september',
  'október',
  'november',
  'december',
] as const;

/** The month of an instant in Bratislava, 'YYYY-MM'. */
export const monthOf = (instant: string) => schoolDate(instant).slice(0, 7);

/** 'november 2026' of a 'YYYY-MM' month. */
export function monthHeading(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${MONTHS[number - 1]} ${year}`;
}

/** The first day of the month `months` after the one of a 'YYYY-MM-DD' day. */
export function monthStart(day: string, months = 0): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  return first.toISOString().slice(0, 10);
}

/** The last day of the month `months` after the one of a 'YYYY-MM-DD' day. */
export function monthEnd(day: string, months = 0): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month + months, 0)).toISOString().slice(0, 10);
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock of an instant in Bratislava as a date-time field holds it: 'YYYY-MM-DDTHH:MM'. */
export function localDateTime(instant: string): string {
  const parts = Object.fromEntries(clock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant of a 'YYYY-MM-DDTHH:MM' typed in Bratislava's time; null when the field holds no such value. */
export function instantOfLocal(value: string): string | null {
  const match = LOCAL_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at the guess, then at the instant it gives (a change of summer time between them).
  const offsetAt = (at: number) => {
    const shown = LOCAL_PATTERN.exec(localDateTime(new Date(at).toISOString()));
    if (!shown) return 0;
    const [y, mo, d, h, mi] = shown.slice(1).map(Number) as [number, number, number, number, number];
    return Date.UTC(y, mo - 1, d, h, mi) - at;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}
