import { errorMessage, useLogin } from '@autoskola/api-client';
import { session } from '@autoskola/session';
import { StatusMessage, TextField } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AUTH_TEXTS, type LoginValues, loginSchema } from '../features/auth/auth-schemas.ts';

/**
 * After a successful login the shell's guard moves the user on: to the admin page it sent them
 * from, or to /admin.
 */
export default function LoginPage() {
  const [failure, setFailure] = useState<string | null>(null);
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const answer = await login.mutateAsync({ email: email.trim(), password });
      if (!answer?.token || !session.login(answer.token)) setFailure(AUTH_TEXTS.loginFailed);
    } catch (error) {
      setFailure(errorMessage(error, AUTH_TEXTS.loginFailed));
    }
  });

  const message = errors.root?.message ?? failure;
  return (
    <section className="page auth-page">
      <h1>Prihlásenie</h1>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField label="E-mail" type="email" autoComplete="username" required {...register('email')} />
        <TextField label="Heslo" type="password" autoComplete="current-password" required {...register('password')} />
        {message && <StatusMessage kind="error">{message}</StatusMessage>}
        <button type="submit" className="button" disabled={login.isPending}>
          Prihlásiť sa
        </button>
      </form>
      <p>
        <Link to="/registracia">Nemáš účet? Zaregistruj sa!</Link>
      </p>
    </section>
  );
}
