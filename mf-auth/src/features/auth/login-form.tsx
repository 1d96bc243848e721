import { useLogin } from '@autoskola/api-client';
import { session } from '@autoskola/session';
import { TextField } from '@autoskola/ui';
import { AccountForm } from './account-form.tsx';
import { AUTH_TEXTS, loginSchema } from './auth-schemas.ts';
import { useAccountForm } from './use-account-form.ts';

/**
 * E-mail, password and 'Prihlásiť sa'. Used by the login page and, through Module Federation,
 * by the shell's "sign in again" dialog when a session runs out in the middle of work.
 */
export default function LoginForm() {
  const login = useLogin();
  const { field, line, submit } = useAccountForm({
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    // SPEC §5: one message for the whole form, never a field's.
    serverFields: [],
    failure: AUTH_TEXTS.loginFailed,
  });

  const onSubmit = submit(async ({ email, password }) => {
    const answer = await login.mutateAsync({ email: email.trim(), password });
    if (!answer?.token || !session.login(answer.token)) throw new Error(AUTH_TEXTS.loginFailed);
    return undefined;
  });

  return (
    <AccountForm onSubmit={onSubmit} line={line} busy={login.isPending} labels={['Prihlásiť sa']}>
      <TextField label="E-mail" type="email" autoComplete="username" required {...field('email')} />
      <TextField label="Heslo" type="password" autoComplete="current-password" required {...field('password')} />
    </AccountForm>
  );
}
