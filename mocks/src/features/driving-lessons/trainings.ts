import type { Schemas } from '@autoskola/api-client';
import { paymentsOf } from '@autoskola/rules/course-application-payments';

/**
 * The mocks' lessons' one link to course applications, as on the server
 * (server/src/features/driving-lessons/trainings.ts): what a student's application in training
 * tells about its payments and documents, by that feature's rules. The rest of this folder
 * imports them from here, so a change of the other feature is met in one file.
 */
export { hasOverdueInstalment, paymentsOf } from '@autoskola/rules/course-application-payments';
export { DOCUMENT_LABELS } from '@autoskola/rules/course-applications';

/** A student's application's payments: its schedule and what came, as the lessons ask about them. */
export type TrainingPayments = Schemas['CourseApplicationPayments'];

/** An application with nothing scheduled and nothing paid: nothing is due (the demo's students). */
export const noPayments = (): TrainingPayments => paymentsOf(0, [], []);
