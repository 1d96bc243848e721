import {
  addDays,
  DRIVE_KINDS,
  type DriveKind,
  LESSON_UNIT_MINUTES,
  type LessonStatus,
  schoolDate,
  schoolInstant,
  type WorkingPeriod,
  weekdayOf,
} from '@autoskola/rules/driving-lessons';

/**
 * The demo school's driving: 3 instructors, 2 cars, 30 students in training and their lessons so
 * far (about 600, each student within a few units of the syllabus) up to two weeks ahead, with
 * free slots left for booking. Generated from
 * the seed's day, so the calendar is current whenever it runs; deterministic, so the mocks and the
 * seeded server show the same school.
 */
export interface DemoInstructor {
  email: string;
  name: string;
  template: WorkingPeriod[];
}

export const demoVehicles = [
  { name: 'Škoda Fabia', plate: 'RK-123AB', group: 'B', gearbox: 'manual', active: true },
  { name: 'Škoda Scala', plate: 'RK-456CD', group: 'B', gearbox: 'automatic', active: true },
] as const;

const weekdays = (from: string, to: string, vehicle: number, days = [1, 2, 3, 4, 5]): WorkingPeriod[] =>
  days.map((weekday) => ({ weekday, from, to, vehicleId: vehicle }));

/** vehicleId is the demo vehicle's position (1 or 2); the seed maps it to the stored id. */
export const demoInstructors: DemoInstructor[] = [
  { email: 'peter.horvath@autoskola-demo.sk', name: 'Peter Horváth', template: weekdays('07:00', '13:45', 1) },
  { email: 'maria.kovacova@autoskola-demo.sk', name: 'Mária Kováčová', template: weekdays('14:00', '20:00', 1) },
  {
    email: 'jozef.balaz@autoskola-demo.sk',
    name: 'Jozef Baláž',
    template: weekdays('08:00', '16:15', 2, [1, 2, 3, 4, 5, 6]),
  },
];

/**
 * A woman's form of a Slovak surname: adjectival ones change their ending (Čierny → Čierna,
 * Zelený → Zelená), ones ending in a vowel lose it (Sloboda → Slobodová), the rest add -ová
 * (Novák → Nováková, Kováč → Kováčová); issue 51 found 'Čiernyová'.
 */
export const feminineSurname = (lastname: string) =>
  /[ýy]$/.test(lastname)
    ? `${lastname.slice(0, -1)}${lastname.endsWith('ý') ? 'á' : 'a'}`
    : /[ao]$/.test(lastname)
      ? `${lastname.slice(0, -1)}ová`
      : `${lastname}ová`;

export interface DemoStudent {
  firstname: string;
  lastname: string;
  email: string;
  /** The instructor (index into demoInstructors) who teaches the student. */
  instructor: number;
}

/**
 * Thirty different people, men and women in turn (ten names three times over made every list look
 * like triplets); a woman's surname is written from the man's form by feminineSurname.
 */
const studentNames: readonly [firstname: string, surname: string, sex: 'm' | 'f'][] = [
  ['Adam', 'Novák', 'm'],
  ['Lenka', 'Čierny', 'f'],
  ['Marek', 'Sloboda', 'm'],
  ['Katarína', 'Biely', 'f'],
  ['Lukáš', 'Rybár', 'm'],
  ['Michaela', 'Zelený', 'f'],
  ['Juraj', 'Mráz', 'm'],
  ['Petra', 'Kráľ', 'f'],
  ['Andrej', 'Hruška', 'm'],
  ['Monika', 'Bartoš', 'f'],
  ['Daniel', 'Hrušovský', 'm'],
  ['Andrea', 'Jurčo', 'f'],
  ['Erik', 'Kovalčík', 'm'],
  ['Silvia', 'Ďurica', 'f'],
  ['Dávid', 'Beňo', 'm'],
  ['Ivana', 'Dubovský', 'f'],
  ['Róbert', 'Šulko', 'm'],
  ['Nikola', 'Fabian', 'f'],
  ['Ondrej', 'Bača', 'm'],
  ['Tamara', 'Gašpar', 'f'],
  ['Šimon', 'Lacko', 'm'],
  ['Nina', 'Pavlík', 'f'],
  ['Kristián', 'Staník', 'm'],
  ['Alžbeta', 'Horák', 'f'],
  ['Matúš', 'Mikuš', 'm'],
  ['Terézia', 'Sýkora', 'f'],
  ['Roman', 'Bednár', 'm'],
  ['Denisa', 'Tomko', 'f'],
  ['Branislav', 'Kubiš', 'm'],
  ['Soňa', 'Lipták', 'f'],
];

/**
 * Thirty students, ten per instructor. The e-mail is the name without accents plus the student's
 * number, so it never meets a demo applicant's (demoApplicantEmail: the name alone).
 */
