import { errorMessage, type Schemas, useChangeLessonStatus } from '@autoskola/api-client';
import { DRIVE_KIND_LABELS, DRIVE_KINDS, type DriveKind } from '@autoskola/rules/driving-lessons';
import { FormActions, type FormOutcome, Modal, TextField } from '@autoskola/ui';
import { useState } from 'react';
import { LESSON_ADMIN_TEXTS } from './driving-lesson-texts.ts';

type Change = Schemas['LessonStatusInput'];

function DrivenDialog({ onSave, onClose }: { onSave: (input: Change) => Promise<void>; onClose: () => void }) {
  const [kind, setKind] = useState<DriveKind>('road');
  const [note, setNote] = useState('');
  return (
    <Modal title={LESSON_ADMIN_TEXTS.markDriven} onClose={onClose}>
      <form
        className="lesson-form"
        onSubmit={async (event) => {
          event.preventDefault();
          await onSave({ status: 'driven', driveKind: kind, note: note.trim() || null });
        }}
      >
        <fieldset className="lesson-form__choice">
          <legend>{LESSON_ADMIN_TEXTS.kind}</legend>
          {DRIVE_KINDS.map((each) => (
            <label key={each}>
              <input type="radio" name="drive-kind" checked={kind === each} onChange={() => setKind(each)} />{' '}
              {DRIVE_KIND_LABELS[each]}
            </label>
          ))}
        </fieldset>
        <TextField
          label={LESSON_ADMIN_TEXTS.note}
          maxLength={200}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <FormActions submit={LESSON_ADMIN_TEXTS.save} />
      </form>
    </Modal>
  );
}

/**
 * What an instructor may do with a lesson: once it began, mark it driven (with its kind) or
 * missed (and correct either); before, cancel it; a block can be taken away.
 */
export function LessonActions({
  lesson,
  label,
  onOutcome,
}: {
  lesson: Schemas['AdminLesson'];
  /** Names the lesson in the buttons' accessible names ('Odjazdená – 8:00 Jana Nováková'). */
  label: string;
  onOutcome: (outcome: FormOutcome) => void;
}) {
  const change = useChangeLessonStatus();
  const [driving, setDriving] = useState(false);
  const started = Date.parse(lesson.start) <= Date.now();
  async function save(input: Change) {
    try {
      await change.mutateAsync({ id: lesson.id, input });
      onOutcome({ kind: 'success', text: LESSON_ADMIN_TEXTS.changed });
    } catch (error) {
      onOutcome({ kind: 'error', text: errorMessage(error, LESSON_ADMIN_TEXTS.changeFailed) });
    }
    setDriving(false);
  }
  const button = (text: string, input: Change, secondary = true) => (
    <button
      type="button"
      className={`button${secondary ? ' button--secondary' : ''}`}
      aria-label={`${text} – ${label}`}
      disabled={change.isPending}
      onClick={() => void save(input)}
    >
      {text}
    </button>
  );
  if (
    lesson.status !== 'booked' &&
    !(lesson.kind === 'lesson' && started && ['driven', 'noShow'].includes(lesson.status))
  ) {
    return null;
  }
  if (lesson.kind === 'block')
    return <div className="lesson-form__actions">{button(LESSON_ADMIN_TEXTS.unblock, { status: 'cancelled' })}</div>;
  return (
    <div className="lesson-form__actions">
      {started ? (
        <>
          <button
            type="button"
            className="button"
            aria-label={`${LESSON_ADMIN_TEXTS.driven} – ${label}`}
            disabled={change.isPending}
            onClick={() => setDriving(true)}
          >
            {LESSON_ADMIN_TEXTS.driven}
          </button>
          {lesson.status !== 'noShow' && button(LESSON_ADMIN_TEXTS.noShow, { status: 'noShow' })}
        </>
      ) : (
        <>
          {button(LESSON_ADMIN_TEXTS.cancel, { status: 'cancelled' })}
          {button(LESSON_ADMIN_TEXTS.lateCancel, { status: 'lateCancelled' })}
        </>
      )}
      {driving && <DrivenDialog onSave={save} onClose={() => setDriving(false)} />}
    </div>
  );
}
