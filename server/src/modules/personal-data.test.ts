import { createTestApi, type TestApi } from '../../test/api.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { answerProblems, sectionProblems } from '../../test/personal-data-sections.ts';
import { users } from '../db/core-tables.ts';
import { featureModules } from '../features/index.ts';
import { seedDemoContent } from './demo-seed.ts';
import type { DataSubject } from './feature-module.ts';
import { accountSections, eraseSubjectSections, subjectSections } from './personal-data.ts';

/** Every item of every section: what the check saw, so an empty demo cannot pass it unnoticed. */
const itemsIn = (sections: Record<string, unknown>) =>
  Object.values(sections).reduce<number>((sum, value) => sum + (Array.isArray(value) ? value.length : 0), 0);

// The shared answers (AccountExport, SubjectData, ErasureResult) take any key: each feature's
// section must still be what its contract file declares (`<Feature><Answer>`, sectionSchemaName).
describeEachDatabase("each feature's personal-data section against its own schema", (database) => {
  let api: TestApi;
  let people: DataSubject[];
  const db = () => api.database.db;

  beforeAll(async () => {
    api = await createTestApi(database());
    await seedDemoContent(db(), api.config.uploadDir, featureModules);
    const accounts = await db().select({ id: users.id, email: users.email }).from(users);
    people = accounts.map(({ id, email }) => ({ email: email.toLowerCase(), phone: '', userId: id }));
  }, 60_000);
  afterAll(() => api.close());

  it('exports every account as its features declare', async () => {
    let items = 0;
    for (const person of people) {
      for (const module of featureModules) {
        const section = await module.personalData?.exportAccount?.(db(), person.userId as number, featureModules);
        if (section) expect(sectionProblems(module.name, 'exportAccount', section), module.name).toEqual([]);
      }
      const all = await accountSections(featureModules, db(), person.userId as number);
      expect(answerProblems('exportAccount', all)).toEqual([]);
      items += itemsIn(all);
    }
    expect(items).toBeGreaterThan(0);
  });

  it('finds and erases every person as their features declare', async () => {
    let items = 0;
    for (const person of people) {
      for (const module of featureModules) {
        const section = await module.personalData?.findSubject?.(db(), person);
        if (section) expect(sectionProblems(module.name, 'findSubject', section), module.name).toEqual([]);
      }
      const found = await subjectSections(featureModules, db(), person);
      expect(answerProblems('findSubject', found)).toEqual([]);
      items += itemsIn(found);
    }
    expect(items).toBeGreaterThan(0);
    // Each feature's counts, then the whole answer: the erasure goes against the list's order.
    const [first, ...rest] = people;
    for (const module of [...featureModules].reverse()) {
      const counts = await module.personalData?.eraseSubject?.(db(), first as DataSubject);
      if (counts) expect(sectionProblems(module.name, 'eraseSubject', counts), module.name).toEqual([]);
    }
    for (const person of rest) {
      const erased = await db().transaction((tx) => eraseSubjectSections(featureModules, tx, person));
      expect(answerProblems('eraseSubject', erased)).toEqual([]);
    }
  });
});

describe("the check of a feature's section", () => {
  it('fails on a key no feature declares, a missing key and an item off its schema', () => {
    const problems = answerProblems('eraseSubject', { deleted: 1, stray: 2 });
    expect(problems).toContain("/stray is declared by no feature's ErasureResult section");
    expect(problems.some((problem) => problem.startsWith('TheoryTestsErasureResult'))).toBe(true);
    expect(sectionProblems('theory-tests', 'findSubject', { testResults: [{ id: 1 }] })).not.toEqual([]);
  });
});
