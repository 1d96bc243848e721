import { demoQuestions } from '@autoskola/demo-content';
import { THEORY_TEST_MESSAGES, testResultSubjectSection } from '@autoskola/rules/theory-tests';
import { eq } from 'drizzle-orm';
import { ImageStore } from '../../images/image-store.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { categoriesNamed } from '../learning-materials/public.ts';
import { eraseEvaluatedTests, evaluatedTestsOf, settleExpiredAttempts } from './attempts.ts';
import { QUESTION_IMAGE } from './bank.ts';
import { testOverview } from './test-overview.ts';
import { testQuestionHandlers } from './test-question-handlers.ts';
import { theoryTestHandlers } from './theory-test-handlers.ts';
import { testQuestions } from './theory-test-tables.ts';

/** Theory-test practice (decision 0020): the question bank, tests, practice and kept results. */
export const theoryTestsModule: FeatureModule = {
  name: 'theory-tests',
  operations: (context) => ({ ...theoryTestHandlers(context), ...testQuestionHandlers(context) }),
  refusals: {
    test_questions_category_id_learning_material_categories_id_fk: THEORY_TEST_MESSAGES.categoryHasQuestions,
  },
  // A student's kept results are theirs: in their export, found and erased with their e-mail.
  personalData: {
    exportAccount: async (db, userId) => ({ testResults: await evaluatedTestsOf(db, userId) }),
    findSubject: async (db, { userId }) => ({ testResults: userId ? await evaluatedTestsOf(db, userId) : [] }),
    subjectSection: testResultSubjectSection,
    eraseSubject: async (db, { userId }) => ({
      deletedTestResults: userId ? await eraseEvaluatedTests(db, userId) : 0,
    }),
  },
  // The owner's overview: the period's tests and passes.
  overview: testOverview,
  jobs: [
    {
      name: 'settle tests left open',
      async run({ db, now, log }) {
        const settled = await settleExpiredAttempts(db, now);
        if (settled > 0) log.info(`retention: settled ${settled} theory test(s) left open past their deadline`);
      },
    },
  ],
  demo: {
    what: 'test questions',
    count: (db) => db.$count(testQuestions),
    // The questions go into the demo categories of the same name, seeded before (features/index.ts).
    async insert(db) {
      const names = Object.keys(demoQuestions);
      const categories = await categoriesNamed(db, names);
      const pictures: { id: number; svg: string }[] = [];
      let questionCount = 0;
      for (const category of categories) {
        const questions = demoQuestions[category.name] ?? [];
        if (questions.length === 0) continue;
        const stored = await db
          .insert(testQuestions)
          .values(
            questions.map(({ text, answers: [answerA, answerB, answerC], correct, points, explanation }) => ({
              text,
              categoryId: category.id,
              answerA,
              answerB,
              answerC,
              correctAnswer: correct,
              points,
              explanation: explanation ?? null,
              imageUpdatedAt: null,
            })),
          )
          .returning({ id: testQuestions.id });
        questions.forEach((question, index) => {
          const id = stored[index]?.id;
          if (question.image && id) pictures.push({ id, svg: question.image });
        });
        questionCount += questions.length;
      }
      return {
        added: [`${questionCount} test questions`],
        // The pictures are drawn by the seed itself (SVG through sharp), after the rows exist.
        async after({ db: target, imagesRoot }) {
          if (pictures.length === 0) return;
          const images = new ImageStore(imagesRoot, QUESTION_IMAGE);
          const sharp = (await import('sharp')).default;
          for (const { id, svg } of pictures) {
            // Uploads are refused as SVG (scripts, external references): the seed rasterizes its own first.
            const png = await sharp(Buffer.from(svg)).png().toBuffer();
            await images.store(id, png);
            await target.update(testQuestions).set({ imageUpdatedAt: new Date() }).where(eq(testQuestions.id, id));
          }
        },
      };
    },
  },
};
