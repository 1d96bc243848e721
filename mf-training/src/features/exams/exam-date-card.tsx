import {
  type Schemas,
  useDeleteExamDate,
  useExamCandidates,
  useSaveExamResult,
  useUnregisterFromExam,
  useUpdateExamDate,
} from '@autoskola/api-client';
import {
  EXAM_PART_LABELS,
  EXAM_RESULT_LABELS,
  EXAM_RESULTS,
  formatExamTime,
  placesLeftText,
  RESULT_PENDING,
} from '@autoskola/rules/exams';
import { LICENCE_GROUPS } from '@autoskola/rules/licence-groups';
import { type FormOutcome, Modal, QueryStatus, SelectField, StatusMessage, useFormKit } from '@autoskola/ui';
import { useId, useState } from 'react';
import { ExamDateForm } from './exam-date-form.tsx';
import { ExamRegistrationForm } from './exam-registration-form.tsx';
import { EXAM_TEXTS } from './exam-texts.ts';
import './exams.css';

type ExamDate = Schemas['ExamDate'];
type Registration = Schemas['ExamRegistration'];

/** One part's result: a select once the exam has begun, the result (or 'čaká na výsledok') before. */
function PartResult({
  examDate,
  registration,
  part,
  started,
  onOutcome,
}: {
  examDate: ExamDate;
  registration: Registration;
  part: Schemas['ExamPartResult'];
  started: boolean;
  onOutcome: (outcome: FormOutcome) => void;
}) {
  const save = useSaveExamResult();
  const kit = useFormKit(EXAM_TEXTS.resultFailed);
  const label = EXAM_PART_LABELS[part.part];
  if (!started) {
    return (
      <li className="exam-part">
        <span className="exam-part__name">{label}</span>
        <span className="exam-part__result">{part.result ? EXAM_RESULT_LABELS[part.result] : RESULT_PENDING}</span>
      </li>
    );
  }
  return (
    <li className="exam-part">
      <SelectField
        label={`${EXAM_TEXTS.result}: ${label}`}
        // The visible label and the student's name: every row of the date has the same selects.
        aria-label={`${EXAM_TEXTS.result}: ${label} – ${registration.studentName}`}
        value={part.result ?? ''}
        error={kit.errors.result ?? kit.errors.part}
        disabled={save.isPending}
        onChange={(event) => {
          const result = event.target.value as Schemas['ExamResult'];
          if (!result) return;
          onOutcome(null);
          void kit
            .attempt(() =>
              save.mutateAsync({
                examDateId: examDate.id,
                registrationId: registration.id,
                input: { part: part.part, result },
              }),
            )
            .then((saved) => onOutcome(saved ? { kind: 'success', text: EXAM_TEXTS.resultSaved } : null));
        }}
      >
        {part.result === null && <option value="">{RESULT_PENDING}</option>}
        {EXAM_RESULTS.map((result) => (
          <option key={result} value={result}>
            {EXAM_RESULT_LABELS[result]}
          </option>
        ))}
      </SelectField>
      {kit.outcome?.kind === 'error' && <StatusMessage kind="error">{kit.outcome.text}</StatusMessage>}
    </li>
  );
}

/** A registered student: the parts with their results, 'Odhlásiť' until the exam begins and no result is in. */
function RegistrationItem({
  examDate,
  registration,
  started,
  onUnregistered,
}: {
  examDate: ExamDate;
  registration: Registration;
  started: boolean;
  onUnregistered: () => void;
}) {
  const unregister = useUnregisterFromExam();
  const kit = useFormKit(EXAM_TEXTS.unregisterFailed);
  const [saved, setSaved] = useState<FormOutcome>(null);
  const headingId = useId();
  const hasResult = registration.parts.some((part) => part.result !== null);
  const outcome = kit.outcome ?? saved;
  return (
    <li className="exam-registration" aria-labelledby={headingId}>
      <p className="exam-registration__who" id={headingId}>
        <strong>{registration.studentName}</strong> ({registration.licenceGroup})
      </p>
      {registration.overrideReason && (
        <p className="exam-registration__override">
          {EXAM_TEXTS.overridden}: {registration.overrideReason}
        </p>
      )}
      <ul className="exam-parts">
        {registration.parts.map((part) => (
          <PartResult
            key={part.part}
            examDate={examDate}
            registration={registration}
            part={part}
            started={started}
            onOutcome={setSaved}
          />
        ))}
      </ul>
      {!started && !hasResult && (
        <button
          type="button"
          className="button button--secondary"
          aria-label={`${EXAM_TEXTS.unregister}: ${registration.studentName}`}
          disabled={unregister.isPending}
          onClick={() =>
            void kit
              .attempt(() => unregister.mutateAsync({ examDateId: examDate.id, registrationId: registration.id }))
              .then((done) => done && onUnregistered())
          }
        >
          {EXAM_TEXTS.unregister}
        </button>
      )}
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
    </li>
  );
}

