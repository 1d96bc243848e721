import { defaultSchedule } from '@autoskola/rules/course-application-payments';
import { documentsFor } from '@autoskola/rules/course-applications';

/**
 * The demo school's applications: about 25 in every status, some of minors (with a parent), for
 * the demo offers by position (1 Skupina B, 2 Skupina A, 3 Skupina C, 4 Skupina BE). Birth dates
 * are years before the seed's day, so the ages stay right whenever it runs.
 */
export interface DemoCourseApplication {
  offerPosition: number;
  firstname: string;
  lastname: string;
  /** Age in years on the seed's day, and days back from it to the birthday. */
  age: number;
  birthdayDaysAgo: number;
  town: string;
  status: 'new' | 'verified' | 'enrolled' | 'training' | 'exam' | 'finished' | 'cancelled';
  /** Days before the seed's day when it was sent. */
  sentDaysAgo: number;
  heldGroups: string[];
  parentName?: string;
  note?: string;
}

const people: [string, string, string][] = [
  ['Eva', 'Malá', 'Ružomberok'],
  ['Tomáš', 'Kováč', 'Liptovský Mikuláš'],
  ['Lucia', 'Horváthová', 'Ružomberok'],
  ['Martin', 'Baláž', 'Dolný Kubín'],
  ['Simona', 'Vargová', 'Ružomberok'],
  ['Jakub', 'Tóth', 'Likavka'],
  ['Natália', 'Nagyová', 'Ružomberok'],
  ['Peter', 'Lukáč', 'Martin'],
  ['Kristína', 'Szabová', 'Lisková'],
  ['Michal', 'Molnár', 'Ružomberok'],
  ['Veronika', 'Šimková', 'Liptovská Osada'],
  ['Adam', 'Polák', 'Ružomberok'],
  ['Dominika', 'Krajčírová', 'Valaská Dubová'],
  ['Samuel', 'Gregor', 'Ružomberok'],
  ['Barbora', 'Kollárová', 'Liptovská Teplá'],
  ['Filip', 'Novák', 'Ružomberok'],
  ['Laura', 'Mészárošová', 'Bešeňová'],
  ['Patrik', 'Hudák', 'Ružomberok'],
  ['Viktória', 'Oravcová', 'Ludrová'],
  ['Matej', 'Kučera', 'Ružomberok'],
  ['Ema', 'Blahová', 'Hubová'],
  ['Oliver', 'Švec', 'Ružomberok'],
  ['Zuzana', 'Marková', 'Liptovské Revúce'],
  ['Richard', 'Urban', 'Ružomberok'],
  ['Klára', 'Kmeťová', 'Ružomberok'],
];

const statuses: DemoCourseApplication['status'][] = [
  'new',
  'new',
  'new',
  'verified',
  'verified',
  'verified',
  'enrolled',
  'enrolled',
  'enrolled',
  'enrolled',
  'training',
  'training',
  'training',
  'training',
  'training',
  'exam',
  'exam',
  'exam',
  'finished',
  'finished',
  'finished',
  'finished',
  'cancelled',
  'cancelled',
  'new',
];

export const demoCourseApplications: DemoCourseApplication[] = people.map(([firstname, lastname, town], index) => {
  // Every fourth a minor on course B (17), the rest adults; A, C and BE for a few.
  const offerPosition = index % 7 === 3 ? 2 : index % 9 === 5 ? 3 : index % 11 === 8 ? 4 : 1;
  const minor = offerPosition === 1 && index % 4 === 0;
  const age = minor ? 17 : offerPosition === 3 ? 23 + (index % 9) : 18 + (index % 13);
  return {
    offerPosition,
    firstname,
    lastname,
    age,
    birthdayDaysAgo: 20 + ((index * 37) % 300),
    town,
    status: statuses[index] ?? 'new',
    sentDaysAgo: 2 + index * 6,
    heldGroups: offerPosition === 3 || offerPosition === 4 ? ['B'] : index % 5 === 2 ? ['AM'] : [],
    // The parent shares the surname (a mother's form of it ends in -á as the daughter's does).
    ...(minor ? { parentName: `${lastname.endsWith('á') ? 'Jana' : 'Peter'} ${lastname}` } : {}),
    ...(index % 6 === 1 ? { note: 'Môžem chodiť na jazdy až po 15:00.' } : {}),
  };
});

