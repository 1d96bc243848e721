import { errorMessage, formFieldErrors } from '@autoskola/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';

export type FormOutcome = { kind: 'success' | 'error'; text: string };

interface AccountFormOptions<V extends Record<string, string>> {
  schema: z.ZodType<V, V>;
  defaultValues: V;
  /** The fields whose server refusals show under the field; any other refusal is the form's line. */
  serverFields: readonly (keyof V & string)[];
  /** The form's line when the server's refusal names no field and has no message of its own. */
  failure: string;
}

/**
 * The forms of mf-auth alike (SPEC §5): errors show on submit and clear as soon as the field is
 * edited; the server's field errors land under their fields, anything else on the form's line.
 */
export function useAccountForm<V extends Record<string, string>>(options: AccountFormOptions<V>) {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const form = useForm<V>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues as DefaultValues<V>,
    reValidateMode: 'onSubmit',
  });

  const field = (name: keyof V & string) =>
    form.register(name as Path<V>, { onChange: () => form.clearErrors(name as Path<V>) });
  const errorOf = (name: keyof V & string): string | undefined => form.formState.errors[name]?.message as string;
  /** A field's props: registered, cleared when edited, with its error. */
  const input = (name: keyof V & string) => ({ ...field(name), error: errorOf(name) });

  /** Sends the checked values; a returned text is the success line. */
  const submit = (send: (values: V) => Promise<string | undefined>) =>
    form.handleSubmit(async (values) => {
      setOutcome(null);
      try {
        const text = await send(values);
        if (text !== undefined) setOutcome({ kind: 'success', text });
      } catch (error) {
        const known = formFieldErrors(error, options.serverFields);
        for (const [name, message] of known) form.setError(name as Path<V>, { message });
        if (known.length === 0) setOutcome({ kind: 'error', text: errorMessage(error, options.failure) });
      }
    });

  // A rule over the whole form (the login's one message) reports on 'root'; it is the form's line.
  const rootError = form.formState.errors.root?.message;
  const line: FormOutcome | null = rootError ? { kind: 'error', text: rootError } : outcome;

  return { form, field, input, errorOf, outcome, line, submit };
}
