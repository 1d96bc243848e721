import { FormActions, type FormKit, StatusMessage } from '@autoskola/ui';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import './forms.css';

/** What a failed save says when the error carries no message of its own. */
export const SAVE_FAILED = 'Nastala chyba pri odoslaní.';

/**
 * An admin form's submit: its rules first (SPEC §5: nothing is sent while a field breaks one),
 * then `save`; a failure shows under the form, with the server's field messages on their fields.
 */
export function adminSubmit<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  kit: FormKit,
  save: (values: Values) => Promise<unknown>,
) {
  return form.handleSubmit((values) =>
    kit.attempt(async () => {
      await save(values);
    }),
  );
}

/** Why the last save failed, if it did (the form kit's line). */
export function SaveFailure({ kit }: { kit: FormKit }) {
  return kit.outcome && <StatusMessage kind={kit.outcome.kind}>{kit.outcome.text}</StatusMessage>;
}

/** An admin form's frame: its fields, then why the last save failed and 'Uložiť' / 'Ukladám...'. */
export function AdminForm({
  onSubmit,
  kit,
  className,
  children,
}: {
  onSubmit: (event?: FormEvent) => unknown;
  kit: FormKit;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form className={className ? `admin-form ${className}` : 'admin-form'} onSubmit={onSubmit} noValidate>
      {children}
      <SaveFailure kit={kit} />
      <FormActions submit="Uložiť" pendingLabel="Ukladám..." pending={kit.pending} />
    </form>
  );
}
