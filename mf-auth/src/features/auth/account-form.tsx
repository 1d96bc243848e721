import { FormActions, type FormKit, StatusMessage } from '@autoskola/ui';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * A field's props in mf-auth's forms (SPEC §5): registered, its error cleared as soon as it is
 * edited (the form checks again only on submit), with its error.
 */
export function accountFields<V extends FieldValues>(form: UseFormReturn<V>) {
  const field = (name: Path<V>) => form.register(name, { onChange: () => form.clearErrors(name) });
  return {
    field,
    input: (name: Path<V>) => ({ ...field(name), error: form.formState.errors[name]?.message as string | undefined }),
  };
}

interface AccountFormProps {
  onSubmit: (event?: FormEvent) => unknown;
  /** The form's state, for a rule over the whole form (the login's one message), which reports on 'root'. */
  form: { formState: { errors: { root?: { message?: string | undefined } } } };
  /** The form kit (@autoskola/ui): the form's line, why it failed or what it did. */
  kit: FormKit;
  busy: boolean;
  /** The button's text, and its text while sending (if it changes). */
  labels: readonly [string, string?];
  children: ReactNode;
}

/** The frame of mf-auth's forms: the fields, the form's line, and the submit button. */
export function AccountForm({
  onSubmit,
  form,
  kit,
  busy,
  labels: [submitLabel, busyLabel],
  children,
}: AccountFormProps) {
  const rootError = form.formState.errors.root?.message;
  const line = rootError ? { kind: 'error' as const, text: rootError } : kit.outcome;
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      {children}
      {line && <StatusMessage kind={line.kind}>{line.text}</StatusMessage>}
      <FormActions submit={submitLabel} pending={busy} pendingLabel={busyLabel} />
    </form>
  );
}
