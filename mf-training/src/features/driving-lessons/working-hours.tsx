import {
  ApiError,
  type Schemas,
  useAddHoursException,
  useDeleteHoursException,
  useUpdateWorkingHours,
  useWorkingHours,
} from '@autoskola/api-client';
import { formatIsoDate } from '@autoskola/rules/calendar-dates';
import {
  HOURS_EXCEPTION_LABELS,
  type HoursExceptionKind,
  hoursExceptionErrors,
  WEEKDAY_LABELS,
  workingHoursErrors,
} from '@autoskola/rules/driving-lessons';
import { FormActions, QueryStatus, SelectField, StatusMessage, TextField, useFormKit } from '@autoskola/ui';
import { type FormEvent, useRef, useState } from 'react';
import { ConfirmWarning } from '../forms/confirm-warning.tsx';
import { HOURS_TEXTS } from './driving-lesson-texts.ts';
import { VehiclesSection } from './vehicles-section.tsx';

/** The warning before a car goes to two instructors at once (the server's 409 names the other one). */
export const SHARED_VEHICLE_TEXTS = {
  heading: 'Vozidlo má v tom čase aj iný inštruktor.',
  hint: 'Kým má vozidlo jazdu jeden z vás, druhému sa v tom čase termíny neponúknu. Ak to tak má byť, uložte pracovný čas aj tak; inak úseky upravte.',
  confirm: 'Uložiť aj tak',
  edit: 'Upraviť úseky',
} as const;

type Period = Schemas['WorkingPeriod'];
const vehicleLabel = (vehicle: Schemas['Vehicle']) =>
  `${vehicle.name} ${vehicle.plate}${vehicle.active ? '' : ' (mimo prevádzky)'}`;

function VehicleSelect({
  vehicles,
  value,
  onChange,
}: {
  vehicles: Schemas['Vehicle'][];
  value: number | null;
  onChange: (vehicleId: number | null) => void;
}) {
  return (
    <SelectField
      label={HOURS_TEXTS.vehicle}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    >
      <option value="">{HOURS_TEXTS.noVehicle}</option>
      {vehicles.map((vehicle) => (
        <option key={vehicle.id} value={vehicle.id}>
          {vehicleLabel(vehicle)}
        </option>
      ))}
    </SelectField>
  );
}

function TemplateForm({ hours }: { hours: Schemas['WorkingHours'] }) {
  const save = useUpdateWorkingHours();
  const [name, setName] = useState(hours.name);
  // Each row keeps its key while rows above it are removed.
  const nextKey = useRef(hours.template.length);
  const [template, setTemplate] = useState<(Period & { key: number })[]>(
    hours.template.map((period, key) => ({ ...period, key })),
  );
  const form = useFormKit(HOURS_TEXTS.failure);
  // The server's warning of a car shared with another instructor, until confirmed or changed.
  const [sharedWarning, setSharedWarning] = useState<string | null>(null);
  const change = (index: number, part: Partial<Period>) => {
    setSharedWarning(null);
    setTemplate((periods) => periods.map((period, at) => (at === index ? { ...period, ...part } : period)));
  };
  async function send(confirmSharedVehicle: boolean) {
    const input = { name, template: template.map(({ key: _key, ...period }) => period) };
    if (form.refused(workingHoursErrors(input))) return;
    setSharedWarning(null);
    await form.attempt(async () => {
      try {
        await save.mutateAsync(confirmSharedVehicle ? { ...input, confirmSharedVehicle } : input);
      } catch (error) {
        const warning = error instanceof ApiError && error.status === 409 ? error.errors.confirmSharedVehicle : null;
        if (!warning) throw error;
        setSharedWarning(warning);
        return null;
      }
      return HOURS_TEXTS.saved;
    });
  }
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await send(false);
  }
  return (
    <form className="lessons-panel lesson-form" onSubmit={onSubmit} noValidate aria-labelledby="working-hours">
      <h2 id="working-hours">{HOURS_TEXTS.heading}</h2>
      <p>{HOURS_TEXTS.intro}</p>
      <TextField
        label={HOURS_TEXTS.name}
        required
        maxLength={100}
        value={name}
        error={form.errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      {template.map((period, index) => (
        <fieldset key={period.key} className="lesson-form__row" aria-label={`Úsek ${index + 1}`}>
          <SelectField
            label={HOURS_TEXTS.weekday}
            value={period.weekday}
            onChange={(event) => change(index, { weekday: Number(event.target.value) })}
          >
            {WEEKDAY_LABELS.map((label, day) => (
              <option key={label} value={day + 1}>
                {label}
              </option>
            ))}
          </SelectField>
          <TextField
            label={HOURS_TEXTS.from}
            type="time"
            value={period.from}
            onChange={(event) => change(index, { from: event.target.value })}
          />
          <TextField
            label={HOURS_TEXTS.to}
            type="time"
            value={period.to}
            onChange={(event) => change(index, { to: event.target.value })}
          />
          <VehicleSelect
            vehicles={hours.vehicles}
            value={period.vehicleId}
            onChange={(vehicleId) => change(index, { vehicleId })}
          />
          <button
            type="button"
            className="button button--secondary"
            aria-label={`${HOURS_TEXTS.removePeriod} ${index + 1}`}
            onClick={() => {
              setSharedWarning(null);
              setTemplate((periods) => periods.filter((_, at) => at !== index));
            }}
          >
            {HOURS_TEXTS.removePeriod}
          </button>
        </fieldset>
      ))}
      {form.errors.template && (
        <p className="field__error" role="alert">
          {form.errors.template}
        </p>
      )}
      <div className="lesson-form__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            setTemplate((periods) => [
              ...periods,
              {
                key: nextKey.current++,
                weekday: 1,
                from: '08:00',
                to: '16:00',
                vehicleId: hours.vehicles.find((vehicle) => vehicle.active)?.id ?? null,
              },
            ])
          }
        >
          {HOURS_TEXTS.addPeriod}
        </button>
        <button type="submit" className="button" disabled={save.isPending}>
          {HOURS_TEXTS.save}
        </button>
      </div>
      {sharedWarning && (
        <ConfirmWarning
          texts={SHARED_VEHICLE_TEXTS}
          warning={sharedWarning}
          pending={save.isPending}
          onConfirm={() => void send(true)}
          onEdit={() => setSharedWarning(null)}
        />
      )}
      {form.outcome && <StatusMessage kind={form.outcome.kind}>{form.outcome.text}</StatusMessage>}
    </form>
  );
}

