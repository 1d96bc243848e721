import { useRequestPasswordReset } from '@autoskola/api-client';
import { TextField, useFormKit } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AccountForm, accountFields } from '../auth/account-form.tsx';
import { type EmailValues, emailSchema } from '../auth/auth-schemas.ts';

export const FORGOTTEN_TEXTS = {
  intro: 'Zadajte e-mail, s ktorým sa prihlasujete. Pošleme naň odkaz na nastavenie nového hesla.',
  submit: 'Poslať odkaz',
  sending: 'Odosielam...',
  failed: 'Odkaz sa nepodarilo odoslať. Skúste to prosím znova.',
} as const;

/** The answer is the same for every address, so the page never tells whether an account exists. */
export function ForgottenPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useForm<EmailValues>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const kit = useFormKit({ failure: FORGOTTEN_TEXTS.failed, serverFields: [], fields: form });
  const { input } = accountFields(form);

  const onSubmit = form.handleSubmit(({ email }) =>
    kit.attempt(async () => {
      const answer = await request.mutateAsync({ email: email.trim() });
      form.reset();
      return answer.message;
    }),
  );

  return (
    <AccountForm
      onSubmit={onSubmit}
      form={form}
      kit={kit}
      busy={request.isPending}
      labels={[FORGOTTEN_TEXTS.submit, FORGOTTEN_TEXTS.sending]}
    >
      <TextField label="E-mail" type="email" autoComplete="email" required {...input('email')} />
    </AccountForm>
  );
}
