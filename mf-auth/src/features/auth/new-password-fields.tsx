import { TextField } from '@autoskola/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface PasswordInput {
  label: string;
  field: UseFormRegisterReturn;
  error: string | undefined;
}

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
        <TextField
          key={input.field.name}
          label={input.label}
          type="password"
          autoComplete="new-password"
          required
          error={input.error}
          {...input.field}
        />
      ))}
    </>
  );
}
