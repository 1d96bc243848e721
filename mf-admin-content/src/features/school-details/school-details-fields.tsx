import { SCHOOL_DETAILS_FIELDS, type SchoolDetailsValues } from '@autoskola/rules/school-details';
import { TextField } from '@autoskola/ui';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import './school-details.css';

type Field = keyof SchoolDetailsValues;

/** How the fields are grouped on the screen. */
const GROUPS: { legend: string; fields: Field[] }[] = [
  { legend: 'Škola', fields: ['name', 'description', 'companyId'] },
  { legend: 'Adresa a kontakt', fields: ['street', 'postalCode', 'town', 'phone', 'email', 'mapUrl'] },
  {
    legend: 'Ochrana osobných údajov',
    fields: ['operatorName', 'operatorAddress', 'contactPerson', 'privacyEmail'],
  },
  { legend: 'Päta stránky', fields: ['makerName', 'makerUrl'] },
];

const INPUT_TYPES: Partial<Record<Field, string>> = {
  email: 'email',
  privacyEmail: 'email',
  phone: 'tel',
  mapUrl: 'url',
  makerUrl: 'url',
};

/**
 * The school's fifteen details with their labels and rules (@autoskola/rules/school-details), in
 * 'Údaje o škole' and in the first start's setup (there under `school.`).
 */
export function SchoolDetailsFields<Values extends FieldValues>({
  register,
  errors,
  prefix = '',
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<SchoolDetailsValues> | undefined;
  prefix?: '' | 'school.';
}) {
  return (
    <>
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="school-details__group">
          <legend className="school-details__legend">{group.legend}</legend>
          {group.fields.map((field) => {
            const rule = SCHOOL_DETAILS_FIELDS[field];
            return (
              <TextField
                key={field}
                label={rule.label}
                required={rule.required !== undefined}
                type={INPUT_TYPES[field] ?? 'text'}
                error={errors?.[field]?.message}
                hint={rule.hint ? <p className="field__hint">{rule.hint}</p> : undefined}
                {...register(`${prefix}${field}` as Path<Values>)}
              />
            );
          })}
        </fieldset>
      ))}
    </>
  );
}
