import {
  addDays,
  bookingRefusal,
  bookingWindowEnd,
  cancellable,
  cancelTooLate,
  DEFAULT_BOOKING_SETTINGS,
  examReadiness,
  formatLessonTime,
  freeUnits,
  freeUnitsHolding,
  hoursCount,
  hoursExceptionErrors,
  LESSON_OUT_OF_RANGE,
  LESSON_START_STEP,
  lessonLength,
  lessonTimeError,
  mondayOf,
  progressOf,
  schoolDate,
  schoolInstant,
  schoolTime,
  shiftHolding,
  shiftsOn,
  vehicleErrors,
  weekdayOf,
  workingHoursErrors,
} from './driving-lessons.ts';
import { LICENCE_GROUPS } from './licence-groups.ts';
import { byName, byStudentName } from './slovak-order.ts';
import { DECREE_SYLLABUS, drivenText, syllabusErrors, unitsCount } from './syllabus.ts';

const HOUR = 3_600_000;
const mondays = [{ weekday: 1, from: '08:00', to: '11:00', vehicleId: 1 }];
const iso = (ms: number) => new Date(ms).toISOString();

describe('school time (Europe/Bratislava, stored in UTC)', () => {
  it('puts 8:00 at 7:00 UTC in winter and 6:00 UTC in summer', () => {
    expect(schoolInstant('2027-01-11', '08:00').toISOString()).toBe('2027-01-11T07:00:00.000Z');
    expect(schoolInstant('2027-07-12', '08:00').toISOString()).toBe('2027-07-12T06:00:00.000Z');
    expect(schoolTime('2027-07-12T06:00:00.000Z')).toBe('08:00');
    expect(schoolDate('2027-07-11T22:30:00.000Z')).toBe('2027-07-12');
  });

  it('keeps a Monday 8:00 shift at 8:00 across the spring change (29 March 2027)', () => {
    const before = shiftsOn('2027-03-22', mondays, []);
    const after = shiftsOn('2027-03-29', mondays, []);
    expect(before.map((shift) => [iso(shift.start), iso(shift.end)])).toEqual([
      ['2027-03-22T07:00:00.000Z', '2027-03-22T10:00:00.000Z'],
    ]);
    expect(after.map((shift) => [iso(shift.start), iso(shift.end)])).toEqual([
      ['2027-03-29T06:00:00.000Z', '2027-03-29T09:00:00.000Z'],
    ]);
    expect(after.map((shift) => schoolTime(new Date(shift.start)))).toEqual(['08:00']);
  });

  it('keeps a Sunday shift through the night of the autumn change whole (31 October 2027)', () => {
    const sunday = [{ weekday: 7, from: '01:00', to: '04:00', vehicleId: null }];
    const [shift] = shiftsOn('2027-10-31', sunday, []);
    // 01:00 CEST is 23:00 UTC; 04:00 CET is 03:00 UTC: the night has one hour more.
    expect(iso(shift?.start ?? 0)).toBe('2027-10-30T23:00:00.000Z');
    expect(iso(shift?.end ?? 0)).toBe('2027-10-31T03:00:00.000Z');
    const units = freeUnits(shift ? [shift] : [], () => [], 0, Number.POSITIVE_INFINITY);
    // Four hours of real time hold five 45-minute units.
    expect(units).toHaveLength(5);
    expect(units.map((unit) => schoolTime(new Date(unit.start)))).toEqual([
      '01:00',
      '01:45',
      '02:30',
      '02:15',
      '03:00',
    ]);
  });

  it('writes a lesson in the school time and counts calendar days', () => {
    expect(formatLessonTime('2026-11-27T07:00:00.000Z', '2026-11-27T08:30:00.000Z')).toBe('27. 11. 2026 08:00 – 09:30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  });
});

describe('instructors and vehicles by name', () => {
  it('come in Slovak order, not in the order of their bytes, then by id', () => {
    const named = (name: string, id: number) => ({ name, id });
    const sorted = [
      named('Peter Horváth', 3),
      named('Ľubomír Ďurčo', 9),
      named('Mária Kováčová', 2),
      named('Lucia Nagyová', 5),
      named('Mária Kováčová', 1),
    ].sort(byName);
    expect(sorted.map(({ name, id }) => `${name} ${id}`)).toEqual([
      // Ľ is an L to the Slovak alphabet's order (Š, Č and Ž are letters of their own).
      'Ľubomír Ďurčo 9',
      'Lucia Nagyová 5',
      'Mária Kováčová 1',
      'Mária Kováčová 2',
      'Peter Horváth 3',
    ]);
    expect(
      ['Toyota Yaris', 'Škoda Fabia', 'Seat Ibiza']
        .map((name, id) => named(name, id))
        .sort(byName)
        .map((each) => each.name),
    ).toEqual(['Seat Ibiza', 'Škoda Fabia', 'Toyota Yaris']);
  });

  it("refuse an instructor's name, a car's name or plate on more than one line: they become lines of e-mails", () => {
    const car = { name: 'Škoda Fabia', plate: 'BL-123AB', group: 'B', gearbox: 'manual', active: true } as const;
    expect(vehicleErrors(car)).toEqual({});
    expect(vehicleErrors({ ...car, name: 'Škoda\r\nBcc: x@example.com', plate: 'BL\u2028123' })).toEqual({
      name: 'Text nesmie obsahovať zalomenie riadka ani iné riadiace znaky.',
      plate: 'Text nesmie obsahovať zalomenie riadka ani iné riadiace znaky.',
    });
    expect(workingHoursErrors({ name: 'Peter\nHorváth', template: [] })).toEqual({
      name: 'Text nesmie obsahovať zalomenie riadka ani iné riadiace znaky.',
    });
    expect(vehicleErrors({ ...car, name: '  ', plate: '' })).toEqual({
      name: 'Názov je povinný.',
      plate: 'Evidenčné číslo je povinné.',
    });
  });
});

describe('lengths and limits in words', () => {
  it("say a lesson's length one way, in hours of 45 minutes", () => {
    expect([1, 2, 3, 5].map(lessonLength)).toEqual([
      '1 hodina (45 min)',
      '2 hodiny (90 min)',
      '3 hodiny (135 min)',
      '5 hodín (225 min)',
    ]);
  });

  it('count hours in the accusative, as a limit is said', () => {
    expect([1, 2, 24].map(hoursCount)).toEqual(['1 hodinu', '2 hodiny', '24 hodín']);
  });
});

describe('free units', () => {
  const [shift] = shiftsOn('2027-01-11', mondays, []);
  const shifts = shift ? [shift] : [];
  const at = (time: string) => schoolInstant('2027-01-11', time).getTime();

  it('are 45-minute units from the shift start, each saying how many follow (at most 3)', () => {
    const units = freeUnits(shifts, () => [], 0, Number.POSITIVE_INFINITY);
    expect(units.map((unit) => [schoolTime(new Date(unit.start)), unit.units])).toEqual([
      ['08:00', 3],
      ['08:45', 3],
      ['09:30', 2],
      ['10:15', 1],
    ]);
  });

  it('leave out what a lesson or block covers, and what is before the earliest or after the latest', () => {
    const busy = [{ start: at('08:45'), end: at('09:30') }];
    const units = freeUnits(shifts, () => busy, at('08:00'), at('10:15'));
    expect(units.map((unit) => [schoolTime(new Date(unit.start)), unit.units])).toEqual([
      ['08:00', 1],
      ['09:30', 2],
    ]);
  });

  it('lose a booked time as a computation with it among the busy times gives, keeping the unchanged units', () => {
    // A seeded generator: the same cases every run, many shapes of shifts, cars and lessons.
    let seed = 52;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      // The high bits: the low ones of this generator repeat with a short period.
      return Math.floor(seed / 65_536) % below;
    };
    const quarter = (from: string, quarters: number) => at(from) + quarters * 15 * 60_000;
    let compared = 0;
    for (let round = 0; round < 300; round += 1) {
      // One to three shifts of an instructor, in one of two cars or none, some back to back.
      const shifts = Array.from({ length: 1 + random(3) }, (_, index) => {
        const start = quarter('07:00', index * 20 + random(8));
        return { start, end: start + (2 + random(6)) * 45 * 60_000, vehicleId: [1, 2, null][random(3)] ?? null };
      });
      const lesson = () => {
        const start = quarter('06:30', random(60));
        return { start, end: start + (1 + random(3)) * 45 * 60_000, vehicleId: [1, 2, null][random(3)] ?? null };
      };
      const own = Array.from({ length: random(3) }, lesson);
      const cars = Array.from({ length: random(3) }, lesson);
      const busy = (vehicleId: number | null) => [
        ...own,
        ...cars.filter((time) => time.vehicleId === vehicleId && vehicleId !== null),
      ];
      const before = freeUnits(shifts, busy, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY);
      const booked = lesson();
      // The instructor's own lesson holds all their shifts; another's in a shared car only that car's.
      const mine = random(2) === 0;
      const holds = (vehicleId: number | null) => mine || (vehicleId !== null && vehicleId === booked.vehicleId);
      const after = freeUnitsHolding(before, shifts, booked, (shift) => holds(shift.vehicleId));
      const expected = freeUnits(
        shifts,
        (vehicleId) => [...busy(vehicleId), ...(holds(vehicleId) ? [booked] : [])],
        Number.NEGATIVE_INFINITY,
        Number.POSITIVE_INFINITY,
      );
      expect({ round, after }).toEqual({ round, after: expected });
      for (const unit of after) {
        // (Overlapping shifts in one car list a start twice: only a start listed once is compared.)
        const same = before.filter((each) => each.start === unit.start && each.vehicleId === unit.vehicleId);
        if (same.length === 1) expect(unit === same[0]).toBe(unit.units === same[0]?.units);
      }
      compared += before.length - after.length;
    }
    // Bookings did take units away: the comparison was not of untouched lists only.
    expect(compared).toBeGreaterThan(100);
  });

  it('take a day or hours off away and add an extra shift', () => {
    expect(
      shiftsOn('2027-01-11', mondays, [{ date: '2027-01-11', kind: 'sick', from: null, to: null, vehicleId: null }]),
    ).toEqual([]);
    const cut = shiftsOn('2027-01-11', mondays, [
      { date: '2027-01-11', kind: 'exam', from: '09:00', to: '10:00', vehicleId: null },
      { date: '2027-01-11', kind: 'extra', from: '14:00', to: '15:30', vehicleId: 2 },
    ]);
    expect(
      cut.map((part) => [schoolTime(new Date(part.start)), schoolTime(new Date(part.end)), part.vehicleId]),
    ).toEqual([
      ['08:00', '08:45', 1],
      ['10:15', '11:00', 1],
      ['14:00', '15:30', 2],
    ]);
  });

  it('hold a booking only on the grid and inside a shift', () => {
    expect(shiftHolding(shifts, at('08:45'), 3)).not.toBeNull();
    expect(shiftHolding(shifts, at('08:50'), 1)).toBeNull();
    expect(shiftHolding(shifts, at('09:30'), 3)).toBeNull();
  });
});

describe("the school's booking rules", () => {
  const settings = DEFAULT_BOOKING_SETTINGS;
  const now = schoolInstant('2026-11-25', '10:00').getTime();

  it('refuse the past, under the notice, beyond the window and over the cap, in words', () => {
    expect(bookingRefusal(now - HOUR, now, settings, 0)).toBe('Tento termín už uplynul.');
    expect(bookingRefusal(now + 11 * HOUR, now, settings, 0)).toBe('Jazdu si treba rezervovať aspoň 12 hodín vopred.');
    expect(bookingRefusal(now + 13 * HOUR, now, settings, 0)).toBeNull();
    // The window runs to the end of the 14th day after today.
    expect(iso(bookingWindowEnd(now, settings))).toBe('2026-12-09T23:00:00.000Z');
    expect(bookingRefusal(schoolInstant('2026-12-10', '08:00').getTime(), now, settings, 0)).toBe(
      'Jazdu si môžete rezervovať najviac 14 dní vopred.',
    );
    expect(bookingRefusal(now + 20 * HOUR, now, settings, 3)).toBe('Naraz môžete mať rezervované najviac 3 jazdy.');
    expect(bookingRefusal(now + 20 * HOUR, now, { ...settings, maxUpcoming: 1 }, 1)).toBe(
      'Naraz môžete mať rezervované najviac 1 jazdu.',
    );
  });

  it('let a student cancel until the limit, and say whom to call after it', () => {
    expect(cancellable('booked', now + 24 * HOUR, now, settings)).toBe(true);
    expect(cancellable('booked', now + 23 * HOUR, now, settings)).toBe(false);
    expect(cancellable('driven', now + 48 * HOUR, now, settings)).toBe(false);
    expect(cancelTooLate(settings, '+421 905 123 456')).toBe(
      'Jazdu možno zrušiť cez web najneskôr 24 hodín pred začiatkom. Zavolajte nám: +421 905 123 456.',
    );
  });

  it('check the hours an instructor types', () => {
    expect(workingHoursErrors({ name: 'Peter', template: mondays })).toEqual({});
    expect(
      workingHoursErrors({ name: ' ', template: [{ weekday: 1, from: '8:00', to: '11:00', vehicleId: null }] }),
    ).toEqual({ name: 'Meno je povinné.', template: 'Čas zadajte ako HH:MM.' });
    expect(
      workingHoursErrors({
        name: 'Peter',
        template: [...mondays, { weekday: 1, from: '10:00', to: '12:00', vehicleId: null }],
      }),
    ).toEqual({ template: 'Úseky jedného dňa sa prekrývajú.' });
    expect(hoursExceptionErrors({ date: '2026-12-24', kind: 'extra', from: null, to: null })).toEqual({
      from: 'Pri jazdách navyše zadajte začiatok a koniec.',
    });
    for (const date of ['2026-02-30', '1900-01-01', '2101-01-01', '9999-12-31']) {
      expect(hoursExceptionErrors({ date, kind: 'holiday' })).toEqual({
        date: 'Zadajte dátum medzi rokmi 2000 a 2100.',
      });
    }
  });
});

describe('progress against the syllabus', () => {
  it('counts units by kind for group B (decisions 0029, 0036)', () => {
    const progress = progressOf('B', [
      { driveKind: 'simulator', units: 2 },
      { driveKind: 'road', units: 3 },
      { driveKind: 'road', units: 1 },
    ]);
    expect(progress).toEqual({
      group: 'B',
      driven: 6,
      minimum: 38,
      kinds: [
        { kind: 'simulator', driven: 2, minimum: 4 },
        { kind: 'ground', driven: 0, minimum: 4 },
        { kind: 'road', driven: 4, minimum: 24 },
      ],
    });
  });

  it('knows a syllabus for every licence group, so readiness can be met for A and C (issue 51)', () => {
    for (const group of LICENCE_GROUPS) {
      const numbers = DECREE_SYLLABUS[group];
      expect(progressOf(group, []).minimum, group).toBe(numbers.total);
      expect(numbers.total, group).toBeGreaterThanOrEqual(numbers.simulator + numbers.ground + numbers.road);
    }
    const lessonsPart = (group: 'A' | 'C', driven: { driveKind: 'ground' | 'road'; units: number }[]) =>
      examReadiness({
        applicationId: 1,
        progress: progressOf(group, driven),
        lastTests: [],
        missingDocuments: [],
        balance: 0,
      }).parts[0];
    expect(
      lessonsPart('A', [
        { driveKind: 'ground', units: 4 },
        { driveKind: 'road', units: 12 },
      ]),
    ).toEqual({
      part: 'lessons',
      ready: false,
      detail: 'Odjazdené: 16 z 17 vyučovacích hodín (45 min).',
    });
    expect(
      lessonsPart('A', [
        { driveKind: 'ground', units: 4 },
        { driveKind: 'road', units: 13 },
      ])?.ready,
    ).toBe(true);
    expect(lessonsPart('C', [{ driveKind: 'road', units: 18 }])).toEqual({
      part: 'lessons',
      ready: false,
      detail: 'Odjazdené: 18 z 18 vyučovacích hodín (45 min). Chýba: cvičisko 4.',
    });
    expect(
      lessonsPart('C', [
        { driveKind: 'ground', units: 4 },
        { driveKind: 'road', units: 14 },
      ])?.ready,
    ).toBe(true);
  });

  it("counts against the school's own numbers when it requires more", () => {
    const school = { ...DECREE_SYLLABUS.B, road: 30, total: 44 };
    const progress = progressOf('B', [{ driveKind: 'road', units: 30 }], school);
    expect(progress.minimum).toBe(44);
    expect(progress.kinds.find((kind) => kind.kind === 'road')).toEqual({ kind: 'road', driven: 30, minimum: 30 });
  });
});

describe('the syllabus a school may set (decision 0036)', () => {
  it('refuses less than the decree, in Slovak, and a total under the kinds together', () => {
    expect(syllabusErrors('B', { ...DECREE_SYLLABUS.B, road: 20 })).toEqual({
      road: 'Vyhláška č. 45/2016 Z. z. predpisuje pre skupinu B najmenej 24.',
    });
    expect(syllabusErrors('C', { ...DECREE_SYLLABUS.C, road: 20 })).toEqual({
      total: 'Jazdy spolu musia byť aspoň súčtom jázd podľa druhov (24).',
    });
    expect(syllabusErrors('B', { ...DECREE_SYLLABUS.B, road: 30, total: 44 })).toEqual({});
  });

  it('says the unit with every count', () => {
    expect(drivenText(12, 38)).toBe('Odjazdené: 12 z 38 vyučovacích hodín (45 min)');
    expect(drivenText(0, 1)).toBe('Odjazdené: 0 z 1 vyučovacej hodiny (45 min)');
    expect(drivenText(3, null)).toBe('Odjazdené: 3 vyučovacie hodiny (45 min)');
    expect(unitsCount(1)).toBe('1 vyučovacia hodina');
    expect(unitsCount(5)).toBe('5 vyučovacích hodín');
  });
});

describe('hours on the days the clocks change (issue 50)', () => {
  const sundayNights = [{ weekday: 7, from: '00:00', to: '02:30', vehicleId: null }];
  const day = { template: sundayNights, exceptions: [] };
  const extra = (date: string, from: string, to: string) => ({ date, kind: 'extra' as const, from, to });

  it('maps a skipped spring time to the moment of the change, and refuses it in an exception', () => {
    expect(iso(schoolInstant('2027-03-28', '02:30').getTime())).toBe('2027-03-28T01:00:00.000Z');
    expect(iso(schoolInstant('2027-03-28', '03:00').getTime())).toBe('2027-03-28T01:00:00.000Z');
    expect(iso(schoolInstant('2027-03-28', '01:59').getTime())).toBe('2027-03-28T00:59:00.000Z');
    expect(hoursExceptionErrors(extra('2027-03-28', '02:00', '03:30'))).toEqual({
      from: 'Tento čas v daný deň neexistuje (prechod na letný čas).',
    });
    expect(hoursExceptionErrors(extra('2027-03-28', '01:30', '03:00'))).toEqual({
      from: 'Úsek musí trvať aspoň 45 minút (v tento deň sa mení čas).',
    });
    expect(hoursExceptionErrors(extra('2027-03-28', '03:00', '04:30'), day)).toEqual({});
  });

  it('compares an extra shift with the weekly hours on the clock, also when an hour repeats', () => {
    expect(hoursExceptionErrors(extra('2027-10-31', '02:00', '03:30'), day)).toEqual({
      from: 'Jazdy navyše sa v tento deň prekrývajú s pracovným časom inštruktora.',
    });
    expect(hoursExceptionErrors(extra('2027-10-31', '02:30', '04:00'), day)).toEqual({});
    // Time off frees the hours it covers for an extra shift.
    const off = { date: '2027-10-31', kind: 'holiday' as const, from: '00:00', to: '02:30', vehicleId: null };
    expect(hoursExceptionErrors(extra('2027-10-31', '01:00', '02:00'), { ...day, exceptions: [off] })).toEqual({});
  });
});

describe('the time of a lesson an instructor books (issue 54)', () => {
  it('takes whole 5-minute steps only: no odd minutes, seconds or milliseconds', () => {
    expect(lessonTimeError(Date.parse('2026-11-30T08:05:00Z'), 2)).toBeNull();
    for (const start of ['2026-11-29T02:07:13.500Z', '2026-11-30T08:05:01Z', '2026-11-30T08:03:00Z']) {
      expect([start, lessonTimeError(Date.parse(start), 1)]).toEqual([start, LESSON_START_STEP]);
    }
  });

  it('keeps the whole lesson, end included, within 2000–2100 in Bratislava', () => {
    expect(lessonTimeError(Date.parse('1999-12-31T23:00:00Z'), 1)).toBeNull();
    expect(lessonTimeError(Date.parse('1999-12-31T22:55:00Z'), 1)).toBe(LESSON_OUT_OF_RANGE);
    expect(lessonTimeError(Date.parse('2100-12-31T20:45:00Z'), 3)).toBeNull();
    expect(lessonTimeError(Date.parse('2100-12-31T20:50:00Z'), 3)).toBe(LESSON_OUT_OF_RANGE);
    expect(lessonTimeError(Date.parse('2100-12-31T23:00:00Z'), 3)).toBe(LESSON_OUT_OF_RANGE);
    expect(lessonTimeError(Number.NaN, 1)).toBe(LESSON_OUT_OF_RANGE);
  });

  it('orders students by surname, then first name, in Slovak', () => {
    const names = ['Zelená', 'Čierna', 'Bartošová', 'Chalupová', 'Bača', 'Hudáková', 'Cibuľová'].map((lastname) => ({
      firstname: 'Eva',
      lastname,
    }));
    expect(
      [...names, { firstname: 'Adam', lastname: 'Bača' }]
        .sort(byStudentName)
        .map((name) => `${name.firstname} ${name.lastname}`),
    ).toEqual([
      'Adam Bača',
      'Eva Bača',
      'Eva Bartošová',
      'Eva Cibuľová',
      'Eva Čierna',
      'Eva Hudáková',
      'Eva Chalupová',
      'Eva Zelená',
    ]);
  });
});
