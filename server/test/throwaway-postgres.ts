import { randomBytes } from 'node:crypto';
import pg from 'pg';

// No test-runner globals here: the browser tests and the benchmarks use this file too.

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty PostgreSQL database on the server of `serverUrl`: its address and how to drop it. */
export async function createThrowawayPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `autoskola_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
