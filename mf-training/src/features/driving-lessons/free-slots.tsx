import { errorMessage, type Schemas, useBookLesson, useLessonSlotDays, useLessonSlots } from '@autoskola/api-client';
import {
  formatLessonTime,
  GEARBOX_LABELS,
  hoursCount,
  lessonEnd,
  lessonLength,
  schoolDayLabel,
  schoolTime,
} from '@autoskola/rules/driving-lessons';
import { slovakCount } from '@autoskola/rules/slovak-count';
import {
  FormActions,
  type FormOutcome,
  Modal,
  QueryStatus,
  SelectField,
  type SharedMessage,
  StatusMessage,
} from '@autoskola/ui';
import { useEffect, useRef, useState } from 'react';
import './free-slots.css';
import { MY_LESSONS_TEXTS, UNIT_CHOICES } from './driving-lesson-texts.ts';

type Slot = Schemas['LessonSlot'];

function BookingDialog({
  slot,
  instructorName,
  own,
  cancelHours,
  onClose,
  onDone,
}: {
  slot: Slot;
  instructorName: string;
  own: readonly { start: string; end: string }[];
  cancelHours: number | null;
  onClose: () => void;
  onDone: (outcome: FormOutcome) => void;
}) {
  const start = Date.parse(slot.start);
  // A length that would run into the student's own next lesson is not offered (the server refuses it).
  const lengths = UNIT_CHOICES.filter(
    (count) =>
      count <= slot.units &&
      !own.some((lesson) => Date.parse(lesson.start) < lessonEnd(start, count) && Date.parse(lesson.end) > start),
  );
  const [units, setUnits] = useState(Math.min(2, lengths.at(-1) ?? 1));
  const book = useBookLesson();
  const tooLateToCancel = cancelHours !== null && start - Date.now() < cancelHours * 3_600_000;
  return (
    <Modal title="Rezervovať jazdu" onClose={onClose}>
      <form
        className="lesson-form"
        onSubmit={async (event) => {
          event.preventDefault();
          try {
            await book.mutateAsync({ instructorId: slot.instructorId, start: slot.start, units });
            onDone({ kind: 'success', text: MY_LESSONS_TEXTS.booked });
          } catch (error) {
            onDone({ kind: 'error', text: errorMessage(error, MY_LESSONS_TEXTS.bookFailed) });
          }
        }}
      >
        <p>
          {formatLessonTime(slot.start, new Date(lessonEnd(start, units)))}
          <br />
          {MY_LESSONS_TEXTS.instructor}: {instructorName}
          {slot.vehicle && (
            <>
              <br />
              Vozidlo: {vehicleText(slot)}
            </>
          )}
        </p>
        <fieldset className="lesson-form__choice">
          <legend>{MY_LESSONS_TEXTS.length}</legend>
          {lengths.map((count) => (
            <label key={count}>
              <input
                type="radio"
                name="units"
                value={count}
                checked={units === count}
                onChange={() => setUnits(count)}
              />{' '}
              {lessonLength(count)}
            </label>
          ))}
        </fieldset>
        {tooLateToCancel && cancelHours !== null && (
          <p className="free-slots__note">{SLOT_TEXTS.notCancellable(cancelHours)}</p>
        )}
        <FormActions submit={MY_LESSONS_TEXTS.book} pending={book.isPending}>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {MY_LESSONS_TEXTS.cancelPick}
          </button>
        </FormActions>
      </form>
    </Modal>
  );
}

type Day = Schemas['LessonSlotDays']['days'][number];
type Gearbox = Schemas['Gearbox'];

/** The words of the free-slots screen beyond MY_LESSONS_TEXTS, for the screen and its tests. */
export const SLOT_TEXTS = {
  gearbox: 'Prevodovka',
  allGearboxes: 'Manuálna aj automatická',
  days: 'Dni s voľnými termínmi',
  noSlotsWithGearbox: 'S touto prevodovkou nie je v najbližších dňoch voľný žiadny termín.',
  /** The open day's units all fall inside the student's own lessons. */
  noOtherSlotForYou: 'V tento deň už pre Vás nie je voľný žiadny iný termín.',
  /** The day list was older than the day: its units went meanwhile. */
  dayTaken: 'V tento deň už nie je voľný žiadny termín.',
  /** Booked inside the school's cancellation limit: said before, not only after. */
  notCancellable: (hours: number) =>
    `Túto jazdu už nebude možné zrušiť cez web: zrušiť sa dá najneskôr ${hoursCount(hours)} pred začiatkom.`,
} as const;

/** '1 voľný termín', '3 voľné termíny', '12 voľných termínov'. */
export const freeCount = (count: number) => slovakCount(count, ['voľný termín', 'voľné termíny', 'voľných termínov']);

