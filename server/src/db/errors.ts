/** PostgreSQL error codes as raised by pg and by PGlite (through Drizzle, which may wrap them). */
function pgCode(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A foreign key refused the change (23001: ON DELETE RESTRICT, 23503: missing or referenced row). */
export const isForeignKeyViolation = (error: unknown) => ['23001', '23503'].includes(pgCode(error) ?? '');
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
