import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { describeEachDatabase } from '../../test/databases.ts';
import { learningMaterialCategories, learningMaterials, mailOutbox } from '../features/tables.ts';
import { Outbox, outboxKey } from '../mail/outbox.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { openEmbeddedPostgres, UNFLUSHED_COMMIT } from './database.ts';
import { insertRows } from './insert-rows.ts';

describeEachDatabase('database', (database) => {
  it('applies the committed migrations and stores data', async () => {
    const { db } = database();
    const [category] = await db
      .insert(learningMaterialCategories)
      .values({ name: 'Dopravné značky', position: 2 })
      .returning();
    expect(category).toMatchObject({ name: 'Dopravné značky', position: 2, active: true });
    const rows = await db.select().from(learningMaterialCategories).orderBy(asc(learningMaterialCategories.id));
    expect(rows.map((row) => row.name)).toEqual(['Dopravné značky']);
  });

  it('refuses to delete a category that still holds materials', async () => {
    const { db } = database();
    const [category] = await db.insert(learningMaterialCategories).values({ name: 'Križovatky' }).returning();
    if (!category) throw new Error('insert returned nothing');
    await db
      .insert(learningMaterials)
      .values({ name: 'Prednosť v jazde', categoryId: category.id, content: '<p>x</p>' });
    await expect(
      db.delete(learningMaterialCategories).where(eq(learningMaterialCategories.id, category.id)),
    ).rejects.toThrow();
    const still = await db
      .select()
      .from(learningMaterialCategories)
      .where(eq(learningMaterialCategories.id, category.id));
    expect(still).toHaveLength(1);
  });

  it('answers the health ping', async () => {
    await expect(database().ping()).resolves.toBeUndefined();
  });

  it('commits a pipelined transaction whole: a read sent after a write sees it, and the COMMIT carries the rest', async () => {
    const { db, pipelinedTransaction } = database();
    let material: Promise<{ id: number }[]> = Promise.resolve([]);
    const seen = await pipelinedTransaction(async (tx, withCommit) => {
      const [inserted, listed] = await Promise.all([
        tx.insert(learningMaterialCategories).values({ name: 'Svetelné signály' }).returning(),
        tx.select().from(learningMaterialCategories).where(eq(learningMaterialCategories.name, 'Svetelné signály')),
      ]);
      material = withCommit(() =>
        tx
          .insert(learningMaterials)
          .values({
            name: 'Semafor',
            categoryId: inserted[0]?.id ?? 0,
            content: '<p>x</p>',
          })
          .returning({ id: learningMaterials.id }),
      );
      withCommit(() => tx.execute(UNFLUSHED_COMMIT));
      return listed.length;
    });
    expect(seen).toBe(1);
    // The statement's answer comes back, and the insert ran once although its answer was awaited.
    const materials = await db.select().from(learningMaterials).where(eq(learningMaterials.name, 'Semafor'));
    expect(materials).toHaveLength(1);
    expect(await material).toEqual([{ id: materials[0]?.id }]);
  });

  it('rolls a pipelined transaction back whole when a statement sent with the COMMIT fails, and the pool goes on', async () => {
    const { db, pipelinedTransaction } = database();
    let refused: Promise<unknown> = Promise.resolve();
    await expect(
      pipelinedTransaction(async (tx, withCommit) => {
        await tx.insert(learningMaterialCategories).values({ name: 'Odbočovanie' });
        // No category 999 999: the foreign key refuses it.
        refused = withCommit(() =>
          tx.insert(learningMaterials).values({ name: 'Vľavo', categoryId: 999_999, content: '<p>x</p>' }),
        );
      }),
    ).rejects.toThrow();
    await expect(refused).rejects.toThrow();
    let neverSent: Promise<unknown> = Promise.resolve();
    await expect(
      pipelinedTransaction(async (tx, withCommit) => {
        await tx.insert(learningMaterialCategories).values({ name: 'Cúvanie' });
        neverSent = withCommit(() => tx.insert(learningMaterialCategories).values({ name: 'Parkovanie' }));
        throw new Error('the work gave up');
      }),
    ).rejects.toThrow('the work gave up');
    // A statement the COMMIT would have carried fails with the transaction instead of waiting forever.
    await expect(neverSent).rejects.toThrow('the work gave up');
    const names = (await db.select().from(learningMaterialCategories)).map((row) => row.name);
    expect(names).not.toContain('Odbočovanie');
    expect(names).not.toContain('Cúvanie');
    expect(names).not.toContain('Parkovanie');
    await expect(pipelinedTransaction(() => undefined)).resolves.toBeUndefined();
  });

  it('sends the rows of insertRows and the outbox with the COMMIT inside the transaction, and rolls them back with it', async () => {
    const { db, pipelinedTransaction } = database();
    const outbox = new Outbox({
      database: database(),
      linkKey: outboxKey(new TextEncoder().encode('a-key-for-mail-without-links')),
      from: 'Autoškola <web@autoskola.sk>',
      smtpUrl: null,
      spoolDir: join(tmpdir(), 'unused-spool'),
    });
    let inserted: Promise<unknown> = Promise.resolve();
    await expect(
      pipelinedTransaction(async (tx, withCommit) => {
        await tx.insert(learningMaterialCategories).values({ name: 'Obchádzanie' });
        // Built by async helpers: they must still leave before the COMMIT, not after it on their own.
        inserted = withCommit(() => insertRows(tx, learningMaterialCategories, ['name'], [{ name: 'Otáčanie' }]));
        withCommit(() => outbox.enqueue([{ to: 'ziak@example.sk', subject: 'Jazda', body: 'Text' }], tx));
        withCommit(() =>
          tx.insert(learningMaterials).values({ name: 'Vpravo', categoryId: 999_999, content: '<p>x</p>' }),
        );
      }),
    ).rejects.toThrow();
    await inserted.catch(() => undefined);
    const names = (await db.select().from(learningMaterialCategories)).map((row) => row.name);
    expect(names).not.toContain('Obchádzanie');
    expect(names).not.toContain('Otáčanie');
    expect(await db.$count(mailOutbox)).toBe(0);
  });
});

describe('the embedded database in DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'autoskola-lock-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data across restarts and refuses a second owner while open', async () => {
    const first = await openEmbeddedPostgres(dataDir);
    try {
      await first.db.insert(learningMaterialCategories).values({ name: 'Prvá pomoc' });
      await expect(openEmbeddedPostgres(dataDir)).rejects.toThrow(DataDirLockedError);
    } finally {
      await first.close();
    }
    const reopened = await openEmbeddedPostgres(dataDir);
    try {
      const rows = await reopened.db.select().from(learningMaterialCategories);
      expect(rows.map((row) => row.name)).toEqual(['Prvá pomoc']);
    } finally {
      await reopened.close();
    }
  });

  it('names the holder when another process has the directory', async () => {
    // The parent of the test runner is alive for the whole test: it stands for "another server".
    writeFileSync(join(dataDir, 'server.pid'), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(/is in use by another running server/);
    rmSync(join(dataDir, 'server.pid'));
  });

  it.each([
    ['a process that died', '999999999'],
    ['an earlier run that had our pid', String(process.pid)],
  ])('takes over a directory left by %s', (_case, stalePid) => {
    writeFileSync(join(dataDir, 'server.pid'), stalePid);
    const release = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
