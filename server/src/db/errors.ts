/** The PostgreSQL error as raised by pg (through Drizzle, which may wrap it). */
function pgError(error: unknown): { code: string; constraint?: string } | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
  }
  return undefined;
}

const pgCode = (error: unknown) => pgError(error)?.code;

/** The name of the constraint that refused the change, when the driver reports it. */
export const violatedConstraint = (error: unknown) => pgError(error)?.constraint;

/** A foreign key refused the change (23001: ON DELETE RESTRICT, 23503: missing or referenced row). */
export const isForeignKeyViolation = (error: unknown) => ['23001', '23503'].includes(pgCode(error) ?? '');
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
/** An exclusion constraint refused the row: it overlaps one that holds the same time (lessons). */
export const isExclusionViolation = (error: unknown) => pgCode(error) === '23P01';
/** PostgreSQL ended this transaction to break a deadlock (40P01); trying it again may succeed. */
export const isDeadlock = (error: unknown) => pgCode(error) === '40P01';
