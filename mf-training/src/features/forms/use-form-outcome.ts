import { ApiError, errorMessage, translateFieldErrors } from '@autoskola/api-client';
import { useState } from 'react';

export type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** A message several panels of one page share (the page shows one at a time), as useState's pair. */
export type SharedMessage = readonly [Outcome, (outcome: Outcome) => void];

/**
 * What every small form of this remote does alike: field errors (the form's own or the server's),
 * the line under the form, and a save whose failure lands on both. `attempt` answers the success
 * line, or null to show none.
 */
export function useFormOutcome(failure: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  return {
    errors,
    setErrors,
    outcome,
    /**
     * Shows these field errors and sends nothing when there are any. A new submit: the line of the
     * previous one ('Uložené.') goes, so only the latest outcome shows.
     */
    refused(found: Record<string, string>): boolean {
      setOutcome(null);
      setErrors(found);
      return Object.keys(found).length > 0;
    },
    async attempt(save: () => Promise<string | null>): Promise<boolean> {
      setOutcome(null);
      setErrors({});
      try {
        const text = await save();
        if (text) setOutcome({ kind: 'success', text });
        return true;
      } catch (error) {
        if (error instanceof ApiError) setErrors(translateFieldErrors(error.errors));
        setOutcome({ kind: 'error', text: errorMessage(error, failure) });
        return false;
      }
    },
  };
}
