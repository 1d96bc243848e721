import type { ExamPart, ExamResult } from '@autoskola/rules/exams';

/*
 * The demo school's exams ('Skúšky', issue 54): a date each month of the past year, with the
 * results of the students who sat it (some failed a part and passed it at the next date), and two
 * dates to come with the applications signed up for the exam.
 */

export const DEMO_EXAM_PLACE = 'ODI Ružomberok, Žilinská cesta 12';

/** One date: how many days from the seed (negative: past), and its places. */
export interface DemoExamDate {
  daysFromNow: number;
  places: number;
  note: string | null;
}

/** Twelve past dates about a month apart (the newest 20 days ago), then two to come. */
export const demoExamDates: readonly DemoExamDate[] = [
  ...Array.from({ length: 12 }, (_, index) => ({
    daysFromNow: -20 - (11 - index) * 30,
    places: 6,
    note: index % 4 === 0 ? 'Zraz pred budovou ODI o 7:45.' : null,
  })),
  { daysFromNow: 9, places: 6, note: 'Zraz pred budovou ODI o 7:45. Doklad totožnosti so sebou.' },
  { daysFromNow: 23, places: 4, note: null },
];

/** The start of a demo date: 8:00 in Bratislava in winter (7:00 UTC). */
export function demoExamStart(date: DemoExamDate, now: Date): Date {
  const day = new Date(now.getTime() + date.daysFromNow * 86_400_000);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 7, 0));
}

/** A sitting of a demo student: the date (index in demoExamDates) and each part's result. */
export interface DemoSitting {
  date: number;
  results: Partial<Record<ExamPart, ExamResult>>;
}

/** A past student of course B who sat the exam: the sittings in order, the last one passed it all. */
export interface DemoExamStudent {
  firstname: string;
  lastname: string;
  email: string;
  sittings: readonly DemoSitting[];
}

const passed = { test: 'passed', driving: 'passed' } as const;

const people: [string, string, DemoSitting[]][] = [
  ['Michal', 'Baláž', [{ date: 0, results: passed }]],
  ['Lenka', 'Sýkorová', [{ date: 0, results: passed }]],
  [
    'Dávid',
    'Gál',
    [
      { date: 1, results: { test: 'passed', driving: 'failed' } },
      { date: 2, results: { driving: 'passed' } },
    ],
  ],
  ['Natália', 'Hrušková', [{ date: 2, results: passed }]],
  [
    'Samuel',
    'Tóth',
    [
      { date: 3, results: { test: 'failed', driving: 'passed' } },
      { date: 4, results: { test: 'passed' } },
    ],
  ],
  ['Simona', 'Ďurišová', [{ date: 4, results: passed }]],
  ['Adam', 'Mikuš', [{ date: 5, results: passed }]],
  [
    'Tereza',
    'Jurčová',
    [
      { date: 6, results: { test: 'passed', driving: 'absent' } },
      { date: 7, results: { driving: 'passed' } },
    ],
  ],
  ['Lukáš', 'Páleník', [{ date: 7, results: passed }]],
  ['Kristína', 'Bartošová', [{ date: 8, results: passed }]],
  [
    'Jakub',
    'Vrabec',
    [
      { date: 8, results: { test: 'passed', driving: 'failed' } },
      { date: 9, results: { driving: 'passed' } },
    ],
  ],
  ['Veronika', 'Holá', [{ date: 9, results: passed }]],
  ['Martin', 'Slezák', [{ date: 10, results: passed }]],
  [
    'Dominika',
    'Kubíková',
    [
      { date: 10, results: { test: 'failed', driving: 'failed' } },
      { date: 11, results: passed },
    ],
  ],
];

/** Their e-mails: the name without accents and '.skuska', so they meet no other demo person's. */
export const demoExamStudents: readonly DemoExamStudent[] = people.map(([firstname, lastname, sittings]) => ({
  firstname,
  lastname,
  email: `${`${firstname}.${lastname}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()}.skuska@example.sk`,
  sittings,
}));

/**
 * The demo applications signed up for the exam ('Prihlásená na skúšku') and finished ('Ukončená'),
 * by their order among those of that status: the sittings they get. The first signed up failed the
 * drive 20 days ago and re-sits it at the first date to come.
 */
export const demoApplicationSittings: {
  exam: readonly (readonly DemoSitting[])[];
  finished: readonly (readonly DemoSitting[])[];
} = {
  exam: [
    [
      { date: 11, results: { test: 'passed', driving: 'failed' } },
      { date: 12, results: {} },
    ],
    [{ date: 12, results: {} }],
    [{ date: 13, results: {} }],
  ],
  finished: [
    [{ date: 10, results: passed }],
    [{ date: 10, results: passed }],
    [{ date: 11, results: passed }],
    [{ date: 11, results: passed }],
  ],
};
