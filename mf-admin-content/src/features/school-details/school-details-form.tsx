import { type Schemas, useSchoolDetails, useUpdateSchoolDetails } from '@autoskola/api-client';
import { mapOriginsWith, schoolDetailsErrors } from '@autoskola/rules/school-details';
import { QueryStatus, StatusMessage, useFormKit } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AdminForm, adminSubmit, SAVE_FAILED } from '../forms/admin-form.tsx';
import { withRules } from '../forms/with-rules.ts';
import { SchoolDetailsFields } from './school-details-fields.tsx';

export const SCHOOL_DETAILS_TEXTS = {
  heading: 'Údaje o škole',
  intro: 'Názov, adresa a kontakty školy, ako ich ukazuje každá stránka webu. Zmena sa prejaví hneď po uložení.',
  loading: 'Načítavam údaje o škole…',
  error: 'Nepodarilo sa načítať údaje o škole.',
  saved: 'Údaje o škole boli uložené.',
} as const;

type Values = Schemas['SchoolDetailsInput'];

function DetailsForm({ school }: { school: Values }) {
  const update = useUpdateSchoolDetails();
  const [saved, setSaved] = useState(false);
  // The map the server was set up with may come from another host: it stays allowed.
  const schema = withRules(z.custom<Values>(), (values) =>
    schoolDetailsErrors(values, { mapOrigins: mapOriginsWith(school.mapUrl) }),
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: school,
  });
  const kit = useFormKit({ failure: SAVE_FAILED, fields: form });
  const onSubmit = adminSubmit(form, kit, async (values) => {
    setSaved(false);
    await update.mutateAsync(values);
    setSaved(true);
  });
  return (
    <AdminForm onSubmit={onSubmit} kit={kit} className="school-details">
      <SchoolDetailsFields register={form.register} errors={form.formState.errors} />
      {saved && <StatusMessage kind="success">{SCHOOL_DETAILS_TEXTS.saved}</StatusMessage>}
    </AdminForm>
  );
}

/** 'Údaje o škole': what every page shows of the school. */
export function SchoolDetailsSection() {
  const details = useSchoolDetails();
  return (
    <>
      <p>{SCHOOL_DETAILS_TEXTS.intro}</p>
      <QueryStatus query={{ ...details, data: details.data?.school }} texts={SCHOOL_DETAILS_TEXTS}>
        {(school) => <DetailsForm school={school} />}
      </QueryStatus>
    </>
  );
}
