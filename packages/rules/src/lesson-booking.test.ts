import { DEFAULT_BOOKING_SETTINGS, NOT_IN_TRAINING, OUTSIDE_HOURS, OVERDUE_INSTALMENT } from './driving-lessons.ts';
import { bookingRefusalOf } from './lesson-booking.ts';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-20T08:00:00Z');
const settings = DEFAULT_BOOKING_SETTINGS;
const everything = {
  units: 4,
  inTraining: false,
  timing: { start: now - HOUR, now, settings },
  withinHours: false,
  overdueInstalment: true,
  upcoming: { count: 3, settings },
  taken: { by: 'instructor' as const, vehicle: null },
};

describe('bookingRefusalOf', () => {
  it('says the first rule broken, in the order the student reads them', () => {
    const answers = [];
    let facts: Parameters<typeof bookingRefusalOf>[0] = everything;
    for (const fixed of [
      { units: 2 },
      { inTraining: true },
      { timing: { start: now + 20 * HOUR, now, settings } },
      { withinHours: true },
      { overdueInstalment: false },
      { upcoming: { count: 0, settings } },
      { taken: { by: null, vehicle: null } },
    ]) {
      answers.push(bookingRefusalOf(facts));
      facts = { ...facts, ...fixed };
    }
    answers.push(bookingRefusalOf(facts));
    expect(answers).toEqual([
      { status: 422, message: 'Jazda môže mať 1 až 3 vyučovacie hodiny.' },
      { status: 403, message: NOT_IN_TRAINING },
      { status: 422, message: 'Tento termín už uplynul.' },
      { status: 422, message: OUTSIDE_HOURS },
      { status: 422, message: OVERDUE_INSTALMENT },
      { status: 422, message: 'Naraz môžete mať rezervované najviac 3 jazdy.' },
      { status: 409, message: 'Tento termín už nie je voľný. Inštruktor má v tom čase inú jazdu.' },
      null,
    ]);
  });

  it('checks only the facts it is given', () => {
    expect(bookingRefusalOf({})).toBeNull();
    expect(bookingRefusalOf({ upcoming: { count: 3, settings } })?.status).toBe(422);
  });
});
