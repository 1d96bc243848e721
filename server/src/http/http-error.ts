/** An answer other than success, with the JSON body of DESIGN.md: { message, errors? }. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string> | undefined;
  /** Headers the answer carries, e.g. Retry-After with a 429 of a per-account limit. */
  readonly headers: Record<string, string> | undefined;

  constructor(statusCode: number, message: string, errors?: Record<string, string>, headers?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}
