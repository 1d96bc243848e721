import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { saveFailure } from './save-errors.ts';

export interface AdminFormOptions<Values extends FieldValues> {
  /** The form's rules (SPEC §5): nothing is sent while a field breaks one. */
  schema: z.ZodType<Values, Values>;
  defaultValues: DefaultValues<Values>;
  /** Sends the checked values; a failure shows under the form, with the server's field messages on their fields. */
  save: (values: Values) => Promise<unknown>;
}

export interface AdminForm<Values extends FieldValues> extends UseFormReturn<Values> {
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** Why the last save failed, or null. */
  failure: string | null;
}

/** What every admin form does the same way: check on submit, save, show why a save failed. */
export function useAdminForm<Values extends FieldValues>({
  schema,
  defaultValues,
  save,
}: AdminFormOptions<Values>): AdminForm<Values> {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      setFailure(saveFailure(error, (field, message) => form.setError(field as Path<Values>, { message })));
    }
  });
  return { ...form, onSubmit, failure };
}
