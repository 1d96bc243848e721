import { type ComponentProps, type ReactNode, useId } from 'react';

interface FieldFrame {
  label: ReactNode;
  required?: boolean;
  /** The message under the field; `true` flags the field without text (e.g. the consent box). */
  error?: string | boolean | undefined;
  hint?: ReactNode;
}

/** The visible asterisk is decoration: the field itself says it is required. */
function RequiredMark({ required }: { required?: boolean | undefined }) {
  return required ? (
    <span className="field__required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
}

function useFieldIds(error: FieldFrame['error']) {
  const id = useId();
  const errorId = `${id}-error`;
  return { id, errorId, describedBy: typeof error === 'string' && error ? errorId : undefined };
}

function FieldError({ id, error }: { id: string; error: FieldFrame['error'] }) {
  return typeof error === 'string' && error ? (
    <p id={id} className="field__error" role="alert">
      {error}
    </p>
  ) : null;
}

export function TextField({ label, required, error, hint, ...input }: FieldFrame & ComponentProps<'input'>) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <input
        id={id}
        className="field__control"
        aria-required={required || undefined}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function TextAreaField({ label, required, error, ...textarea }: FieldFrame & ComponentProps<'textarea'>) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <textarea
        id={id}
        className="field__control field__control--textarea"
        aria-required={required || undefined}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function CheckboxField({ label, required, error, ...input }: FieldFrame & ComponentProps<'input'>) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="field__checkbox"
        aria-required={required || undefined}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <label className="field__label field__label--inline" htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
