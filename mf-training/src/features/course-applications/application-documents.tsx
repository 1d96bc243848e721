import { type Schemas, useSetCourseApplicationDocument } from '@autoskola/api-client';
import { todayInBratislava, toIsoDate } from '@autoskola/rules/calendar-dates';
import { DOCUMENT_LABELS, documentErrors } from '@autoskola/rules/course-applications';
import { CheckboxField, StatusMessage, TextField, useFormKit } from '@autoskola/ui';
import { type FormEvent, useState } from 'react';

export const DOCUMENT_TEXTS = {
  heading: 'Doklady',
  date: 'Prijaté dňa',
  validUntil: 'Platný do',
  save: 'Uložiť',
  saved: 'Uložené.',
  failure: 'Doklad sa nepodarilo uložiť.',
  privacy: 'Eviduje sa len dátum; sken lekárskeho posudku sa nenahráva ani neukladá.',
} as const;

function DocumentRow({
  applicationId,
  document,
}: {
  applicationId: number;
  document: Schemas['CourseApplicationDocument'];
}) {
  const save = useSetCourseApplicationDocument();
  const [done, setDone] = useState(document.done);
  const [date, setDate] = useState(document.date ?? toIsoDate(todayInBratislava()));
  const [validUntil, setValidUntil] = useState(document.validUntil ?? '');
  const { errors, outcome, refused, attempt } = useFormKit(DOCUMENT_TEXTS.failure);
  const label = DOCUMENT_LABELS[document.kind];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = { done, date: done ? date : null, validUntil: done && validUntil ? validUntil : null };
    // An expired medical certificate is refused at its field before anything is sent.
    if (refused(documentErrors(document.kind, input))) return;
    await attempt(async () => {
      await save.mutateAsync({ id: applicationId, document: document.kind, input });
      return DOCUMENT_TEXTS.saved;
    });
  }

  return (
    <form className="document-row" onSubmit={onSubmit} noValidate aria-label={label}>
      <CheckboxField label={label} checked={done} onChange={(event) => setDone(event.target.checked)} />
      {done && (
        <>
          <TextField
            label={DOCUMENT_TEXTS.date}
            type="date"
            required
            value={date}
            error={errors.date}
            onChange={(event) => setDate(event.target.value)}
          />
          {document.kind === 'medicalCertificate' && (
            <TextField
              label={DOCUMENT_TEXTS.validUntil}
              type="date"
              required
              value={validUntil}
              error={errors.validUntil}
              onChange={(event) => setValidUntil(event.target.value)}
            />
          )}
        </>
      )}
      <button type="submit" className="button button--secondary" disabled={save.isPending}>
        {DOCUMENT_TEXTS.save}
      </button>
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
    </form>
  );
}

/** The checklist: each document ticked with the day it came (the medical certificate with its validity). */
export function ApplicationDocuments({ application }: { application: Schemas['CourseApplicationDetail'] }) {
  return (
    <section aria-labelledby={`documents-${application.id}`}>
      <h3 id={`documents-${application.id}`}>{DOCUMENT_TEXTS.heading}</h3>
      <p className="application-form__hint">{DOCUMENT_TEXTS.privacy}</p>
      {application.documents.map((document) => (
        <DocumentRow
          key={`${document.kind}-${document.done}-${document.date}`}
          applicationId={application.id}
          document={document}
        />
      ))}
    </section>
  );
}
