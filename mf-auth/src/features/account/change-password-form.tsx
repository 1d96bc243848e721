import { errorMessage, formFieldErrors, useChangePassword } from '@autoskola/api-client';
import { session } from '@autoskola/session';
import { StatusMessage, TextField } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ChangePasswordValues, changePasswordSchema } from '../auth/auth-schemas.ts';
import { NewPasswordFields } from '../auth/new-password-fields.tsx';

export const CHANGE_PASSWORD_TEXTS = {
  submit: 'Zmeniť heslo',
  saving: 'Ukladám...',
  changed: 'Heslo bolo zmenené. Na ostatných zariadeniach sa treba prihlásiť znova.',
  failed: 'Heslo sa nepodarilo zmeniť.',
} as const;

const FIELDS = ['currentPassword', 'newPassword', 'confirmation'] as const;

export function ChangePasswordForm() {
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      const { token } = await change.mutateAsync({ currentPassword, newPassword });
      // The old token stopped working with the change: this session goes on with the new one.
      session.login(token);
      reset();
      setOutcome({ kind: 'success', text: CHANGE_PASSWORD_TEXTS.changed });
    } catch (error) {
      const known = formFieldErrors(error, FIELDS);
      for (const [name, message] of known) setError(name, { message });
      if (known.length === 0) setOutcome({ kind: 'error', text: errorMessage(error, CHANGE_PASSWORD_TEXTS.failed) });
    }
  });

  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <TextField
        label="Súčasné heslo"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...field('currentPassword')}
      />
      <NewPasswordFields
        password={{ label: 'Nové heslo', field: field('newPassword'), error: errors.newPassword?.message }}
        confirmation={{
          label: 'Zopakujte nové heslo',
          field: field('confirmation'),
          error: errors.confirmation?.message,
        }}
      />
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
      <button type="submit" className="button" disabled={change.isPending}>
        {change.isPending ? CHANGE_PASSWORD_TEXTS.saving : CHANGE_PASSWORD_TEXTS.submit}
      </button>
    </form>
  );
}
