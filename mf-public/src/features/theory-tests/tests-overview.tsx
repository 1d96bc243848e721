import { errorMessage, type Schemas, useStartTestAttempt, useTestOverview } from '@autoskola/api-client';
import { useSession } from '@autoskola/session';
import { QueryStatus, SelectField, StatusMessage, slovakCount, useHydrated } from '@autoskola/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { TESTS_TEXTS } from './theory-test-texts.ts';
import './theory-tests.css';

interface TestsOverviewProps {
  onExamStarted: (attempt: Schemas['TestAttempt']) => void;
  onPractice: (category: { id: number; name: string }) => void;
  /** Why the screen came back here, if it was not the student's choice. */
  notice?: string | null;
}

interface PracticeChooserProps {
  categories: Schemas['TestOverview']['categories'];
  onPractice: TestsOverviewProps['onPractice'];
  disabled: boolean;
}

function PracticeChooser({ categories, onPractice, disabled }: PracticeChooserProps) {
  const [categoryId, setCategoryId] = useState(String(categories[0]?.id ?? ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const category = categories.find((item) => String(item.id) === categoryId);
    if (category) onPractice(category);
  };
  return (
    <form className="tests-card__form" onSubmit={submit}>
      <SelectField
        disabled={disabled}
        label={TESTS_TEXTS.category}
        value={categoryId}
        onChange={(event) => setCategoryId(event.target.value)}
      >
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {`${category.name} (${slovakCount(category.questionCount, ['otázka', 'otázky', 'otázok'])})`}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="button" disabled={disabled}>
        {TESTS_TEXTS.practise}
      </button>
    </form>
  );
}

/** The two ways to practise, with the exam's rules as the school set them. */
export function TestsOverview({ onExamStarted, onPractice, notice }: TestsOverviewProps) {
  const overview = useTestOverview();
  const start = useStartTestAttempt();
  const [failure, setFailure] = useState<string | null>(null);
  // Controls wait for hydration (a click on the server's HTML would be lost); the session is the browser's.
  const hydrated = useHydrated();
  const session = useSession();
  const loggedIn = hydrated && session.status === 'authenticated';

  const startExam = async () => {
    setFailure(null);
    try {
      onExamStarted((await start.mutateAsync()).testAttempt);
    } catch (error) {
      setFailure(errorMessage(error, TESTS_TEXTS.startFailed));
    }
  };

  return (
    <>
      {notice && <StatusMessage kind="error">{notice}</StatusMessage>}
      <QueryStatus
        query={overview}
        texts={{ loading: TESTS_TEXTS.loading, error: TESTS_TEXTS.loadFailed, empty: TESTS_TEXTS.noQuestions }}
        isEmpty={(data) => data.questionCount === 0}
      >
        {({ testSettings, categories, questionCount }) => (
          <div className="tests-cards">
            <section className="tests-card" aria-labelledby="exam-card-heading">
              <h2 id="exam-card-heading">{TESTS_TEXTS.examHeading}</h2>
              <p>
                {`${slovakCount(Math.min(testSettings.questionCount, questionCount), ['otázka', 'otázky', 'otázok'])}, ${slovakCount(testSettings.timeLimitMinutes, ['minúta', 'minúty', 'minút'])}; na úspech treba ${testSettings.passMark} % bodov.`}
              </p>
              {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
              <button
                type="button"
                className="button"
                disabled={!hydrated || start.isPending}
                onClick={() => void startExam()}
              >
                {start.isPending ? TESTS_TEXTS.starting : TESTS_TEXTS.start}
              </button>
            </section>
            <section className="tests-card" aria-labelledby="practice-card-heading">
              <h2 id="practice-card-heading">{TESTS_TEXTS.practiceHeading}</h2>
              <p>{TESTS_TEXTS.practiceIntro}</p>
              <PracticeChooser categories={categories} onPractice={onPractice} disabled={!hydrated} />
            </section>
          </div>
        )}
      </QueryStatus>
      <p className="tests-results-link">
        {loggedIn ? (
          <Link to="/testy/vysledky">{TESTS_TEXTS.myResults}</Link>
        ) : (
          <>
            {`${TESTS_TEXTS.anonymousNote} `}
            <Link to="/prihlasenie">{TESTS_TEXTS.logIn}</Link>
          </>
        )}
      </p>
    </>
  );
}
