import { THEORY_TEST_MESSAGES } from '@autoskola/rules/theory-tests';

/** Every text of the students' test screens, in one place for the screens, tests and stories. */
export const TESTS_TEXTS = {
  heading: 'Cvičné testy',
  loading: 'Načítavam testy…',
  loadFailed: 'Nepodarilo sa načítať testy.',
  noQuestions: THEORY_TEST_MESSAGES.noQuestions,
  examHeading: 'Cvičný test',
  start: 'Začať test',
  starting: 'Pripravujem test…',
  startFailed: 'Test sa nepodarilo začať.',
  practiceHeading: 'Precvičovanie podľa kategórie',
  practiceIntro: 'Otázky jednej kategórie po jednej, s vyhodnotením hneď po odpovedi.',
  category: 'Kategória',
  practise: 'Precvičovať',
  myResults: 'Moje výsledky',
  anonymousNote: 'Výsledky testov sa ukladajú len prihláseným.',
  logIn: 'Prihlásiť sa',
  attemptLoading: 'Načítavam test…',
  attemptFailed: 'Test sa nepodarilo načítať.',
  attemptGone: 'Test už nie je dostupný. Môžeš začať nový.',
  timeLeft: 'Zostávajúci čas',
  previous: 'Predchádzajúca otázka',
  next: 'Ďalšia otázka',
  overview: 'Prehľad otázok',
  evaluate: 'Vyhodnotiť test',
  evaluating: 'Vyhodnocujem...',
  evaluateFailed: 'Test sa nepodarilo vyhodnotiť. Skús to znova.',
  saveFailed: 'Odpoveď sa nepodarilo uložiť. Skús to znova.',
  timeUp: 'Čas vypršal, test sa vyhodnocuje.',
  resultHeading: 'Výsledok testu',
  passed: 'Úspešný',
  failed: 'Neúspešný',
  noAnswer: 'Bez odpovede',
  yourAnswer: 'Tvoja odpoveď',
  correctAnswer: 'Správna odpoveď',
  explanation: 'Vysvetlenie',
  studyMaterial: 'Učebné materiály',
  newTest: 'Nový test',
  backToTests: 'Späť na testy',
  resultNotKept: 'Výsledok sa neuložil: testy sa ukladajú len prihláseným.',
  right: 'Správne',
  wrong: 'Nesprávne',
  check: 'Skontrolovať odpoveď',
  checking: 'Overujem odpoveď…',
  checkFailed: 'Odpoveď sa nepodarilo overiť.',
  practiceDone: 'Prešiel si všetky otázky tejto kategórie.',
  again: 'Začať znova',
  drawFailed: 'Otázku sa nepodarilo načítať.',
} as const;

// The contract's answer letters, listed once (@autoskola/rules/theory-tests).
export { ANSWER_LETTERS as LETTERS, type AnswerLetter } from '@autoskola/rules/theory-tests';

/** '4:05', '0:09' */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** '12 min 30 s' */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
}
