import {
  type DataSubject,
  errorMessage,
  useEraseSubjectContactMessages,
  useSubjectContactMessages,
} from '@autoskola/api-client';
import {
  downloadJson,
  formatDateTime,
  Modal,
  QueryStatus,
  StatusMessage,
  slovakCount,
  TextField,
  truncate,
} from '@autoskola/ui';
import { type FormEvent, useState } from 'react';

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
  none: 'K tomuto e-mailu ani telefónu nie sú uložené žiadne správy ani výsledky testov.',
  download: 'Stiahnuť JSON',
  erase: 'Vymazať všetky',
  confirmTitle: 'Vymazať správy?',
  confirm: 'Vymazať natrvalo',
  erasing: 'Mažem...',
  cancel: 'Zrušiť',
  eraseFailed: 'Správy sa nepodarilo vymazať.',
} as const;

export const messagesCount = (count: number) => slovakCount(count, ['správa', 'správy', 'správ']);
export const testResultsCount = (count: number) =>
  slovakCount(count, ['výsledok testu', 'výsledky testov', 'výsledkov testov']);

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
  const [erased, setErased] = useState<{ messages: number; testResults: number } | null>(null);
  const [eraseFailure, setEraseFailure] = useState<string | null>(null);
  const found = useSubjectContactMessages(subject);
  const erase = useEraseSubjectContactMessages();

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
      const { deleted, deletedTestResults } = await erase.mutateAsync(subject);
      setConfirming(false);
      setErased({ messages: deleted, testResults: deletedTestResults });
    } catch (error) {
      setEraseFailure(errorMessage(error, SUBJECT_TEXTS.eraseFailed));
    }
  };

  // The confirmation names how many messages the last search found.
  const foundCount = found.data?.contactForms.length ?? 0;
  const foundResults = found.data?.testResults.length ?? 0;

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

      {erased !== null && (
        <StatusMessage kind="success">
          {`Vymazané: ${messagesCount(erased.messages)}${erased.testResults > 0 ? `, ${testResultsCount(erased.testResults)}` : ''}.`}
        </StatusMessage>
      )}
      {subject !== null && erased === null && (
        <QueryStatus
          query={found}
          texts={{
            loading: SUBJECT_TEXTS.searching,
            error: errorMessage(found.error, SUBJECT_TEXTS.searchFailed),
            empty: SUBJECT_TEXTS.none,
          }}
          isEmpty={(data) => data.contactForms.length === 0 && data.testResults.length === 0}
        >
          {({ contactForms, testResults }) => (
            <div className="data-subjects__result">
              <p>
                {`Nájdené: ${messagesCount(contactForms.length)}${testResults.length > 0 ? `, ${testResultsCount(testResults.length)} (účet s týmto e-mailom)` : ''}.`}
              </p>
              <ul className="data-subjects__list">
                {contactForms.map((form) => (
                  <li key={form.id}>
                    <time dateTime={form.dateAdd}>{formatDateTime(form.dateAdd)}</time> – {form.name}:{' '}
                    {truncate(form.message, 80)}
                  </li>
                ))}
              </ul>
              <div className="form-actions">
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    downloadJson(
                      { subject, exportedAt: new Date().toISOString(), contactForms, testResults },
                      exportFileName(subject),
                    )
                  }
                >
                  {SUBJECT_TEXTS.download}
                </button>
                <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
                  {`${SUBJECT_TEXTS.erase} (${contactForms.length + testResults.length})`}
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
          <p>
            {`Natrvalo vymažeme ${messagesCount(foundCount)} tejto osoby aj e-maily o nich${foundResults > 0 ? ` a ${testResultsCount(foundResults)}` : ''}. Nedá sa to vrátiť späť.`}
          </p>
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
