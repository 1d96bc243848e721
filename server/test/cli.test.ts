import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { changeRole, createUser, seedDemo } from '../src/cli/commands.ts';
import { sanitizeRichText } from '../src/content/rich-text.ts';
import {
  courseApplicationPayments,
  courseApplications,
  drivingLessons,
  learningMaterialCategories,
  learningMaterials,
  offers,
  testQuestions,
} from '../src/features/tables.ts';
import { describeEachDatabase } from './databases.ts';
import { reservedPort, runCli, startServer, waitForHealth } from './process.ts';

const cli = (dataDir: string, ...args: string[]) => runCli({ DATA_DIR: dataDir }, ...args);

describeEachDatabase('CLI commands', (database) => {
  it('creates users, changes roles and refuses mistakes', async () => {
    const { db } = database();
    expect(await createUser(db, { email: 'ucitel@autoskola.sk', password: 'heslo123' })).toContain('ROLE_USER');
    await expect(createUser(db, { email: 'UCITEL@autoskola.sk', password: 'heslo123' })).rejects.toThrow(
      'already exists',
    );
    await expect(createUser(db, { email: 'zly', password: 'heslo123' })).rejects.toThrow('Not a valid e-mail');
    await expect(createUser(db, { email: 'x@y.sk', password: '123' })).rejects.toThrow('at least 6');
    await expect(createUser(db, { email: 'x@y.sk', password: 'heslo123', roles: ['ROLE_ADMIN'] })).rejects.toThrow(
      'Unknown role',
    );

    expect(await changeRole(db, { email: 'ucitel@autoskola.sk', add: 'ROLE_INSTRUCTOR' })).toBe(
      'ucitel@autoskola.sk now has roles ROLE_INSTRUCTOR, ROLE_USER.',
    );
    expect(await changeRole(db, { email: 'ucitel@autoskola.sk', add: 'ROLE_INSTRUCTOR' })).toContain(
      'ROLE_INSTRUCTOR, ROLE_USER.',
    );
    expect(await changeRole(db, { email: 'ucitel@autoskola.sk', remove: 'ROLE_INSTRUCTOR' })).toBe(
      'ucitel@autoskola.sk now has roles ROLE_USER.',
    );
    await expect(changeRole(db, { email: 'nikto@autoskola.sk', add: 'ROLE_INSTRUCTOR' })).rejects.toThrow('No user');
  });

  it('seeds a believable school once, with theory-test questions and their pictures', async () => {
    const { db } = database();
    const imagesRoot = mkdtempSync(join(tmpdir(), 'autoskola-seed-images-'));
    // The lessons' number follows the calendar (the demo ends two weeks after today).
    expect(await seedDemo(db, imagesRoot)).toMatch(
      /^Added 5 offers, 3 categories, 10 materials, 43 test questions, 25 course applications, 3 instructors, 2 vehicles, 30 students in training, \d{3} driving lessons, 14 exam dates, 14 students who finished with the exam, 27 exam registrations and 2 announcements\.$/,
    );
    const lessons = await db.select().from(drivingLessons);
    // Each student's lessons so far, within a few units of the syllabus (issue 51), and two weeks booked.
    expect(lessons.length).toBeGreaterThan(400);
    expect(lessons.length).toBeLessThan(1000);
    expect(new Set(lessons.map((row) => row.instructorId)).size).toBe(3);
    // The students in training, each with an account; the past exam students' lessons have none.
    expect(new Set(lessons.flatMap((row) => (row.studentId === null ? [] : [row.studentId]))).size).toBe(30);
    expect(lessons.filter((row) => row.status === 'booked' && row.startsAt > new Date()).length).toBeGreaterThan(20);
    const questions = await db.select().from(testQuestions);
    expect(questions).toHaveLength(43);
    expect(new Set(questions.map((row) => row.categoryId)).size).toBe(3);
    const pictured = questions.filter((row) => row.imageUpdatedAt !== null);
    expect(pictured.length).toBeGreaterThanOrEqual(3);
    const sharp = (await import('sharp')).default;
    for (const row of pictured) {
      const meta = await sharp(join(imagesRoot, 'question', `${row.id}.jpg`)).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
    }
    rmSync(imagesRoot, { recursive: true, force: true });
    const names = (await db.select({ name: offers.name }).from(offers)).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Skupina A', 'Skupina B', 'Skupina C', 'Skupina BE']));
    expect(await db.$count(learningMaterialCategories)).toBe(3);
    expect(await db.$count(learningMaterials)).toBe(10);
    // Applications in every status, some of minors with a parent's consent, some part-paid.
    const applications = await db.select().from(courseApplications);
    expect(new Set(applications.map((row) => row.status))).toEqual(
      new Set(['new', 'verified', 'enrolled', 'training', 'exam', 'finished', 'cancelled']),
    );
    expect(
      applications.filter((row) => row.parentEmail !== null && row.parentConsentAt !== null).length,
    ).toBeGreaterThan(2);
    const paid = await db.select().from(courseApplicationPayments);
    expect(paid.length).toBeGreaterThan(5);
    await expect(seedDemo(db, imagesRoot)).rejects.toThrow('already has offers');
    // Stored exactly as the editor's save would store it: the mocks serve the same text.
    const stored = await db.select({ content: learningMaterials.content }).from(learningMaterials);
    for (const { content } of stored) expect(sanitizeRichText(content)).toBe(content);
    expect(stored.map((row) => row.content).join('')).toContain('rel="noopener noreferrer" target="_blank"');
  });
});

