import { amountError, centsInputValue, eurosToCents, formatCents, formatEuros, parseEuroAmount } from './money.ts';

describe('money in cents (decision 0035)', () => {
  it('writes every amount one way: no-break spaces between thousands and before €, cents only when there are some', () => {
    expect(formatCents(139050)).toBe('1\u00a0390,50\u00a0€');
    expect(formatCents(139000)).toBe('1\u00a0390\u00a0€');
    expect(formatCents(26750)).toBe('267,50\u00a0€');
    expect(formatCents(5)).toBe('0,05\u00a0€');
    expect(formatCents(-26750)).toBe('-267,50\u00a0€');
    expect(formatEuros(890)).toBe('890\u00a0€');
    expect(eurosToCents(890)).toBe(89000);
  });

  it('reads what a person types: comma or dot, spaces between thousands, at most two decimals', () => {
    expect(parseEuroAmount('267,50')).toBe(26750);
    expect(parseEuroAmount('267.50')).toBe(26750);
    expect(parseEuroAmount('267')).toBe(26700);
    expect(parseEuroAmount('267,5')).toBe(26750);
    expect(parseEuroAmount('1 390,50')).toBe(139050);
    expect(parseEuroAmount('1\u00a0390,50 €')).toBe(139050);
    for (const text of ['267,555', '1,2,3', '12a', '-5', '', ',50', '1e3']) expect(parseEuroAmount(text)).toBeNull();
  });

  it('refuses an amount of 0 or less, or with more than two decimals, in Slovak', () => {
    const message = 'Suma musí byť kladné číslo s najviac dvoma desatinnými miestami.';
    expect(amountError('267,50')).toBeNull();
    expect(amountError(26750)).toBeNull();
    for (const value of ['267,555', '0', '0,00', 0, -1, 1.5, 100_000_001]) expect(amountError(value)).toBe(message);
  });

  it('puts cents back into a form as they would be typed', () => {
    expect(centsInputValue(26750)).toBe('267,50');
    expect(centsInputValue(26705)).toBe('267,05');
    expect(centsInputValue(26700)).toBe('267');
  });
});
