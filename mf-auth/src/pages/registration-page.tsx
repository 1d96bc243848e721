import { errorMessage, formFieldErrors, useRegister } from '@autoskola/api-client';
import { StatusMessage, TextField } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AUTH_TEXTS, type RegistrationValues, registrationSchema } from '../features/auth/auth-schemas.ts';

const FIELDS = ['email', 'password', 'confirmation'] as const;

export default function RegistrationPage() {
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
    <section className="page auth-page">
      <h1>Registrácia</h1>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...field('email')}
        />
        <TextField
          label="Heslo"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...field('password')}
        />
        <TextField
          label="Zopakujte heslo"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmation?.message}
          {...field('confirmation')}
        />
        {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
        <button type="submit" className="button" disabled={registration.isPending}>
          Registrovať
        </button>
      </form>
      <p>
        Už máš účet? <Link to="/prihlasenie">Prihlás sa</Link>
      </p>
    </section>
  );
}
