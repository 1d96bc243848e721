import { openPostgres } from '../src/db/database.ts';
import { createTestApi, type TestApi } from './api.ts';
import { createThrowawayPostgres } from './throwaway-postgres.ts';

/**
 * Two server instances (two test APIs, each with its own pool and LISTEN connection) on one
 * throwaway database of the PostgreSQL server at `serverUrl`: what one writes, the other must
 * hear about. Everything is closed and dropped afterwards.
 */
export async function withTwoApis(
  serverUrl: string,
  run: (writer: TestApi, reader: TestApi) => Promise<void>,
): Promise<void> {
  const throwaway = await createThrowawayPostgres(serverUrl);
  const first = await openPostgres(throwaway.url);
  const second = await openPostgres(throwaway.url);
  const writer = await createTestApi(first);
  const reader = await createTestApi(second);
  try {
    await run(writer, reader);
  } finally {
    await writer.close();
    await reader.close();
    await first.close();
    await second.close();
    await throwaway.drop();
  }
}
