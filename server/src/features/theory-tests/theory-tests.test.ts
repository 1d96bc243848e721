import { eq, sql } from 'drizzle-orm';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { image } from '../../../test/images.ts';
import { settleExpiredAttempts } from '../../features/theory-tests/attempts.ts';
import { testAttempts } from '../tables.ts';

type Letter = 'a' | 'b' | 'c';
interface PublicQuestion {
  id: number;
  points: number;
  category: { id: number; name: string };
}

describeEachDatabase('theory tests', (database) => {
  let api: TestApi;
  let token: string;
  let signs: { id: number };
  let rules: { id: number };
  /** The correct answer of each question this test created. */
  const keys = new Map<number, Letter>();

  const category = async (name: string, position: number) =>
    (await api.call('POST /admin/learning-material/category', { token, body: { name, position, active: true } })).json()
      .learningMaterialCategory;

  const questionInput = (categoryId: number, text: string, overrides: Record<string, unknown> = {}) => ({
    text,
    categoryId,
    answerA: 'Prvá odpoveď',
    answerB: 'Druhá odpoveď',
    answerC: 'Tretia odpoveď',
    correctAnswer: 'b',
    points: 2,
    explanation: null,
    active: true,
    ...overrides,
  });

  const question = async (categoryId: number, text: string, overrides: Record<string, unknown> = {}) => {
    const response = await api.call('POST /admin/test/question', {
      token,
      body: questionInput(categoryId, text, overrides),
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().testQuestion;
    keys.set(created.id, created.correctAnswer);
    return created;
  };

  const settings = (body: {
    questionCount: number;
    timeLimitMinutes: number;
    passMark: number;
    categoryCounts?: { categoryId: number; questionCount: number }[];
  }) => api.call('PUT /admin/test/settings', { token, body });

  const start = (studentToken?: string) => api.call('POST /test/attempt', { token: studentToken ?? null });

  const answer = (attemptId: string, questionId: number, letter: Letter, studentToken?: string) =>
    api.call('PUT /test/attempt/{attemptId}/answer', {
      params: { attemptId },
      token: studentToken ?? null,
      body: { questionId, answer: letter },
    });

  const evaluate = (attemptId: string, studentToken?: string) =>
    api.call('POST /test/attempt/{attemptId}/evaluate', { params: { attemptId }, token: studentToken ?? null });

  beforeAll(async () => {
    api = await createTestApi(database(), { PAGE_SIZE: '5' });
    token = await api.instructorToken();
    signs = await category('Dopravné značky', 1);
    rules = await category('Pravidlá cestnej premávky', 2);
    for (let index = 1; index <= 6; index += 1) await question(signs.id, `Značka ${index}`);
    for (let index = 1; index <= 3; index += 1) {
      await question(rules.id, `Pravidlo ${index}`, { correctAnswer: 'a', points: 3, explanation: 'Lebo zákon.' });
    }
  });
  afterAll(() => api.close());

  it('offers the exam rules (the official defaults) and the categories that have questions', async () => {
    const overview = (await api.call('GET /test/overview')).json();
    expect(overview.testSettings).toEqual({
      questionCount: 40,
      timeLimitMinutes: 30,
      passMark: 90,
      categoryCounts: [],
    });
    expect(overview.categories).toEqual([
      { id: signs.id, name: 'Dopravné značky', questionCount: 6 },
      { id: rules.id, name: 'Pravidlá cestnej premávky', questionCount: 3 },
    ]);
    expect(overview.questionCount).toBe(9);
  });

  it('draws a test spread over the categories without telling the correct answers', async () => {
    expect((await settings({ questionCount: 6, timeLimitMinutes: 20, passMark: 80 })).statusCode).toBe(200);
    const response = await start();
    expect(response.statusCode).toBe(201);
    const attempt = response.json().testAttempt;
    expect(attempt.questions).toHaveLength(6);
    // 6 of 9 in proportion: 4 signs, 2 rules, grouped by category.
    const byCategory = attempt.questions.map((q: PublicQuestion) => q.category.id);
    expect(byCategory).toEqual([signs.id, signs.id, signs.id, signs.id, rules.id, rules.id]);
    expect(new Set(attempt.questions.map((q: PublicQuestion) => q.id)).size).toBe(6);
    expect(response.body).not.toContain('correctAnswer');
    expect(response.body).not.toContain('Lebo zákon.');
    expect(attempt.secondsLeft).toBeGreaterThan(20 * 60 - 5);
    expect(attempt.answers).toEqual([]);
  });

  it('draws the fixed number of questions the school set for a category', async () => {
    const saved = await settings({
      questionCount: 5,
      timeLimitMinutes: 20,
      passMark: 80,
      categoryCounts: [{ categoryId: rules.id, questionCount: 3 }],
    });
    expect(saved.json().testSettings.categoryCounts).toEqual([{ categoryId: rules.id, questionCount: 3 }]);
    const drawn = (await start()).json().testAttempt.questions.map((q: PublicQuestion) => q.category.id);
    expect(drawn).toEqual([signs.id, signs.id, rules.id, rules.id, rules.id]);

    const tooMany = await api.call('PUT /admin/test/settings', {
      token,
      body: {
        questionCount: 2,
        timeLimitMinutes: 20,
        passMark: 80,
        categoryCounts: [{ categoryId: rules.id, questionCount: 3 }],
      },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({
      categoryCounts: 'Súčet otázok z kategórií nemôže byť väčší ako počet otázok testu.',
    });
    // Back to every category in proportion, as the other cases expect.
    await settings({ questionCount: 6, timeLimitMinutes: 20, passMark: 80 });
    expect((await api.call('GET /admin/test/settings', { token })).json().testSettings.categoryCounts).toEqual([]);
  });

  it('keeps the answers of a test in progress across a reload and grades it once', async () => {
    const student = await api.userToken();
    const attempt = (await start(student)).json().testAttempt;
    const [first, second, third] = attempt.questions as PublicQuestion[];
    if (!first || !second || !third) throw new Error('drawn too few');
    expect((await answer(attempt.id, first.id, 'c', student)).statusCode).toBe(204);
    // Changing one's mind overwrites the answer.
    expect((await answer(attempt.id, first.id, keys.get(first.id) as Letter, student)).statusCode).toBe(204);
    expect((await answer(attempt.id, second.id, keys.get(second.id) === 'a' ? 'c' : 'a', student)).statusCode).toBe(
      204,
    );

    const reloaded = (
      await api.call('GET /test/attempt/{attemptId}', { params: { attemptId: attempt.id }, token: student })
    ).json().testAttempt;
    expect(reloaded.questions.map((q: PublicQuestion) => q.id)).toEqual(
      attempt.questions.map((q: PublicQuestion) => q.id),
    );
    expect(reloaded.answers).toHaveLength(2);
    expect(reloaded.answers).toContainEqual({ questionId: first.id, answer: keys.get(first.id) });
    expect(reloaded.deadline).toBe(attempt.deadline);

    const result = (await evaluate(attempt.id, student)).json().testResult;
    const maxPoints = attempt.questions.reduce((sum: number, q: PublicQuestion) => sum + q.points, 0);
    expect(result.maxPoints).toBe(maxPoints);
    expect(result.points).toBe(first.points);
    expect(result.percentage).toBe(Math.floor((first.points * 100) / maxPoints));
    expect(result.passed).toBe(false);
    expect(result.passMark).toBe(80);
    const graded = result.questions.find((q: { id: number }) => q.id === first.id);
    expect(graded).toMatchObject({ chosenAnswer: keys.get(first.id), correctAnswer: keys.get(first.id) });
    expect(result.questions.find((q: { id: number }) => q.id === third.id).chosenAnswer).toBeNull();

    // Evaluated: no second grading, no more answers.
    const again = await evaluate(attempt.id, student);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Test už bol vyhodnotený.');
    expect((await answer(attempt.id, third.id, 'a', student)).statusCode).toBe(409);

    const results = (await api.call('GET /test/result/list', { token: student })).json();
    expect(results.pagesCount).toBe(1);
    expect(results.testResults).toEqual([
      expect.objectContaining({ id: attempt.id, points: first.points, maxPoints, passed: false }),
    ]);
    // Another student sees neither the test nor its result.
    const other = await api.userToken();
    expect(
      (await api.call('GET /test/attempt/{attemptId}', { params: { attemptId: attempt.id }, token: other })).statusCode,
    ).toBe(404);
    expect((await api.call('GET /test/result/list', { token: other })).json().testResults).toEqual([]);
  });

  it('refuses a forged answer, someone else’s test and a test that does not exist, changing nothing', async () => {
    const student = await api.userToken();
    const attempt = (await start(student)).json().testAttempt;
    const drawn = new Set(attempt.questions.map((q: PublicQuestion) => q.id));
    const notDrawn = [...keys.keys()].find((id) => !drawn.has(id)) as number;

    const forged = await answer(attempt.id, notDrawn, 'a', student);
    expect(forged.statusCode).toBe(422);
    expect(forged.json().message).toBe('Otázka nepatrí do tohto testu.');
    const badLetter = await api.call('PUT /test/attempt/{attemptId}/answer', {
      params: { attemptId: attempt.id },
      token: student,
      body: { questionId: attempt.questions[0].id, answer: 'd' },
    });
    expect(badLetter.statusCode).toBe(400);
    const stranger = await api.userToken();
    expect((await answer(attempt.id, attempt.questions[0].id, 'a', stranger)).statusCode).toBe(404);
    expect((await answer(attempt.id, attempt.questions[0].id, 'a')).statusCode).toBe(404);
    expect((await evaluate(attempt.id, stranger)).statusCode).toBe(404);
    expect((await evaluate('00000000-0000-4000-8000-000000000000', student)).statusCode).toBe(404);
    const notUuid = await api.app.inject({ method: 'POST', url: '/api/test/attempt/123/evaluate' });
    expect(notUuid.statusCode).toBe(400);

    const reloaded = (
      await api.call('GET /test/attempt/{attemptId}', { params: { attemptId: attempt.id }, token: student })
    ).json().testAttempt;
    expect(reloaded.answers).toEqual([]);
    expect(reloaded.evaluated).toBe(false);
  });

  it('refuses answers after the time ran out and grades the test as it stood', async () => {
    const student = await api.userToken();
    const attempt = (await start(student)).json().testAttempt;
    const first = attempt.questions[0] as PublicQuestion;
    await answer(attempt.id, first.id, keys.get(first.id) as Letter, student);
    // The clock is the server's: move the test's deadline into the past.
    await api.database.db
      .update(testAttempts)
      .set({ deadline: sql`now() - interval '1 minute'` })
      .where(eq(testAttempts.id, attempt.id));
    const late = await answer(attempt.id, attempt.questions[1].id, 'a', student);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Čas na test vypršal.');
    const reloaded = (
      await api.call('GET /test/attempt/{attemptId}', { params: { attemptId: attempt.id }, token: student })
    ).json().testAttempt;
    expect(reloaded.secondsLeft).toBe(0);
    const result = (await evaluate(attempt.id, student)).json().testResult;
    expect(result.points).toBe(first.points);
    expect(Date.parse(result.evaluatedAt)).toBeLessThan(Date.now() - 50_000);
  });

  it('limits how many tests one address starts (each is stored until evaluated or expired)', async () => {
    const limited = await createTestApi(database(), { RATE_LIMIT_TEST_START: '2/1m' });
    try {
      expect((await limited.call('POST /test/attempt')).statusCode).toBe(201);
      expect((await limited.call('POST /test/attempt')).statusCode).toBe(201);
      const third = await limited.call('POST /test/attempt');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe('Príliš veľa pokusov. Skúste to znova o chvíľu.');
    } finally {
      await limited.close();
    }
  });

  it('refuses a bad token instead of treating its holder as anonymous', async () => {
    const expired = await api.tokenFor(['ROLE_USER'], { secondsValid: -60 });
    const response = await start(expired);
    expect(response.statusCode).toBe(401);
    expect((await api.call('GET /test/result/list')).statusCode).toBe(401);
  });

  it('shows an anonymous visitor the result once and keeps nothing', async () => {
    const attempt = (await start()).json().testAttempt;
    for (const q of attempt.questions as PublicQuestion[]) await answer(attempt.id, q.id, keys.get(q.id) as Letter);
    const result = (await evaluate(attempt.id)).json().testResult;
    expect(result.percentage).toBe(100);
    expect(result.passed).toBe(true);
    expect(result.questions[0].explanation === null || typeof result.questions[0].explanation === 'string').toBe(true);
    expect((await api.database.db.select().from(testAttempts).where(eq(testAttempts.id, attempt.id))).length).toBe(0);
    expect((await api.call('GET /test/attempt/{attemptId}', { params: { attemptId: attempt.id } })).statusCode).toBe(
      404,
    );
  });

  it('counts each question’s success rate from evaluated tests, and deleting a question keeps the results', async () => {
    const target = await question(rules.id, 'Nová otázka', { correctAnswer: 'c', points: 1 });
    await settings({ questionCount: 100, timeLimitMinutes: 30, passMark: 90 });
    const rate = async () =>
      (await api.call('GET /admin/test/question/{id}', { token, params: { id: target.id } })).json().testQuestion
        .successRate;
    expect(await rate()).toBeNull();
    const student = await api.userToken();
    const take = async (letter: Letter) => {
      const attempt = (await start(student)).json().testAttempt;
      expect(attempt.questions.map((q: PublicQuestion) => q.id)).toContain(target.id);
      await answer(attempt.id, target.id, letter, student);
      return { attempt, result: (await evaluate(attempt.id, student)).json().testResult };
    };
    await take('a');
    expect(await rate()).toBe(0);
    const { attempt, result } = await take('c');
    expect(await rate()).toBe(50);
    expect((await api.call('GET /admin/test/question/list', { token })).json().testQuestions[0]).toMatchObject({
      id: target.id,
      successRate: 50,
    });

    const deleted = await api.call('DELETE /admin/test/question/{id}', { token, params: { id: target.id } });
    expect(deleted.statusCode).toBe(204);
    keys.delete(target.id);
    const kept = (await api.call('GET /test/result/list', { token: student })).json().testResults[0];
    expect(kept).toMatchObject({ id: attempt.id, points: result.points, maxPoints: result.maxPoints });
    expect(result.points).toBe(1);
  });

  it('practises one category with immediate feedback, never repeating a seen question', async () => {
    const seen: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const drawn = (await api.call('POST /test/practice/question', { body: { categoryId: rules.id, seen } })).json();
      expect(drawn.total).toBe(3);
      expect(drawn.remaining).toBe(3 - round);
      expect(drawn.question.category.id).toBe(rules.id);
      expect(JSON.stringify(drawn)).not.toContain('correctAnswer');
      expect(seen).not.toContain(drawn.question.id);
      seen.push(drawn.question.id);
      const wrong = (
        await api.call('POST /test/practice/check', { body: { questionId: drawn.question.id, answer: 'c' } })
      ).json();
      expect(wrong).toEqual({ correct: false, correctAnswer: 'a', explanation: 'Lebo zákon.' });
    }
    const done = (await api.call('POST /test/practice/question', { body: { categoryId: rules.id, seen } })).json();
    expect(done).toEqual({ question: null, remaining: 0, total: 3 });
    expect(
      (await api.call('POST /test/practice/question', { body: { categoryId: 999999, seen: [] } })).statusCode,
    ).toBe(404);
  });

  it('validates the question form in the form’s words and keeps a category with questions', async () => {
    const blank = await api.call('POST /admin/test/question', {
      token,
      body: questionInput(signs.id, '  ', { answerA: ' ', answerC: '' }),
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({
      text: 'Otázka je povinná.',
      answerA: 'Odpoveď A je povinná.',
      answerC: 'Odpoveď C je povinná.',
    });
    const tooLong = await api.call('POST /admin/test/question', {
      token,
      body: questionInput(signs.id, 'x'.repeat(501)),
    });
    expect(tooLong.statusCode).toBe(400);
    const fourPoints = await api.call('POST /admin/test/question', {
      token,
      body: questionInput(signs.id, 'Q', { points: 4 }),
    });
    expect(fourPoints.statusCode).toBe(400);
    const unknown = await api.call('POST /admin/test/question', { token, body: questionInput(999999, 'Q') });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ categoryId: 'Kategória neexistuje.' });

    const refused = await api.call('DELETE /admin/learning-material/category/{id}', {
      token,
      params: { id: rules.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Nie je možné zmazať kategóriu, pretože obsahuje otázky.');

    const student = await api.userToken();
    expect((await api.call('GET /admin/test/question/list', { token: student })).statusCode).toBe(403);
    expect((await api.call('GET /admin/test/question/list')).statusCode).toBe(401);
  });

  it('lists the questions newest first with their category and hides an inactive one from draws', async () => {
    const list = (await api.call('GET /admin/test/question/list', { token })).json();
    expect(list.pagesCount).toBe(Math.ceil(keys.size / 5));
    expect(list.testQuestions[0]).toMatchObject({ text: 'Pravidlo 3', category: { id: rules.id }, points: 3 });
    const hidden = [...keys.keys()][0] as number;
    const updated = await api.call('PUT /admin/test/question/{id}', {
      token,
      params: { id: hidden },
      body: questionInput(signs.id, 'Skrytá otázka', { active: false }),
    });
    expect(updated.json().testQuestion).toMatchObject({ text: 'Skrytá otázka', active: false });
    const overview = (await api.call('GET /test/overview')).json();
    expect(overview.questionCount).toBe(keys.size - 1);
    const drawn = (await start()).json().testAttempt.questions.map((q: PublicQuestion) => q.id);
    expect(drawn).not.toContain(hidden);
  });

  it('stores a question image scaled to fit, and removes it', async () => {
    const [id] = [...keys.keys()].slice(-1) as [number];
    const uploaded = await api.call('PUT /admin/test/question/{id}/image', {
      token,
      params: { id },
      headers: { 'content-type': 'image/png' },
      payload: await image('png', 2400, 600),
    });
    expect(uploaded.statusCode).toBe(200);
    const url = uploaded.json().testQuestion.imageUrl as string;
    expect(url).toMatch(new RegExp(`^/images/question/${id}\\.jpg\\?v=\\d+$`));
    const file = await api.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    const sharp = (await import('sharp')).default;
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 300 });
    const removed = await api.call('DELETE /admin/test/question/{id}/image', { token, params: { id } });
    expect(removed.json().testQuestion.imageUrl).toBeNull();
  });

  it('puts a student’s results in the account export and in the data-subject tools', async () => {
    const email = `vysledky-${process.pid}@autoskola.sk`;
    await api.call('POST /auth/register', { body: { email, password: 'heslo123' } });
    const student = (await api.call('POST /auth/login', { body: { email, password: 'heslo123' } })).json().token;
    const attempt = (await start(student)).json().testAttempt;
    await evaluate(attempt.id, student);

    const exported = (await api.call('GET /account/export', { token: student })).json();
    expect(exported.testResults).toEqual([expect.objectContaining({ id: attempt.id })]);
    const found = (
      await api.call('GET /admin/contact-form/subject', { token, query: { email: email.toUpperCase() } })
    ).json();
    expect(found.testResults).toEqual([expect.objectContaining({ id: attempt.id })]);
    const erased = (await api.call('DELETE /admin/contact-form/subject', { token, query: { email } })).json();
    expect(erased).toMatchObject({ deletedTestResults: 1 });
    expect((await api.call('GET /test/result/list', { token: student })).json().testResults).toEqual([]);
  });

  it('settles tests left open: a student’s is graded at its deadline, an anonymous one removed', async () => {
    const student = await api.userToken();
    const mine = (await start(student)).json().testAttempt;
    const anonymous = (await start()).json().testAttempt;
    await api.database.db
      .update(testAttempts)
      .set({ deadline: sql`now() - interval '1 hour'` })
      .where(sql`${testAttempts.id} IN (${mine.id}, ${anonymous.id})`);
    expect(await settleExpiredAttempts(api.database.db)).toBeGreaterThanOrEqual(2);
    const results = (await api.call('GET /test/result/list', { token: student })).json().testResults;
    expect(results).toEqual([expect.objectContaining({ id: mine.id, points: 0 })]);
    expect((await api.database.db.select().from(testAttempts).where(eq(testAttempts.id, anonymous.id))).length).toBe(0);
  });
});
