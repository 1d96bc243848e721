import { todayInBratislava, toIsoDate } from '@autoskola/rules/calendar-dates';
import {
  type HoursExceptionKind,
  hoursExceptionErrors,
  sharedVehicleWarning,
  UNKNOWN_VEHICLE,
  vehicleErrors,
  workingHoursErrors,
} from '@autoskola/rules/driving-lessons';
import { byName, slovakOrder } from '@autoskola/rules/slovak-order';
import { storedHoursException, storedTemplate } from '@autoskola/rules/working-hours';
import { and, asc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors, HttpError, notFound } from '../../api/errors.ts';
import { currentUser } from '../../api/guard.ts';
import { users } from '../../db/core-tables.ts';
import type { Db } from '../../db/database.ts';
import {
  bookingSettings,
  hoursExceptions,
  lessonInstructors,
  vehicles,
  workingPeriods,
} from './driving-lesson-tables.ts';
import { hoursChanged } from './lesson-booking.ts';
import { settingsOf } from './lesson-schedule.ts';

type IdParams = { id: number };

const toVehicle = (row: typeof vehicles.$inferSelect): Schemas['Vehicle'] => ({
  id: row.id,
  name: row.name,
  plate: row.plate,
  group: row.licenceGroup as Schemas['LicenceGroup'],
  gearbox: row.gearbox as Schemas['Gearbox'],
  active: row.active,
});

/**
 * The name students see until the instructor types one: the account's name (the setup asks the
 * first instructor for it), else the e-mail's part before @ (an account made on the command line).
 */
async function defaultName(db: Db, user: { id: number; email: string }): Promise<string> {
  const [account] = await db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, user.id));
  const name = [account?.firstname, account?.lastname].filter(Boolean).join(' ').trim();
  return name || (user.email.split('@')[0] ?? user.email);
}

/** The instructor's row, created with a default name on their first change. */
async function ensureInstructor(db: Db, user: { id: number; email: string }) {
  await db
    .insert(lessonInstructors)
    .values({ userId: user.id, name: await defaultName(db, user) })
    .onConflictDoNothing();
}

async function unknownVehicles(db: Db, ids: (number | null | undefined)[]): Promise<boolean> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return false;
  const found = await db.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.id, wanted));
  return found.length !== wanted.length;
}

/** The shared-car warning of these hours against the other instructors' (vehicles in service). */
async function sharedVehicles(
  db: Db,
  instructorId: number,
  template: readonly Schemas['WorkingPeriod'][],
): Promise<string | null> {
  const wanted = [...new Set(template.flatMap((period) => period.vehicleId ?? []))];
  if (wanted.length === 0) return null;
  const others = await db
    .select({
      weekday: workingPeriods.weekday,
      from: workingPeriods.from,
      to: workingPeriods.to,
      vehicleId: workingPeriods.vehicleId,
      instructor: lessonInstructors.name,
      name: vehicles.name,
      plate: vehicles.plate,
    })
    .from(workingPeriods)
    .innerJoin(lessonInstructors, eq(lessonInstructors.userId, workingPeriods.instructorId))
    .innerJoin(vehicles, eq(vehicles.id, workingPeriods.vehicleId))
    .where(
      and(
        inArray(workingPeriods.vehicleId, wanted),
        ne(workingPeriods.instructorId, instructorId),
        eq(vehicles.active, true),
      ),
    )
    .orderBy(asc(workingPeriods.weekday), asc(workingPeriods.from));
  // By car and instructor in Slovak order (a stable sort keeps each one's days and times in order).
  others.sort((a, b) => slovakOrder(a.name, b.name) || slovakOrder(a.instructor, b.instructor));
  return sharedVehicleWarning(
    template,
    others.map(({ name, plate, ...period }) => ({ ...period, vehicle: `${name} ${plate}` })),
  );
}

