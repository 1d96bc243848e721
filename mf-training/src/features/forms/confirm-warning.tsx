import { forwardRef } from 'react';
import './confirm-warning.css';

/** The texts of a warning the server gave before saving (409 with a `confirm…` flag). */
export interface ConfirmWarningTexts {
  heading: string;
  hint: string;
  confirm: string;
  edit: string;
}

/**
 * What the server asks to confirm before it saves (a shared car, an unusual lesson time): the
 * reason, then 'do it anyway' (the request again with its flag) or 'change it' (the form stays).
 */
export const ConfirmWarning = forwardRef<
  HTMLDivElement,
  { texts: ConfirmWarningTexts; warning: string; pending: boolean; onConfirm: () => void; onEdit: () => void }
>(function ConfirmWarning({ texts, warning, pending, onConfirm, onEdit }, ref) {
  return (
    <div ref={ref} className="confirm-warning" role="alert" tabIndex={-1}>
      <p>
        <strong>{texts.heading}</strong> {warning}
      </p>
      <p>{texts.hint}</p>
      <div className="lesson-form__actions">
        <button type="button" className="button" disabled={pending} onClick={onConfirm}>
          {texts.confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onEdit}>
          {texts.edit}
        </button>
      </div>
    </div>
  );
});
