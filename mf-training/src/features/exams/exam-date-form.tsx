import type { Schemas } from '@autoskola/api-client';
import { EXAM_DATE_STARTED_ONLY_NOTE, examDateChangeErrors, examDateErrors } from '@autoskola/rules/exams';
import { LICENCE_GROUPS, type LicenceGroup } from '@autoskola/rules/licence-groups';
import { CheckboxField, FormActions, StatusMessage, TextAreaField, TextField, useFormKit } from '@autoskola/ui';
import { type FormEvent, useId, useState } from 'react';
import { EXAM_TEXTS, instantOfLocal, localDateTime } from './exam-texts.ts';
import './exams.css';

interface Values {
  startsAt: string;
  place: string;
  licenceGroups: LicenceGroup[];
  places: string;
  note: string;
}

const empty: Values = { startsAt: '', place: '', licenceGroups: ['B'], places: '8', note: '' };

const valuesOf = (examDate: Schemas['ExamDate'] | null): Values =>
  examDate
    ? {
        startsAt: localDateTime(examDate.startsAt),
        place: examDate.place,
        licenceGroups: [...examDate.licenceGroups],
        places: String(examDate.places),
        note: examDate.note ?? '',
      }
    : empty;

/** What the form sends: the typed time as the instant in Bratislava, the note null when empty. */
const inputOf = (values: Values): Schemas['ExamDateInput'] => ({
  startsAt: instantOfLocal(values.startsAt) ?? values.startsAt,
  place: values.place.trim(),
  licenceGroups: values.licenceGroups,
  places: Number(values.places),
  note: values.note.trim() || null,
});

interface ExamDateFormProps {
  /** The date edited, or null for 'Nový termín skúšky'. */
  examDate: Schemas['ExamDate'] | null;
  onSave: (input: Schemas['ExamDateInput']) => Promise<unknown>;
}

/**
 * An exam date as the police set it: when, where, for which groups and how many places, with a
 * note. The rules' messages first (nothing is sent while a field breaks one), then the server's.
 */
export function ExamDateForm({ examDate, onSave }: ExamDateFormProps) {
  const [values, setValues] = useState(() => valuesOf(examDate));
  // A date that has begun keeps its time, place, groups and places: only its note may change.
  const onlyNote = examDate !== null && Date.parse(examDate.startsAt) <= Date.now();
  const form = useFormKit(EXAM_TEXTS.saveFailed);
  const groupsId = useId();
  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = inputOf(values);
    const errors = examDate
      ? examDateChangeErrors(
          input,
          { ...examDate, registeredGroups: examDate.registrations.map((registration) => registration.licenceGroup) },
          new Date(),
        )
      : examDateErrors(input, new Date());
    if (form.refused(errors)) return;
    const saved = await form.attempt(async () => {
      await onSave(input);
      return examDate ? EXAM_TEXTS.saved : EXAM_TEXTS.added;
    });
    if (saved && !examDate) setValues(empty);
  }

  const groupsError = form.errors.licenceGroups;
  return (
    <form
      className="exam-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={examDate ? EXAM_TEXTS.editDate : EXAM_TEXTS.newDate}
    >
      {onlyNote && <p className="exam-form__hint">{EXAM_DATE_STARTED_ONLY_NOTE}</p>}
      <div className="exam-form__row">
        <TextField
          label={EXAM_TEXTS.startsAt}
          type="datetime-local"
          required
          disabled={onlyNote}
          value={values.startsAt}
          error={form.errors.startsAt}
          onChange={(event) => set('startsAt', event.target.value)}
        />
        <TextField
          label={EXAM_TEXTS.places}
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          required
          disabled={onlyNote}
          value={values.places}
          error={form.errors.places}
          onChange={(event) => set('places', event.target.value)}
        />
      </div>
      <TextField
        label={EXAM_TEXTS.place}
        required
        maxLength={200}
        disabled={onlyNote}
        value={values.place}
        error={form.errors.place}
        onChange={(event) => set('place', event.target.value)}
      />
      <fieldset
        className={`exam-form__groups${groupsError ? ' exam-form__groups--invalid' : ''}`}
        aria-describedby={groupsError ? groupsId : undefined}
      >
        <legend>
          {EXAM_TEXTS.groups}
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="exam-form__group-list">
          {LICENCE_GROUPS.map((group) => (
            <CheckboxField
              key={group}
              label={group}
              name="licenceGroups"
              value={group}
              checked={values.licenceGroups.includes(group)}
              disabled={onlyNote}
              onChange={(event) =>
                set(
                  'licenceGroups',
                  event.target.checked
                    ? LICENCE_GROUPS.filter((item) => item === group || values.licenceGroups.includes(item))
                    : values.licenceGroups.filter((item) => item !== group),
                )
              }
            />
          ))}
        </div>
        {groupsError && (
          <p id={groupsId} className="field__error" role="alert">
            {groupsError}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={EXAM_TEXTS.note}
        rows={3}
        maxLength={1000}
        value={values.note}
        error={form.errors.note}
        onChange={(event) => set('note', event.target.value)}
      />
      {form.outcome && <StatusMessage kind={form.outcome.kind}>{form.outcome.text}</StatusMessage>}
      <FormActions submit={examDate ? EXAM_TEXTS.save : EXAM_TEXTS.add} pending={form.pending} />
    </form>
  );
}
