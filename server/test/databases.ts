import { type Database, openPglite, openPostgres } from '../src/db/database.ts';
import { createThrowawayPostgres } from './throwaway-postgres.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

/** A throwaway PostgreSQL database on the server of TEST_DATABASE_URL, dropped when closed. */
async function openThrowawayPostgres(serverUrl: string): Promise<Database> {
  const throwaway = await createThrowawayPostgres(serverUrl);
  const database = await openPostgres(throwaway.url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabases(): TestDatabase[] {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const list: TestDatabase[] = [{ name: 'pglite', open: () => openPglite(null) }];
  if (serverUrl) list.push({ name: 'postgres', open: () => openThrowawayPostgres(serverUrl) });
  return list;
}

/**
 * Runs a suite once per database. The suite gets a getter, valid inside its tests, for a fresh
 * migrated database of that kind.
 */
export function describeEachDatabase(title: string, suite: (database: () => Database) => void): void {
  for (const kind of testDatabases()) {
    describe(`${title} [${kind.name}]`, () => {
      let database: Database | undefined;
      beforeAll(async () => {
        database = await kind.open();
      });
      afterAll(async () => {
        await database?.close();
      });
      suite(() => {
        if (!database) throw new Error('database not open yet');
        return database;
      });
    });
  }
}
