// Vitest's global setup for the server's tests: one PostgreSQL from the npm binaries (the
// embedded default's own), started once; every suite gets a throwaway database on it
// (test/databases.ts) instead of waiting for an initdb of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { EMBEDDED_SETTINGS } from '../src/db/database.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedPostgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'autoskola-test-pg-'));
  const postgres = await startEmbeddedPostgres(join(dir, 'postgres'), EMBEDDED_SETTINGS);
  project.provide('embeddedPostgresUrl', postgres.url);
  return async () => {
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