export const demoStudents: DemoStudent[] = studentNames.map(([firstname, surname, sex], index) => {
  const lastname = sex === 'f' ? feminineSurname(surname) : surname;
  const ascii = `${firstname}.${lastname}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return { firstname, lastname, email: `${ascii}.${index + 1}@example.sk`, instructor: Math.floor(index / 10) };
});

export interface DemoLesson {
  instructor: number;
  student: number;
  start: Date;
  end: Date;
  units: number;
  status: LessonStatus;
  driveKind: DriveKind | null;
}

/** How many days back the demo lessons may reach; students stop once they drove their units. */
const DAYS_BACK = 200;
const DAYS_AHEAD = 14;

/**
 * The units each of an instructor's ten students has driven by the seed's day: from a student who
 * drove a little more than group B's 38 (ready as far as driving goes) to one who just started.
 * Plausible courses, never more than a few units past the syllabus (issue 51: 'Odjazdené 129 z 38'
 * came from spreading a school year of lessons over the same thirty students).
 */
export const DEMO_DRIVEN_UNITS = [42, 40, 38, 34, 30, 26, 20, 14, 8, 4] as const;

/** The syllabus's order for a beginner: simulator first, then the training ground, then the road (group B). */
const FIRST_UNITS: Readonly<Partial<Record<DriveKind, number>>> = { simulator: 4, ground: 4 };

/** A small deterministic generator: the same school every time. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * The demo lessons up to the seed's day plus two weeks. Walked back from the last day: each past
 * slot goes to the next of the instructor's students who still has units to drive (some missed or
 * cancelled), so every student's driving ends near today at their DEMO_DRIVEN_UNITS; the coming
 * slots are booked by the students who have not driven the syllabus yet.
 */
export function demoLessons(now: Date): DemoLesson[] {
  const next = random(39);
  const today = schoolDate(now);
  const lessons: DemoLesson[] = [];
  const toDrive: number[] = demoStudents.map((_, index) => DEMO_DRIVEN_UNITS[index % 10] ?? 0);
  const learners = [0, 1, 2].map((instructor) =>
    demoStudents.flatMap((student, index) =>
      student.instructor === instructor && (DEMO_DRIVEN_UNITS[index % 10] ?? 0) < 38 ? [index] : [],
    ),
  );
  const turn = [0, 0, 0];
  const missedTurn = [0, 0, 0];
  const studentFor = (instructor: number, past: boolean): number | null => {
    const candidates = past
      ? demoStudents.flatMap((student, index) =>
          student.instructor === instructor && (toDrive[index] ?? 0) > 0 ? [index] : [],
        )
      : (learners[instructor] ?? []);
    if (candidates.length === 0) return null;
    const chosen = candidates[(turn[instructor] ?? 0) % candidates.length] as number;
    turn[instructor] = (turn[instructor] ?? 0) + 1;
    return chosen;
  };
  for (let offset = DAYS_AHEAD; offset >= -DAYS_BACK; offset -= 1) {
    const date = addDays(today, offset);
    const weekday = weekdayOf(date);
    demoInstructors.forEach((instructor, index) => {
      for (const period of instructor.template.filter((each) => each.weekday === weekday)) {
        let start = schoolInstant(date, period.from).getTime();
        const end = schoolInstant(date, period.to).getTime();
        while (start + LESSON_UNIT_MINUTES * 60_000 <= end) {
          let units = next() < 0.7 ? 2 : 1;
          const past = start + units * LESSON_UNIT_MINUTES * 60_000 <= now.getTime();
          // The past is fuller than the coming two weeks, which keep free slots to book.
          const taken = start + units * LESSON_UNIT_MINUTES * 60_000 <= end && next() < (offset < 0 ? 0.7 : 0.35);
          const student = taken ? studentFor(index, past) : null;
          if (student === null) {
            start += LESSON_UNIT_MINUTES * 60_000;
            continue;
          }
          const roll = next();
          // Every 12th past lesson of an instructor was missed, counted back from today: each week
          // shows an instructor one to deal with, whatever the day the demo is seeded.
          if (past) missedTurn[index] = ((missedTurn[index] ?? 0) + 1) % 12;
          const status: LessonStatus = !past
            ? 'booked'
            : missedTurn[index] === 0
              ? 'noShow'
              : roll < 0.05
                ? 'cancelled'
                : 'driven';
          if (status === 'driven') {
            units = Math.min(units, toDrive[student] ?? 0);
            toDrive[student] = (toDrive[student] ?? 0) - units;
          }
          const finish = start + units * LESSON_UNIT_MINUTES * 60_000;
          lessons.push({
            instructor: index,
            student,
            start: new Date(start),
            end: new Date(finish),
            units,
            status,
            driveKind: null,
          });
          start = finish;
        }
      }
    });
  }
  lessons.sort((a, b) => a.start.getTime() - b.start.getTime() || a.instructor - b.instructor);
  // The kinds in the syllabus's order, by what each student had driven before the lesson.
  const drivenByKind = demoStudents.map(() => new Map<DriveKind, number>());
  for (const lesson of lessons) {
    if (lesson.status !== 'driven') continue;
    const driven = drivenByKind[lesson.student] as Map<DriveKind, number>;
    const kind =
      DRIVE_KINDS.find((each) => (driven.get(each) ?? 0) < (FIRST_UNITS[each] ?? Number.POSITIVE_INFINITY)) ?? 'road';
    driven.set(kind, (driven.get(kind) ?? 0) + lesson.units);
    lesson.driveKind = kind;
  }
  return lessons;
}
