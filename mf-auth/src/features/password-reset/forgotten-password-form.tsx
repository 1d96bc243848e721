import { errorMessage, useRequestPasswordReset } from '@autoskola/api-client';
import { StatusMessage, TextField } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type EmailValues, emailSchema } from '../auth/auth-schemas.ts';

export const FORGOTTEN_TEXTS = {
  intro: 'Zadajte e-mail, s ktorým sa prihlasujete. Pošleme naň odkaz na nastavenie nového hesla.',
  submit: 'Poslať odkaz',
  sending: 'Odosielam...',
  failed: 'Odkaz sa nepodarilo odoslať. Skúste to prosím znova.',
} as const;

/** The answer is the same for every address, so the page never tells whether an account exists. */
export function ForgottenPasswordForm() {
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<EmailValues>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      const answer = await request.mutateAsync({ email: email.trim() });
      reset();
      setOutcome({ kind: 'success', text: answer.message });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error, FORGOTTEN_TEXTS.failed) });
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
      <button type="submit" className="button" disabled={request.isPending}>
        {request.isPending ? FORGOTTEN_TEXTS.sending : FORGOTTEN_TEXTS.submit}
      </button>
    </form>
  );
}
