import { useChangePassword } from '@autoskola/api-client';
import { session } from '@autoskola/session';
import { TextField } from '@autoskola/ui';
import { AccountForm } from '../auth/account-form.tsx';
import { changePasswordSchema } from '../auth/auth-schemas.ts';
import { NewPasswordFields } from '../auth/new-password-fields.tsx';
import { useAccountForm } from '../auth/use-account-form.ts';

export const CHANGE_PASSWORD_TEXTS = {
  submit: 'Zmeniť heslo',
  saving: 'Ukladám...',
  changed: 'Heslo bolo zmenené. Na ostatných zariadeniach sa treba prihlásiť znova.',
  failed: 'Heslo sa nepodarilo zmeniť.',
} as const;

export function ChangePasswordForm() {
  const change = useChangePassword();
  const { form, input, line, submit } = useAccountForm({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
    serverFields: ['currentPassword', 'newPassword', 'confirmation'],
    failure: CHANGE_PASSWORD_TEXTS.failed,
  });

  const onSubmit = submit(async ({ currentPassword, newPassword }) => {
    const { token } = await change.mutateAsync({ currentPassword, newPassword });
    // The old token stopped working with the change: this session goes on with the new one.
    session.login(token);
    form.reset();
    return CHANGE_PASSWORD_TEXTS.changed;
  });

  return (
    <AccountForm
      onSubmit={onSubmit}
      line={line}
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
