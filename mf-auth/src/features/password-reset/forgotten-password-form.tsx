import { useRequestPasswordReset } from '@autoskola/api-client';
import { TextField } from '@autoskola/ui';
import { AccountForm } from '../auth/account-form.tsx';
import { emailSchema } from '../auth/auth-schemas.ts';
import { useAccountForm } from '../auth/use-account-form.ts';

export const FORGOTTEN_TEXTS = {
  intro: 'Zadajte e-mail, s ktorým sa prihlasujete. Pošleme naň odkaz na nastavenie nového hesla.',
  submit: 'Poslať odkaz',
  sending: 'Odosielam...',
  failed: 'Odkaz sa nepodarilo odoslať. Skúste to prosím znova.',
} as const;

/** The answer is the same for every address, so the page never tells whether an account exists. */
export function ForgottenPasswordForm() {
  const request = useRequestPasswordReset();
  const { form, input, line, submit } = useAccountForm({
    schema: emailSchema,
    defaultValues: { email: '' },
    serverFields: [],
    failure: FORGOTTEN_TEXTS.failed,
  });

  const onSubmit = submit(async ({ email }) => {
    const answer = await request.mutateAsync({ email: email.trim() });
    form.reset();
    return answer.message;
  });

  return (
    <AccountForm
      onSubmit={onSubmit}
      line={line}
      busy={request.isPending}
      labels={[FORGOTTEN_TEXTS.submit, FORGOTTEN_TEXTS.sending]}
    >
      <TextField label="E-mail" type="email" autoComplete="email" required {...input('email')} />
    </AccountForm>
  );
}
