import { createHash } from 'node:crypto';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import { oncePer } from './once-per.ts';

/** Turns drizzle's SQL into its text once; the statements below have no values of their own. */
const dialect = new PgDialect();

interface InsertStatement {
  execute(values: Record<string, unknown>): Promise<unknown>;
}

interface Insert {
  /** The statement prepared on a Db's connection (each pooled connection parses and plans it once). */
  on: (db: Db) => InsertStatement;
  keys: readonly string[];
}

/**
 * INSERT … SELECT FROM unnest(one array per column): a single parameter per column however many
 * rows, so one text for every batch, prepared once per connection. PostgreSQL neither parses nor
 * plans it again, and drizzle does not build it again: a booking at a large school spent more
 * on building and planning its three inserts than on running them (bench/notes.md, issue 52).
 * `keys` names the columns to fill; a row without one of them stores NULL there.
 */
function insertOf<Table extends PgTable>(
  table: Table,
  keys: readonly string[],
  mode: 'ids' | 'rows unless taken',
): Insert {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const targets = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`insertRows: ${key} is not a column`);
    return column;
  });
  const names = sql.join(
    targets.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const arrays = sql.join(
    targets.map((column, index) => sql`${sql.placeholder(String(index))}::${sql.raw(arrayType(column))}[]`),
    sql`, `,
  );
  const all = Object.entries(columns);
  const tail =
    mode === 'ids'
      ? sql`RETURNING id`
      : sql`ON CONFLICT DO NOTHING RETURNING ${sql.join(
          all.map(([, column]) => sql.identifier(column.name)),
          sql`, `,
        )}`;
  const query = dialect.sqlToQuery(sql`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays}) ${tail}`);
  // PostgreSQL keeps 63 bytes of a name: the table and a hash of the text tell the statements apart.
  const name = `insert_${getTableName(table).slice(0, 30)}_${createHash('sha256').update(query.sql).digest('hex').slice(0, 16)}`;
  // Whole rows come back as drizzle's own queries answer them (Dates, numbers), mapped by the table's columns.
  const fields = mode === 'ids' ? undefined : all.map(([key, column]) => ({ path: [key], field: column }));
  return {
    keys,
    on: oncePer((db: Db) => db._.session.prepareQuery(query, fields, name, fields !== undefined)),
  };
}

/** The type of a column's values: a serial is an integer filled from its sequence when not given. */
const SERIAL_TYPES: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };
const arrayType = (column: PgColumn) => SERIAL_TYPES[column.getSQLType()] ?? column.getSQLType();

const memo = new Map<string, Insert>();
function insertFor(table: PgTable, keys: readonly string[], mode: 'ids' | 'rows unless taken'): Insert {
  const key = `${getTableName(table)}|${mode}|${keys.join(',')}`;
  let insert = memo.get(key);
  if (!insert) {
    insert = insertOf(table, keys, mode);
    memo.set(key, insert);
  }
  return insert;
}

function valuesOf(insert: Insert, rows: readonly Record<string, unknown>[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [index, key] of insert.keys.entries()) values[String(index)] = rows.map((row) => row[key] ?? null);
  return values;
}

/**
 * Inserts the rows and answers their ids in order. Not async, and the statement sent here: sent
 * with a pipelined transaction's COMMIT (withCommit), it must leave before the COMMIT, not a
 * microtask later after it, outside the transaction.
 */
export function insertRows<Table extends PgTable & { id: unknown }>(
  db: Db,
  table: Table,
  keys: (keyof Table['$inferInsert'] & string)[],
  rows: Table['$inferInsert'][],
): Promise<number[]> {
  if (rows.length === 0) return Promise.resolve([]);
  const insert = insertFor(table, keys, 'ids');
  return insert
    .on(db)
    .execute(valuesOf(insert, rows as Record<string, unknown>[]))
    .then((result) => (result as { rows: { id: number }[] }).rows.map((row) => row.id));
}

/**
 * Inserts the rows a constraint lets in (ON CONFLICT DO NOTHING: an exclusion constraint's
 * overlap skips the row) and answers those, whole. Sent at once, as insertRows.
 */
export function insertRowsUnlessTaken<Table extends PgTable>(
  db: Db,
  table: Table,
  keys: (keyof Table['$inferInsert'] & string)[],
  rows: Table['$inferInsert'][],
): Promise<Table['$inferSelect'][]> {
  if (rows.length === 0) return Promise.resolve([]);
  const insert = insertFor(table, keys, 'rows unless taken');
  return insert.on(db).execute(valuesOf(insert, rows as Record<string, unknown>[])) as Promise<Table['$inferSelect'][]>;
}
