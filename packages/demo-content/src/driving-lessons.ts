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
 * The demo school's driving: 3 instructors, 2 cars, 30 students in training and a school year of
 * lessons (about 2,000) up to two weeks ahead, with free slots left for booking. Generated from
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

const firstnames = ['Adam', 'Eva', 'Filip', 'Zuzana', 'Matej', 'Lenka', 'Oliver', 'Nina', 'Roman', 'Tamara'];
const lastnames = ['Novák', 'Hudák', 'Kráľ', 'Sloboda', 'Mráz', 'Čierny', 'Biely', 'Zelený', 'Rybár', 'Kučera'];
const feminine = (lastname: string) =>
  lastname.endsWith('ý')
    ? `${lastname.slice(0, -1)}á`
    : lastname.endsWith('a')
      ? `${lastname.slice(0, -1)}ová`
      : `${lastname}ová`;

export interface DemoStudent {
  firstname: string;
  lastname: string;
  email: string;
  /** The instructor (index into demoInstructors) who teaches the student. */
  instructor: number;
}

/** Thirty students, ten per instructor. */
export const demoStudents: DemoStudent[] = Array.from({ length: 30 }, (_, index) => {
  const firstname = firstnames[index % firstnames.length] as string;
  const female = ['Eva', 'Zuzana', 'Lenka', 'Nina', 'Tamara'].includes(firstname);
  const base = lastnames[(index * 3) % lastnames.length] as string;
  const lastname = female ? feminine(base) : base;
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

/** How many days back the demo lessons start (about the school year so far). */
const DAYS_BACK = 200;
const DAYS_AHEAD = 14;

/** A small deterministic generator: the same school every time. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The demo lessons up to the seed's day plus two weeks: past ones driven (some missed or cancelled), coming ones booked. */
export function demoLessons(now: Date): DemoLesson[] {
  const next = random(39);
  const today = schoolDate(now);
  const lessons: DemoLesson[] = [];
  const turn = [0, 0, 0];
  for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset += 1) {
    const date = addDays(today, offset);
    const weekday = weekdayOf(date);
    demoInstructors.forEach((instructor, index) => {
      for (const period of instructor.template.filter((each) => each.weekday === weekday)) {
        let start = schoolInstant(date, period.from).getTime();
        const end = schoolInstant(date, period.to).getTime();
        while (start + LESSON_UNIT_MINUTES * 60_000 <= end) {
          const units = next() < 0.7 ? 2 : 1;
          const finish = start + units * LESSON_UNIT_MINUTES * 60_000;
          // The past is fuller than the coming two weeks, which keep free slots to book.
          const taken = finish <= end && next() < (offset < 0 ? 0.7 : 0.35);
          if (taken) {
            const past = finish <= now.getTime();
            const roll = next();
            const status: LessonStatus = !past
              ? 'booked'
              : roll < 0.05
                ? 'noShow'
                : roll < 0.1
                  ? 'cancelled'
                  : 'driven';
            const student = index * 10 + ((turn[index] ?? 0) % 10);
            turn[index] = (turn[index] ?? 0) + 1;
            const progress = (offset + DAYS_BACK) / DAYS_BACK;
            const driveKind =
              status === 'driven'
                ? progress < 0.1
                  ? 'simulator'
                  : progress < 0.2
                    ? 'ground'
                    : (DRIVE_KINDS[2] as DriveKind)
                : null;
            lessons.push({
              instructor: index,
              student,
              start: new Date(start),
              end: new Date(finish),
              units,
              status,
              driveKind,
            });
            start = finish;
          } else {
            start += LESSON_UNIT_MINUTES * 60_000;
          }
        }
      }
    });
  }
  return lessons;
}
