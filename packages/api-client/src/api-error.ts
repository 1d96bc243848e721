export const UNKNOWN_API_ERROR = 'Unknown API error';

/** A non-success answer: the message is the body's `message`, else 'Unknown API error' (SPEC §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Readonly<Record<string, string>>;

  constructor(status: number, body: unknown) {
    const { message, errors } = (typeof body === 'object' && body !== null ? body : {}) as {
      message?: unknown;
      errors?: unknown;
    };
    super(typeof message === 'string' && message !== '' ? message : UNKNOWN_API_ERROR);
    this.name = 'ApiError';
    this.status = status;
    this.errors =
      typeof errors === 'object' && errors !== null
        ? Object.fromEntries(
            Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
          )
        : {};
  }
}
