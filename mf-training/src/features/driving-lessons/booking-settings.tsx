import { type Schemas, useBookingSettings, useUpdateBookingSettings } from '@autoskola/api-client';
import { CheckboxField, FormActions, QueryStatus, StatusMessage, TextField, useFormKit } from '@autoskola/ui';
import { type FormEvent, useState } from 'react';
import { HOURS_TEXTS } from './driving-lesson-texts.ts';

type Settings = Schemas['BookingSettings'];
const NUMBERS: readonly {
  key: Exclude<keyof Settings, 'requirePaidUpToDate'>;
  label: string;
  min: number;
  max: number;
}[] = [
  { key: 'windowDays', label: HOURS_TEXTS.windowDays, min: 1, max: 90 },
  { key: 'noticeHours', label: HOURS_TEXTS.noticeHours, min: 0, max: 168 },
  { key: 'maxUpcoming', label: HOURS_TEXTS.maxUpcoming, min: 1, max: 20 },
  { key: 'cancelHours', label: HOURS_TEXTS.cancelHours, min: 0, max: 168 },
];

function SettingsForm({ initial }: { initial: Settings }) {
  const save = useUpdateBookingSettings();
  const [values, setValues] = useState<Record<string, string | boolean>>({
    ...Object.fromEntries(NUMBERS.map(({ key }) => [key, String(initial[key])])),
    requirePaidUpToDate: initial.requirePaidUpToDate,
  });
  const form = useFormKit(HOURS_TEXTS.settingsFailed);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = Object.fromEntries(
      NUMBERS.flatMap(({ key, min, max }) => {
        const value = Number(values[key]);
        return Number.isInteger(value) && value >= min && value <= max
          ? []
          : [[key, `Zadajte celé číslo od ${min} do ${max}.`]];
      }),
    );
    if (form.refused(errors)) return;
    await form.attempt(async () => {
      await save.mutateAsync({
        windowDays: Number(values.windowDays),
        noticeHours: Number(values.noticeHours),
        maxUpcoming: Number(values.maxUpcoming),
        cancelHours: Number(values.cancelHours),
        requirePaidUpToDate: values.requirePaidUpToDate === true,
      });
      return HOURS_TEXTS.settingsSaved;
    });
  }
  return (
    <form className="lessons-panel lesson-form" onSubmit={onSubmit} noValidate aria-labelledby="booking-settings">
      <h2 id="booking-settings">{HOURS_TEXTS.settings}</h2>
      <div className="lesson-form__row">
        {NUMBERS.map(({ key, label, min, max }) => (
          <TextField
            key={key}
            label={label}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            required
            value={String(values[key])}
            error={form.errors[key]}
            onChange={(event) => setValues({ ...values, [key]: event.target.value })}
          />
        ))}
      </div>
      <CheckboxField
        label={HOURS_TEXTS.requirePaid}
        checked={values.requirePaidUpToDate === true}
        onChange={(event) => setValues({ ...values, requirePaidUpToDate: event.target.checked })}
      />
      <FormActions submit={HOURS_TEXTS.settingsSave} pending={save.isPending} />
      {form.outcome && <StatusMessage kind={form.outcome.kind}>{form.outcome.text}</StatusMessage>}
    </form>
  );
}

/** The school's booking rules (issue 39's defaults until saved). */
export function BookingSettings() {
  return (
    <QueryStatus query={useBookingSettings()} texts={HOURS_TEXTS}>
      {(settings) => <SettingsForm initial={settings} />}
    </QueryStatus>
  );
}
