/**
 * The API's answers that belong to no feature (a bad request, a missing login, a form with
 * errors): the server says them and the mocks say them alike.
 */
export const API_MESSAGES = {
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
