import { useLogin } from '@autoskola/api-client';
import { session } from '@autoskola/session';
import { TextField, useFormKit } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AccountForm, accountFields } from './account-form.tsx';
import { AUTH_TEXTS, type LoginValues, loginSchema } from './auth-schemas.ts';

/**
 * E-mail, password and 'Prihlásiť sa'. Used by the login page and, through Module Federation,
 * by the shell's "sign in again" dialog when a session runs out in the middle of work.
 */
export default function LoginForm() {
  const login = useLogin();
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  // SPEC §5: one message for the whole form, never a field's.
  const kit = useFormKit({ failure: AUTH_TEXTS.loginFailed, serverFields: [], fields: form });
  const { field } = accountFields(form);

  const onSubmit = form.handleSubmit(({ email, password }) =>
    kit.attempt(async () => {
      const answer = await login.mutateAsync({ email: email.trim(), password });
      if (!answer?.token || !session.login(answer.token)) throw new Error(AUTH_TEXTS.loginFailed);
    }),
  );

  return (
    <AccountForm onSubmit={onSubmit} form={form} kit={kit} busy={login.isPending} labels={['Prihlásiť sa']}>
      <TextField label="E-mail" type="email" autoComplete="username" required {...field('email')} />
      <TextField label="Heslo" type="password" autoComplete="current-password" required {...field('password')} />
    </AccountForm>
  );
}
