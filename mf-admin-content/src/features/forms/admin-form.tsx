import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { SaveFooter } from './save-footer.tsx';
import type { AdminForm as AdminFormState } from './use-admin-form.ts';
import './forms.css';

/** An admin form's frame: its fields, then why the last save failed and 'Uložiť' / 'Ukladám...'. */
export function AdminForm<Values extends FieldValues>({
  form,
  className,
  children,
}: {
  form: AdminFormState<Values>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form className={className ? `admin-form ${className}` : 'admin-form'} onSubmit={form.onSubmit} noValidate>
      {children}
      <SaveFooter failure={form.failure} isSubmitting={form.formState.isSubmitting} />
    </form>
  );
}
