import { useRegister } from '@autoskola/api-client';
import { NewPasswordFields, TextField, useFormKit } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AccountForm, accountFields } from './account-form.tsx';
import { AUTH_TEXTS, type RegistrationValues, registrationSchema } from './auth-schemas.ts';

/** A new account with the user role; the form empties and says so when it is made. */
export function RegistrationForm() {
  const registration = useRegister();
  // The SPEC's message stays as it is; the link to prove the address is said apart (decision 0033).
  const [linkSent, setLinkSent] = useState(false);
  const form = useForm<RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    defaultValues: { email: '', password: '', confirmation: '' },
    reValidateMode: 'onSubmit',
  });
  const kit = useFormKit({
    failure: AUTH_TEXTS.registrationFailed,
    serverFields: ['email', 'password', 'confirmation'],
    fields: form,
    lineBesideFieldErrors: false,
  });
  const { input } = accountFields(form);

  const onSubmit = form.handleSubmit(({ email, password }) =>
    kit.attempt(async () => {
      setLinkSent(false);
      await registration.mutateAsync({ email: email.trim(), password });
      form.reset();
      setLinkSent(true);
      return AUTH_TEXTS.registered;
    }),
  );

  return (
    <>
      <AccountForm onSubmit={onSubmit} form={form} kit={kit} busy={registration.isPending} labels={['Registrovať']}>
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
