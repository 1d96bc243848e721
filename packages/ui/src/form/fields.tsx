import { type ComponentProps, type ReactNode, useId } from 'react';
import './form.css';

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

/** The ARIA wiring every control shares: required, invalid and the linked error text. */
function controlProps(
  id: string,
  required: boolean | undefined,
  error: FieldFrame['error'],
  describedBy: string | undefined,
) {
  return {
    id,
    'aria-required': required || undefined,
    'aria-invalid': Boolean(error) || undefined,
    'aria-describedby': describedBy,
  };
}

/** Label above, control, error below: the frame of text inputs and text areas. */
function StackedField({
  label,
  required,
  error,
  children,
}: FieldFrame & { children: (props: ReturnType<typeof controlProps>) => ReactNode }) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      {children(controlProps(id, required, error, describedBy))}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function TextField({ label, required, error, hint, ...input }: FieldFrame & ComponentProps<'input'>) {
  return (
    <StackedField label={label} required={required} error={error}>
      {(props) => (
        <>
          <input className="field__control" {...props} {...input} />
          {hint}
        </>
      )}
    </StackedField>
  );
}

export function TextAreaField({ label, required, error, ...textarea }: FieldFrame & ComponentProps<'textarea'>) {
  return (
    <StackedField label={label} required={required} error={error}>
      {(props) => <textarea className="field__control field__control--textarea" {...props} {...textarea} />}
    </StackedField>
  );
}

export function SelectField({ label, required, error, children, ...select }: FieldFrame & ComponentProps<'select'>) {
  return (
    <StackedField label={label} required={required} error={error}>
      {(props) => (
        <select className="field__control field__control--select" {...props} {...select}>
          {children}
        </select>
      )}
    </StackedField>
  );
}

interface LabelledControlProps {
  labelId: string;
  'aria-required': boolean | undefined;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The field frame for a control that is not a form element (a rich-text editor): the label is
 * tied to it through aria-labelledby, because <label for> only reaches form elements.
 */
export function LabelledField({
  label,
  required,
  error,
  children,
}: FieldFrame & { children: (props: LabelledControlProps) => ReactNode }) {
  const { id, errorId, describedBy } = useFieldIds(error);
  const labelId = `${id}-label`;
  const { id: _unused, ...aria } = controlProps(id, required, error, describedBy);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <div className="field__label" id={labelId}>
        {label}
        <RequiredMark required={required} />
      </div>
      {children({ labelId, ...aria })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function CheckboxField({ label, required, error, ...input }: FieldFrame & ComponentProps<'input'>) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <input
        type="checkbox"
        className="field__checkbox"
        {...controlProps(id, required, error, describedBy)}
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