/** A demo applicant's e-mail, as the seed and the mocks write it. */
export function demoApplicantEmail(application: Pick<DemoCourseApplication, 'firstname' | 'lastname'>): string {
  const plain = `${application.firstname}.${application.lastname}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return `${plain}@example.sk`;
}

const ENROLLED = ['enrolled', 'training', 'exam', 'finished'];

/**
 * A demo application's file: enrolled ones have the schedule an enrolment starts with and the
 * deposit paid, some an instalment too, finished ones everything; their documents are in.
 */
export function demoApplicationFile(demo: DemoCourseApplication, index: number, price: number, sentAt: Date) {
  const enrolled = ENROLLED.includes(demo.status);
  const schedule = enrolled ? defaultSchedule(price, new Date(sentAt.getTime() + 3 * 86_400_000)) : [];
  const paidCount = demo.status === 'finished' ? schedule.length : enrolled ? 1 + (index % 2) : 0;
  // Paid on the due date, or today for one paid ahead of it.
  const today = new Date().toISOString().slice(0, 10);
  const received = schedule.slice(0, paidCount).map((instalment, paymentIndex) => ({
    amount: instalment.amount,
    date: instalment.dueDate < today ? instalment.dueDate : today,
    method: paymentIndex === 0 ? ('cash' as const) : ('transfer' as const),
  }));
  const sentDay = sentAt.toISOString().slice(0, 10);
  // A demo minor's parent consented online, which is the consent document (issue 51).
  const documents = documentsFor(demo.parentName !== undefined).flatMap((kind, documentIndex) =>
    enrolled || (demo.status === 'verified' && documentIndex === 0) || kind === 'parentConsent'
      ? [{ kind, date: sentDay, validUntil: kind === 'medicalCertificate' ? '2031-11-01' : null }]
      : [],
  );
  return { schedule, received, documents };
}

/** The demo school's account: a valid Slovak test IBAN, so 'Môj kurz' shows the PAY by square code. */
export const demoBankAccount = {
  iban: 'SK3112000000198742637541',
  recipient: 'Autoškola Ružomberok, s. r. o.',
};

/** The demo school's terms ('Obchodné podmienky'), the version applicants accept in the form. */
export const demoCourseTerms = [
  'Obchodné podmienky výcviku v autoškole, verzia 1 (platné od 1. 9. 2026)',
  '',
  '1. Prihláška a zápis',
  'Prihláška podaná cez web je záväzná po jej potvrdení odkazom z e-mailu; za neplnoletého uchádzača ju potvrdzuje aj zákonný zástupca. Autoškola prihlášku posúdi a uchádzača zapíše na kurz, ak spĺňa podmienky zákona č. 8/2009 Z. z. (vek, zdravotná spôsobilosť). Cena kurzu sa určuje podľa cenníka platného v deň zápisu.',
  '',
  '2. Platby',
  'Cena kurzu sa platí zálohou 30 % do 7 dní od zápisu a zvyškom v dvoch mesačných splátkach podľa rozpisu v časti Môj kurz. Platiť možno prevodom na účet autoškoly (variabilný symbol je číslo prihlášky) alebo v hotovosti v kancelárii. Pri omeškaní splátky môže autoškola pozastaviť rezerváciu ďalších jázd až do jej úhrady.',
  '',
  '3. Výcvik a jazdy',
  'Jazdy si žiak rezervuje v časti Moje jazdy. Zrušiť ich môže bezplatne najneskôr 24 hodín pred začiatkom; jazda zrušená neskôr alebo nevyužitá sa počíta ako odjazdená. Na jazdu žiak prichádza s platným dokladom totožnosti a v stave spôsobilom viesť vozidlo.',
  '',
  '4. Ukončenie výcviku a vrátenie platieb',
  'Žiak môže výcvik kedykoľvek ukončiť písomne alebo e-mailom. Autoškola vráti zaplatenú sumu zníženú o cenu absolvovanej teórie a odjazdených jázd podľa cenníka a o administratívny poplatok 30 € do 14 dní od ukončenia.',
  '',
  '5. Osobné údaje',
  'Osobné údaje spracúva autoškola na účel výcviku a skúšky podľa zákona č. 8/2009 Z. z. a nariadenia GDPR; podrobnosti sú v časti Ochrana osobných údajov na webe autoškoly.',
].join('\n');
