import type { ReactNode } from 'react';
import './form-actions.css';

/**
 * A form's buttons: the submit first (off while its request is on the way, so a second press does
 * not send it twice, and saying `pendingLabel` then if given), then any others of the form.
 */
export function FormActions({
  submit,
  pending = false,
  pendingLabel,
  children,
}: {
  submit: string;
  pending?: boolean;
  pendingLabel?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="form-footer">
      <button type="submit" className="button" disabled={pending}>
        {pending && pendingLabel ? pendingLabel : submit}
      </button>
      {children}
    </div>
  );
}
