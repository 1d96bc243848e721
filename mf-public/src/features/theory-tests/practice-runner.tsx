import { errorMessage, type Schemas, useCheckPracticeAnswer, useDrawPracticeQuestion } from '@autoskola/api-client';
import { StatusMessage } from '@autoskola/ui';
import { useEffect, useState } from 'react';
import { QuestionCard } from './question-card.tsx';
import { type AnswerLetter, TESTS_TEXTS } from './theory-test-texts.ts';
import { useFocusOnMount } from './use-focus-on-mount.ts';
import './theory-tests.css';

interface PracticeRunnerProps {
  category: { id: number; name: string };
  onEnd: () => void;
}

type Verdict = Schemas['PracticeCheck'] & { chosen: AnswerLetter };

/** One question of the category at a time, in random order, with 'Správne' / 'Nesprávne' after each answer. */
export function PracticeRunner({ category, onEnd }: PracticeRunnerProps) {
  const draw = useDrawPracticeQuestion();
  const check = useCheckPracticeAnswer();
  const [seen, setSeen] = useState<number[]>([]);
  const [drawn, setDrawn] = useState<Schemas['PracticeQuestionResponse'] | null>(null);
  const [selected, setSelected] = useState<AnswerLetter | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [score, setScore] = useState({ right: 0, answered: 0 });
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();

  const next = async (alreadySeen: number[]) => {
    setFailure(null);
    setVerdict(null);
    setSelected(null);
    try {
      const answer = await draw.mutateAsync({ categoryId: category.id, seen: alreadySeen });
      setDrawn(answer);
      if (answer.question) setSeen([...alreadySeen, answer.question.id]);
    } catch (error) {
      setFailure(errorMessage(error, TESTS_TEXTS.drawFailed));
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first question, once
  useEffect(() => {
    void next([]);
  }, []);

  const answer = async (question: Schemas['TestQuestionPublic'], chosen: AnswerLetter) => {
    setFailure(null);
    try {
      const result = await check.mutateAsync({ questionId: question.id, answer: chosen });
      setVerdict({ ...result, chosen });
      setScore((total) => ({ right: total.right + (result.correct ? 1 : 0), answered: total.answered + 1 }));
    } catch (error) {
      setFailure(errorMessage(error, TESTS_TEXTS.checkFailed));
    }
  };

  const question = drawn?.question ?? null;
  return (
    <section className="practice" aria-labelledby="practice-heading">
      <h2 id="practice-heading" ref={headingRef} tabIndex={-1}>
        {`${TESTS_TEXTS.practiceHeading}: ${category.name}`}
      </h2>
      <p>{`Správne ${score.right} z ${score.answered}`}</p>
      {draw.isPending && drawn === null && <StatusMessage kind="loading">{TESTS_TEXTS.loading}</StatusMessage>}
      {drawn && !question && (
        <>
          <StatusMessage kind="success">{TESTS_TEXTS.practiceDone}</StatusMessage>
          <button
            type="button"
            className="button"
            onClick={() => {
              setScore({ right: 0, answered: 0 });
              void next([]);
            }}
          >
            {TESTS_TEXTS.again}
          </button>
        </>
      )}
      {question && drawn && (
        <>
          <QuestionCard
            key={question.id}
            question={question}
            position={`Otázka ${drawn.total - drawn.remaining + 1} z ${drawn.total}:`}
            chosen={verdict?.chosen ?? selected}
            onChoose={setSelected}
            disabled={verdict !== null || check.isPending}
            correctAnswer={verdict?.correctAnswer}
          />
          {!verdict && (
            // A separate step: moving through the answers with the arrow keys must not submit one.
            <button
              type="button"
              className="button"
              disabled={selected === null || check.isPending}
              onClick={() => selected && void answer(question, selected)}
            >
              {TESTS_TEXTS.check}
            </button>
          )}
          {check.isPending && <StatusMessage kind="loading">{TESTS_TEXTS.checking}</StatusMessage>}
          {verdict && (
            <div className="practice__verdict" role="status">
              <p className={`practice__verdict-text practice__verdict-text--${verdict.correct ? 'right' : 'wrong'}`}>
                {verdict.correct ? TESTS_TEXTS.right : TESTS_TEXTS.wrong}
              </p>
              {!verdict.correct && (
                <p>{`${TESTS_TEXTS.correctAnswer}: ${verdict.correctAnswer}) ${question.answers[verdict.correctAnswer]}`}</p>
              )}
              {verdict.explanation && <p>{`${TESTS_TEXTS.explanation}: ${verdict.explanation}`}</p>}
            </div>
          )}
          {verdict && (
            <button type="button" className="button" disabled={draw.isPending} onClick={() => void next(seen)}>
              {TESTS_TEXTS.next}
            </button>
          )}
        </>
      )}
      {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
      <button type="button" className="button button--secondary" onClick={onEnd}>
        {TESTS_TEXTS.backToTests}
      </button>
    </section>
  );
}
