import { type Schemas, useAddLesson, useBlockLessonTime, useLessonWeek } from '@autoskola/api-client';
import {
  addDays,
  DRIVE_KIND_LABELS,
  isCalendarDate,
  minutesOf,
  schoolDate,
  schoolDayLabel,
  schoolInstant,
  schoolTime,
} from '@autoskola/rules/driving-lessons';
import { QueryStatus, SelectField, StatusMessage, TextField } from '@autoskola/ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Outcome, useFormOutcome } from '../forms/use-form-outcome.ts';
import './driving-lessons.css';
import { FormActions } from '../forms/form-actions.tsx';
import { CalendarFeed } from './calendar-feed.tsx';
import { LESSON_ADMIN_TEXTS, statusText, unitsText } from './driving-lesson-texts.ts';
import { LessonActions } from './lesson-actions.tsx';

type Week = Schemas['LessonWeek'];

const timeRange = (start: string, end: string) => `${schoolTime(start)}–${schoolTime(end)}`;

function lessonLabel(lesson: Schemas['AdminLesson']) {
  return `${schoolDayLabel(schoolDate(lesson.start))} ${timeRange(lesson.start, lesson.end)} ${
    lesson.student?.name ?? LESSON_ADMIN_TEXTS.blockedTime
  }`;
}

