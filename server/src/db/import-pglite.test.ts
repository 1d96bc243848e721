import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import {
  contactMessages,
  drivingLessons,
  learningMaterialCategories,
  learningMaterials,
  lessonInstructors,
  lessonMonthTotals,
  users,
} from '../features/tables.ts';
import { migrationsFolder, openEmbeddedPostgres } from './database.ts';

describe('a DATA_DIR from before decision 0021 (PGlite in DATA_DIR/db)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'autoskola-import-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every row and carries on numbering where PGlite stopped, once', async () => {
    const old = new PGlite(join(dataDir, 'db'), { extensions: { btree_gist } });
    const oldDb = drizzle(old);
    await migrate(oldDb, { migrationsFolder });
    const [category] = await oldDb.insert(learningMaterialCategories).values({ name: 'Dopravné značky' }).returning();
    await oldDb.insert(learningMaterials).values({
      name: 'Výstražné značky',
      categoryId: category?.id as number,
      content: '<p>Trojuholník s červeným okrajom.</p>',
    });
    const [instructor] = await oldDb
      .insert(users)
      .values({
        email: 'Ucitel@Autoskola.sk',
        passwordHash: 'hash',
        roles: ['ROLE_USER', 'ROLE_INSTRUCTOR'],
        createdAt: new Date('2026-03-01T08:30:00.123Z'),
      })
      .returning();
    await oldDb.insert(lessonInstructors).values({ userId: instructor?.id as number, name: 'Peter Horváth' });
    await oldDb.insert(drivingLessons).values({
      instructorId: instructor?.id as number,
      startsAt: new Date('2026-03-02T08:00:00Z'),
      endsAt: new Date('2026-03-02T09:30:00Z'),
      units: 2,
      status: 'driven',
    });
    for (const n of [1, 2, 3]) {
      await oldDb.insert(contactMessages).values({
        firstname: 'Ján',
        lastname: 'Novák',
        email: 'jan@example.sk',
        phone: '',
        message: `Správa č. ${n}`,
      });
    }
    // Deleted messages leave their numbers used.
    await oldDb.delete(contactMessages);
    await oldDb.insert(contactMessages).values({
      firstname: 'Mária',
      lastname: 'Kováčová',
      email: 'maria@example.sk',
      phone: '+421900111222',
      message: 'Posledná správa pred prechodom.',
    });
    await old.close();

    const database = await openEmbeddedPostgres(dataDir);
    try {
      const { db } = database;
      expect(existsSync(join(dataDir, 'db'))).toBe(false);
      expect(existsSync(join(dataDir, 'db-pglite-imported', 'PG_VERSION'))).toBe(true);
      expect((await db.select().from(learningMaterials)).map((row) => row.name)).toEqual(['Výstražné značky']);
      const [user] = await db.select().from(users);
      expect(user).toMatchObject({ email: 'Ucitel@Autoskola.sk', roles: ['ROLE_USER', 'ROLE_INSTRUCTOR'] });
      expect(user?.createdAt.toISOString()).toBe('2026-03-01T08:30:00.123Z');
      // The copy runs without triggers; the overview's month totals are computed from its rows after it.
      expect(await db.select().from(lessonMonthTotals)).toMatchObject([
        { month: '2026-03-01', status: 'driven', lessons: 1, seconds: 5400, licenceGroup: null },
      ]);
      const messages = await db.select().from(contactMessages).orderBy(asc(contactMessages.id));
      expect(messages.map((row) => [row.id, row.message])).toEqual([[4, 'Posledná správa pred prechodom.']]);
      // The sequence goes on after PGlite's last number, not from 1.
      const [next] = await db
        .insert(contactMessages)
        .values({ firstname: 'Peter', lastname: 'Malý', email: 'peter@example.sk', phone: '', message: 'Prvá nová.' })
        .returning();
      expect(next?.id).toBe(5);
    } finally {
      await database.close();
    }
    // A second start imports nothing more.
    const again = await openEmbeddedPostgres(dataDir);
    try {
      expect(await again.db.select().from(contactMessages)).toHaveLength(2);
    } finally {
      await again.close();
    }
  });
});
