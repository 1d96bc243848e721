import { useCreateCourseApplicationAccount } from '@autoskola/api-client';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_TEXT } from '@autoskola/rules/accounts';
import { session } from '@autoskola/session';
import { NewPasswordFields, PASSWORD_MISMATCH, StatusMessage, useFormKit } from '@autoskola/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LINK_TEXTS } from './course-application-texts.ts';

/** After the confirmation: a password for the application's e-mail, and the student is in 'Môj kurz'. */
export function AccountFromApplication({ email, accountToken }: { email: string; accountToken: string }) {
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const { errors, outcome, refused, attempt } = useFormKit(LINK_TEXTS.failure);
  const create = useCreateCourseApplicationAccount();
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (password.length < MIN_PASSWORD_LENGTH) found.password = PASSWORD_TOO_SHORT_TEXT;
    if (passwordConfirm !== password) found.passwordConfirm = PASSWORD_MISMATCH;
    if (refused(found)) return;
    await attempt(async () => {
      const answer = await create.mutateAsync({ token: accountToken, password });
      session.login(answer.token);
      navigate('/moj-kurz');
      return null;
    });
  }

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-labelledby="account-heading">
      <h2 id="account-heading">{LINK_TEXTS.accountHeading}</h2>
      <p>{LINK_TEXTS.accountIntro.replace('{email}', email)}</p>
      <NewPasswordFields
        password={{
          label: LINK_TEXTS.password,
          value: password,
          error: errors.password,
          onChange: (event) => setPassword(event.target.value),
        }}
        confirmation={{
          label: LINK_TEXTS.passwordConfirm,
          value: passwordConfirm,
          error: errors.passwordConfirm,
          onChange: (event) => setPasswordConfirm(event.target.value),
        }}
      />
      <button type="submit" className="button" disabled={create.isPending}>
        {LINK_TEXTS.createAccount}
      </button>
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
    </form>
  );
}