/** 'Škoda Fabia RK-123AB, manuálna prevodovka', or null without a vehicle. */
export const vehicleText = (slot: Pick<Slot, 'vehicle' | 'gearbox'>) =>
  slot.vehicle
    ? `${slot.vehicle}${slot.gearbox ? `, ${GEARBOX_LABELS[slot.gearbox].toLowerCase()} prevodovka` : ''}`
    : null;

/** The day's slots by instructor (and car, when one drives two), in the order they first come. */
function byInstructor(slots: readonly Slot[]): { key: string; instructorId: number; slots: Slot[] }[] {
  const groups = new Map<string, { key: string; instructorId: number; slots: Slot[] }>();
  for (const slot of slots) {
    const key = `${slot.instructorId} ${slot.vehicle ?? ''}`;
    const group = groups.get(key) ?? { key, instructorId: slot.instructorId, slots: [] };
    group.slots.push(slot);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** 'piatok 27. 11.' with the day and the month kept on one line (the text stays as it is). */
function DayLabel({ date }: { date: string }) {
  const label = schoolDayLabel(date);
  const split = label.search(/\d/);
  if (split <= 0) return label;
  return (
    <>
      {label.slice(0, split)}
      <span className="slot-day-pick__nowrap">{label.slice(split)}</span>
    </>
  );
}

/** The free units of a day with the chosen gearbox (all of them without one). */
const freeOf = (day: Day, gearbox: Gearbox | null) => (gearbox ? day.byGearbox[gearbox] : day.free);

/**
 * The free units of the booking window, filterable by instructor and gearbox. The days come first,
 * as a list with their counts (a small answer), and one day is open at a time (the first by
 * default): only its units are read, by instructor, each opening the booking dialog. A slot
 * someone else took in the meantime answers 'Tento termín už nie je voľný.' with the reason, and
 * the day and the list of days are read again.
 */
export function FreeSlots({
  message,
  own = [],
  cancelHours = null,
}: {
  message?: SharedMessage;
  /** The student's own coming lessons: a time inside one is not offered (the list is everyone's). */
  own?: readonly { start: string; end: string }[];
  /** The school's cancellation limit: the dialog says when a lesson could no longer be cancelled online. */
  cancelHours?: number | null;
} = {}) {
  const [instructorId, setInstructorId] = useState<number | null>(null);
  const [gearbox, setGearbox] = useState<Gearbox | null>(null);
  const [openDate, setOpenDate] = useState<string | null>(null);
  const [picked, setPicked] = useState<Slot | null>(null);
  const [ownOutcome, setOwnOutcome] = useState<FormOutcome>(null);
  const [outcome, setOutcome] = message ?? [ownOutcome, setOwnOutcome];
  const slotDays = useLessonSlotDays(instructorId);
  const days = (slotDays.data?.days ?? []).filter((day) => freeOf(day, gearbox) > 0);
  const open = days.find((day) => day.date === openDate) ?? days[0];
  const slots = useLessonSlots(open?.date ?? null, instructorId);
  const nameOf = (id: number) => slotDays.data?.instructors.find((instructor) => instructor.id === id)?.name ?? '';
  // On a phone the day list is taller than the screen: a picked day's units come into view.
  const openDay = useRef<HTMLElement>(null);
  const [pickedDay, setPickedDay] = useState(0);
  useEffect(() => {
    const section = openDay.current;
    if (pickedDay === 0 || !section) return;
    if (section.getBoundingClientRect().top > window.innerHeight * 0.6) {
      section.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    }
  }, [pickedDay]);
  // A booking's answer is shown at the top of the panel, out of sight on a phone below the day
  // list: it takes the focus the closed dialog leaves (its slot is gone), which brings it into view.
  const outcomeBox = useRef<HTMLDivElement>(null);
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    if (answered > 0) outcomeBox.current?.focus();
  }, [answered]);
  // Another instructor's days keep the last ones on screen, dimmed, until theirs come.
  const daysStale = slotDays.isPlaceholderData;
  return (
    <section className="lessons-panel free-slots" aria-labelledby="free-slots">
      <h2 id="free-slots">{MY_LESSONS_TEXTS.slots}</h2>
      <div ref={outcomeBox} tabIndex={-1} className="free-slots__outcome">
        {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
      </div>
      <QueryStatus
        query={slotDays}
        texts={{ loading: MY_LESSONS_TEXTS.slotsLoading, error: MY_LESSONS_TEXTS.slotsError }}
        retry
      >
        {(data) => (
          <>
            <div className="free-slots__filters">
              <SelectField
                label={MY_LESSONS_TEXTS.instructor}
                value={instructorId ?? ''}
                onChange={(event) => setInstructorId(event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">{MY_LESSONS_TEXTS.allInstructors}</option>
                {data.instructors.map((instructor) => (
                  <option key={instructor.id} value={instructor.id}>
                    {instructor.name}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={SLOT_TEXTS.gearbox}
                value={gearbox ?? ''}
                onChange={(event) => setGearbox((event.target.value || null) as Gearbox | null)}
              >
                <option value="">{SLOT_TEXTS.allGearboxes}</option>
                {Object.entries(GEARBOX_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </SelectField>
            </div>
            {!open ? (
              <StatusMessage kind="empty">
                {gearbox && data.days.length > 0 ? SLOT_TEXTS.noSlotsWithGearbox : MY_LESSONS_TEXTS.noSlots}
              </StatusMessage>
            ) : (
              <>
                <ul
                  className={daysStale ? 'slot-day-picker slot-day-picker--stale' : 'slot-day-picker'}
                  aria-label={SLOT_TEXTS.days}
                  aria-busy={daysStale}
                >
                  {days.map((day) => (
                    <li key={day.date}>
                      <button
                        type="button"
                        className="slot-day-pick"
                        aria-pressed={day.date === open.date}
                        disabled={daysStale}
                        onClick={() => {
                          setOpenDate(day.date);
                          setPickedDay((count) => count + 1);
                        }}
                      >
                        <span className="slot-day-pick__date">
                          <DayLabel date={day.date} />
                        </span>{' '}
                        <span className="slot-day-pick__count">{freeCount(freeOf(day, gearbox))}</span>
                      </button>
                    </li>
                  ))}
                </ul>
                <section className="slot-day" aria-labelledby={`day-${open.date}`} ref={openDay}>
                  <h3 id={`day-${open.date}`}>{schoolDayLabel(open.date)}</h3>
                  <QueryStatus
                    query={slots}
                    texts={{ loading: MY_LESSONS_TEXTS.slotsLoading, error: MY_LESSONS_TEXTS.slotsError }}
                    retry
                  >
                    {(day) => (
                      <DaySlots
                        day={day}
                        // The day (or instructor) before stays on screen, dimmed and not bookable, until this one comes.
                        stale={slots.isPlaceholderData || daysStale}
                        gearbox={gearbox}
                        own={own}
                        nameOf={nameOf}
                        onPick={(slot) => {
                          setOutcome(null);
                          setPicked(slot);
                        }}
                      />
                    )}
                  </QueryStatus>
                </section>
              </>
            )}
          </>
        )}
      </QueryStatus>
      {picked && (
        <BookingDialog
          slot={picked}
          instructorName={nameOf(picked.instructorId)}
          own={own}
          cancelHours={cancelHours}
          onClose={() => setPicked(null)}
          onDone={(result) => {
            setPicked(null);
            setOutcome(result);
            setAnswered((count) => count + 1);
            // A refusal (the slot went meanwhile) shows the day and the counts as they are now.
            if (result?.kind === 'error') {
              void slotDays.refetch();
              void slots.refetch();
            }
          }}
        />
      )}
    </section>
  );
}

/** The open day's units with the chosen gearbox, by instructor, without the student's own times. */
function DaySlots({
  day,
  stale,
  gearbox,
  own,
  nameOf,
  onPick,
}: {
  day: Schemas['LessonSlots'];
  stale: boolean;
  gearbox: Gearbox | null;
  own: readonly { start: string; end: string }[];
  nameOf: (id: number) => string;
  onPick: (slot: Slot) => void;
}) {
  const withGearbox = day.slots.filter((slot) => !gearbox || slot.gearbox === gearbox);
  // Not offered when even its shortest lesson would run into one of the student's own (the server
  // refuses it): a slot at 9:15 before the student's 9:30 opened a dialog with no length to choose.
  const offered = withGearbox.filter((slot) => {
    const start = Date.parse(slot.start);
    return !own.some((lesson) => Date.parse(lesson.start) < lessonEnd(start, 1) && Date.parse(lesson.end) > start);
  });
  if (!stale && offered.length === 0)
    return (
      <StatusMessage kind="empty">
        {withGearbox.length > 0 ? SLOT_TEXTS.noOtherSlotForYou : SLOT_TEXTS.dayTaken}
      </StatusMessage>
    );
  return (
    <div className={stale ? 'slot-day__slots slot-day__slots--stale' : 'slot-day__slots'} aria-busy={stale}>
      {byInstructor(offered).map((group) => {
        const vehicle = vehicleText(group.slots[0] as Slot);
        const headingId = `slots-${day.date}-${group.key.replace(/\W+/g, '-')}`;
        return (
          <div key={group.key} className="slot-group">
            <h4 id={headingId} className="slot-group__who">
              {nameOf(group.instructorId)}
              {vehicle && <span className="slot-group__vehicle">{vehicle}</span>}
            </h4>
            <ul className="slot-list" aria-labelledby={headingId}>
              {group.slots.map((slot) => (
                <li key={`${slot.start}-${slot.instructorId}`}>
                  <button type="button" className="slot" disabled={stale} onClick={() => onPick(slot)}>
                    {schoolTime(slot.start)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