export function workingHoursHandlers(context: ApiContext) {
  const { db } = context.database;

  async function hoursOf(user: { id: number; email: string }): Promise<Schemas['WorkingHours']> {
    const today = toIsoDate(todayInBratislava());
    const [[instructor], template, exceptions, fleet] = await Promise.all([
      db.select().from(lessonInstructors).where(eq(lessonInstructors.userId, user.id)),
      db
        .select()
        .from(workingPeriods)
        .where(eq(workingPeriods.instructorId, user.id))
        .orderBy(asc(workingPeriods.weekday), asc(workingPeriods.from)),
      db
        .select()
        .from(hoursExceptions)
        .where(and(eq(hoursExceptions.instructorId, user.id), gte(hoursExceptions.date, today)))
        .orderBy(asc(hoursExceptions.date), asc(hoursExceptions.from), asc(hoursExceptions.id)),
      db
        .select()
        .from(vehicles)
        .then((rows) => rows.sort(byName)),
    ]);
    return {
      name: instructor?.name ?? (await defaultName(db, user)),
      template: template.map((period) => ({
        weekday: period.weekday,
        from: period.from,
        to: period.to,
        vehicleId: period.vehicleId,
      })),
      exceptions: exceptions.map((exception) => ({
        id: exception.id,
        date: exception.date,
        kind: exception.kind as HoursExceptionKind,
        from: exception.from,
        to: exception.to,
        vehicleId: exception.vehicleId,
        note: exception.note,
      })),
      vehicles: fleet.map(toVehicle),
    };
  }

  return {
    async getWorkingHours(request: FastifyRequest) {
      return hoursOf(currentUser(request));
    },

    async updateWorkingHours(request: FastifyRequest<{ Body: Schemas['WorkingHoursInput'] }>) {
      const user = currentUser(request);
      const input = request.body;
      const errors = workingHoursErrors(input);
      if (
        !errors.template &&
        (await unknownVehicles(
          db,
          input.template.map((period) => period.vehicleId),
        ))
      ) {
        errors.template = UNKNOWN_VEHICLE;
      }
      assertNoFieldErrors(errors);
      // A car shared at once fails the later bookings of one of them: the instructor decides.
      if (!input.confirmSharedVehicle) {
        const warning = await sharedVehicles(db, user.id, input.template);
        if (warning) throw new HttpError(409, warning, { confirmSharedVehicle: warning });
      }
      await db.transaction(async (tx) => {
        await tx
          .insert(lessonInstructors)
          .values({ userId: user.id, name: input.name.trim() })
          .onConflictDoUpdate({ target: lessonInstructors.userId, set: { name: input.name.trim() } });
        await tx.delete(workingPeriods).where(eq(workingPeriods.instructorId, user.id));
        if (input.template.length > 0) {
          await tx
            .insert(workingPeriods)
            .values(storedTemplate(input.template).map((period) => ({ ...period, instructorId: user.id })));
        }
      });
      hoursChanged(context);
      return hoursOf(user);
    },

    async addHoursException(request: FastifyRequest<{ Body: Schemas['HoursExceptionInput'] }>, reply: FastifyReply) {
      const user = currentUser(request);
      const input = request.body;
      const errors = hoursExceptionErrors(input);
      if (await unknownVehicles(db, [input.vehicleId])) errors.vehicleId = UNKNOWN_VEHICLE;
      assertNoFieldErrors(errors);
      await db.transaction(async (tx) => {
        await ensureInstructor(tx, user);
        // Locked: two extra shifts added at once are checked one after the other.
        await tx.select().from(lessonInstructors).where(eq(lessonInstructors.userId, user.id)).for('update');
        const template = await tx.select().from(workingPeriods).where(eq(workingPeriods.instructorId, user.id));
        const exceptions = await tx
          .select()
          .from(hoursExceptions)
          .where(and(eq(hoursExceptions.instructorId, user.id), eq(hoursExceptions.date, input.date)));
        // The day's own hours: an extra shift may not overlap them (wall-clock times, DST-proof).
        assertNoFieldErrors(
          hoursExceptionErrors(input, {
            template,
            exceptions: exceptions.map((exception) => ({ ...exception, kind: exception.kind as HoursExceptionKind })),
          }),
        );
        await tx.insert(hoursExceptions).values({ instructorId: user.id, ...storedHoursException(input) });
      });
      hoursChanged(context, { date: input.date });
      return reply.code(201).send(await hoursOf(user));
    },

    async deleteHoursException(request: FastifyRequest<{ Params: IdParams }>) {
      const user = currentUser(request);
      const deleted = await db
        .delete(hoursExceptions)
        .where(and(eq(hoursExceptions.id, request.params.id), eq(hoursExceptions.instructorId, user.id)))
        .returning({ id: hoursExceptions.id, date: hoursExceptions.date });
      if (!deleted[0]) throw notFound();
      hoursChanged(context, { date: deleted[0].date });
      return hoursOf(user);
    },

    async addVehicle(request: FastifyRequest<{ Body: Schemas['VehicleInput'] }>, reply: FastifyReply) {
      const input = request.body;
      assertNoFieldErrors(vehicleErrors(input));
      const [row] = await db
        .insert(vehicles)
        .values({
          name: input.name.trim(),
          plate: input.plate.trim().toUpperCase(),
          licenceGroup: input.group,
          gearbox: input.gearbox,
          active: input.active,
        })
        .returning();
      if (!row) throw notFound();
      return reply.code(201).send({ vehicle: toVehicle(row) });
    },

    async updateVehicle(request: FastifyRequest<{ Params: IdParams; Body: Schemas['VehicleInput'] }>) {
      const input = request.body;
      assertNoFieldErrors(vehicleErrors(input));
      const [row] = await db
        .update(vehicles)
        .set({
          name: input.name.trim(),
          plate: input.plate.trim().toUpperCase(),
          licenceGroup: input.group,
          gearbox: input.gearbox,
          active: input.active,
        })
        .where(eq(vehicles.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      // A vehicle out of service takes its shifts' slots away.
      hoursChanged(context);
      return { vehicle: toVehicle(row) };
    },

    async getBookingSettings() {
      return settingsOf(db);
    },

    async updateBookingSettings(request: FastifyRequest<{ Body: Schemas['BookingSettings'] }>) {
      const settings = request.body;
      await db
        .insert(bookingSettings)
        .values({ id: 1, ...settings })
        .onConflictDoUpdate({ target: bookingSettings.id, set: settings });
      hoursChanged(context, 'rules');
      return settingsOf(db);
    },
  };
}
