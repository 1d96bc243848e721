import type { Db } from './database.ts';
import { oncePer } from './once-per.ts';

/**
 * A statement drizzle builds once for each Db (the pool's, or one pooled connection's in a
 * pipelined transaction) and PostgreSQL parses and plans once per connection: the statements
 * every request runs (the session's user, a booking's locks and reads) skip both.
 */
export const preparedFor = <Statement>(build: (db: Db) => Statement): ((db: Db) => Statement) => oncePer(build);
