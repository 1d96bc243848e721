import { API_MESSAGES } from '@autoskola/rules/api-messages';
import { HttpError } from '../http/http-error.ts';

// Thrown by handlers and by the modules below them (image processing); answered by app.ts.
export { HttpError };

// The mocks answer with the same texts (@autoskola/rules).
export const MESSAGES = API_MESSAGES;

export const notFound = () => new HttpError(404, MESSAGES.notFound);

/** 422 with one message per field; nothing is thrown when there are none. */
export function assertNoFieldErrors(errors: Record<string, string>, message: string = MESSAGES.validationFailed): void {
  if (Object.keys(errors).length > 0) throw new HttpError(422, message, errors);
}
