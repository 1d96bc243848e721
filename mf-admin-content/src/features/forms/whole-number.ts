import { z } from 'zod';

/** A text field holding a whole number from 0 up (price, position), with the SPEC's message when it does not. */
export const wholeNumberFrom0 = (message: string) =>
  z.string().refine((value) => /^\d+$/.test(value.trim()) && Number(value) <= 1_000_000, { message });
