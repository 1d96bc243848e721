import { HttpError } from '../http/http-error.ts';

// Thrown by handlers and by the modules below them (image processing); answered by app.ts.
export { HttpError };

export const MESSAGES = {
  badRequest: 'Neplatná požiadavka.',
  unauthorized: 'Prihlásenie vypršalo alebo chýba. Prihláste sa znova.',
  forbidden: 'Na túto akciu nemáte oprávnenie.',
  notFound: 'Položka neexistuje.',
  tooManyRequests: 'Príliš veľa pokusov. Skúste to znova o chvíľu.',
  validationFailed: 'Formulár obsahuje chyby.',
  serverError: 'Nastala chyba servera.',
  missingBody: 'Požiadavka nemá telo.',
  databaseDown: 'Databáza je nedostupná.',
} as const;

export const notFound = () => new HttpError(404, MESSAGES.notFound);

/** 422 with one message per field; nothing is thrown when there are none. */
export function assertNoFieldErrors(errors: Record<string, string>, message: string = MESSAGES.validationFailed): void {
  if (Object.keys(errors).length > 0) throw new HttpError(422, message, errors);
}
