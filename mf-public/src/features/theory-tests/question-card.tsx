import type { Schemas } from '@autoskola/api-client';
import { type AnswerLetter, LETTERS, TESTS_TEXTS } from './theory-test-texts.ts';
import './theory-tests.css';

interface QuestionCardProps {
  question: Schemas['TestQuestionPublic'];
  /** 'Otázka 3 z 40:' */
  position: string;
  chosen: AnswerLetter | null;
  onChoose?: (answer: AnswerLetter) => void;
  disabled?: boolean;
  /** After the answer is checked: the correct one is marked. */
  correctAnswer?: AnswerLetter | undefined;
}

/** One question: its text names the radio group of the three answers; its picture when it has one. */
export function QuestionCard({ question, position, chosen, onChoose, disabled, correctAnswer }: QuestionCardProps) {
  const name = `question-${question.id}`;
  return (
    <fieldset className="question-card" disabled={disabled}>
      <legend className="question-card__text">
        <span className="question-card__position">{position}</span> {question.text}{' '}
        <span className="question-card__points">{`(${question.points} b.)`}</span>
      </legend>
      {question.imageUrl && (
        <img className="question-card__image" src={question.imageUrl} alt="Obrázok k otázke" width={300} height={225} />
      )}
      <ul className="question-card__answers">
        {LETTERS.map((letter) => {
          const isCorrect = correctAnswer === letter;
          const isWrongChoice = correctAnswer !== undefined && chosen === letter && !isCorrect;
          return (
            <li
              key={letter}
              className={`question-card__answer${isCorrect ? ' question-card__answer--correct' : ''}${isWrongChoice ? ' question-card__answer--wrong' : ''}`}
            >
              <label>
                <input
                  type="radio"
                  name={name}
                  value={letter}
                  checked={chosen === letter}
                  onChange={() => onChoose?.(letter)}
                />
                <span>
                  {`${letter}) ${question.answers[letter]}`}
                  {isCorrect && (
                    <span className="question-card__mark">{` – ${TESTS_TEXTS.correctAnswer.toLowerCase()}`}</span>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
