/** An answer other than success, with the JSON body of DESIGN.md: { message, errors? }. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string> | undefined;

  constructor(statusCode: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

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
