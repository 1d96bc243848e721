import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from './database.ts';
import { copyPgliteTemplate, createPgliteTemplate } from './pglite-template.ts';
import { users } from './schema.ts';

describe('the empty PGlite database made at build time', () => {
  let root: string;
  let template: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'autoskola-template-'));
    template = join(root, 'template');
    await createPgliteTemplate(template);
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('becomes a new DATA_DIR database that opens, migrates and keeps what is written', async () => {
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    expect(copyPgliteTemplate(join(dataDir, 'db'), template)).toBe(true);
    expect(readdirSync(dataDir)).toEqual(['db']);
    const first = await openPglite(dataDir);
    await first.db.insert(users).values({ email: 'a@example.sk', passwordHash: 'x' });
    await first.close();
    const again = await openPglite(dataDir);
    const rows = await again.db.select({ email: users.email }).from(users);
    await again.close();
    expect(rows).toEqual([{ email: 'a@example.sk' }]);
  }, 60_000);

  it('never touches a database that is already there', () => {
    const databaseDir = join(root, 'existing', 'db');
    mkdirSync(databaseDir, { recursive: true });
    writeFileSync(join(databaseDir, 'PG_VERSION'), '17\n');
    expect(copyPgliteTemplate(databaseDir, template)).toBe(false);
    expect(readdirSync(databaseDir)).toEqual(['PG_VERSION']);
  });

  it('is not used when it was made by another PGlite version (PGlite then runs initdb itself)', () => {
    writeFileSync(join(template, 'autoskola-pglite-version'), '0.0.1');
    const databaseDir = join(root, 'other', 'db');
    expect(copyPgliteTemplate(databaseDir, template)).toBe(false);
    expect(existsSync(databaseDir)).toBe(false);
  });
});
