import { errorMessage, formFieldErrors, useRegister } from '@autoskola/api-client';
import { StatusMessage, TextField } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AUTH_TEXTS, type RegistrationValues, registrationSchema } from './auth-schemas.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const FIELDS = ['email', 'password', 'confirmation'] as const;

/** A new account with the user role; the form empties and says so when it is made. */
export function RegistrationForm() {
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    defaultValues: { email: '', password: '', confirmation: '' },
    // Errors show on submit and clear as soon as the field is edited (SPEC §5).
    reValidateMode: 'onSubmit',
  });

  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setOutcome(null);
    try {
      await registration.mutateAsync({ email: email.trim(), password });
      reset();
      setOutcome({ kind: 'success', text: AUTH_TEXTS.registered });
    } catch (error) {
      const known = formFieldErrors(error, FIELDS);
      for (const [name, message] of known) setError(name, { message });
      if (known.length === 0) setOutcome({ kind: 'error', text: errorMessage(error, AUTH_TEXTS.registrationFailed) });
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...field('email')}
      />
      <NewPasswordFields
        password={{ label: 'Heslo', field: field('password'), error: errors.password?.message }}
        confirmation={{ label: 'Zopakujte heslo', field: field('confirmation'), error: errors.confirmation?.message }}
      />
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
      <button type="submit" className="button" disabled={registration.isPending}>
        Registrovať
      </button>
    </form>
  );
}
