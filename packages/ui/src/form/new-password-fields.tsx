import { PASSWORD_MISMATCH } from '@autoskola/rules/accounts';
import type { ComponentProps } from 'react';
import { TextField } from './fields.tsx';

export { PASSWORD_MISMATCH };

/** A label, the field's error and its input's props (a form library's registration or value and onChange). */
export type PasswordInput = { label: string; error?: string | undefined } & Omit<
  ComponentProps<'input'>,
  'type' | 'autoComplete' | 'required'
>;

/**
 * A new password and its confirmation, as registration, the reset link, the settings, the setup
 * and the account from an application ask for them; a confirmation that differs says
 * PASSWORD_MISMATCH.
 */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: PasswordInput;
  confirmation: PasswordInput;
}) {
  return (
    <>
      <TextField type="password" autoComplete="new-password" required {...password} />
      <TextField type="password" autoComplete="new-password" required {...confirmation} />
    </>
  );
}
