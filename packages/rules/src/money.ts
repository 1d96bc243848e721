/**
 * Money (decision 0035): amounts of course applications travel and are stored as whole cents;
 * offers' prices stay whole euros. One way to write either: '1 390,50 €', or '1 390 €' when whole.
 */

const whole = new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('sk-SK', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 139050 → '1 390,50 €', 139000 → '1 390 €' (no-break spaces between thousands and before the sign). */
export function formatCents(cents: number): string {
  return cents % 100 === 0 ? whole.format(cents / 100) : withCents.format(cents / 100);
}

/** A price in whole euros (an offer's) written by the same rule: 1390 → '1 390 €'. */
export const formatEuros = (euros: number): string => formatCents(Math.round(euros * 100));

/** An offer's whole-euro price as an application's cents. */
export const eurosToCents = (euros: number): number => Math.round(euros * 100);

/** Cents as a person types them back in a form: 26750 → '267,50', 26700 → '267'. */
export function centsInputValue(cents: number): string {
  const euros = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, '0')}`;
}

export const AMOUNT_INVALID = 'Suma musí byť kladné číslo s najviac dvoma desatinnými miestami.';

/** The most one amount may be: a million euro. */
export const MAX_AMOUNT_CENTS = 100_000_000;

/**
 * A typed amount in euro as cents: '267,50', '267.50', '267', '1 390,50' (spaces, also no-break
 * ones, between thousands) and '267,5'; null for anything else (letters, 3 decimals, two signs).
 */
export function parseEuroAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const [, euros = '', fraction = ''] = match;
  return Number(euros) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The message for an amount (typed text, or cents from the API) that is not above 0 with at most 2 decimals. */
export function amountError(value: string | number | null | undefined): string | null {
  const cents = typeof value === 'number' ? value : parseEuroAmount(value ?? '');
  const valid = cents !== null && Number.isInteger(cents) && cents > 0 && cents <= MAX_AMOUNT_CENTS;
  return valid ? null : AMOUNT_INVALID;
}