describe('the CLI process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'autoskola-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('works on DATA_DIR while no server runs', () => {
    const created = cli(dataDir, 'user:create', '--email', 'prvy@autoskola.sk', '--password', 'heslo123');
    expect(created).toEqual({ status: 0, output: 'Created prvy@autoskola.sk with roles ROLE_USER.\n' });
    const role = cli(dataDir, 'user:role', '--email', 'prvy@autoskola.sk', '--add', 'ROLE_INSTRUCTOR');
    expect(role.output).toBe('prvy@autoskola.sk now has roles ROLE_INSTRUCTOR, ROLE_USER.\n');
    const duplicate = cli(dataDir, 'user:create', '--email', 'prvy@autoskola.sk', '--password', 'heslo123');
    expect(duplicate.status).toBe(1);
    expect(duplicate.output).toContain('already exists');
    expect(cli(dataDir, 'nonsense').status).toBe(2);
  });

  it('goes through the running server, which holds the embedded database', async () => {
    const port = reservedPort('cli');
    const server = startServer({ DATA_DIR: dataDir }, port);
    try {
      await waitForHealth(server);
      const created = cli(
        dataDir,
        'user:create',
        '--email',
        'druhy@autoskola.sk',
        '--password',
        'heslo123',
        '--role',
        'ROLE_INSTRUCTOR',
      );
      expect(created).toEqual({
        status: 0,
        output: 'Created druhy@autoskola.sk with roles ROLE_USER, ROLE_INSTRUCTOR.\n',
      });
      expect(cli(dataDir, 'seed:demo').output).toMatch(
        /^Added 5 offers, 3 categories, 10 materials, 43 test questions, 25 course applications, 3 instructors, 2 vehicles, 30 students in training, \d{3} driving lessons, 14 exam dates, 14 students who finished with the exam, 27 exam registrations and 2 announcements\.\n$/,
      );

      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'druhy@autoskola.sk', password: 'heslo123' }),
      });
      expect(decodeJwt(((await login.json()) as { token: string }).token).roles).toEqual([
        'ROLE_USER',
        'ROLE_INSTRUCTOR',
      ]);
      const publicOffers = (await (await fetch(`http://127.0.0.1:${port}/api/offer/list`)).json()) as {
        offers: unknown[];
      };
      expect(publicOffers.offers).toHaveLength(5);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
