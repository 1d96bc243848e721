import {
  ApiError,
  errorMessage,
  type Schemas,
  useChangeCourseApplicationStatus,
  useCourseApplication,
} from '@autoskola/api-client';
import { formatIsoDate } from '@autoskola/rules/calendar-dates';
import { formatPhone, formatPostalCode } from '@autoskola/rules/contact-details';
import { CANCEL_REASON_REQUIRED, courseTitle, DOCUMENT_LABELS, nextStatus } from '@autoskola/rules/course-applications';
import { formatCents } from '@autoskola/rules/money';
import { DetailItem, DetailList, formatDateTime, QueryStatus, StatusMessage, TextAreaField } from '@autoskola/ui';
import { type ReactNode, useState } from 'react';
import { ApplicationDocuments } from './application-documents.tsx';
import { ApplicationPayments } from './application-payments.tsx';
import { statusLabel } from './status-label.ts';

export const DETAIL_TEXTS = {
  loading: 'Načítavam prihlášku…',
  error: 'Nepodarilo sa načítať prihlášku.',
  note: 'Poznámka k zmene stavu (pri zrušení dôvod)',
  cancel: 'Zrušiť prihlášku',
  cancelQuestion: 'Naozaj zrušiť túto prihlášku? Zrušia sa aj jej naplánované jazdy a dotknutí dostanú e-mail.',
  cancelConfirm: 'Áno, zrušiť prihlášku',
  cancelBack: 'Nechať prihlášku',
  changeFailed: 'Stav sa nepodarilo zmeniť.',
  history: 'História',
  missing: 'neuvedené',
  missingDocuments: (labels: string) => `Chýbajú doklady: ${labels}.`,
  minorWithoutConsent:
    'Ide o neplnoletú osobu a súhlas zákonného zástupcu ešte nie je medzi dokladmi: výcvik môže začať až s ním.',
} as const;

/** Before enrolment or training: which documents are still missing (warned, not refused). */
function MissingDocumentsWarning({ application }: { application: Schemas['CourseApplicationDetail'] }) {
  const missing = application.documents.filter((document) => !document.done);
  if (missing.length === 0) return null;
  const consentMissing = missing.some((document) => document.kind === 'parentConsent');
  return (
    <div className="application-detail__warning" role="note">
      <p>{DETAIL_TEXTS.missingDocuments(missing.map((document) => DOCUMENT_LABELS[document.kind]).join(', '))}</p>
      {consentMissing && (
        <p>
          <strong>{DETAIL_TEXTS.minorWithoutConsent}</strong>
        </p>
      )}
    </div>
  );
}

