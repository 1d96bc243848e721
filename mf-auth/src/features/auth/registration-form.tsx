import { useRegister } from '@autoskola/api-client';
import { TextField } from '@autoskola/ui';
import { AccountForm } from './account-form.tsx';
import { AUTH_TEXTS, registrationSchema } from './auth-schemas.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useAccountForm } from './use-account-form.ts';

/** A new account with the user role; the form empties and says so when it is made. */
export function RegistrationForm() {
  const registration = useRegister();
  const { form, field, errorOf, line, submit } = useAccountForm({
    schema: registrationSchema,
    defaultValues: { email: '', password: '', confirmation: '' },
    serverFields: ['email', 'password', 'confirmation'],
    failure: AUTH_TEXTS.registrationFailed,
  });

  const onSubmit = submit(async ({ email, password }) => {
    await registration.mutateAsync({ email: email.trim(), password });
    form.reset();
    return AUTH_TEXTS.registered;
  });

  return (
    <AccountForm onSubmit={onSubmit} line={line} busy={registration.isPending} submitLabel="Registrovať">
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        error={errorOf('email')}
        {...field('email')}
      />
      <NewPasswordFields
        password={{ label: 'Heslo', field: field('password'), error: errorOf('password') }}
        confirmation={{ label: 'Zopakujte heslo', field: field('confirmation'), error: errorOf('confirmation') }}
      />
    </AccountForm>
  );
}