function WeekDay({ day, onOutcome }: { day: Week['days'][number]; onOutcome: (outcome: Outcome) => void }) {
  return (
    <section className="week-day" aria-labelledby={`week-${day.date}`}>
      <h3 id={`week-${day.date}`}>{schoolDayLabel(day.date)}</h3>
      <p className="week-day__hours">
        {day.hours.length === 0
          ? LESSON_ADMIN_TEXTS.noHours
          : day.hours
              .map((shift) => `${timeRange(shift.start, shift.end)}${shift.vehicle ? ` (${shift.vehicle})` : ''}`)
              .join(', ')}
      </p>
      {day.lessons.length === 0 ? (
        <p>{LESSON_ADMIN_TEXTS.noLessons}</p>
      ) : (
        <ul className="lesson-list">
          {day.lessons.map((lesson) => (
            <li
              key={lesson.id}
              className={`lesson-item${lesson.kind === 'block' ? ' lesson-item--block' : ''}${
                ['cancelled', 'lateCancelled'].includes(lesson.status) ? ' lesson-item--closed' : ''
              }`}
            >
              <p>
                <strong>{timeRange(lesson.start, lesson.end)}</strong>{' '}
                {lesson.kind === 'block' ? LESSON_ADMIN_TEXTS.blockedTime : lesson.student?.name}
              </p>
              <p>
                {statusText(lesson.status)}
                {lesson.driveKind && `, ${DRIVE_KIND_LABELS[lesson.driveKind]}`}
                {lesson.vehicle && `, ${lesson.vehicle}`}
                {lesson.note && ` – ${lesson.note}`}
              </p>
              <LessonActions lesson={lesson} label={lessonLabel(lesson)} onOutcome={onOutcome} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A date and a time typed in the school's time, as the instant the API takes; null when either is not valid. */
const instantOf = (date: string, time: string) =>
  isCalendarDate(date) && minutesOf(time) !== null ? schoolInstant(date, time).toISOString() : null;

function AddLessonForm({ week }: { week: Week }) {
  const add = useAddLesson();
  const [values, setValues] = useState({ applicationId: '', date: week.monday, time: '08:00', units: '2' });
  const form = useFormOutcome(LESSON_ADMIN_TEXTS.addFailed);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const start = instantOf(values.date, values.time);
    const missing = {
      ...(values.applicationId ? {} : { applicationId: LESSON_ADMIN_TEXTS.pickStudent }),
      ...(start ? {} : { start: LESSON_ADMIN_TEXTS.required }),
    };
    if (form.refused(missing) || !start) return;
    await form.attempt(async () => {
      await add.mutateAsync({
        instructorId: week.instructorId,
        applicationId: Number(values.applicationId),
        start,
        units: Number(values.units),
      });
      return Date.parse(start) <= Date.now() ? LESSON_ADMIN_TEXTS.recorded : LESSON_ADMIN_TEXTS.added;
    });
  }
  return (
    <form className="lessons-panel lesson-form" onSubmit={onSubmit} noValidate aria-labelledby="add-lesson">
      <h2 id="add-lesson">{LESSON_ADMIN_TEXTS.addLesson}</h2>
      <div className="lesson-form__row">
        <SelectField
          label={LESSON_ADMIN_TEXTS.student}
          required
          value={values.applicationId}
          error={form.errors.applicationId}
          onChange={(event) => setValues({ ...values, applicationId: event.target.value })}
        >
          <option value="">{LESSON_ADMIN_TEXTS.pickStudent}</option>
          {week.students.map((student) => (
            <option key={student.applicationId} value={student.applicationId}>
              {student.name} ({student.group})
            </option>
          ))}
        </SelectField>
        <TextField
          label={LESSON_ADMIN_TEXTS.date}
          type="date"
          required
          value={values.date}
          error={form.errors.start}
          onChange={(event) => setValues({ ...values, date: event.target.value })}
        />
        <TextField
          label={LESSON_ADMIN_TEXTS.start}
          type="time"
          required
          step={300}
          value={values.time}
          onChange={(event) => setValues({ ...values, time: event.target.value })}
        />
        <SelectField
          label={LESSON_ADMIN_TEXTS.length}
          value={values.units}
          onChange={(event) => setValues({ ...values, units: event.target.value })}
        >
          {[1, 2, 3].map((units) => (
            <option key={units} value={units}>
              {unitsText(units)}
            </option>
          ))}
        </SelectField>
      </div>
      <FormActions submit={LESSON_ADMIN_TEXTS.book} pending={add.isPending} />
      {form.outcome && <StatusMessage kind={form.outcome.kind}>{form.outcome.text}</StatusMessage>}
    </form>
  );
}

function BlockTimeForm({ week }: { week: Week }) {
  const block = useBlockLessonTime();
  const [values, setValues] = useState({ date: week.monday, from: '12:00', to: '13:00', note: '' });
  const form = useFormOutcome(LESSON_ADMIN_TEXTS.blockFailed);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const start = instantOf(values.date, values.from);
    const end = instantOf(values.date, values.to);
    if (form.refused(start && end ? {} : { end: LESSON_ADMIN_TEXTS.required }) || !start || !end) return;
    await form.attempt(async () => {
      await block.mutateAsync({ instructorId: week.instructorId, start, end, note: values.note.trim() || null });
      return LESSON_ADMIN_TEXTS.blocked;
    });
  }
  return (
    <form className="lessons-panel lesson-form" onSubmit={onSubmit} noValidate aria-labelledby="block-time">
      <h2 id="block-time">{LESSON_ADMIN_TEXTS.block}</h2>
      <div className="lesson-form__row">
        <TextField
          label={LESSON_ADMIN_TEXTS.date}
          type="date"
          required
          value={values.date}
          onChange={(event) => setValues({ ...values, date: event.target.value })}
        />
        <TextField
          label={LESSON_ADMIN_TEXTS.start}
          type="time"
          required
          value={values.from}
          onChange={(event) => setValues({ ...values, from: event.target.value })}
        />
        <TextField
          label={LESSON_ADMIN_TEXTS.end}
          type="time"
          required
          value={values.to}
          error={form.errors.end}
          onChange={(event) => setValues({ ...values, to: event.target.value })}
        />
        <TextField
          label={LESSON_ADMIN_TEXTS.note}
          maxLength={200}
          value={values.note}
          onChange={(event) => setValues({ ...values, note: event.target.value })}
        />
      </div>
      <FormActions submit={LESSON_ADMIN_TEXTS.blockSave} pending={block.isPending} />
      {form.outcome && <StatusMessage kind={form.outcome.kind}>{form.outcome.text}</StatusMessage>}
    </form>
  );
}

/**
 * The instructor's week (?tyzden=YYYY-MM-DD&instruktor=id in the address): working hours and
 * lessons day by day, a list on a phone and seven columns on a wide screen; booking for a
 * student and blocking time for the instructor shown.
 */
export function LessonWeek() {
  const [params, setParams] = useSearchParams();
  const from = params.get('tyzden') ?? undefined;
  const instructorParam = Number(params.get('instruktor') ?? 0) || null;
  const week = useLessonWeek({ from, instructorId: instructorParam });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  return (
    <QueryStatus query={week} texts={LESSON_ADMIN_TEXTS}>
      {(data) => (
        <div className="lesson-admin">
          <section className="lessons-panel" aria-labelledby="lesson-week">
            <h2 id="lesson-week">
              {LESSON_ADMIN_TEXTS.week} {schoolDayLabel(data.monday)} – {schoolDayLabel(addDays(data.monday, 6))}
            </h2>
            <div className="week-nav">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => go({ tyzden: addDays(data.monday, -7) })}
              >
                {LESSON_ADMIN_TEXTS.previous}
              </button>
              <button type="button" className="button button--secondary" onClick={() => go({ tyzden: null })}>
                {LESSON_ADMIN_TEXTS.thisWeek}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => go({ tyzden: addDays(data.monday, 7) })}
              >
                {LESSON_ADMIN_TEXTS.next}
              </button>
              <SelectField
                label={LESSON_ADMIN_TEXTS.instructor}
                value={data.instructorId}
                onChange={(event) => go({ instruktor: event.target.value })}
              >
                {!data.instructors.some((instructor) => instructor.id === data.instructorId) && (
                  <option value={data.instructorId}>Ja (bez pracovného času)</option>
                )}
                {data.instructors.map((instructor) => (
                  <option key={instructor.id} value={instructor.id}>
                    {instructor.name}
                  </option>
                ))}
              </SelectField>
            </div>
            {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
            <div className="week">
              {data.days.map((day) => (
                <WeekDay key={day.date} day={day} onOutcome={setOutcome} />
              ))}
            </div>
          </section>
          <AddLessonForm key={`add-${data.monday}-${data.instructorId}`} week={data} />
          <BlockTimeForm key={`block-${data.monday}-${data.instructorId}`} week={data} />
          <CalendarFeed active={data.calendarFeed} />
        </div>
      )}
    </QueryStatus>
  );
}