function StatusChange({ application }: { application: Schemas['CourseApplicationDetail'] }) {
  const change = useChangeCourseApplicationStatus();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  // Cancelling takes the application's coming lessons with it and e-mails people: asked twice.
  const [confirming, setConfirming] = useState(false);
  const next = nextStatus(application.status);
  const open = application.status !== 'finished' && application.status !== 'cancelled';
  if (!open) return null;

  async function move(status: Schemas['CourseApplicationStatus'], confirmed = false) {
    setOutcome(null);
    if (status === 'cancelled' && !note.trim()) {
      setNoteError(CANCEL_REASON_REQUIRED);
      return;
    }
    setNoteError(undefined);
    if (status === 'cancelled' && !confirmed) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    try {
      await change.mutateAsync({ id: application.id, input: { status, note: note.trim() || null } });
      setNote('');
      setOutcome({ kind: 'success', text: `Stav je teraz ${statusLabel(status)}.` });
    } catch (error) {
      if (error instanceof ApiError && error.errors.note) setNoteError(error.errors.note);
      setOutcome({ kind: 'error', text: errorMessage(error, DETAIL_TEXTS.changeFailed) });
    }
  }

  return (
    <div className="application-detail__change">
      {(next === 'enrolled' || next === 'training') && <MissingDocumentsWarning application={application} />}
      <TextAreaField
        label={DETAIL_TEXTS.note}
        rows={2}
        maxLength={500}
        value={note}
        error={noteError}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="application-detail__actions">
        {next && (
          <button type="button" className="button" disabled={change.isPending} onClick={() => move(next)}>
            {`Zmeniť stav na ${statusLabel(next)}`}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          disabled={change.isPending || confirming}
          onClick={() => move('cancelled')}
        >
          {DETAIL_TEXTS.cancel}
        </button>
      </div>
      {confirming && (
        <div className="application-detail__confirm">
          <p>{DETAIL_TEXTS.cancelQuestion}</p>
          <div className="application-detail__actions">
            <button
              type="button"
              className="button button--danger"
              disabled={change.isPending}
              onClick={() => move('cancelled', true)}
            >
              {DETAIL_TEXTS.cancelConfirm}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {DETAIL_TEXTS.cancelBack}
            </button>
          </div>
        </div>
      )}
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
    </div>
  );
}

/** What a page adds to an application's detail (another feature's panel, e.g. readiness for the exam). */
export type DetailExtra = (application: Schemas['CourseApplicationDetail']) => ReactNode;

/** One application: everything the applicant gave, the status with its next step, the history. */
export function CourseApplicationDetail({ id, extra }: { id: number; extra?: DetailExtra | undefined }) {
  return (
    <QueryStatus query={useCourseApplication(id)} texts={DETAIL_TEXTS}>
      {({ courseApplication: application }) => (
        <div className="application-detail">
          <DetailList>
            <DetailItem label="Číslo">{application.number}</DetailItem>
            <DetailItem label="Stav">
              <span className="status-badge">{statusLabel(application.status)}</span>
            </DetailItem>
            <DetailItem label="Kurz">{`${courseTitle(application.course.name, application.course.group)}, ${formatCents(application.price)}`}</DetailItem>
            <DetailItem label="Meno">{`${application.firstname} ${application.lastname}`}</DetailItem>
            <DetailItem label="Dátum narodenia">{`${formatIsoDate(application.birthDate)} (${application.age} r.)`}</DetailItem>
            <DetailItem label="E-mail">
              <a href={`mailto:${application.email}`}>{application.email}</a>
            </DetailItem>
            <DetailItem label="Telefón">
              <a href={`tel:${application.phone.replace(/\s+/g, '')}`}>{formatPhone(application.phone)}</a>
            </DetailItem>
            <DetailItem label="Adresa">{`${application.street}, ${formatPostalCode(application.postalCode)} ${application.town}`}</DetailItem>
            <DetailItem label="Skupiny, ktoré už má">{application.heldGroups.join(', ') || 'žiadne'}</DetailItem>
            {application.parentName && (
              <DetailItem label="Zákonný zástupca">
                {`${application.parentName}, ${application.parentEmail ?? ''}`}
                {application.parentConsentAt && ` – súhlas ${formatDateTime(application.parentConsentAt)}`}
              </DetailItem>
            )}
            <DetailItem label="Poznámka">{application.note ?? DETAIL_TEXTS.missing}</DetailItem>
            <DetailItem label="Prijatá">{formatDateTime(application.submittedAt)}</DetailItem>
          </DetailList>
          <StatusChange application={application} />
          <ApplicationDocuments application={application} />
          <ApplicationPayments application={application} />
          {extra?.(application)}
          <h3>{DETAIL_TEXTS.history}</h3>
          <ol className="application-history">
            {application.history.map((event) => (
              <li key={`${event.at}-${event.status}-${event.note ?? ''}`}>
                <time dateTime={event.at}>{formatDateTime(event.at)}</time> – {statusLabel(event.status)}
                {event.by && ` (${event.by})`}
                {event.note && `: ${event.note}`}
              </li>
            ))}
          </ol>
        </div>
      )}
    </QueryStatus>
  );
}
