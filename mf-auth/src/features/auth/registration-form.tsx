import { useRegister } from '@autoskola/api-client';
import { TextField } from '@autoskola/ui';
import { useState } from 'react';
import { AccountForm } from './account-form.tsx';
import { AUTH_TEXTS, registrationSchema } from './auth-schemas.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useAccountForm } from './use-account-form.ts';

/** A new account with the user role; the form empties and says so when it is made. */
export function RegistrationForm() {
  const registration = useRegister();
  // The SPEC's message stays as it is; the link to prove the address is said apart (decision 0033).
  const [linkSent, setLinkSent] = useState(false);
  const { form, input, line, submit } = useAccountForm({
    schema: registrationSchema,
    defaultValues: { email: '', password: '', confirmation: '' },
    serverFields: ['email', 'password', 'confirmation'],
    failure: AUTH_TEXTS.registrationFailed,
  });

  const onSubmit = submit(async ({ email, password }) => {
    setLinkSent(false);
    await registration.mutateAsync({ email: email.trim(), password });
    form.reset();
    setLinkSent(true);
    return AUTH_TEXTS.registered;
  });

  return (
    <>
      <AccountForm onSubmit={onSubmit} line={line} busy={registration.isPending} labels={['Registrovať']}>
        <TextField label="E-mail" type="email" autoComplete="email" required {...input('email')} />
        <NewPasswordFields
          password={{ label: 'Heslo', ...input('password') }}
          confirmation={{ label: 'Zopakujte heslo', ...input('confirmation') }}
        />
      </AccountForm>
      {linkSent && <p>{AUTH_TEXTS.verificationSent}</p>}
    </>
  );
}
