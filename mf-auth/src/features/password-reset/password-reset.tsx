import { useConfirmPasswordReset } from '@autoskola/api-client';
import { session } from '@autoskola/session';
import { NewPasswordFields, StatusMessage, takeLinkToken, useFormKit } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AccountForm, accountFields } from '../auth/account-form.tsx';
import { type NewPasswordValues, newPasswordSchema } from '../auth/auth-schemas.ts';

export const RESET_TEXTS = {
  missingToken: 'Odkaz na obnovenie hesla je neúplný. Otvorte ho celý z e-mailu alebo požiadajte o nový.',
  intro: 'Zvoľte si nové heslo k svojmu účtu.',
  submit: 'Nastaviť heslo',
  saving: 'Ukladám...',
  failed: 'Heslo sa nepodarilo zmeniť. Skúste to prosím znova.',
  newLink: 'Požiadať o nový odkaz',
} as const;

/** The new password set from the e-mailed link, then the way to log in with it. */
export function PasswordReset() {
  const [token] = useState(takeLinkToken);
  const confirm = useConfirmPasswordReset();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
    reValidateMode: 'onSubmit',
  });
  const kit = useFormKit({
    failure: RESET_TEXTS.failed,
    serverFields: ['password'],
    fields: form,
    lineBesideFieldErrors: false,
  });
  const { outcome } = kit;
  const { input } = accountFields(form);

  const onSubmit = form.handleSubmit(({ password }) =>
    kit.attempt(async () => {
      if (!token) return undefined;
      const answer = await confirm.mutateAsync({ token, password });
      // Every session of the account ended with the change, this browser's too.
      session.logout();
      return answer.message;
    }),
  );

  const done = outcome?.kind === 'success';

  return (
    <>
      {!token ? (
        <StatusMessage kind="error">{RESET_TEXTS.missingToken}</StatusMessage>
      ) : done ? (
        <>
          <StatusMessage kind="success">{outcome.text}</StatusMessage>
          <p>
            <Link to="/prihlasenie">Prihlásiť sa</Link>
          </p>
        </>
      ) : (
        <>
          <p>{RESET_TEXTS.intro}</p>
          <AccountForm
            onSubmit={onSubmit}
            form={form}
            kit={kit}
            busy={confirm.isPending}
            labels={[RESET_TEXTS.submit, RESET_TEXTS.saving]}
          >
            <NewPasswordFields
              password={{ label: 'Nové heslo', ...input('password') }}
              confirmation={{ label: 'Zopakujte heslo', ...input('confirmation') }}
            />
          </AccountForm>
        </>
      )}
      {!done && (
        <p>
          <Link to="/zabudnute-heslo">{RESET_TEXTS.newLink}</Link>
        </p>
      )}
    </>
  );
}