const emptyException = {
  date: '',
  kind: 'holiday' as HoursExceptionKind,
  from: '',
  to: '',
  vehicleId: null as number | null,
  note: '',
};

function ExceptionsSection({ hours }: { hours: Schemas['WorkingHours'] }) {
  const add = useAddHoursException();
  const remove = useDeleteHoursException();
  const [values, setValues] = useState(emptyException);
  const form = useFormKit(HOURS_TEXTS.exceptionFailed);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = {
      date: values.date,
      kind: values.kind,
      from: values.from || null,
      to: values.to || null,
      vehicleId: values.kind === 'extra' ? values.vehicleId : null,
      note: values.note.trim() || null,
    };
    // With the saved hours: an extra shift over them is refused at its field (wall-clock times).
    if (form.refused(hoursExceptionErrors(input, hours))) return;
    const saved = await form.attempt(async () => {
      await add.mutateAsync(input);
      return HOURS_TEXTS.exceptionAdded;
    });
    if (saved) setValues(emptyException);
  }
  return (
    <section className="lessons-panel" aria-labelledby="hours-exceptions">
      <h2 id="hours-exceptions">{HOURS_TEXTS.exceptions}</h2>
      <p>{HOURS_TEXTS.exceptionsIntro}</p>
      {hours.exceptions.length === 0 ? (
        <p>{HOURS_TEXTS.noExceptions}</p>
      ) : (
        <ul className="lesson-list">
          {hours.exceptions.map((exception) => {
            const text = `${formatIsoDate(exception.date)}: ${HOURS_EXCEPTION_LABELS[exception.kind]}${
              exception.from ? ` ${exception.from}–${exception.to}` : ' (celý deň)'
            }${exception.note ? ` – ${exception.note}` : ''}`;
            return (
              <li key={exception.id} className="lesson-item">
                <p>{text}</p>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`${HOURS_TEXTS.removeException} ${text}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    void form.attempt(async () => {
                      await remove.mutateAsync(exception.id);
                      return null;
                    })
                  }
                >
                  {HOURS_TEXTS.removeException}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="lesson-form" onSubmit={onSubmit} noValidate aria-label={HOURS_TEXTS.addException}>
        <div className="lesson-form__row">
          <TextField
            label="Dátum"
            type="date"
            required
            value={values.date}
            error={form.errors.date}
            onChange={(event) => setValues({ ...values, date: event.target.value })}
          />
          <SelectField
            label={HOURS_TEXTS.exceptionKind}
            value={values.kind}
            onChange={(event) => setValues({ ...values, kind: event.target.value as HoursExceptionKind })}
          >
            {Object.entries(HOURS_EXCEPTION_LABELS).map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </SelectField>
          <TextField
            label={HOURS_TEXTS.from}
            type="time"
            value={values.from}
            error={form.errors.from}
            onChange={(event) => setValues({ ...values, from: event.target.value })}
          />
          <TextField
            label={HOURS_TEXTS.to}
            type="time"
            value={values.to}
            onChange={(event) => setValues({ ...values, to: event.target.value })}
          />
          {values.kind === 'extra' && (
            <VehicleSelect
              vehicles={hours.vehicles}
              value={values.vehicleId}
              onChange={(vehicleId) => setValues({ ...values, vehicleId })}
            />
          )}
          <TextField
            label="Poznámka"
            maxLength={200}
            value={values.note}
            onChange={(event) => setValues({ ...values, note: event.target.value })}
          />
        </div>
        <FormActions submit={HOURS_TEXTS.addException} pending={add.isPending} />
      </form>
      {form.outcome && <StatusMessage kind={form.outcome.kind}>{form.outcome.text}</StatusMessage>}
    </section>
  );
}

/** The current instructor's weekly hours and exceptions, and the school's vehicles. */
export function WorkingHours() {
  return (
    <QueryStatus query={useWorkingHours()} texts={HOURS_TEXTS}>
      {(hours) => (
        <>
          <TemplateForm hours={hours} />
          <ExceptionsSection hours={hours} />
          <VehiclesSection vehicles={hours.vehicles} />
        </>
      )}
    </QueryStatus>
  );
}
