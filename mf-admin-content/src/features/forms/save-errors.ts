import { ApiError, errorMessage, translateFieldErrors } from '@autoskola/api-client';

export const SAVE_FAILED = 'Nastala chyba pri odoslaní.';

/**
 * What a failed save shows: the server's field messages on their fields (translated where
 * known) and the error's message under the form, or 'Nastala chyba pri odoslaní.'.
 */
export function saveFailure(error: unknown, setFieldError: (field: string, message: string) => void): string {
  if (error instanceof ApiError) {
    for (const [field, message] of Object.entries(translateFieldErrors(error.errors))) setFieldError(field, message);
  }
  return errorMessage(error, SAVE_FAILED);
}
