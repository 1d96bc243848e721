import { type Schemas, useExamReadiness, useMyExamReadiness } from '@autoskola/api-client';
import { READINESS_PART_LABELS } from '@autoskola/rules/driving-lessons';
import { QueryStatus } from '@autoskola/ui';
import './driving-lessons.css';
import { MY_LESSONS_TEXTS } from './driving-lesson-texts.ts';

const texts = { loading: MY_LESSONS_TEXTS.readinessLoading, error: MY_LESSONS_TEXTS.readinessError };

/**
 * The verdict, by who reads it: the student reads about their own course, the instructor about a
 * student (the name after a label, not declined). Gender-neutral either way: no 'Žiak spĺňa'
 * that would call a student 'žiačka' wrong, the requirements are the subject.
 */
export const READINESS_TEXTS = {
  student: {
    ready: 'Na skúšku je všetko splnené.',
    notReady: 'Na skúšku ešte nie je všetko splnené.',
  },
  instructor: {
    ready: 'Všetko potrebné na skúšku je splnené.',
    notReady: 'Ešte nie je splnené všetko potrebné na skúšku.',
    student: 'Žiak',
  },
} as const;

/** One status from lessons, theory tests, documents and payments, each part with what it lacks. */
export function ExamReadiness({
  readiness,
  headingLevel = 2,
  studentName,
}: {
  readiness: Schemas['ExamReadiness'];
  headingLevel?: 2 | 3;
  /** Set in the admin: the panel speaks about this student, not to them. */
  studentName?: string | undefined;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `exam-readiness-${readiness.applicationId}`;
  const words = studentName === undefined ? READINESS_TEXTS.student : READINESS_TEXTS.instructor;
  return (
    <section className="lessons-panel" aria-labelledby={headingId}>
      <Heading id={headingId}>{MY_LESSONS_TEXTS.readiness}</Heading>
      {studentName !== undefined && <p>{`${READINESS_TEXTS.instructor.student}: ${studentName}`}</p>}
      <p className={`readiness readiness--${readiness.ready ? 'ready' : 'not-ready'}`}>
        <strong>{readiness.ready ? words.ready : words.notReady}</strong>
      </p>
      <ul className="readiness__parts">
        {readiness.parts.map((part) => (
          <li key={part.part}>
            <span className="readiness__mark" aria-hidden="true">
              {part.ready ? '✓' : '✗'}
            </span>{' '}
            <strong>{READINESS_PART_LABELS[part.part]}</strong> ({part.ready ? 'splnené' : 'nesplnené'}): {part.detail}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The student's own readiness (on 'Moje jazdy' and 'Môj kurz'); nothing without an application in training. */
export function MyExamReadiness() {
  return (
    <QueryStatus query={useMyExamReadiness()} texts={texts}>
      {(data) => (data.readiness ? <ExamReadiness readiness={data.readiness} /> : null)}
    </QueryStatus>
  );
}

/**
 * An application's readiness in the admin's detail, about the student. A recorded payment or
 * document refreshes it (the application's writes make '/admin/exam-readiness/{id}' stale).
 */
export function ApplicationExamReadiness({
  applicationId,
  studentName,
}: {
  applicationId: number;
  studentName: string;
}) {
  return (
    <QueryStatus query={useExamReadiness(applicationId)} texts={texts}>
      {(readiness) => <ExamReadiness readiness={readiness} headingLevel={3} studentName={studentName} />}
    </QueryStatus>
  );
}
