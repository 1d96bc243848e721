import { useChangePassword } from '@autoskola/api-client';
import { session } from '@autoskola/session';
import { NewPasswordFields, TextField, useFormKit } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AccountForm, accountFields } from '../auth/account-form.tsx';
import { type ChangePasswordValues, changePasswordSchema } from '../auth/auth-schemas.ts';

export const CHANGE_PASSWORD_TEXTS = {
  submit: 'Zmeniť heslo',
  saving: 'Ukladám...',
  changed: 'Heslo bolo zmenené. Na ostatných zariadeniach sa treba prihlásiť znova.',
  failed: 'Heslo sa nepodarilo zmeniť.',
} as const;

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
    reValidateMode: 'onSubmit',
  });
  const kit = useFormKit({
    failure: CHANGE_PASSWORD_TEXTS.failed,
    serverFields: ['currentPassword', 'newPassword', 'confirmation'],
    fields: form,
    lineBesideFieldErrors: false,
  });
  const { input } = accountFields(form);

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    kit.attempt(async () => {
      const { token } = await change.mutateAsync({ currentPassword, newPassword });
      // The old token stopped working with the change: this session goes on with the new one.
      session.login(token);
      form.reset();
      return CHANGE_PASSWORD_TEXTS.changed;
    }),
  );

  return (
    <AccountForm
      onSubmit={onSubmit}
      form={form}
      kit={kit}
      busy={change.isPending}
      labels={[CHANGE_PASSWORD_TEXTS.submit, CHANGE_PASSWORD_TEXTS.saving]}
    >
      <TextField
        label="Súčasné heslo"
        type="password"
        autoComplete="current-password"
        required
        {...input('currentPassword')}
      />
      <NewPasswordFields
        password={{ label: 'Nové heslo', ...input('newPassword') }}
        confirmation={{ label: 'Zopakujte nové heslo', ...input('confirmation') }}
      />
    </AccountForm>
  );
}
