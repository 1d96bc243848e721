import { type Schemas, useCompleteSetup } from '@autoskola/api-client';
import { isBlankBankAccount, optionalBankAccountErrors } from '@autoskola/rules/payment-settings';
import {
  SETUP_NAME_RULES,
  SETUP_TEXTS,
  schoolDetailsErrors,
  setupAccountErrors,
} from '@autoskola/rules/school-details';
import { session } from '@autoskola/session';
import { CheckboxField, FormActions, NewPasswordFields, TextAreaField, TextField, useFormKit } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminSubmit, SAVE_FAILED, SaveFailure } from '../forms/admin-form.tsx';
import { withRules } from '../forms/with-rules.ts';
import { SchoolDetailsFields } from './school-details-fields.tsx';

/** The optional part of the setup: the account students pay to and the terms (issue 51). */
export const SETUP_PAYMENT_TEXTS = {
  heading: 'Platby a obchodné podmienky (nepovinné)',
  hint: 'Môžete ich vyplniť aj neskôr v časti Údaje o škole. Kým škola nemá účet, žiaci neuvidia QR kód na platbu; kým nemá obchodné podmienky, prihláška uvádza, že ich autoškola nezverejnila.',
  iban: 'IBAN',
  ibanHint: 'Napríklad SK31 1200 0000 1987 4263 7541',
  recipient: 'Príjemca platieb',
  terms: 'Obchodné podmienky',
} as const;

interface SetupValues {
  school: Schemas['SchoolDetailsInput'];
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  passwordConfirm: string;
  demo: boolean;
  bankAccount: Schemas['SchoolBankAccount'];
  terms: string;
}

const setupSchema = withRules(z.custom<SetupValues>(), (values) => ({
  ...schoolDetailsErrors(values.school, { prefix: 'school.' }),
  ...setupAccountErrors(values),
  ...optionalBankAccountErrors(values.bankAccount),
  ...(values.passwordConfirm === ''
    ? { passwordConfirm: SETUP_TEXTS.passwordConfirmRequired }
    : values.passwordConfirm !== values.password
      ? { passwordConfirm: SETUP_TEXTS.passwordMismatch }
      : {}),
}));

/**
 * The first start: the school's details (the server's settings prefilled), the first
 * instructor, the demo content if wanted. Done, the instructor is logged in and the admin opens;
 * a full page load, so the pages' site config no longer says the site is new.
 */
export function SetupForm({
  token,
  school,
  onDone = () => window.location.assign('/admin'),
}: {
  token: string;
  school: Schemas['SchoolDetailsInput'];
  onDone?: () => void;
}) {
  const setup = useCompleteSetup();
  const form = useForm<SetupValues>({
    resolver: zodResolver(setupSchema),
    defaultValues: {
      school,
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      passwordConfirm: '',
      demo: false,
      bankAccount: { iban: '', recipient: '' },
      terms: '',
    },
  });
  const kit = useFormKit({ failure: SAVE_FAILED, fields: form });
  const onSubmit = adminSubmit(
    form,
    kit,
    async ({ school: details, firstname, lastname, email, password, demo, bankAccount, terms }) => {
      const answer = await setup.mutateAsync({
        token,
        school: details,
        firstname: firstname.trim(),
        lastname: lastname.trim(),
        email: email.trim(),
        password,
        demo,
        // Left blank, the optional part is not sent.
        ...(isBlankBankAccount(bankAccount) ? {} : { bankAccount }),
        ...(terms.trim() ? { terms } : {}),
      });
      session.login(answer.token);
      onDone();
    },
  );
  const { register } = form;
  const { errors } = form.formState;
  return (
    <form className="admin-form setup-form" onSubmit={onSubmit} noValidate>
      <h2>{SETUP_TEXTS.schoolHeading}</h2>
      <SchoolDetailsFields register={register} errors={errors.school} prefix="school." />
      <h2>{SETUP_TEXTS.accountHeading}</h2>
      <p className="field__hint">{SETUP_TEXTS.nameHint}</p>
      <TextField
        label={SETUP_TEXTS.firstname}
        autoComplete="given-name"
        required
        maxLength={SETUP_NAME_RULES.firstname.maxLength}
        error={errors.firstname?.message}
        {...register('firstname')}
      />
      <TextField
        label={SETUP_TEXTS.lastname}
        autoComplete="family-name"
        required
        maxLength={SETUP_NAME_RULES.lastname.maxLength}
        error={errors.lastname?.message}
        {...register('lastname')}
      />
      <TextField
        label={SETUP_TEXTS.email}
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <NewPasswordFields
        password={{ label: SETUP_TEXTS.password, error: errors.password?.message, ...register('password') }}
        confirmation={{
          label: SETUP_TEXTS.passwordConfirm,
          error: errors.passwordConfirm?.message,
          ...register('passwordConfirm'),
        }}
      />
      <fieldset className="school-details__group">
        <legend className="school-details__legend">{SETUP_PAYMENT_TEXTS.heading}</legend>
        <p className="field__hint">{SETUP_PAYMENT_TEXTS.hint}</p>
        <TextField
          label={SETUP_PAYMENT_TEXTS.iban}
          autoComplete="off"
          spellCheck={false}
          hint={<span className="field__hint">{SETUP_PAYMENT_TEXTS.ibanHint}</span>}
          error={errors.bankAccount?.iban?.message}
          {...register('bankAccount.iban')}
        />
        <TextField
          label={SETUP_PAYMENT_TEXTS.recipient}
          maxLength={70}
          error={errors.bankAccount?.recipient?.message}
          {...register('bankAccount.recipient')}
        />
        <TextAreaField label={SETUP_PAYMENT_TEXTS.terms} rows={6} maxLength={20000} {...register('terms')} />
      </fieldset>
      <CheckboxField label={SETUP_TEXTS.demo} {...register('demo')} />
      <p className="field__hint">{SETUP_TEXTS.demoHint}</p>
      <SaveFailure kit={kit} />
      <FormActions submit={SETUP_TEXTS.submit} pendingLabel={SETUP_TEXTS.submitting} pending={kit.pending} />
    </form>
  );
}
