import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { hoursExceptions } from '../tables.ts';

/** Sundays the clocks change in Bratislava: 02:00 → 03:00 in spring, 03:00 → 02:00 in autumn. */
const SPRING = '2027-03-28';
const AUTUMN = '2027-10-31';

// Issue 50, finding 9: on 2027-03-28 an extra shift 02:00–03:30 became a 30-minute period, and on
// 2027-10-31 an extra shift overlapped the weekly hours.
describeEachDatabase('working hours when the clocks change', (database) => {
  let api: TestApi;
  let instructor: string;
  const extra = (date: string, from: string, to: string, kind = 'extra') =>
    api.call('POST /admin/lesson/hours/exception', { token: instructor, body: { date, kind, from, to } });
  const stored = async () => (await api.database.db.select().from(hoursExceptions)).length;

  beforeAll(async () => {
    api = await createTestApi(database());
    instructor = await api.instructorToken();
    // Sunday nights 00:00–02:30, through the changes of both Sundays.
    const saved = await api.call('PUT /admin/lesson/hours', {
      token: instructor,
      body: { name: 'Peter Horváth', template: [{ weekday: 7, from: '00:00', to: '02:30', vehicleId: null }] },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => api.close());

  it('refuses a time that does not exist on the spring day, and a shift the change makes shorter than a unit', async () => {
    const missing = await extra(SPRING, '02:00', '03:30');
    expect([missing.statusCode, missing.json().errors]).toEqual([
      422,
      { from: 'Tento čas v daný deň neexistuje (prechod na letný čas).' },
    ]);
    const off = await extra(SPRING, '01:00', '02:45', 'holiday');
    expect(off.json().errors).toEqual({ from: 'Tento čas v daný deň neexistuje (prechod na letný čas).' });
    // 01:30–03:00 on the clock is 30 minutes that night.
    const short = await extra(SPRING, '01:30', '03:00');
    expect(short.json().errors).toEqual({ from: 'Úsek musí trvať aspoň 45 minút (v tento deň sa mení čas).' });
    expect(await stored()).toBe(0);
    const fine = await extra(SPRING, '03:00', '04:30');
    expect(fine.statusCode).toBe(201);
    const week = await api.call('GET /admin/lesson/week', { token: instructor, query: { from: SPRING } });
    const day = week.json().days.find((each: { date: string }) => each.date === SPRING);
    // The weekly 00:00–02:30 ends when the clock jumps (02:30 does not exist that night); the extra
    // 03:00–04:30 summer time is 01:00–02:30 UTC: a real hour and a half, two units, no overlap.
    expect(day.hours).toEqual([
      {
        start: '2027-03-27T23:00:00.000Z',
        end: '2027-03-28T01:00:00.000Z',
        vehicle: null,
        instructor: 'Peter Horváth',
      },
      {
        start: '2027-03-28T01:00:00.000Z',
        end: '2027-03-28T02:30:00.000Z',
        vehicle: null,
        instructor: 'Peter Horváth',
      },
    ]);
  });

  it('refuses an extra shift over the weekly hours on the autumn day, compared on the clock', async () => {
    const over = await extra(AUTUMN, '02:00', '03:30');
    expect([over.statusCode, over.json().errors]).toEqual([
      422,
      { from: 'Jazdy navyše sa v tento deň prekrývajú s pracovným časom inštruktora.' },
    ]);
    const before = await stored();
    const after = await extra(AUTUMN, '02:30', '04:00');
    expect(after.statusCode).toBe(201);
    expect(await stored()).toBe(before + 1);
    // And over that extra shift, too.
    expect((await extra(AUTUMN, '03:30', '05:00')).json().errors).toEqual({
      from: 'Jazdy navyše sa v tento deň prekrývajú s pracovným časom inštruktora.',
    });
    const week = await api.call('GET /admin/lesson/week', { token: instructor, query: { from: AUTUMN } });
    const hours = week.json().days.find((each: { date: string }) => each.date === AUTUMN).hours;
    // 00:00–02:30 is three and a half hours that night (02:00–02:59 twice); the extra shift follows it.
    expect(hours).toEqual([
      {
        start: '2027-10-30T22:00:00.000Z',
        end: '2027-10-31T01:30:00.000Z',
        vehicle: null,
        instructor: 'Peter Horváth',
      },
      {
        start: '2027-10-31T01:30:00.000Z',
        end: '2027-10-31T03:00:00.000Z',
        vehicle: null,
        instructor: 'Peter Horváth',
      },
    ]);
  });

  it('lets an extra shift take the place of time off', async () => {
    const sunday = '2027-11-07';
    expect((await extra(sunday, '00:00', '02:00')).statusCode).toBe(422);
    expect((await extra(sunday, '00:00', '01:30', 'holiday')).statusCode).toBe(201);
    expect((await extra(sunday, '00:00', '01:30')).statusCode).toBe(201);
  });
});
