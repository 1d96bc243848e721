import { errorMessage, type Schemas, useCancelLesson } from '@autoskola/api-client';
import { DRIVE_KIND_LABELS, formatLessonTime, lessonLength } from '@autoskola/rules/driving-lessons';
import { type Column, type FormOutcome, type SharedMessage, StatusMessage, Table } from '@autoskola/ui';
import { useState } from 'react';
import { MY_LESSONS_TEXTS, statusText } from './driving-lesson-texts.ts';

function UpcomingLesson({
  lesson,
  phone,
  onOutcome,
}: {
  lesson: Schemas['Lesson'];
  phone: string;
  onOutcome: (outcome: FormOutcome) => void;
}) {
  const cancel = useCancelLesson();
  const [confirming, setConfirming] = useState(false);
  const when = formatLessonTime(lesson.start, lesson.end);
  return (
    <li className="lesson-item">
      <p>
        {/* Labels, not brackets in brackets ('(2 hodiny (90 min))'); the name in the nominative. */}
        <strong>{when}</strong>, {lessonLength(lesson.units)}. Inštruktor: {lesson.instructor.name}
        {lesson.vehicle && `, vozidlo: ${lesson.vehicle}`}
      </p>
      {!lesson.cancellable ? (
        <p className="lesson-item__note">Túto jazdu už nemožno zrušiť cez web. Zavolajte nám: {phone}.</p>
      ) : confirming ? (
        <div className="lesson-form__actions">
          <button
            type="button"
            className="button button--danger"
            disabled={cancel.isPending}
            onClick={async () => {
              try {
                await cancel.mutateAsync(lesson.id);
                onOutcome({ kind: 'success', text: MY_LESSONS_TEXTS.cancelled });
              } catch (error) {
                onOutcome({ kind: 'error', text: errorMessage(error, MY_LESSONS_TEXTS.cancelFailed) });
              }
              setConfirming(false);
            }}
          >
            Áno, zrušiť jazdu {when}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            Nie
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          aria-label={`${MY_LESSONS_TEXTS.cancel} ${when}`}
          onClick={() => setConfirming(true)}
        >
          {MY_LESSONS_TEXTS.cancel}
        </button>
      )}
    </li>
  );
}

/** The student's coming lessons, each cancellable until the school's limit (after it: the phone). */
export function UpcomingLessons({
  lessons,
  phone,
  message,
}: {
  lessons: Schemas['Lesson'][];
  phone: string;
  message?: SharedMessage;
}) {
  const [ownOutcome, setOwnOutcome] = useState<FormOutcome>(null);
  const [outcome, setOutcome] = message ?? [ownOutcome, setOwnOutcome];
  return (
    <section className="lessons-panel" aria-labelledby="upcoming-lessons">
      <h2 id="upcoming-lessons">{MY_LESSONS_TEXTS.upcoming}</h2>
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
      {lessons.length === 0 ? (
        <StatusMessage kind="empty">{MY_LESSONS_TEXTS.noUpcoming}</StatusMessage>
      ) : (
        <ul className="lesson-list">
          {lessons.map((lesson) => (
            <UpcomingLesson key={lesson.id} lesson={lesson} phone={phone} onOutcome={setOutcome} />
          ))}
        </ul>
      )}
    </section>
  );
}

const historyColumns: readonly Column<Schemas['Lesson']>[] = [
  { header: 'Termín', cell: (lesson) => formatLessonTime(lesson.start, lesson.end) },
  { header: 'Inštruktor', cell: (lesson) => lesson.instructor.name },
  { header: 'Stav', cell: (lesson) => statusText(lesson.status) },
  { header: 'Druh', cell: (lesson) => (lesson.driveKind ? DRIVE_KIND_LABELS[lesson.driveKind] : '–') },
  { header: 'Poznámka', cell: (lesson) => lesson.note ?? '' },
];

/** Past and cancelled lessons: what was driven, missed or cancelled. */
export function LessonHistory({ lessons }: { lessons: Schemas['Lesson'][] }) {
  return (
    <section className="lessons-panel" aria-labelledby="lesson-history">
      <h2 id="lesson-history">{MY_LESSONS_TEXTS.history}</h2>
      {lessons.length === 0 ? (
        <StatusMessage kind="empty">{MY_LESSONS_TEXTS.noHistory}</StatusMessage>
      ) : (
        <Table
          caption={MY_LESSONS_TEXTS.history}
          columns={historyColumns}
          rows={lessons}
          rowKey={(lesson) => lesson.id}
        />
      )}
    </section>
  );
}
