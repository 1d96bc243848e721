import type { Schemas } from '@autoskola/api-client';
import { announcementErrors } from '@autoskola/rules/announcements';
import { TextAreaField, TextField, useFormKit } from '@autoskola/ui';
import { type FormEvent, useState } from 'react';
import { AdminForm, SAVE_FAILED } from '../forms/admin-form.tsx';
import { ANNOUNCEMENT_TEXTS } from './announcement-texts.ts';
import './announcements.css';

interface AnnouncementFormProps {
  announcement: Schemas['Announcement'] | null;
  onSave: (input: Schemas['AnnouncementInput']) => Promise<unknown>;
}

/** Title, text and the optional last day; the published day is the server's (the day it is added). */
export function AnnouncementForm({ announcement, onSave }: AnnouncementFormProps) {
  const [values, setValues] = useState({
    title: announcement?.title ?? '',
    text: announcement?.text ?? '',
    visibleUntil: announcement?.visibleUntil ?? '',
  });
  const kit = useFormKit(SAVE_FAILED);
  const change = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event?: FormEvent) {
    event?.preventDefault();
    if (kit.refused(announcementErrors(values))) return;
    await kit.attempt(async () => {
      await onSave({ title: values.title.trim(), text: values.text.trim(), visibleUntil: values.visibleUntil || null });
    });
  }

  return (
    <AdminForm className="announcement-form" onSubmit={onSubmit} kit={kit}>
      <TextField label="Nadpis" required value={values.title} onChange={change('title')} error={kit.errors.title} />
      <TextAreaField
        label="Text"
        required
        rows={6}
        value={values.text}
        onChange={change('text')}
        error={kit.errors.text}
      />
      <TextField
        label="Zobraziť do"
        type="date"
        value={values.visibleUntil}
        onChange={change('visibleUntil')}
        error={kit.errors.visibleUntil}
        hint={<p className="field__hint">{ANNOUNCEMENT_TEXTS.visibleUntilHint}</p>}
      />
    </AdminForm>
  );
}
