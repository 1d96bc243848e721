import { formatPhone, formatPostalCode } from './contact-details.ts';

describe('one way to write a phone number and a postal code', () => {
  it('writes a Slovak number as +421 905 123 456 however it was typed, any other as typed', () => {
    for (const typed of ['0905 123 456', '0905123456', '+421905123456', '00421 905 123 456', '+421 905-123-456']) {
      expect(formatPhone(typed)).toBe('+421 905 123 456');
    }
    expect(formatPhone(' +420 601 234 567 ')).toBe('+420 601 234 567');
  });

  it('writes a postal code as five digits together, as SPEC §9 does (03401 Ružomberok)', () => {
    expect(formatPostalCode('034 01')).toBe('03401');
    expect(formatPostalCode(' 03401 ')).toBe('03401');
    expect(formatPostalCode('A-1010')).toBe('A-1010');
  });
});
