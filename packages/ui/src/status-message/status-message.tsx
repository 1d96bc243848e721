import type { ReactNode } from 'react';
import './status-message.css';

export type StatusKind = 'loading' | 'empty' | 'error' | 'success';

interface StatusMessageProps {
  kind: StatusKind;
  children: ReactNode;
}

/** Loading, empty, error and success texts; errors are announced at once, the rest politely. */
export function StatusMessage({ kind, children }: StatusMessageProps) {
  return (
    <p className={`status-message status-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
