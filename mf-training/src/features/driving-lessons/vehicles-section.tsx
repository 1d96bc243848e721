import { type Schemas, useAddVehicle, useUpdateVehicle } from '@autoskola/api-client';
import { GEARBOX_LABELS, vehicleErrors } from '@autoskola/rules/driving-lessons';
import { LICENCE_GROUPS } from '@autoskola/rules/licence-groups';
import { FormActions, SelectField, StatusMessage, TextField, useFormKit } from '@autoskola/ui';
import { type FormEvent, useState } from 'react';
import { HOURS_TEXTS } from './driving-lesson-texts.ts';

const emptyVehicle: Schemas['VehicleInput'] = { name: '', plate: '', group: 'B', gearbox: 'manual', active: true };

/** The school's training vehicles: added here, taken out of service and back (never deleted). */
export function VehiclesSection({ vehicles }: { vehicles: Schemas['Vehicle'][] }) {
  const add = useAddVehicle();
  const update = useUpdateVehicle();
  const [values, setValues] = useState(emptyVehicle);
  const form = useFormKit(HOURS_TEXTS.vehicleFailed);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (form.refused(vehicleErrors(values))) return;
    const saved = await form.attempt(async () => {
      await add.mutateAsync(values);
      return HOURS_TEXTS.vehicleSaved;
    });
    if (saved) setValues(emptyVehicle);
  }
  return (
    <section className="lessons-panel" aria-labelledby="vehicles">
      <h2 id="vehicles">{HOURS_TEXTS.vehicles}</h2>
      <ul className="lesson-list">
        {vehicles.map((vehicle) => {
          const { id, ...input } = vehicle;
          const name = `${vehicle.name} ${vehicle.plate}`;
          return (
            <li key={id} className={`lesson-item${vehicle.active ? '' : ' lesson-item--closed'}`}>
              <p>
                <strong>{name}</strong> – skupina {vehicle.group}, {GEARBOX_LABELS[vehicle.gearbox].toLowerCase()}{' '}
                prevodovka
                {vehicle.active ? '' : ', mimo prevádzky'}
              </p>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`${vehicle.active ? HOURS_TEXTS.outOfService : HOURS_TEXTS.intoService}: ${name}`}
                disabled={update.isPending}
                onClick={() =>
                  void form.attempt(async () => {
                    await update.mutateAsync({ id, input: { ...input, active: !vehicle.active } });
                    return HOURS_TEXTS.vehicleSaved;
                  })
                }
              >
                {vehicle.active ? HOURS_TEXTS.outOfService : HOURS_TEXTS.intoService}
              </button>
            </li>
          );
        })}
      </ul>
      <form className="lesson-form" onSubmit={onSubmit} noValidate aria-label={HOURS_TEXTS.addVehicle}>
        <div className="lesson-form__row">
          <TextField
            label={HOURS_TEXTS.vehicleName}
            required
            maxLength={60}
            value={values.name}
            error={form.errors.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
          />
          <TextField
            label={HOURS_TEXTS.plate}
            required
            maxLength={12}
            value={values.plate}
            error={form.errors.plate}
            onChange={(event) => setValues({ ...values, plate: event.target.value })}
          />
          <SelectField
            label={HOURS_TEXTS.group}
            value={values.group}
            onChange={(event) => setValues({ ...values, group: event.target.value as Schemas['LicenceGroup'] })}
          >
            {LICENCE_GROUPS.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={HOURS_TEXTS.gearbox}
            value={values.gearbox}
            onChange={(event) => setValues({ ...values, gearbox: event.target.value as Schemas['Gearbox'] })}
          >
            {Object.entries(GEARBOX_LABELS).map(([gearbox, label]) => (
              <option key={gearbox} value={gearbox}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
        <FormActions submit={HOURS_TEXTS.addVehicle} pending={add.isPending} />
      </form>
      {form.outcome && <StatusMessage kind={form.outcome.kind}>{form.outcome.text}</StatusMessage>}
    </section>
  );
}
