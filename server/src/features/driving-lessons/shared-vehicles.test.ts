import { addDays, schoolDate, schoolInstant, weekdayOf } from '@autoskola/rules/driving-lessons';
import { eq } from 'drizzle-orm';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { windowSlots } from '../../../test/slots.ts';
import { studentInTraining } from '../../../test/students.ts';
import { workingPeriods } from '../tables.ts';

/** Every day 06:00–22:00 with this vehicle: slots exist whatever the hour the tests run at. */
const allWeek = (vehicleId: number | null) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '06:00', to: '22:00', vehicleId }));
const slotAt = (days: number, time: string) => schoolInstant(addDays(schoolDate(new Date()), days), time).toISOString();
const TAKEN = 'Tento termín už nie je voľný.';

describeEachDatabase('shared vehicles and refused bookings', (database) => {
  let api: TestApi;
  let jan: string;
  let peter: string;
  let fabia: number;
  let scala: number;
  const db = () => api.database.db;
  const saveHours = (token: string, name: string, template: unknown[], confirmSharedVehicle?: boolean) =>
    api.call('PUT /admin/lesson/hours', {
      token,
      body: { name, template, ...(confirmSharedVehicle === undefined ? {} : { confirmSharedVehicle }) },
    });
  const idOf = async (token: string) => Number((await api.call('GET /auth/me', { token })).json().user.id);

  beforeAll(async () => {
    api = await createTestApi(database());
    jan = await api.instructorToken();
    peter = await api.instructorToken();
    const add = async (name: string, plate: string, gearbox: string) =>
      (
        await api.call('POST /admin/vehicle', {
          token: jan,
          body: { name, plate, group: 'B', gearbox, active: true },
        })
      ).json().vehicle.id as number;
    fabia = await add('Škoda Fabia', 'BA-123AB', 'manual');
    scala = await add('Škoda Scala', 'BA-456CD', 'automatic');
  });
  afterAll(() => api.close());

  it('warns with the other instructor and their hours before putting one car with two instructors at once', async () => {
    const janHours = [
      { weekday: 1, from: '08:00', to: '12:00', vehicleId: fabia },
      { weekday: 3, from: '08:00', to: '12:00', vehicleId: fabia },
    ];
    expect((await saveHours(jan, 'Ján Vodička', janHours)).statusCode).toBe(200);
    // Peter's Monday overlaps Ján's, his Wednesday afternoon follows it: only Monday is named.
    const peterHours = [
      { weekday: 1, from: '10:00', to: '14:00', vehicleId: fabia },
      { weekday: 3, from: '12:00', to: '16:00', vehicleId: fabia },
    ];
    const warned = await saveHours(peter, 'Peter Horváth', peterHours);
    const warning = 'Vozidlo Škoda Fabia BA-123AB má v tom čase aj Ján Vodička (pondelok 08:00–12:00).';
    expect([warned.statusCode, warned.json()]).toEqual([
      409,
      { message: warning, errors: { confirmSharedVehicle: warning } },
    ]);
    const peterId = await idOf(peter);
    expect(await db().select().from(workingPeriods).where(eq(workingPeriods.instructorId, peterId))).toEqual([]);

    const confirmed = await saveHours(peter, 'Peter Horváth', peterHours, true);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().template).toEqual(peterHours);

    // Another car, or the car only after Ján's hours: saved without a word.
    const apart = await saveHours(peter, 'Peter Horváth', [
      { weekday: 1, from: '08:00', to: '12:00', vehicleId: scala },
      { weekday: 3, from: '12:00', to: '16:00', vehicleId: fabia },
    ]);
    expect(apart.statusCode).toBe(200);
    // Several days with Ján are named in one sentence.
    const twice = await saveHours(peter, 'Peter Horváth', [
      { weekday: 1, from: '07:00', to: '09:00', vehicleId: fabia },
      { weekday: 3, from: '11:00', to: '13:00', vehicleId: fabia },
    ]);
    expect(twice.json().message).toBe(
      'Vozidlo Škoda Fabia BA-123AB má v tom čase aj Ján Vodička (pondelok 08:00–12:00, streda 08:00–12:00).',
    );
  });

  it('lists the cars in Slovak order (Š after S, not after Z as the database’s bytes put it)', async () => {
    const add = async (name: string, plate: string) =>
      (
        await api.call('POST /admin/vehicle', {
          token: jan,
          body: { name, plate, group: 'B', gearbox: 'manual', active: false },
        })
      ).json().vehicle.id as number;
    const ours = new Set([fabia, scala, await add('Toyota Yaris', 'BA-789EF'), await add('Seat Ibiza', 'BA-012GH')]);
    const hours = await api.call('GET /admin/lesson/hours', { token: jan });
    const names = (hours.json().vehicles as { id: number; name: string }[])
      .filter((vehicle) => ours.has(vehicle.id))
      .map((vehicle) => vehicle.name);
    expect(names).toEqual(['Seat Ibiza', 'Škoda Fabia', 'Škoda Scala', 'Toyota Yaris']);
  });

  it('says why a slot is taken: the student’s own lesson, the instructor’s, or the car’s with another instructor', async () => {
    // Ján's Fabia is Peter's on Wednesday afternoons (the first test): he confirms.
    expect((await saveHours(jan, 'Ján Vodička', allWeek(fabia), true)).statusCode).toBe(200);
    expect((await saveHours(peter, 'Peter Horváth', allWeek(fabia), true)).statusCode).toBe(200);
    const [janId, peterId] = [await idOf(jan), await idOf(peter)];
    const [eva, marek, lucia] = [
      await studentInTraining(api),
      await studentInTraining(api),
      await studentInTraining(api),
    ];
    const start = slotAt(4, '09:00');
    const book = (token: string, instructorId: number) =>
      api.call('POST /lesson/book', { token, body: { instructorId, start, units: 1 } });
    expect((await book(eva.token, janId)).statusCode).toBe(201);

    const own = await book(eva.token, peterId);
    expect([own.statusCode, own.json().message]).toEqual([409, `${TAKEN} V tom čase už máte inú jazdu.`]);
    const instructorBusy = await book(marek.token, janId);
    expect([instructorBusy.statusCode, instructorBusy.json().message]).toEqual([
      409,
      `${TAKEN} Inštruktor má v tom čase inú jazdu.`,
    ]);
    const carBusy = await book(lucia.token, peterId);
    expect([carBusy.statusCode, carBusy.json().message]).toEqual([
      409,
      `${TAKEN} Vozidlo Škoda Fabia BA-123AB má v tom čase jazdu s iným inštruktorom.`,
    ]);
    // The instructor booking for a student reads the same reasons (the database's constraint).
    const forLucia = await api.call('POST /admin/lesson', {
      token: peter,
      body: { applicationId: lucia.applicationId, start, units: 1 },
    });
    expect([forLucia.statusCode, forLucia.json().message]).toEqual([
      409,
      `${TAKEN} Vozidlo Škoda Fabia BA-123AB má v tom čase jazdu s iným inštruktorom.`,
    ]);
    const forEva = await api.call('POST /admin/lesson', {
      token: jan,
      body: { applicationId: eva.applicationId, start: slotAt(4, '09:45'), units: 1, instructorId: janId },
    });
    expect(forEva.statusCode).toBe(201);
    const evaTwice = await api.call('POST /admin/lesson', {
      token: peter,
      body: { applicationId: eva.applicationId, start: slotAt(4, '09:45'), units: 1 },
    });
    expect([evaTwice.statusCode, evaTwice.json().message]).toEqual([409, `${TAKEN} Žiak má v tom čase už inú jazdu.`]);
  });

  it('shows the gearbox of every slot', async () => {
    expect((await saveHours(peter, 'Peter Horváth', allWeek(scala))).statusCode).toBe(200);
    expect((await saveHours(jan, 'Ján Vodička', allWeek(fabia))).statusCode).toBe(200);
    const slots = await windowSlots(api);
    const all = slots.days.flatMap((day) => day.slots) as {
      instructorId: number;
      vehicle: string;
      gearbox: string;
    }[];
    const janId = await idOf(jan);
    expect(new Set(all.map((slot) => `${slot.instructorId === janId} ${slot.vehicle} ${slot.gearbox}`))).toEqual(
      new Set(['true Škoda Fabia BA-123AB manual', 'false Škoda Scala BA-456CD automatic']),
    );
  });

  it('offers the waiting list only the days somebody drives, and refuses the others', async () => {
    const today = schoolDate(new Date());
    // Only on the weekday of three days from now; the window is 14 days.
    const weekday = weekdayOf(addDays(today, 3));
    expect(
      (await saveHours(jan, 'Ján Vodička', [{ weekday, from: '06:00', to: '22:00', vehicleId: fabia }])).statusCode,
    ).toBe(200);
    expect((await saveHours(peter, 'Peter Horváth', [])).statusCode).toBe(200);
    const student = await studentInTraining(api);
    const mine = (await api.call('GET /lesson/mine', { token: student.token })).json();
    expect(mine.waitlistDays).toEqual([addDays(today, 3), addDays(today, 10)]);

    const nobody = await api.call('PUT /lesson/waitlist', {
      token: student.token,
      body: { days: [addDays(today, 3), addDays(today, 4)] },
    });
    expect([nobody.statusCode, nobody.json().errors]).toEqual([
      422,
      { days: 'V niektorý z vybratých dní nejazdí žiadny inštruktor. Vyberte dni z ponuky.' },
    ]);
    const saved = await api.call('PUT /lesson/waitlist', {
      token: student.token,
      body: { days: [addDays(today, 10)] },
    });
    expect([saved.statusCode, saved.json()]).toEqual([200, { days: [addDays(today, 10)] }]);
  });
});
