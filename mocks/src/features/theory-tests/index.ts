import { THEORY_TEST_MESSAGES, testResultSubjectSection } from '@autoskola/rules/theory-tests';
import { defineMockFeature } from '../../mock-feature.ts';
import { testQuestionHandlers } from './test-question-mocks.ts';
import { theoryTestHandlers } from './theory-test-mocks.ts';
import { createTheoryTestState, resultsOf, type TheoryTestState } from './theory-test-state.ts';

/** Theory tests: the students' practice and results, the instructors' question bank. */
export const theoryTestMocks = defineMockFeature({
  name: 'theory-tests',
  createState: createTheoryTestState,
  handlers: (state) => {
    const withCategories = state as TheoryTestState;
    return [...theoryTestHandlers(withCategories), ...testQuestionHandlers(withCategories)];
  },
  personalData: {
    exportAccount: (state, email) => ({ testResults: resultsOf(state as TheoryTestState, email) }),
    subjectSection: testResultSubjectSection,
    // A student's results are found through the account with the subject's e-mail.
    findSubject: (state, { email }) => ({ testResults: email ? resultsOf(state as TheoryTestState, email) : [] }),
    eraseSubject(state, { email }) {
      let deletedTestResults = 0;
      for (const [id, attempt] of state.testAttempts) {
        if (email && attempt.owner?.toLowerCase() === email && attempt.result) {
          state.testAttempts.delete(id);
          deletedTestResults += 1;
        }
      }
      return { deletedTestResults };
    },
  },
  refusals: {
    'learning-material-category': (state, id) =>
      state.testQuestions.some((question) => question.category.id === id)
        ? THEORY_TEST_MESSAGES.categoryHasQuestions
        : null,
  },
});
