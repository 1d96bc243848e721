import { TextField } from '@autoskola/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A label and the field's props (useAccountForm's `input`). */
type PasswordInput = { label: string; error: string | undefined } & UseFormRegisterReturn;

/** A new password and its confirmation, as registration, the reset link and the settings ask for them. */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: PasswordInput;
  confirmation: PasswordInput;
}) {
  return (
    <>
      {[password, confirmation].map((input) => (
        <TextField key={input.name} type="password" autoComplete="new-password" required {...input} />
      ))}
    </>
  );
}
