import {
  type Schemas,
  useCourseTerms,
  useSchoolBankAccount,
  useUpdateCourseTerms,
  useUpdateSchoolBankAccount,
} from '@autoskola/api-client';
import { bankAccountErrors, termsErrors } from '@autoskola/rules/payment-settings';
import {
  FormActions,
  formatDateTime,
  QueryStatus,
  StatusMessage,
  TextAreaField,
  TextField,
  useFormKit,
} from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminSubmit, SAVE_FAILED, SaveFailure } from '../forms/admin-form.tsx';
import { withRules } from '../forms/with-rules.ts';

export const PAYMENT_SETTINGS_TEXTS = {
  bankHeading: 'Účet na platby',
  bankIntro:
    'Na tento účet platia žiaci za kurz; podľa neho dostanú v časti Môj kurz aj QR kód PAY by square. Bez neho žiaci QR kód neuvidia.',
  iban: 'IBAN',
  ibanHint: 'Napríklad SK31 1200 0000 1987 4263 7541',
  recipient: 'Príjemca',
  saveAccount: 'Nastaviť účet na platby',
  accountSaved: 'Účet na platby bol uložený.',
  termsHeading: 'Obchodné podmienky',
  termsIntro:
    'Uchádzač s nimi súhlasí v prihláške. Každé uloženie je nová verzia; prihláška si pamätá verziu, s ktorou uchádzač súhlasil.',
  termsText: 'Text obchodných podmienok',
  version: (version: number, at: string | null) =>
    version === 0
      ? 'Zatiaľ bez obchodných podmienok: uchádzači v prihláške uvidia, že ich autoškola nezverejnila.'
      : `Platí verzia ${version}${at ? ` z ${formatDateTime(at)}` : ''}.`,
  saveTerms: 'Zverejniť obchodné podmienky',
  termsSaved: 'Obchodné podmienky boli uložené ako nová verzia.',
  saving: 'Ukladám...',
  loadingAccount: 'Načítavam účet na platby…',
  errorAccount: 'Nepodarilo sa načítať účet na platby.',
  loadingTerms: 'Načítavam obchodné podmienky…',
  errorTerms: 'Nepodarilo sa načítať obchodné podmienky.',
} as const;

type Account = Schemas['SchoolBankAccount'];

const accountSchema = withRules(z.custom<Account>(), (values) => bankAccountErrors(values));
const termsSchema = withRules(z.custom<{ text: string }>(), (values) => termsErrors(values.text));

function BankAccountForm({ account }: { account: Account }) {
  const save = useUpdateSchoolBankAccount();
  const [saved, setSaved] = useState(false);
  const form = useForm<Account>({
    resolver: zodResolver(accountSchema),
    defaultValues: account,
  });
  const kit = useFormKit({ failure: SAVE_FAILED, fields: form });
  const onSubmit = adminSubmit(form, kit, async (values) => {
    setSaved(false);
    const answer = await save.mutateAsync(values);
    // The IBAN as stored: in groups of four.
    form.reset(answer.bankAccount);
    setSaved(true);
  });
  const { errors } = form.formState;
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-labelledby="bank-account-heading">
      <h2 id="bank-account-heading">{PAYMENT_SETTINGS_TEXTS.bankHeading}</h2>
      <p>{PAYMENT_SETTINGS_TEXTS.bankIntro}</p>
      <TextField
        label={PAYMENT_SETTINGS_TEXTS.iban}
        required
        autoComplete="off"
        spellCheck={false}
        hint={<span className="field__hint">{PAYMENT_SETTINGS_TEXTS.ibanHint}</span>}
        error={errors.iban?.message}
        {...form.register('iban')}
      />
      <TextField
        label={PAYMENT_SETTINGS_TEXTS.recipient}
        required
        maxLength={70}
        error={errors.recipient?.message}
        {...form.register('recipient')}
      />
      <SaveFailure kit={kit} />
      {saved && <StatusMessage kind="success">{PAYMENT_SETTINGS_TEXTS.accountSaved}</StatusMessage>}
      <FormActions
        submit={PAYMENT_SETTINGS_TEXTS.saveAccount}
        pendingLabel={PAYMENT_SETTINGS_TEXTS.saving}
        pending={kit.pending}
      />
    </form>
  );
}

function TermsForm({ terms }: { terms: Schemas['CourseTerms'] }) {
  const save = useUpdateCourseTerms();
  const [saved, setSaved] = useState(false);
  const form = useForm<{ text: string }>({
    resolver: zodResolver(termsSchema),
    defaultValues: { text: terms.text },
  });
  const kit = useFormKit({ failure: SAVE_FAILED, fields: form });
  const onSubmit = adminSubmit(form, kit, async (values) => {
    setSaved(false);
    await save.mutateAsync(values);
    setSaved(true);
  });
  const { errors } = form.formState;
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-labelledby="terms-heading">
      <h2 id="terms-heading">{PAYMENT_SETTINGS_TEXTS.termsHeading}</h2>
      <p>
        {PAYMENT_SETTINGS_TEXTS.termsIntro} {PAYMENT_SETTINGS_TEXTS.version(terms.version, terms.updatedAt)}
      </p>
      <TextAreaField
        label={PAYMENT_SETTINGS_TEXTS.termsText}
        required
        rows={14}
        maxLength={20000}
        error={errors.text?.message}
        {...form.register('text')}
      />
      <SaveFailure kit={kit} />
      {saved && <StatusMessage kind="success">{PAYMENT_SETTINGS_TEXTS.termsSaved}</StatusMessage>}
      <FormActions
        submit={PAYMENT_SETTINGS_TEXTS.saveTerms}
        pendingLabel={PAYMENT_SETTINGS_TEXTS.saving}
        pending={kit.pending}
      />
    </form>
  );
}

/**
 * Part of 'Údaje o škole' (issue 51): the account students pay to and the terms applicants
 * accept, which the applications use (@autoskola/rules/payment-settings).
 */
export function PaymentSettingsSection() {
  return (
    <div className="payment-settings">
      <QueryStatus
        query={useSchoolBankAccount()}
        texts={{ loading: PAYMENT_SETTINGS_TEXTS.loadingAccount, error: PAYMENT_SETTINGS_TEXTS.errorAccount }}
      >
        {({ bankAccount }) => <BankAccountForm account={bankAccount} />}
      </QueryStatus>
      <QueryStatus
        query={useCourseTerms()}
        texts={{ loading: PAYMENT_SETTINGS_TEXTS.loadingTerms, error: PAYMENT_SETTINGS_TEXTS.errorTerms }}
      >
        {({ terms }) => <TermsForm terms={terms} />}
      </QueryStatus>
    </div>
  );
}
