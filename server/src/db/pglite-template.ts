import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A new PGlite database is an initdb run inside WebAssembly: 1.7–2.9 s of a first start on this
 * machine. `npm run build` runs it once (server/build.ts) and a first start copies the result into
 * DATA_DIR instead (decision 0017). The migrations still run at start, as on every start.
 */
export const pgliteTemplateDir = fileURLToPath(new URL('../../dist/pglite-template', import.meta.url));
const VERSION_FILE = 'autoskola-pglite-version';

/** The installed PGlite's version: a template from another version is never used. */
function installedPgliteVersion(): string {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const packageJson = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

/** Creates the template (at build time): an empty database of the installed PGlite. */
export async function createPgliteTemplate(templateDir = pgliteTemplateDir): Promise<void> {
  rmSync(templateDir, { recursive: true, force: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(templateDir);
  await client.waitReady;
  await client.close();
  writeFileSync(join(templateDir, VERSION_FILE), installedPgliteVersion());
}

/**
 * Puts a copy of the template at `databaseDir` when there is no database there yet. Copied beside
 * it and renamed, so a crash halfway leaves no half database. False when there is no usable
 * template: PGlite then creates the database itself.
 */
export function copyPgliteTemplate(databaseDir: string, templateDir = pgliteTemplateDir): boolean {
  if (existsSync(databaseDir)) return false;
  const versionFile = join(templateDir, VERSION_FILE);
  if (!existsSync(versionFile) || readFileSync(versionFile, 'utf8') !== installedPgliteVersion()) return false;
  const partial = `${databaseDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(templateDir, partial, { recursive: true, filter: (source) => !source.endsWith(VERSION_FILE) });
  renameSync(partial, databaseDir);
  return true;
}
