import { type Schemas, useLessonWeek } from '@autoskola/api-client';
import { addDays, DRIVE_KIND_LABELS, mondayOf, schoolDate, schoolDayLabel } from '@autoskola/rules/driving-lessons';
import { type FormOutcome, Modal, QueryStatus, SelectField, StatusMessage } from '@autoskola/ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import './driving-lessons.css';
import { LESSON_ADMIN_TEXTS, statusText } from './driving-lesson-texts.ts';
import { LessonActions } from './lesson-actions.tsx';
import { AddLessonForm, BlockTimeForm } from './lesson-forms.tsx';
import { usePhoneLayout } from './use-phone-layout.ts';
import { lessonLabel, WeekGrid } from './week-grid.tsx';

type Week = Schemas['LessonWeek'];
type Lesson = Schemas['AdminLesson'];
type Dialog = { kind: 'lesson'; id: number; date: string } | { kind: 'add' } | { kind: 'block' } | null;

/** A lesson opened from the grid: what it is, and what the instructor may do with it. */
function LessonDialog({
  lesson,
  date,
  onOutcome,
  onClose,
}: {
  lesson: Lesson;
  date: string;
  onOutcome: (outcome: FormOutcome) => void;
  onClose: () => void;
}) {
  const label = lessonLabel(lesson, date);
  return (
    <Modal title={label} onClose={onClose}>
      <dl className="lesson-detail">
        <dt>{LESSON_ADMIN_TEXTS.lessonStatus}</dt>
        <dd>
          {statusText(lesson.status)}
          {lesson.driveKind && `, ${DRIVE_KIND_LABELS[lesson.driveKind]}`}
        </dd>
        <dt>{LESSON_ADMIN_TEXTS.lessonInstructor}</dt>
        <dd>{lesson.instructor.name}</dd>
        {lesson.vehicle && (
          <>
            <dt>{LESSON_ADMIN_TEXTS.lessonVehicle}</dt>
            <dd>{lesson.vehicle}</dd>
          </>
        )}
        {lesson.note && (
          <>
            <dt>{LESSON_ADMIN_TEXTS.lessonNote}</dt>
            <dd>{lesson.note}</dd>
          </>
        )}
      </dl>
      <LessonActions lesson={lesson} label={label} onOutcome={onOutcome} />
    </Modal>
  );
}