type Opened = 'register' | 'edit' | null;

/** The dialog's content: the candidates (read when it opens, fresh after every registration), then the form. */
function ExamRegistration({ examDate, onRegistered }: { examDate: ExamDate; onRegistered: () => void }) {
  return (
    <QueryStatus
      query={useExamCandidates()}
      texts={{ loading: EXAM_TEXTS.candidatesLoading, error: EXAM_TEXTS.candidatesError }}
    >
      {(data) => <ExamRegistrationForm examDate={examDate} candidates={data.candidates} onRegistered={onRegistered} />}
    </QueryStatus>
  );
}

/**
 * One exam date: when and where, the groups and the places left, the note, and its students with
 * their parts; 'Prihlásiť žiaka' while places are left and the exam has not begun.
 */
export function ExamDateCard({ examDate, now = Date.now() }: { examDate: ExamDate; now?: number }) {
  const [opened, setOpened] = useState<Opened>(null);
  // What the last registration or unregistration did (the dialog is gone, the student's row too).
  const [notice, setNotice] = useState<FormOutcome>(null);
  const update = useUpdateExamDate();
  const remove = useDeleteExamDate();
  const kit = useFormKit(EXAM_TEXTS.deleteFailed);
  const headingId = useId();
  const started = Date.parse(examDate.startsAt) <= now;
  const when = formatExamTime(examDate.startsAt);
  const close = () => setOpened(null);
  return (
    <article className="exam-date" aria-labelledby={headingId}>
      <h3 id={headingId} className="exam-date__heading">
        <time dateTime={examDate.startsAt}>{when}</time>, {examDate.place}
      </h3>
      <p className="exam-date__facts">
        <span>
          {/* In the groups' own order, as the form's boxes: the stored order is whoever saved it (the demo's 'B, A'). */}
          {EXAM_TEXTS.groups}: {LICENCE_GROUPS.filter((group) => examDate.licenceGroups.includes(group)).join(', ')}
        </span>
        <span>{placesLeftText(examDate.placesLeft, examDate.places)}</span>
      </p>
      {examDate.note && <p className="exam-date__note">{examDate.note}</p>}
      <p className="exam-date__subheading">
        <strong>{EXAM_TEXTS.registrations}</strong>
      </p>
      {examDate.registrations.length === 0 ? (
        <p>{EXAM_TEXTS.noRegistrations}</p>
      ) : (
        <ul className="exam-registrations">
          {examDate.registrations.map((registration) => (
            <RegistrationItem
              key={registration.id}
              examDate={examDate}
              registration={registration}
              started={started}
              onUnregistered={() => setNotice({ kind: 'success', text: EXAM_TEXTS.unregistered })}
            />
          ))}
        </ul>
      )}
      {!started && examDate.registrations.length > 0 && (
        <p className="exam-date__hint">{EXAM_TEXTS.resultsAfterStart}</p>
      )}
      <div className="exam-date__actions">
        {!started && examDate.placesLeft > 0 && (
          <button
            type="button"
            className="button"
            aria-label={`${EXAM_TEXTS.register}: ${when}`}
            onClick={() => {
              setNotice(null);
              setOpened('register');
            }}
          >
            {EXAM_TEXTS.register}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          aria-label={`${EXAM_TEXTS.edit}: ${when}`}
          onClick={() => setOpened('edit')}
        >
          {EXAM_TEXTS.edit}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={`${EXAM_TEXTS.delete}: ${when}`}
          disabled={remove.isPending}
          onClick={() => void kit.attempt(() => remove.mutateAsync(examDate.id))}
        >
          {EXAM_TEXTS.delete}
        </button>
      </div>
      {(kit.outcome ?? notice) && (
        <StatusMessage kind={(kit.outcome ?? notice)?.kind ?? 'success'}>{(kit.outcome ?? notice)?.text}</StatusMessage>
      )}
      {opened === 'register' && (
        <Modal title={`${EXAM_TEXTS.register}: ${when}`} onClose={close}>
          <ExamRegistration
            examDate={examDate}
            onRegistered={() => {
              close();
              setNotice({ kind: 'success', text: EXAM_TEXTS.registered });
            }}
          />
        </Modal>
      )}
      {opened === 'edit' && (
        <Modal title={EXAM_TEXTS.editDate} onClose={close}>
          <ExamDateForm
            examDate={examDate}
            onSave={async (input) => {
              await update.mutateAsync({ id: examDate.id, input });
              close();
            }}
          />
        </Modal>
      )}
    </article>
  );
}
