import { type Schemas, useRegisterForExam } from '@autoskola/api-client';
import { EXAM_PART_LABELS, OVERRIDE_REASON_REQUIRED } from '@autoskola/rules/exams';
import { FormActions, SelectField, StatusMessage, TextAreaField, useFormKit } from '@autoskola/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { EXAM_TEXTS, resitText } from './exam-texts.ts';
import './exams.css';

type Candidate = Schemas['ExamCandidate'];

/** Who may be put on this date: a group of the date's, not on another date awaiting results, not on this one. */
export const candidatesFor = (examDate: Schemas['ExamDate'], candidates: readonly Candidate[]) =>
  candidates.filter(
    (candidate) =>
      examDate.licenceGroups.includes(candidate.licenceGroup) &&
      candidate.registeredExamDateId === null &&
      !examDate.registrations.some((registration) => registration.applicationId === candidate.applicationId),
  );

/** 'Eva Malá (B) – Test z predpisov, Vedenie vozidla; podmienky na skúšku nesplnené' as the picker lists a candidate. */
export function candidateOption(candidate: Candidate): string {
  const parts = candidate.partsDue.map((part) => EXAM_PART_LABELS[part]).join(', ');
  const notes = [
    ...(candidate.earliestDate ? [resitText(candidate.earliestDate)] : []),
    ...(candidate.ready ? [] : [EXAM_TEXTS.notReadyShort]),
  ];
  return `${candidate.studentName} (${candidate.licenceGroup}) – ${parts}${notes.length ? `; ${notes.join('; ')}` : ''}`;
}

interface ExamRegistrationFormProps {
  examDate: Schemas['ExamDate'];
  candidates: readonly Candidate[];
  /** After a registration is saved (the dialog closes). */
  onRegistered: () => void;
}

/**
 * 'Prihlásiť žiaka': a candidate of the date's groups; one not ready for the exam only with the
 * reason, which the server keeps with the registration and in the application's history.
 */
export function ExamRegistrationForm({ examDate, candidates, onRegistered }: ExamRegistrationFormProps) {
  const register = useRegisterForExam();
  const [applicationId, setApplicationId] = useState('');
  const [reason, setReason] = useState('');
  const form = useFormKit(EXAM_TEXTS.registerFailed);
  const fitting = candidatesFor(examDate, candidates);
  const picked = fitting.find((candidate) => String(candidate.applicationId) === applicationId) ?? null;
  // The server may know better (readiness changed since the list came): its 422 brings the field too.
  const [reasonAsked, setReasonAsked] = useState(false);
  const serverAsks = form.errors.overrideReason !== undefined;
  useEffect(() => {
    if (serverAsks) setReasonAsked(true);
  }, [serverAsks]);
  const needsReason = (picked !== null && !picked.ready) || reasonAsked || serverAsks;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(picked ? {} : { applicationId: EXAM_TEXTS.pickCandidate }),
      ...(picked && !picked.ready && !reason.trim() ? { overrideReason: OVERRIDE_REASON_REQUIRED } : {}),
    };
    if (form.refused(missing)) return;
    const saved = await form.attempt(() =>
      register.mutateAsync({
        examDateId: examDate.id,
        input: {
          applicationId: Number(applicationId),
          ...(needsReason && reason.trim() ? { overrideReason: reason.trim() } : {}),
        },
      }),
    );
    if (saved) onRegistered();
  }

  if (fitting.length === 0) return <StatusMessage kind="empty">{EXAM_TEXTS.noCandidates}</StatusMessage>;
  return (
    <form className="exam-form" onSubmit={onSubmit} noValidate aria-label={EXAM_TEXTS.register}>
      <SelectField
        label={EXAM_TEXTS.candidate}
        required
        value={applicationId}
        error={form.errors.applicationId}
        onChange={(event) => {
          setApplicationId(event.target.value);
          setReasonAsked(false);
          form.setErrors({});
          form.setOutcome(null);
        }}
      >
        <option value="">{EXAM_TEXTS.pickCandidate}</option>
        {fitting.map((candidate) => (
          <option key={candidate.applicationId} value={candidate.applicationId}>
            {candidateOption(candidate)}
          </option>
        ))}
      </SelectField>
      {picked && !picked.ready && (
        <p className="exam-form__warning">
          <strong>{EXAM_TEXTS.notReady}</strong>
        </p>
      )}
      {needsReason && (
        <TextAreaField
          label={EXAM_TEXTS.overrideReason}
          required
          rows={3}
          maxLength={500}
          value={reason}
          error={form.errors.overrideReason}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
      {form.outcome && <StatusMessage kind={form.outcome.kind}>{form.outcome.text}</StatusMessage>}
      <FormActions submit={EXAM_TEXTS.register} pending={form.pending} />
    </form>
  );
}
