import { errorMessage, type Schemas, useContactMessage, useSetContactMessageResolved } from '@autoskola/api-client';
import { DetailItem, DetailList, formatDateTime, QueryStatus, StatusMessage } from '@autoskola/ui';
import { ReplyForm } from './reply-form.tsx';
import './contact-messages.css';

export const DETAIL_TEXTS = {
  loading: 'Načítavam správu…',
  error: 'Nepodarilo sa načítať správu.',
  missing: 'neuvedený',
  resolvedWithoutReply: 'Vyriešené bez odoslania odpovede z adminu',
  noEmail: 'Správa neobsahuje e-mail, preto sa na ňu odtiaľto nedá odpovedať. Odpovedzte telefonicky.',
  resolveFailed: 'Stav správy sa nepodarilo zmeniť.',
} as const;

function SentReply({ contactForm }: { contactForm: Schemas['ContactMessageDetail'] }) {
  return (
    <>
      <p>
        Odpoveď bola odoslaná{' '}
        {contactForm.dateReply && <time dateTime={contactForm.dateReply}>{formatDateTime(contactForm.dateReply)}</time>}
        .
      </p>
      <blockquote className="message-text">{contactForm.replyMessage}</blockquote>
    </>
  );
}

function ReplySection({ contactForm, onDone }: { contactForm: Schemas['ContactMessageDetail']; onDone: () => void }) {
  if (contactForm.dateReply !== null) return <SentReply contactForm={contactForm} />;
  return (
    <>
      {contactForm.dateResolved !== null && <p className="reply-section__note">{DETAIL_TEXTS.resolvedWithoutReply}</p>}
      {contactForm.email === null ? (
        <p className="reply-section__note">
          {DETAIL_TEXTS.noEmail}
          {contactForm.phone && (
            <>
              {' '}
              <a href={`tel:${contactForm.phone.replace(/\s+/g, '')}`}>{contactForm.phone}</a>
            </>
          )}
        </p>
      ) : (
        <ReplyForm contactForm={contactForm} onSent={onDone} />
      )}
    </>
  );
}

function ResolveButton({ contactForm, onDone }: { contactForm: Schemas['ContactMessageDetail']; onDone: () => void }) {
  const setResolved = useSetContactMessageResolved();
  const resolved = contactForm.dateResolved !== null;
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={setResolved.isPending}
        onClick={() => setResolved.mutate({ id: contactForm.id, resolved: !resolved }, { onSuccess: onDone })}
      >
        {resolved ? 'Označiť ako nevyriešené' : 'Označiť ako vyriešené'}
      </button>
      {setResolved.isError && (
        <StatusMessage kind="error">{errorMessage(setResolved.error, DETAIL_TEXTS.resolveFailed)}</StatusMessage>
      )}
    </>
  );
}

/** The message in the modal: who, how to reach them, when, what, its state and the reply. */
export function ContactMessageDetail({ id, onDone }: { id: number; onDone: () => void }) {
  return (
    <QueryStatus query={useContactMessage(id)} texts={DETAIL_TEXTS}>
      {(data) => <ContactMessage contactForm={data.contactForm} onDone={onDone} />}
    </QueryStatus>
  );
}

function ContactMessage({ contactForm, onDone }: { contactForm: Schemas['ContactMessageDetail']; onDone: () => void }) {
  return (
    <div className="contact-detail">
      <DetailList>
        <DetailItem label="Meno">{contactForm.name}</DetailItem>
        <DetailItem label="E-mail">
          {contactForm.email ? <a href={`mailto:${contactForm.email}`}>{contactForm.email}</a> : DETAIL_TEXTS.missing}
        </DetailItem>
        <DetailItem label="Telefón">
          {contactForm.phone ? (
            <a href={`tel:${contactForm.phone.replace(/\s+/g, '')}`}>{contactForm.phone}</a>
          ) : (
            DETAIL_TEXTS.missing
          )}
        </DetailItem>
        <DetailItem label="Dátum pridania">
          <time dateTime={contactForm.dateAdd}>{formatDateTime(contactForm.dateAdd)}</time>
        </DetailItem>
        {contactForm.dateResolved && (
          <DetailItem label="Dátum vyriešenia">
            <time dateTime={contactForm.dateResolved}>{formatDateTime(contactForm.dateResolved)}</time>
          </DetailItem>
        )}
      </DetailList>
      <h3>Správa</h3>
      <p className="message-text">{contactForm.message}</p>
      <div className="contact-detail__state">
        <p>
          Stav: <strong>{contactForm.dateResolved ? 'Vyriešené' : 'Nevyriešené'}</strong>
        </p>
        <ResolveButton contactForm={contactForm} onDone={onDone} />
      </div>
      <section className="reply-section" aria-labelledby={`reply-${contactForm.id}`}>
        <h3 id={`reply-${contactForm.id}`}>{contactForm.dateReply ? 'Odoslaná odpoveď' : 'Odpovedať'}</h3>
        <ReplySection contactForm={contactForm} onDone={onDone} />
      </section>
    </div>
  );
}
