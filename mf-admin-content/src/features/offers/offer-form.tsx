import type { Schemas } from '@autoskola/api-client';
import { LICENCE_GROUPS } from '@autoskola/rules/licence-groups';
import { CheckboxField, SelectField, TextField, useFormKit } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AdminForm, adminSubmit, SAVE_FAILED } from '../forms/admin-form.tsx';
import { type OfferFormValues, offerSchema } from './offer-schema.ts';

export function valuesFromOffer(offer: Schemas['Offer'] | null): OfferFormValues {
  return {
    name: offer?.name ?? '',
    group: offer?.group ?? 'B',
    theory: offer?.theory ?? '',
    trainer: offer?.trainer ?? '',
    practice: offer?.practice ?? '',
    extraInfo: offer?.extraInfo ?? '',
    length: offer?.length ?? '',
    price: offer ? String(offer.price) : '',
    position: offer ? String(offer.position) : '1',
    active: offer?.active ?? true,
  };
}

function toInput(values: OfferFormValues): Schemas['OfferInput'] {
  const optional = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    group: values.group,
    theory: optional(values.theory),
    trainer: optional(values.trainer),
    practice: optional(values.practice),
    extraInfo: optional(values.extraInfo),
    length: values.length.trim(),
    price: Number(values.price),
    position: Number(values.position),
    active: values.active,
  };
}

interface OfferFormProps {
  offer: Schemas['Offer'] | null;
  onSave: (input: Schemas['OfferInput']) => Promise<unknown>;
}

/** Nothing is sent while any field breaks a rule; server messages land on their fields. */
export function OfferForm({ offer, onSave }: OfferFormProps) {
  const form = useForm<OfferFormValues>({
    resolver: zodResolver(offerSchema),
    defaultValues: valuesFromOffer(offer),
  });
  const kit = useFormKit({ failure: SAVE_FAILED, fields: form });
  const onSubmit = adminSubmit(form, kit, (values) => onSave(toInput(values)));
  const { register } = form;
  const { errors } = form.formState;

  return (
    <AdminForm onSubmit={onSubmit} kit={kit}>
      <TextField label="Názov" required error={errors.name?.message} {...register('name')} />
      <SelectField label="Skupina" required {...register('group')}>
        {LICENCE_GROUPS.map((group) => (
          <option key={group} value={group}>
            {group}
          </option>
        ))}
      </SelectField>
      <TextField label="Teória" error={errors.theory?.message} {...register('theory')} />
      <TextField label="Trenažér" error={errors.trainer?.message} {...register('trainer')} />
      <TextField label="Jazda" error={errors.practice?.message} {...register('practice')} />
      <TextField label="Extra info" error={errors.extraInfo?.message} {...register('extraInfo')} />
      <TextField label="Doba trvania" required error={errors.length?.message} {...register('length')} />
      <TextField label="Cena (€)" required inputMode="numeric" error={errors.price?.message} {...register('price')} />
      <TextField
        label="Pozícia"
        required
        inputMode="numeric"
        error={errors.position?.message}
        {...register('position')}
      />
      <CheckboxField label="Aktívne" {...register('active')} />
    </AdminForm>
  );
}
