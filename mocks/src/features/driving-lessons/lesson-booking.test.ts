// @vitest-environment node
import {
  type BookingSettings,
  OUTSIDE_HOURS,
  OVERDUE_INSTALMENT,
  overCap,
  UNITS_RANGE,
} from '@autoskola/rules/driving-lessons';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../handlers.ts';
import { createMockState } from '../../mock-state.ts';
import { mockToken } from '../../mock-token.ts';
import { MOCK_NEW_STUDENT, type MockStudent } from './driving-lesson-fixtures.ts';
import { paymentsOf } from './trainings.ts';

// The mocks decide a booking as the server does (bookingRefusalOf, in its order); they only keep the state.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

type LessonState = { students: MockStudent[]; settings: { maxUpcoming: number; requirePaidUpToDate: boolean } };

function mocks() {
  const state = createMockState() as ReturnType<typeof createMockState> & LessonState;
  server.resetHandlers(...createHandlers(state));
  return state;
}

const as = (email: string) => ({ authorization: `Bearer ${mockToken(email, ['ROLE_USER'])}` });

async function call(path: string, email: string, body?: unknown) {
  const response = await fetch(`http://localhost/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...as(email), 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** The first free slot of the window. */
async function freeSlot() {
  const { json } = await call('/lesson/slot-days', MOCK_NEW_STUDENT);
  const [day] = json.days as { date: string }[];
  const slots = await call(`/lesson/slots?date=${day?.date}`, MOCK_NEW_STUDENT);
  const [slot] = slots.json.slots as { start: string; instructorId: number }[];
  if (!slot) throw new Error('no free slot');
  return slot;
}

describe('a booking in the mocks', () => {
  it('is refused for an overdue instalment when the school requires payments, as on the server', async () => {
    const state = mocks();
    const student = state.students.find((each) => each.email === MOCK_NEW_STUDENT) as MockStudent;
    student.payments = paymentsOf(10_000, [{ amount: 10_000, dueDate: '2020-01-01' }], []);
    const slot = await freeSlot();
    const booking = { instructorId: slot.instructorId, start: slot.start, units: 1 };

    state.settings.requirePaidUpToDate = true;
    expect(await call('/lesson/book', MOCK_NEW_STUDENT, booking)).toEqual({
      status: 422,
      json: { message: OVERDUE_INSTALMENT },
    });
    expect((await call('/lesson/mine', MOCK_NEW_STUDENT)).json.refusal).toBe(OVERDUE_INSTALMENT);

    // Not asked by the school: the overdue instalment does not stop it.
    state.settings.requirePaidUpToDate = false;
    expect((await call('/lesson/book', MOCK_NEW_STUDENT, booking)).status).toBe(201);
  });

  it("checks in the server's order: units, in training, the time, the hours, then the cap", async () => {
    const state = mocks();
    const slot = await freeSlot();
    expect(await call('/lesson/book', MOCK_NEW_STUDENT, { ...slot, units: 4 })).toEqual({
      status: 422,
      json: { message: UNITS_RANGE },
    });
    const stranger = await call('/lesson/book', 'nikto@example.sk', { ...slot, units: 1 });
    expect(stranger.status).toBe(403);

    // One booked, the cap of one reached: outside the hours says the hours, a taken slot says the cap.
    state.settings.maxUpcoming = 1;
    const booking = { instructorId: slot.instructorId, start: slot.start, units: 1 };
    expect((await call('/lesson/book', MOCK_NEW_STUDENT, booking)).status).toBe(201);
    const night = new Date(Date.parse(slot.start));
    night.setUTCHours(1, 0, 0, 0);
    night.setUTCDate(night.getUTCDate() + 2);
    expect(await call('/lesson/book', MOCK_NEW_STUDENT, { ...booking, start: night.toISOString() })).toEqual({
      status: 422,
      json: { message: OUTSIDE_HOURS },
    });
    expect(await call('/lesson/book', MOCK_NEW_STUDENT, booking)).toEqual({
      status: 422,
      json: { message: overCap(state.settings as BookingSettings) },
    });
  });
});
