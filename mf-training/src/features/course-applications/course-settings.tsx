import {
  useCourseTerms,
  useSchoolBankAccount,
  useUpdateCourseTerms,
  useUpdateSchoolBankAccount,
} from '@autoskola/api-client';
import { bankAccountErrors, PAYMENT_RULES } from '@autoskola/rules/course-applications';
import { formatDateTime, QueryStatus, StatusMessage, TextAreaField, TextField } from '@autoskola/ui';
import { type FormEvent, useState } from 'react';
import { useFormOutcome } from '../forms/use-form-outcome.ts';

export const SETTINGS_TEXTS = {
  bankHeading: 'Účet na platby',
  bankIntro: 'Na tento účet platia žiaci; z neho je aj QR kód PAY by square v časti Môj kurz.',
  iban: 'IBAN',
  recipient: 'Príjemca',
  termsHeading: 'Obchodné podmienky',
  termsIntro: 'Každé uloženie je nová verzia; prihláška si pamätá verziu, s ktorou žiak súhlasil.',
  termsText: 'Text obchodných podmienok',
  version: (version: number, at: string | null) =>
    version === 0 ? 'Zatiaľ bez obchodných podmienok.' : `Verzia ${version}${at ? ` z ${formatDateTime(at)}` : ''}.`,
  save: 'Uložiť',
  saved: 'Uložené.',
  failure: 'Nepodarilo sa uložiť.',
  loading: 'Načítavam…',
  error: 'Nepodarilo sa načítať.',
} as const;

function BankAccountForm({ initial }: { initial: { iban: string; recipient: string } }) {
  const save = useUpdateSchoolBankAccount();
  const [values, setValues] = useState(initial);
  const { errors, outcome, refused, attempt } = useFormOutcome(SETTINGS_TEXTS.failure);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (refused(bankAccountErrors(values))) return;
    await attempt(async () => {
      await save.mutateAsync(values);
      return SETTINGS_TEXTS.saved;
    });
  }

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-labelledby="bank-account-heading">
      <h2 id="bank-account-heading">{SETTINGS_TEXTS.bankHeading}</h2>
      <p className="application-form__hint">{SETTINGS_TEXTS.bankIntro}</p>
      <TextField
        label={SETTINGS_TEXTS.iban}
        required
        autoComplete="off"
        value={values.iban}
        error={errors.iban}
        onChange={(event) => setValues({ ...values, iban: event.target.value })}
      />
      <TextField
        label={SETTINGS_TEXTS.recipient}
        required
        maxLength={70}
        value={values.recipient}
        error={errors.recipient}
        onChange={(event) => setValues({ ...values, recipient: event.target.value })}
      />
      <button type="submit" className="button" disabled={save.isPending}>
        {SETTINGS_TEXTS.save}
      </button>
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
    </form>
  );
}

function TermsForm({ initial, version, updatedAt }: { initial: string; version: number; updatedAt: string | null }) {
  const save = useUpdateCourseTerms();
  const [text, setText] = useState(initial);
  const { errors, outcome, refused, attempt } = useFormOutcome(SETTINGS_TEXTS.failure);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (refused(text.trim() ? {} : { text: PAYMENT_RULES.termsRequired })) return;
    await attempt(async () => {
      await save.mutateAsync({ text });
      return SETTINGS_TEXTS.saved;
    });
  }

  return (
    <form className="terms-form" onSubmit={onSubmit} noValidate aria-labelledby="terms-heading">
      <h2 id="terms-heading">{SETTINGS_TEXTS.termsHeading}</h2>
      <p className="application-form__hint">
        {SETTINGS_TEXTS.termsIntro} {SETTINGS_TEXTS.version(version, updatedAt)}
      </p>
      <TextAreaField
        label={SETTINGS_TEXTS.termsText}
        required
        rows={12}
        maxLength={20000}
        value={text}
        error={errors.text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button" disabled={save.isPending}>
        {SETTINGS_TEXTS.save}
      </button>
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
    </form>
  );
}

/** What the school sets once for all applications: the account students pay to and the terms. */
export function CourseSettings() {
  const texts = { loading: SETTINGS_TEXTS.loading, error: SETTINGS_TEXTS.error };
  return (
    <div className="course-settings">
      <QueryStatus query={useSchoolBankAccount()} texts={texts}>
        {({ bankAccount }) => <BankAccountForm initial={bankAccount} />}
      </QueryStatus>
      <QueryStatus query={useCourseTerms()} texts={texts}>
        {({ terms }) => (
          <TermsForm key={terms.version} initial={terms.text} version={terms.version} updatedAt={terms.updatedAt} />
        )}
      </QueryStatus>
    </div>
  );
}
