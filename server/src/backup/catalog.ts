import type pg from 'pg';

export interface CatalogTable {
  /** format('%I.%I'): how backup.ts names it in the manifest. */
  name: string;
  schema: string;
  table: string;
  /** quote_ident of each column, as the manifest lists them. */
  columns: string[];
  /** The columns' names as they are. */
  names: string[];
}

/**
 * The tables of schema public and their columns, from the catalog: what a backup writes, and what
 * a restore holds an archive's manifest against (it never takes names from the archive).
 */
export async function catalogTables(client: pg.ClientBase): Promise<CatalogTable[]> {
  const { rows } = await client.query<CatalogTable>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name, n.nspname AS schema, c.relname AS table,
            array_agg(quote_ident(a.attname) ORDER BY a.attnum) AS columns,
            array_agg(a.attname::text ORDER BY a.attnum) AS names
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      GROUP BY n.nspname, c.relname
      ORDER BY c.relname`,
  );
  return rows;
}
