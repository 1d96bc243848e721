import { ApiError, errorMessage, translateFieldErrors, useCreateCourseApplicationAccount } from '@autoskola/api-client';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_TEXT } from '@autoskola/rules/accounts';
import { session } from '@autoskola/session';
import { StatusMessage, TextField } from '@autoskola/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LINK_TEXTS } from './course-application-texts.ts';

/** After the confirmation: a password for the application's e-mail, and the student is in 'Môj kurz'. */
export function AccountFromApplication({ email, accountToken }: { email: string; accountToken: string }) {
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateCourseApplicationAccount();
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found: Record<string, string> = {};
    if (password.length < MIN_PASSWORD_LENGTH) found.password = PASSWORD_TOO_SHORT_TEXT;
    if (passwordConfirm !== password) found.passwordConfirm = LINK_TEXTS.passwordMismatch;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await create.mutateAsync({ token: accountToken, password });
      session.login(answer.token);
      navigate('/moj-kurz');
    } catch (error) {
      if (error instanceof ApiError) setErrors(translateFieldErrors(error.errors));
      setFailure(errorMessage(error, LINK_TEXTS.failure));
    }
  }

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-labelledby="account-heading">
      <h2 id="account-heading">{LINK_TEXTS.accountHeading}</h2>
      <p>{LINK_TEXTS.accountIntro.replace('{email}', email)}</p>
      <TextField
        label={LINK_TEXTS.password}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={LINK_TEXTS.passwordConfirm}
        type="password"
        autoComplete="new-password"
        required
        value={passwordConfirm}
        error={errors.passwordConfirm}
        onChange={(event) => setPasswordConfirm(event.target.value)}
      />
      <button type="submit" className="button" disabled={create.isPending}>
        {LINK_TEXTS.createAccount}
      </button>
      {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
    </form>
  );
}
