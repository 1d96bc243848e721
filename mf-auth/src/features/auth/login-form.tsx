import { errorMessage, useLogin } from '@autoskola/api-client';
import { session } from '@autoskola/session';
import { StatusMessage, TextField } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AUTH_TEXTS, type LoginValues, loginSchema } from './auth-schemas.ts';

/**
 * E-mail, password and 'Prihlásiť sa'. Used by the login page and, through Module Federation,
 * by the shell's "sign in again" dialog when a session runs out in the middle of work.
 */
export default function LoginForm() {
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
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <TextField label="E-mail" type="email" autoComplete="username" required {...register('email')} />
      <TextField label="Heslo" type="password" autoComplete="current-password" required {...register('password')} />
      {message && <StatusMessage kind="error">{message}</StatusMessage>}
      <button type="submit" className="button" disabled={login.isPending}>
        Prihlásiť sa
      </button>
    </form>
  );
}
