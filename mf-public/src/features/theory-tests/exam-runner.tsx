import {
  ApiError,
  errorMessage,
  type Schemas,
  useEvaluateTestAttempt,
  useSaveTestAnswer,
  useTestAttempt,
} from '@autoskola/api-client';
import { QueryStatus, StatusMessage } from '@autoskola/ui';
import { useEffect, useState } from 'react';
import { Countdown } from './countdown.tsx';
import { QuestionCard } from './question-card.tsx';
import { type AnswerLetter, TESTS_TEXTS } from './theory-test-texts.ts';
import { useFocusOnMount } from './use-focus-on-mount.ts';
import './theory-tests.css';

interface ExamRunnerProps {
  attemptId: string;
  /** The test was graded: its result. */
  onEvaluated: (result: Schemas['TestResult']) => void;
  /** The server no longer has this test (graded elsewhere, expired and cleaned up). */
  onGone: () => void;
}

function Exam({
  attempt,
  onEvaluated,
}: {
  attempt: Schemas['TestAttempt'];
  onEvaluated: ExamRunnerProps['onEvaluated'];
}) {
  const [current, setCurrent] = useState(() => {
    // After a reload: back at the first question still unanswered.
    const answered = new Set(attempt.answers.map((answer) => answer.questionId));
    const first = attempt.questions.findIndex((question) => !answered.has(question.id));
    return first === -1 ? 0 : first;
  });
  const [answers, setAnswers] = useState(
    () => new Map(attempt.answers.map((answer) => [answer.questionId, answer.answer as AnswerLetter])),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [timeUp, setTimeUp] = useState(attempt.secondsLeft <= 0);
  const save = useSaveTestAnswer(attempt.id);
  const evaluate = useEvaluateTestAttempt();
  const question = attempt.questions[current] as Schemas['TestQuestionPublic'];
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const total = attempt.questions.length;

  const runEvaluation = async () => {
    setFailure(null);
    try {
      onEvaluated((await evaluate.mutateAsync(attempt.id)).testResult);
    } catch (error) {
      setFailure(errorMessage(error, TESTS_TEXTS.evaluateFailed));
    }
  };

  // Time ran out (now or before a reload): graded as it stands.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the time is up
  useEffect(() => {
    if (timeUp) void runEvaluation();
  }, [timeUp]);

  const choose = async (answer: AnswerLetter) => {
    const previous = answers.get(question.id);
    setAnswers((map) => new Map(map).set(question.id, answer));
    setFailure(null);
    try {
      await save.mutateAsync({ questionId: question.id, answer });
    } catch (error) {
      setAnswers((map) => {
        const next = new Map(map);
        if (previous) next.set(question.id, previous);
        else next.delete(question.id);
        return next;
      });
      if (error instanceof ApiError && error.status === 409) setTimeUp(true);
      else setFailure(errorMessage(error, TESTS_TEXTS.saveFailed));
    }
  };

  return (
    <section className="exam" aria-labelledby="exam-heading">
      <div className="exam__bar">
        <h2 id="exam-heading" ref={headingRef} tabIndex={-1}>
          {TESTS_TEXTS.examHeading}
        </h2>
        <Countdown secondsLeft={attempt.secondsLeft} onExpire={() => setTimeUp(true)} />
      </div>
      {timeUp && <StatusMessage kind="loading">{TESTS_TEXTS.timeUp}</StatusMessage>}
      <QuestionCard
        key={question.id}
        question={question}
        position={`Otázka ${current + 1} z ${total}:`}
        chosen={answers.get(question.id) ?? null}
        onChoose={(answer) => void choose(answer)}
        disabled={timeUp || evaluate.isPending}
      />
      <div className="exam__navigation">
        <button
          type="button"
          className="button button--secondary"
          disabled={current === 0}
          onClick={() => setCurrent(current - 1)}
        >
          {TESTS_TEXTS.previous}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={current === total - 1}
          onClick={() => setCurrent(current + 1)}
        >
          {TESTS_TEXTS.next}
        </button>
      </div>
      <nav className="exam__overview" aria-label={TESTS_TEXTS.overview}>
        <p>{`Zodpovedané: ${answers.size} z ${total}`}</p>
        <ol>
          {attempt.questions.map((item, index) => {
            const answered = answers.has(item.id);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={`exam__jump${answered ? ' exam__jump--answered' : ''}`}
                  aria-current={index === current ? 'step' : undefined}
                  aria-label={`Otázka ${index + 1}, ${answered ? 'zodpovedaná' : 'nezodpovedaná'}`}
                  onClick={() => setCurrent(index)}
                >
                  {index + 1}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
      <button type="button" className="button" disabled={evaluate.isPending} onClick={() => void runEvaluation()}>
        {evaluate.isPending ? TESTS_TEXTS.evaluating : TESTS_TEXTS.evaluate}
      </button>
    </section>
  );
}

/** A test in progress, as the server holds it (so a reload comes back to the same point). */
export function ExamRunner({ attemptId, onEvaluated, onGone }: ExamRunnerProps) {
  const attempt = useTestAttempt(attemptId);
  // Graded in another tab, or expired and cleaned up: nothing left to answer here.
  const gone =
    (attempt.error instanceof ApiError && attempt.error.status === 404) || attempt.data?.testAttempt.evaluated === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the answer only
  useEffect(() => {
    if (gone) onGone();
  }, [gone]);
  return (
    <QueryStatus query={attempt} texts={{ loading: TESTS_TEXTS.attemptLoading, error: TESTS_TEXTS.attemptFailed }}>
      {({ testAttempt }) => <Exam attempt={testAttempt} onEvaluated={onEvaluated} />}
    </QueryStatus>
  );
}
