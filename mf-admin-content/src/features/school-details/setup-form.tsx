import { type Schemas, useCompleteSetup } from '@autoskola/api-client';
import { SETUP_TEXTS, schoolDetailsErrors, setupAccountErrors } from '@autoskola/rules/school-details';
import { session } from '@autoskola/session';
import { CheckboxField, StatusMessage, TextField } from '@autoskola/ui';
import { z } from 'zod';
import { useAdminForm } from '../forms/use-admin-form.ts';
import { withRules } from '../forms/with-rules.ts';
import { SchoolDetailsFields } from './school-details-fields.tsx';

interface SetupValues {
  school: Schemas['SchoolDetailsInput'];
  email: string;
  password: string;
  passwordConfirm: string;
  demo: boolean;
}

const setupSchema = withRules(z.custom<SetupValues>(), (values) => ({
  ...schoolDetailsErrors(values.school, { prefix: 'school.' }),
  ...setupAccountErrors(values),
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
  const form = useAdminForm<SetupValues>({
    schema: setupSchema,
    defaultValues: { school, email: '', password: '', passwordConfirm: '', demo: false },
    save: async ({ school: details, email, password, demo }) => {
      const answer = await setup.mutateAsync({ token, school: details, email: email.trim(), password, demo });
      session.login(answer.token);
      onDone();
    },
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;
  return (
    <form className="admin-form setup-form" onSubmit={form.onSubmit} noValidate>
      <h2>{SETUP_TEXTS.schoolHeading}</h2>
      <SchoolDetailsFields register={register} errors={errors.school} prefix="school." />
      <h2>{SETUP_TEXTS.accountHeading}</h2>
      <TextField
        label={SETUP_TEXTS.email}
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={SETUP_TEXTS.password}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={SETUP_TEXTS.passwordConfirm}
        type="password"
        autoComplete="new-password"
        required
        error={errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
      <CheckboxField label={SETUP_TEXTS.demo} {...register('demo')} />
      <p className="field__hint">{SETUP_TEXTS.demoHint}</p>
      {form.failure && <StatusMessage kind="error">{form.failure}</StatusMessage>}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? SETUP_TEXTS.submitting : SETUP_TEXTS.submit}
      </button>
    </form>
  );
}
