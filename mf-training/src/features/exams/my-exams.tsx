import { type Schemas, useMyExams } from '@autoskola/api-client';
import { EXAM_PART_LABELS, EXAM_RESULT_LABELS, formatExamTime, RESULT_PENDING } from '@autoskola/rules/exams';
import { QueryStatus } from '@autoskola/ui';
import { EXAM_TEXTS } from './exam-texts.ts';
import './exams.css';

/** The student's exams: when and where, the school's note, each part with its result or 'čaká na výsledok'. */
export function MyExamList({ exams }: { exams: readonly Schemas['MyExam'][] }) {
  return (
    <section className="exams-panel" aria-labelledby="my-exams">
      <h2 id="my-exams">{EXAM_TEXTS.mine}</h2>
      <ul className="my-exams">
        {exams.map((exam) => (
          <li key={`${exam.startsAt} ${exam.place}`} className="my-exam">
            <p className="my-exam__when">
              <strong>
                <time dateTime={exam.startsAt}>{formatExamTime(exam.startsAt)}</time>
              </strong>
              , {exam.place}
            </p>
            {exam.note && (
              <p className="my-exam__note">
                {EXAM_TEXTS.note}: {exam.note}
              </p>
            )}
            <ul className="exam-parts">
              {exam.parts.map((part) => (
                <li key={part.part} className="exam-part">
                  <span className="exam-part__name">{EXAM_PART_LABELS[part.part]}</span>
                  <span className={`exam-part__result exam-part__result--${part.result ?? 'pending'}`}>
                    {part.result ? EXAM_RESULT_LABELS[part.result] : RESULT_PENDING}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Skúška' on 'Môj kurz': nothing while the student has no exam. */
export function MyExams() {
  return (
    <QueryStatus query={useMyExams()} texts={{ loading: EXAM_TEXTS.mineLoading, error: EXAM_TEXTS.mineError }}>
      {(data) => (data.exams.length > 0 ? <MyExamList exams={data.exams} /> : null)}
    </QueryStatus>
  );
}
