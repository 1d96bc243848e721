import type { Schemas } from '@autoskola/api-client/types';

/**
 * An exception to an instructor's hours as it is kept, from the form's input: empty times are
 * none, only an extra shift has a vehicle, a blank note is none. The server stores it, the mocks
 * keep it alike.
 */
export const storedHoursException = (input: Schemas['HoursExceptionInput']): Omit<Schemas['HoursException'], 'id'> => ({
  date: input.date,
  kind: input.kind,
  from: input.from || null,
  to: input.to || null,
  vehicleId: input.kind === 'extra' ? (input.vehicleId ?? null) : null,
  note: input.note?.trim() || null,
});

/** An instructor's week as it is kept: the periods' own fields, nothing else the form sent. */
export const storedTemplate = (template: readonly Schemas['WorkingPeriod'][]): Schemas['WorkingPeriod'][] =>
  template.map(({ weekday, from, to, vehicleId }) => ({ weekday, from, to, vehicleId }));
