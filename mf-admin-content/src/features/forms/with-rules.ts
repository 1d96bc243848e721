import type { FieldErrors } from '@autoskola/rules/field-rules';
import type { z } from 'zod';

/**
 * A form's shape with the feature's rules (@autoskola/rules) as its check: the same function the
 * server and the mocks run, each error on its field.
 */
export const withRules = <Shape extends z.ZodType<object>>(
  shape: Shape,
  errorsOf: (values: z.output<Shape>) => FieldErrors,
) =>
  shape.superRefine((values, context) => {
    for (const [path, message] of Object.entries(errorsOf(values))) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
  });
