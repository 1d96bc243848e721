import { pgSchema } from 'drizzle-orm/pg-core';

/**
 * Tables derived from the others' rows by the database's own triggers (decision 0043): the
 * server reads them and never writes them. They live outside schema public, so backups leave
 * them out (a restore's copy fills them again through the same triggers); `derived.rebuild()`
 * recomputes them all from the rows, as a migration or an import without triggers needs.
 */
export const derivedSchema = pgSchema('derived');
