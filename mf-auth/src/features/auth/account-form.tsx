import { StatusMessage } from '@autoskola/ui';
import type { FormEvent, ReactNode } from 'react';
import type { FormOutcome } from './use-account-form.ts';

interface AccountFormProps {
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** The form's line: why it failed, or what it did. */
  line: FormOutcome | null;
  busy: boolean;
  /** The button's text, and its text while sending (if it changes). */
  labels: readonly [string, string?];
  children: ReactNode;
}

/** The frame of mf-auth's forms: the fields, the form's line, and the submit button. */
export function AccountForm({ onSubmit, line, busy, labels: [submitLabel, busyLabel], children }: AccountFormProps) {
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      {children}
      {line && <StatusMessage kind={line.kind}>{line.text}</StatusMessage>}
      <button type="submit" className="button" disabled={busy}>
        {busy && busyLabel ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
