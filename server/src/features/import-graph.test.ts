import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * Links, not reach-ins (decision 0023, issue 53): a feature's code asks another feature only
 * through that feature's public face, `public.ts`. Only a feature's own `*-tables.ts` may name
 * another feature's `*-tables.ts`, for a foreign key: integrity stays in the database.
 */
const FEATURES = import.meta.dirname;
const PUBLIC_FACE = 'public.ts';
const isTablesFile = (file: string) => file.endsWith('-tables.ts');

/** A file's import and export specifiers, static and dynamic, as TypeScript reads them. */
function specifiersOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** The feature folder a path (relative to features/) is in, and the file's path inside it; null at the root. */
function placeOf(path: string): { feature: string; file: string } | null {
  const [feature, ...rest] = path.split(sep);
  return feature && rest.length > 0 ? { feature, file: rest.join('/') } : null;
}

/**
 * Why `from` (relative to features/) may not import `specifier`, or null when it may: another
 * feature's public face always, its tables from one's own tables file, nothing else of it.
 */
function reachIn(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const source = placeOf(from);
  const target = placeOf(relative(FEATURES, resolve(FEATURES, dirname(from), specifier)));
  if (!source || !target || target.feature === source.feature || target.feature === '..') return null;
  if (target.file === PUBLIC_FACE) return null;
  if (isTablesFile(target.file) && !target.file.includes('/') && isTablesFile(source.file)) return null;
  return isTablesFile(target.file)
    ? `${from} imports ${target.feature}/${target.file}: another feature's tables only from its own *-tables.ts`
    : `${from} imports ${target.feature}/${target.file}: only ${target.feature}/${PUBLIC_FACE}`;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The ground floor (issue 53): what the features build on names no feature. Only the composers
 * import features: app.ts and main.ts beside these folders, the CLI and the features themselves.
 * A test of the ground floor may run over the registries (the module list, the table registry),
 * never a feature's own files.
 */
const SERVER_SRC = resolve(FEATURES, '..');
const GROUND_FLOOR = [
  'api',
  'auth',
  'backup',
  'content',
  'contract',
  'db',
  'http',
  'images',
  'jobs',
  'mail',
  'modules',
  'web',
];
const COMPOSERS = ['cli', 'features'];
const REGISTRIES = ['features/index.ts', 'features/tables.ts'];

/** Why `from` (relative to server/src, in a ground-floor folder) may not import `specifier`, or null. */
function reachUp(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = relative(SERVER_SRC, resolve(SERVER_SRC, dirname(from), specifier))
    .split(sep)
    .join('/');
  if (!target.startsWith('features/')) return null;
  if (REGISTRIES.includes(target) && from.endsWith('.test.ts')) return null;
  return `${from} imports ${target}: the ground floor imports no feature`;
}

describe("the features' import graph", () => {
  it("has no feature importing another feature's tables or internals", () => {
    const reachIns = sourceFiles(FEATURES).flatMap((path) => {
      const from = relative(FEATURES, path);
      return specifiersOf(readFileSync(path, 'utf8')).flatMap((specifier) => reachIn(from, specifier) ?? []);
    });
    expect(reachIns).toEqual([]);
  });

  it('tells a public face and a declared link from a reach-in', () => {
    const lessons = (file: string) => join('driving-lessons', file);
    expect(reachIn(lessons('lesson-json.ts'), '../course-applications/public.ts')).toBeNull();
    expect(
      reachIn(lessons('driving-lesson-tables.ts'), '../course-applications/course-application-tables.ts'),
    ).toBeNull();
    expect(reachIn(lessons('lesson-json.ts'), './driving-lesson-tables.ts')).toBeNull();
    expect(reachIn(lessons('lesson-json.ts'), '../../db/core-tables.ts')).toBeNull();
    expect(reachIn(lessons('lesson-json.ts'), '../course-applications/course-application-tables.ts')).toMatch(
      /tables only from its own/,
    );
    expect(reachIn(lessons('index.ts'), '../course-applications/course-settings-handlers.ts')).toMatch(
      /only course-applications\/public\.ts/,
    );
    expect(
      specifiersOf(
        "import { a } from '../b/c.ts';\nexport { d } from '../e/f.ts';\nconst g = await import('../h/i.ts');",
      ),
    ).toEqual(['../b/c.ts', '../e/f.ts', '../h/i.ts']);
  });
});

describe("the ground floor's import graph", () => {
  it('names every folder of server/src as ground floor or a composer', () => {
    const folders = readdirSync(SERVER_SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...GROUND_FLOOR, ...COMPOSERS].sort());
  });

  it('has no ground-floor module importing a feature', () => {
    const reachUps = GROUND_FLOOR.flatMap((folder) =>
      sourceFiles(join(SERVER_SRC, folder)).flatMap((path) => {
        const from = relative(SERVER_SRC, path).split(sep).join('/');
        return specifiersOf(readFileSync(path, 'utf8')).flatMap((specifier) => reachUp(from, specifier) ?? []);
      }),
    );
    expect(reachUps).toEqual([]);
  });

  it('tells a reach up from an import of the ground floor', () => {
    expect(reachUp('db/core-tables.ts', '../features/contact-messages/contact-message-tables.ts')).toMatch(
      /db\/core-tables\.ts imports features\/contact-messages\/contact-message-tables\.ts/,
    );
    expect(reachUp('db/schema.ts', '../features/tables.ts')).toMatch(/the ground floor imports no feature/);
    expect(reachUp('http/http-server.ts', '../web/security-headers.ts')).toBeNull();
    expect(reachUp('db/database.ts', './once-per.ts')).toBeNull();
    expect(reachUp('db/database.ts', 'drizzle-orm')).toBeNull();
    expect(reachUp('db/database.test.ts', '../features/tables.ts')).toBeNull();
    expect(reachUp('db/database.test.ts', '../features/offers/offer-tables.ts')).toMatch(/imports no feature/);
  });
});
