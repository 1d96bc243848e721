import { type OperationInfo, operations } from '../src/contract/spec.ts';
import { type CallOptions, createTestApi, INSTRUCTOR_ROLE, type TestApi, USER_ROLE } from './api.ts';
import { describeEachDatabase } from './databases.ts';
import { tinyPng } from './images.ts';

/** A request each admin operation accepts apart from authorization, so only the token decides. */
const question = {
  text: 'Otázka',
  categoryId: 1,
  answerA: 'A',
  answerB: 'B',
  answerC: 'C',
  correctAnswer: 'a',
  points: 1,
  explanation: null,
  active: true,
};

function validRequest({ operationId, requestExample }: OperationInfo): CallOptions {
  const params = { id: 1, type: 'newContactFormMessage', document: 'firstAidCourse', paymentId: 1, group: 'B' };
  const bodies: Record<string, unknown> = {
    setContactMessageResolved: { resolved: true },
    replyContactMessage: { replyMessage: 'Dobrý deň.' },
    createOffer: { name: 'Skupina B', length: '3 mesiace', price: 890, position: 1, active: true },
    updateOffer: { name: 'Skupina B', length: '3 mesiace', price: 890, position: 1, active: true },
    createCategory: { name: 'Značky', position: 1, active: true },
    updateCategory: { name: 'Značky', position: 1, active: true },
    createMaterial: { name: 'Značky', categoryId: 1, content: '<p>Text</p>', position: 1, active: true },
    updateMaterial: { name: 'Značky', categoryId: 1, content: '<p>Text</p>', position: 1, active: true },
    createTestQuestion: question,
    updateTestQuestion: question,
    updateTestSettings: { questionCount: 40, timeLimitMinutes: 30, passMark: 90 },
    changeCourseApplicationStatus: { status: 'verified' },
    updateCourseTerms: { text: 'Obchodné podmienky' },
    updateSchoolBankAccount: { iban: 'SK31 1200 0000 1987 4263 7541', recipient: 'Autoškola' },
    setCourseApplicationDocument: { done: false },
    setCourseApplicationSchedule: { instalments: [{ amount: 1, dueDate: '2026-12-01' }] },
    addCourseApplicationPayment: { amount: 1, date: '2026-11-25', method: 'cash' },
    addLesson: { applicationId: 1, start: '2030-01-07T08:00:00.000Z', units: 1 },
    blockLessonTime: { start: '2030-01-07T08:00:00.000Z', end: '2030-01-07T09:00:00.000Z' },
    changeLessonStatus: { status: 'cancelled' },
    updateWorkingHours: { name: 'Peter', template: [] },
    addHoursException: { date: '2030-01-07', kind: 'holiday' },
    addVehicle: { name: 'Škoda Fabia', plate: 'RK-123AB', group: 'B', gearbox: 'manual', active: true },
    updateVehicle: { name: 'Škoda Fabia', plate: 'RK-123AB', group: 'B', gearbox: 'manual', active: true },
    updateSyllabus: { theory: 32, simulator: 4, ground: 4, road: 24, total: 38 },
    updateBookingSettings: {
      windowDays: 14,
      noticeHours: 12,
      maxUpcoming: 3,
      cancelHours: 24,
      requirePaidUpToDate: false,
    },
  };
  if (operationId === 'uploadOfferImage' || operationId === 'uploadTestQuestionImage')
    return { params, payload: tinyPng(), headers: { 'content-type': 'image/png' } };
  const body = bodies[operationId] ?? requestExample;
  return { params, ...(body ? { body } : {}) };
}

const ALG_NONE =
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwiZW1haWwiOiJ4QHkuc2siLCJyb2xlcyI6WyJST0xFX1VTRVIiLCJST0xFX0lOU1RSVUNUT1IiXSwiZXhwIjo0MTAyNDQ0ODAwfQ.';

const adminOperations = operations().filter((operation) => operation.secured && operation.path.startsWith('/admin/'));

describeEachDatabase('authorization matrix', (database) => {
  let api: TestApi;
  const tokens: Record<string, string | null> = {};

  beforeAll(async () => {
    api = await createTestApi(database());
    tokens['no token'] = null;
    tokens['forged token'] = await api.tokenFor([USER_ROLE, INSTRUCTOR_ROLE], {
      secret: 'another-secret-another-secret-0123456789',
    });
    tokens['expired token'] = await api.tokenFor([USER_ROLE, INSTRUCTOR_ROLE], { secondsValid: -60 });
    tokens['alg none token'] = ALG_NONE;
    tokens.ROLE_USER = await api.userToken();
    tokens.ROLE_INSTRUCTOR = await api.instructorToken();
  });
  afterAll(() => api.close());

  it('covers every admin operation of the contract', () => {
    expect(adminOperations.map((operation) => operation.path).every((path) => path.startsWith('/admin/'))).toBe(true);
    expect(adminOperations.length).toBeGreaterThan(60);
    // Each operation that takes JSON gets a body its schema accepts: written here or the contract's example.
    const withoutBody = adminOperations.filter(
      (operation) => operation.bodyTypes.includes('application/json') && validRequest(operation).body === undefined,
    );
    expect(withoutBody.map((operation) => operation.operationId)).toEqual([]);
  });

  const cases = adminOperations.flatMap((operation) =>
    (['no token', 'forged token', 'expired token', 'alg none token', 'ROLE_USER', 'ROLE_INSTRUCTOR'] as const).map(
      (who) => [`${operation.method} ${operation.path}`, who, operation] as const,
    ),
  );

  it.each(cases)('%s with %s', async (_name, who, operation) => {
    const response = await api.call(`${operation.method} ${operation.path}`, {
      ...validRequest(operation),
      token: tokens[who] ?? null,
    });
    if (who === 'ROLE_USER') expect(response.statusCode).toBe(403);
    else if (who === 'ROLE_INSTRUCTOR') expect([401, 403]).not.toContain(response.statusCode);
    else expect(response.statusCode).toBe(401);
    if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
  });
});
