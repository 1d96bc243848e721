import { ApiError, errorMessage, translateFieldErrors } from '@autoskola/api-client';
import { API_MESSAGES } from '@autoskola/rules/api-messages';
import { useState } from 'react';

/** The form's line when its own rules refuse it: the server says the same of a refused request. */
export const FORM_INVALID = API_MESSAGES.validationFailed;

/** The line under a form: what the last submit did, or why it failed. */
export type FormOutcome = { kind: 'success' | 'error'; text: string } | null;

/** A line several panels of one page share (the page shows one at a time), as useState's pair. */
export type SharedMessage = readonly [FormOutcome, (outcome: FormOutcome) => void];

export type FieldMessages = Record<string, string>;

export interface FormKitOptions {
  /** The form's line when a failure carries no message of its own. */
  failure: string;
  /** The fields the server's messages may land on; the rest are left out. Default: every field it names. */
  serverFields?: readonly string[];
  /**
   * A form library that keeps its own field errors (react-hook-form's form): the server's field
   * messages go to its setError instead of this hook's `errors`.
   */
  fields?: { setError: (name: never, error: { message: string }) => void };
  /**
   * Whether a refusal whose messages all landed on fields also shows the form's line. mf-auth's
   * forms say it once, under the field (SPEC §5); the others also say 'Formulár obsahuje chyby.'.
   */
  lineBesideFieldErrors?: boolean;
}

/**
 * What every form does alike: field errors (its own rules' or the server's), the line under the
 * form, whether a submit is on its way, and a save whose failure lands on both. `save` answers
 * the success line (a text), or anything else to show none.
 */
export function useFormKit(failureOrOptions: string | FormKitOptions) {
  const options = typeof failureOrOptions === 'string' ? { failure: failureOrOptions } : failureOrOptions;
  const { failure, serverFields, fields, lineBesideFieldErrors = true } = options;
  const [errors, setErrors] = useState<FieldMessages>({});
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [pending, setPending] = useState(false);

  const serverErrors = (error: unknown): FieldMessages => {
    if (!(error instanceof ApiError)) return {};
    const all = Object.entries(translateFieldErrors(error.errors));
    return Object.fromEntries(serverFields ? all.filter(([name]) => serverFields.includes(name)) : all);
  };

  return {
    errors,
    setErrors,
    outcome,
    setOutcome,
    pending,
    /**
     * Shows these field errors and sends nothing when there are any, with `line` under the form if
     * given (FORM_INVALID). A new submit: the line of the previous one ('Uložené.') goes.
     */
    refused(found: FieldMessages, line?: string): boolean {
      const refuse = Object.keys(found).length > 0;
      setOutcome(refuse && line ? { kind: 'error', text: line } : null);
      setErrors(found);
      return refuse;
    },
    async attempt(save: () => Promise<unknown>): Promise<boolean> {
      setOutcome(null);
      setErrors({});
      setPending(true);
      try {
        const text = await save();
        if (typeof text === 'string' && text) setOutcome({ kind: 'success', text });
        return true;
      } catch (error) {
        const found = serverErrors(error);
        if (fields) for (const [name, message] of Object.entries(found)) fields.setError(name as never, { message });
        else setErrors(found);
        if (lineBesideFieldErrors || Object.keys(found).length === 0) {
          setOutcome({ kind: 'error', text: errorMessage(error, failure) });
        }
        return false;
      } finally {
        setPending(false);
      }
    },
  };
}

export type FormKit = ReturnType<typeof useFormKit>;
