import type { ReactNode } from 'react';

/**
 * A form's buttons: the submit first (off while its request is on the way, so a second press does
 * not send it twice), then any others of the form.
 */
export function FormActions({
  submit,
  pending = false,
  children,
}: {
  submit: string;
  pending?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="lesson-form__actions">
      <button type="submit" className="button" disabled={pending}>
        {submit}
      </button>
      {children}
    </div>
  );
}
