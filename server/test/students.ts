import { decodeJwt } from 'jose';
import { courseApplicationEvents, courseApplications } from '../src/features/tables.ts';
import type { TestApi } from './api.ts';

const DAY_MS = 86_400_000;

/** An application as stored, in training: what the lesson tests need of a student's course file. */
export const storedApplication = (
  overrides: Partial<typeof courseApplications.$inferInsert> = {},
): typeof courseApplications.$inferInsert => ({
  courseName: 'Skupina B',
  licenceGroup: 'B',
  price: 89000, // cents (decision 0035)
  firstname: 'Jana',
  lastname: 'Nováková',
  birthDate: '2000-01-01',
  email: `jana.${Date.now()}.${Math.random()}@example.sk`,
  phone: '+421 905 000 000',
  street: 'Hlavná 1',
  town: 'Ružomberok',
  postalCode: '034 01',
  heldGroups: [],
  status: 'training',
  confirmedAt: new Date(),
  ...overrides,
});

/** A logged-in student (proven address) whose application has been in training for 100 days. */
export async function studentInTraining(api: TestApi, overrides: Partial<typeof courseApplications.$inferInsert> = {}) {
  const token = await api.userToken();
  const userId = Number(decodeJwt(token).sub);
  const { email } = (await api.call('GET /auth/me', { token })).json().user as { email: string };
  const [application] = await api.database.db
    .insert(courseApplications)
    .values(storedApplication({ userId, lastname: `Nováková ${userId}`, email, ...overrides }))
    .returning();
  if (!application) throw new Error('no application');
  await api.database.db
    .insert(courseApplicationEvents)
    .values({ applicationId: application.id, status: 'training', at: new Date(Date.now() - 100 * DAY_MS) });
  return { token, userId, email, applicationId: application.id };
}
