import {
  type DataSubject,
  errorMessage,
  type Schemas,
  useDataSubject,
  useEraseDataSubject,
} from '@autoskola/api-client';
import { contactMessageSubjectSection } from '@autoskola/rules/contact-messages';
import { downloadJson, formatDateTime, Modal, QueryStatus, StatusMessage, slovakCount, TextField } from '@autoskola/ui';
import { type FormEvent, useState } from 'react';
import './data-subjects.css';

/** The tool's own admin route (@autoskola/routes), linked from the contact messages. */
export const DATA_SUBJECTS_PATH = '/admin/ziadosti-o-udaje';

export const SUBJECT_TEXTS = {
  heading: 'Žiadosti dotknutých osôb',
  intro:
    'Keď niekto požiada o prístup k svojim údajom alebo o ich vymazanie, vyhľadajte jeho správy podľa e-mailu alebo telefónu.',
  search: 'Vyhľadať',
  missing: 'Zadajte e-mail alebo telefón.',
  searching: 'Hľadám správy…',
  searchFailed: 'Vyhľadávanie sa nepodarilo.',
  none: 'K tomuto e-mailu ani telefónu nie sú uložené žiadne údaje.',
  download: 'Stiahnuť JSON',
  erase: 'Vymazať všetky',
  confirmTitle: 'Vymazať správy?',
  confirm: 'Vymazať natrvalo',
  erasing: 'Mažem...',
  cancel: 'Zrušiť',
  eraseFailed: 'Správy sa nepodarilo vymazať.',
} as const;

type Section = Schemas['SubjectSection'];

/** '3 správy': contact messages counted as the contact section counts them. */
export const messagesCount = (count: number) => slovakCount(count, contactMessageSubjectSection.counted);

/** '2 správy': a count in its section's Slovak noun form. */
const countOf = (section: Section, count = section.count) =>
  slovakCount(count, section.counted as [string, string, string]);

/** The sections that hold something; the first one when none does (its zero reads '0 správ'). */
function present(sections: readonly Section[], count: (section: Section) => number = (s) => s.count) {
  const some = sections.filter((section) => count(section) > 0);
  return some.length > 0 || sections.length === 0 ? some : sections.slice(0, 1);
}

/** 'Nájdené: 2 správy, 1 výsledok testu (účet s týmto e-mailom).' */
export const foundText = (sections: readonly Section[]) =>
  `Nájdené: ${present(sections)
    .map((section) => `${countOf(section)}${section.note ? ` ${section.note}` : ''}`)
    .join(', ')}.`;

/** 'Natrvalo vymažeme 2 správy tejto osoby aj e-maily o nich a 1 výsledok testu. …' */
export const confirmText = (sections: readonly Section[]) =>
  `Natrvalo vymažeme ${present(sections)
    .map((section) => `${countOf(section)}${section.erasedAlso ? ` ${section.erasedAlso}` : ''}`)
    .join(' a ')}. Nedá sa to vrátiť späť.`;

/** 'Vymazané: 2 správy, 1 výsledok testu.' from the erasure's counts. */
export const erasedText = (sections: readonly Section[], erased: Readonly<Record<string, number>>) => {
  const erasedOf = (section: Section) => erased[section.erasedKey] ?? 0;
  return `Vymazané: ${present(sections, erasedOf)
    .map((section) => countOf(section, erasedOf(section)))
    .join(', ')}.`;
};

/** The file a person gets: what they asked about, when, and every stored message with its reply. */
function exportFileName(subject: DataSubject): string {
  const who = (subject.email || subject.phone || 'osoba').replace(/[^\w.@+-]+/g, '_');
  return `spravy-${who}.json`;
}

export function DataSubjectRequests() {
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [missing, setMissing] = useState(false);
  const [subject, setSubject] = useState<DataSubject | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState<{ sections: Section[]; counts: Record<string, number> } | null>(null);
  const [eraseFailure, setEraseFailure] = useState<string | null>(null);
  const found = useDataSubject(subject);
  const erase = useEraseDataSubject();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setErased(null);
    const next = { email: email.trim(), phone: phone.trim() };
    if (!next.email && !next.phone) {
      setMissing(true);
      return;
    }
    setMissing(false);
    // Only what was typed is sent: an empty field must not match messages without a phone.
    setSubject({ ...(next.email ? { email: next.email } : {}), ...(next.phone ? { phone: next.phone } : {}) });
  };

  const confirmErase = async () => {
    if (!subject) return;
    setEraseFailure(null);
    try {
      const counts: Record<string, number> = await erase.mutateAsync(subject);
      setConfirming(false);
      setErased({ sections: found.data?.sections ?? [], counts });
    } catch (error) {
      setEraseFailure(errorMessage(error, SUBJECT_TEXTS.eraseFailed));
    }
  };

  // The confirmation names what the last search found.
  const foundSections = found.data?.sections ?? [];

  return (
    <section aria-labelledby="data-subjects-heading" className="data-subjects">
      <h1 id="data-subjects-heading">{SUBJECT_TEXTS.heading}</h1>
      <p>{SUBJECT_TEXTS.intro}</p>
      <form className="data-subjects__form" onSubmit={search} noValidate>
        <TextField
          label="E-mail"
          type="email"
          value={email}
          error={missing ? SUBJECT_TEXTS.missing : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setMissing(false);
          }}
        />
        <TextField
          label="Telefón"
          type="tel"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            setMissing(false);
          }}
        />
        <button type="submit" className="button">
          {SUBJECT_TEXTS.search}
        </button>
      </form>

      {erased !== null && <StatusMessage kind="success">{erasedText(erased.sections, erased.counts)}</StatusMessage>}
      {subject !== null && erased === null && (
        <QueryStatus
          query={found}
          texts={{
            loading: SUBJECT_TEXTS.searching,
            error: errorMessage(found.error, SUBJECT_TEXTS.searchFailed),
            empty: SUBJECT_TEXTS.none,
          }}
          isEmpty={(data) => data.sections.every((section) => section.count === 0)}
        >
          {({ sections, ...data }) => (
            <div className="data-subjects__result">
              <p>{foundText(sections)}</p>
              <ul className="data-subjects__list">
                {sections.flatMap((section) =>
                  section.lines.map((line, index) => (
                    // A line has no id of its own; a new search replaces the whole list.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                    <li key={`${section.key}-${index}`}>
                      <time dateTime={line.date}>{formatDateTime(line.date)}</time> – {line.text}
                    </li>
                  )),
                )}
              </ul>
              <div className="form-actions">
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    downloadJson({ subject, exportedAt: new Date().toISOString(), ...data }, exportFileName(subject))
                  }
                >
                  {SUBJECT_TEXTS.download}
                </button>
                <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
                  {`${SUBJECT_TEXTS.erase} (${sections.reduce((sum, section) => sum + section.count, 0)})`}
                </button>
              </div>
            </div>
          )}
        </QueryStatus>
      )}

      {confirming && (
        <Modal
          title={SUBJECT_TEXTS.confirmTitle}
          onClose={() => {
            setConfirming(false);
            setEraseFailure(null);
          }}
        >
          <p>{confirmText(foundSections)}</p>
          {eraseFailure && <StatusMessage kind="error">{eraseFailure}</StatusMessage>}
          <div className="form-actions">
            <button type="button" className="button button--danger" onClick={confirmErase} disabled={erase.isPending}>
              {erase.isPending ? SUBJECT_TEXTS.erasing : SUBJECT_TEXTS.confirm}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {SUBJECT_TEXTS.cancel}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