/** The week's (or, on a phone, the day's) moves, and whose week it is: an instructor's or a vehicle's. */
function WeekToolbar({
  week,
  ownId,
  phone,
  day,
  go,
  onDialog,
}: {
  week: Week;
  /** The signed-in instructor, when known: 'Ja' stays to pick while another's week is shown. */
  ownId: number | null;
  phone: boolean;
  day: string;
  go: (changes: Record<string, string | null>) => void;
  onDialog: (dialog: Dialog) => void;
}) {
  const byVehicle = week.vehicleId !== null;
  const listed = (id: number) => week.instructors.some((instructor) => instructor.id === id);
  // Without hours the instructor is not among the instructors: offered as 'Ja' (their own week, no parameter).
  const own = ownId !== null && !listed(ownId) ? ownId : null;
  const move = (text: string, changes: Record<string, string | null>) => (
    <button type="button" className="button button--secondary" onClick={() => go(changes)}>
      {text}
    </button>
  );
  return (
    <div className="week-nav">
      {/* One row of moves, also on a phone, so that the day starts high on the screen. */}
      <div className="week-nav__moves">
        {phone ? (
          <>
            {move(LESSON_ADMIN_TEXTS.previousDay, { den: addDays(day, -1) })}
            {move(LESSON_ADMIN_TEXTS.today, { den: null })}
            {move(LESSON_ADMIN_TEXTS.nextDay, { den: addDays(day, 1) })}
          </>
        ) : (
          <>
            {move(LESSON_ADMIN_TEXTS.previous, { tyzden: addDays(week.monday, -7) })}
            {move(LESSON_ADMIN_TEXTS.thisWeek, { tyzden: null })}
            {move(LESSON_ADMIN_TEXTS.next, { tyzden: addDays(week.monday, 7) })}
          </>
        )}
      </div>
      <SelectField
        label={LESSON_ADMIN_TEXTS.view}
        value={byVehicle ? 'vehicle' : 'instructor'}
        onChange={(event) =>
          go({ vozidlo: event.target.value === 'vehicle' ? String(week.vehicles[0]?.id ?? '') || null : null })
        }
      >
        <option value="instructor">{LESSON_ADMIN_TEXTS.byInstructor}</option>
        <option value="vehicle" disabled={week.vehicles.length === 0}>
          {LESSON_ADMIN_TEXTS.byVehicle}
        </option>
      </SelectField>
      {byVehicle ? (
        <SelectField
          label={LESSON_ADMIN_TEXTS.vehicle}
          value={week.vehicleId ?? ''}
          onChange={(event) => go({ vozidlo: event.target.value })}
        >
          {week.vehicles.map((vehicle) => (
            <option key={vehicle.id} value={vehicle.id}>
              {vehicle.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <SelectField
          label={LESSON_ADMIN_TEXTS.instructor}
          value={week.instructorId}
          onChange={(event) => go({ instruktor: Number(event.target.value) === own ? null : event.target.value })}
        >
          {own !== null && <option value={own}>{LESSON_ADMIN_TEXTS.ownWeek}</option>}
          {own !== week.instructorId && !listed(week.instructorId) && (
            <option value={week.instructorId}>{LESSON_ADMIN_TEXTS.ownWeek}</option>
          )}
          {week.instructors.map((instructor) => (
            <option key={instructor.id} value={instructor.id}>
              {instructor.name}
            </option>
          ))}
        </SelectField>
      )}
      <div className="week-nav__actions">
        <button type="button" className="button" onClick={() => onDialog({ kind: 'add' })}>
          {LESSON_ADMIN_TEXTS.addLesson}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDialog({ kind: 'block' })}>
          {LESSON_ADMIN_TEXTS.block}
        </button>
      </div>
    </div>
  );
}

/**
 * The instructors' week (?tyzden=YYYY-MM-DD&instruktor=id or &vozidlo=id in the address) as a
 * time grid: hours down, days across, lessons placed by their times; on a phone one day
 * (?den=YYYY-MM-DD), today first. A lesson opens from its card with what can be done with it;
 * booking for a student and blocking time open from the toolbar.
 */
export function LessonWeek() {
  const [params, setParams] = useSearchParams();
  const phone = usePhoneLayout();
  const today = schoolDate(new Date());
  const day = params.get('den') ?? today;
  const from = phone ? mondayOf(day) : (params.get('tyzden') ?? undefined);
  const week = useLessonWeek({
    from,
    instructorId: Number(params.get('instruktor') ?? 0) || null,
    vehicleId: Number(params.get('vozidlo') ?? 0) || null,
  });
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The week without ?instruktor= is the signed-in instructor's: its id is remembered, so that
  // 'Ja' can still be picked after switching to another instructor's week.
  const [ownId, setOwnId] = useState<number | null>(null);
  const ownWeek = !params.get('instruktor') && week.data && !week.isPlaceholderData ? week.data.instructorId : null;
  useEffect(() => {
    if (ownWeek !== null) setOwnId(ownWeek);
  }, [ownWeek]);
  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const close = () => setDialog(null);
  return (
    <QueryStatus query={week} texts={LESSON_ADMIN_TEXTS}>
      {(data) => {
        const days = phone ? data.days.filter((each) => each.date === day) : data.days;
        // New lessons and blocks start on the day shown (today when this week holds it).
        const formDate = phone ? day : data.days.some((each) => each.date === today) ? today : data.monday;
        const opened =
          dialog?.kind === 'lesson'
            ? data.days.flatMap((each) => each.lessons).find((lesson) => lesson.id === dialog.id)
            : undefined;
        return (
          <section className="lessons-panel lesson-admin" aria-labelledby="lesson-week">
            <h2 id="lesson-week" className={phone ? 'lesson-admin__day' : undefined}>
              {phone
                ? schoolDayLabel(day)
                : `${LESSON_ADMIN_TEXTS.week} ${schoolDayLabel(data.monday)} – ${schoolDayLabel(addDays(data.monday, 6))}`}
            </h2>
            <WeekToolbar week={data} ownId={ownId} phone={phone} day={day} go={go} onDialog={setDialog} />
            {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
            {days.length === 0 ? (
              // The day's week is on its way (the previous one stays shown meanwhile).
              <StatusMessage kind="loading">{LESSON_ADMIN_TEXTS.loading}</StatusMessage>
            ) : (
              <WeekGrid
                days={days}
                // On a phone the page's heading names the one day already.
                dayHeadings={!phone}
                byVehicle={data.vehicleId !== null}
                onOpen={(lesson, date) => setDialog({ kind: 'lesson', id: lesson.id, date })}
              />
            )}
            <p>
              <Link to="/admin/pracovny-cas">{LESSON_ADMIN_TEXTS.hoursLink}</Link>
            </p>
            {dialog?.kind === 'lesson' && opened && (
              <LessonDialog
                lesson={opened}
                date={dialog.date}
                onClose={close}
                onOutcome={(result) => {
                  setOutcome(result);
                  close();
                }}
              />
            )}
            {dialog?.kind === 'add' && (
              <Modal title={LESSON_ADMIN_TEXTS.addLesson} onClose={close}>
                <AddLessonForm week={data} date={formDate} />
              </Modal>
            )}
            {dialog?.kind === 'block' && (
              <Modal title={LESSON_ADMIN_TEXTS.block} onClose={close}>
                <BlockTimeForm week={data} date={formDate} />
              </Modal>
            )}
          </section>
        );
      }}
    </QueryStatus>
  );
}
