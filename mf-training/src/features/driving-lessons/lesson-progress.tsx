import { type Schemas, useMyLessons } from '@autoskola/api-client';
import { DRIVE_KIND_LABELS } from '@autoskola/rules/driving-lessons';
import { drivenText, PROGRESS_BY_KIND } from '@autoskola/rules/syllabus';
import { Link } from 'react-router-dom';
import './driving-lessons.css';
import { MY_LESSONS_TEXTS } from './driving-lesson-texts.ts';

/**
 * Units driven by kind against the syllabus (decisions 0029, 0036), as meters a screen reader reads
 * as 'x z y'. Every count is in 45-minute units, said once in the summary and the rows' caption, so
 * it reads alike with the readiness panel and is not taken for the offer's clock hours.
 */
export function LessonProgress({ progress }: { progress: Schemas['LessonProgress'] }) {
  const rows = [
    ...progress.kinds.map((kind) => ({ key: kind.kind, label: DRIVE_KIND_LABELS[kind.kind], ...kind })),
    { key: 'total', label: 'Spolu', driven: progress.driven, minimum: progress.minimum },
  ];
  return (
    <section className="lessons-panel" aria-labelledby="lesson-progress">
      <h2 id="lesson-progress">{MY_LESSONS_TEXTS.progress}</h2>
      <p>
        <strong>{drivenText(progress.driven, progress.minimum)}</strong>
      </p>
      <p id="lesson-progress-kinds">{PROGRESS_BY_KIND}</p>
      <dl className="lesson-progress" aria-labelledby="lesson-progress-kinds">
        {rows.map((row) => (
          <div key={row.key} className="lesson-progress__row">
            <dt>{row.label}</dt>
            <dd>
              {row.minimum === null ? (
                `${row.driven}`
              ) : (
                <>
                  <meter
                    min={0}
                    max={row.minimum}
                    value={Math.min(row.driven, row.minimum)}
                    aria-label={`${row.label}: ${row.driven} z ${row.minimum} vyučovacích hodín`}
                  />{' '}
                  {row.driven} z {row.minimum}
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The progress of the student's course in training, with a link to 'Moje jazdy'; nothing without one. */
export function MyLessonProgress() {
  const mine = useMyLessons();
  if (!mine.data?.progress) return null;
  return (
    <>
      <LessonProgress progress={mine.data.progress} />
      <p>
        <Link to="/jazdy">{MY_LESSONS_TEXTS.toMyLessons}</Link>
      </p>
    </>
  );
}
