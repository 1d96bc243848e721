import type { Schemas } from '@autoskola/api-client';
import { Link } from 'react-router-dom';
import { QuestionCard } from './question-card.tsx';
import { formatDuration, TESTS_TEXTS } from './theory-test-texts.ts';
import { useFocusOnMount } from './use-focus-on-mount.ts';
import './theory-tests.css';

interface TestResultViewProps {
  result: Schemas['TestResult'];
  /** A logged-in student's result is kept in 'Moje výsledky'. */
  kept: boolean;
  onNewTest: () => void;
}

/** Points of the maximum, the percentage, the verdict, and every question with both answers. */
export function TestResultView({ result, kept, onNewTest }: TestResultViewProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="test-result" aria-labelledby="test-result-heading">
      <h2 id="test-result-heading" ref={headingRef} tabIndex={-1}>
        {TESTS_TEXTS.resultHeading}
      </h2>
      <p className={`test-result__verdict test-result__verdict--${result.passed ? 'passed' : 'failed'}`}>
        {result.passed ? TESTS_TEXTS.passed : TESTS_TEXTS.failed}
      </p>
      <dl className="test-result__summary">
        <dt>Body</dt>
        <dd>{`${result.points} z ${result.maxPoints}`}</dd>
        <dt>Percento</dt>
        <dd>{`${result.percentage} %`}</dd>
        <dt>Potrebné na úspech</dt>
        <dd>{`${result.passMark} %`}</dd>
        <dt>Trvanie</dt>
        <dd>{formatDuration(result.durationSeconds)}</dd>
      </dl>
      <div className="form-actions">
        <button type="button" className="button" onClick={onNewTest}>
          {TESTS_TEXTS.newTest}
        </button>
        {kept && (
          <Link className="button button--secondary" to="/testy/vysledky">
            {TESTS_TEXTS.myResults}
          </Link>
        )}
      </div>
      {!kept && <p className="test-result__note">{TESTS_TEXTS.resultNotKept}</p>}
      <ol className="test-result__questions">
        {result.questions.map((question, index) => (
          <li key={question.id} className="test-result__question">
            <QuestionCard
              question={question}
              position={`${index + 1}.`}
              chosen={question.chosenAnswer}
              correctAnswer={question.correctAnswer}
              disabled
            />
            <p>
              {`${TESTS_TEXTS.yourAnswer}: `}
              {question.chosenAnswer
                ? `${question.chosenAnswer}) ${question.answers[question.chosenAnswer]}`
                : TESTS_TEXTS.noAnswer}
              {question.chosenAnswer && (
                <strong>
                  {question.chosenAnswer === question.correctAnswer
                    ? ` – ${TESTS_TEXTS.right}`
                    : ` – ${TESTS_TEXTS.wrong}`}
                </strong>
              )}
            </p>
            <p>{`${TESTS_TEXTS.correctAnswer}: ${question.correctAnswer}) ${question.answers[question.correctAnswer]}`}</p>
            {question.explanation && <p>{`${TESTS_TEXTS.explanation}: ${question.explanation}`}</p>}
            <Link to={`/ucebne-materialy?kategoria=${question.category.id}`}>
              {`${TESTS_TEXTS.studyMaterial}: ${question.category.name}`}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
