import { type Schemas, useExamReadiness, useMyExamReadiness } from '@autoskola/api-client';
import { READINESS_PART_LABELS } from '@autoskola/rules/driving-lessons';
import { QueryStatus } from '@autoskola/ui';
import './driving-lessons.css';
import { MY_LESSONS_TEXTS } from './driving-lesson-texts.ts';

const texts = { loading: MY_LESSONS_TEXTS.readinessLoading, error: MY_LESSONS_TEXTS.readinessError };

/** One status from lessons, theory tests, documents and payments, each part with what it lacks. */
export function ExamReadiness({
  readiness,
  headingLevel = 2,
}: {
  readiness: Schemas['ExamReadiness'];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `exam-readiness-${readiness.applicationId}`;
  return (
    <section className="lessons-panel" aria-labelledby={headingId}>
      <Heading id={headingId}>{MY_LESSONS_TEXTS.readiness}</Heading>
      <p className={`readiness readiness--${readiness.ready ? 'ready' : 'not-ready'}`}>
        <strong>{readiness.ready ? MY_LESSONS_TEXTS.ready : MY_LESSONS_TEXTS.notReady}</strong>
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

/** An application's readiness in the admin's detail. */
export function ApplicationExamReadiness({ applicationId }: { applicationId: number }) {
  return (
    <QueryStatus query={useExamReadiness(applicationId)} texts={texts}>
      {(readiness) => <ExamReadiness readiness={readiness} headingLevel={3} />}
    </QueryStatus>
  );
}
