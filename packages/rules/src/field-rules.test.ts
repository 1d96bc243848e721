import { letters, textError } from './field-rules.ts';

describe('a text field rule', () => {
  const rule = { required: 'Povinné.', maxLength: 5, tooLong: 'Najviac 5 znakov.' };

  it('counts letters as the server does: decomposed accents and emoji as one each', () => {
    expect(letters('a\u0301'.repeat(5))).toBe(5);
    expect(letters('🚗🚗')).toBe(2);
    expect(textError(rule, 'a\u0301'.repeat(5))).toBeNull();
    expect(textError(rule, '🚗🚗🚗🚗🚗')).toBeNull();
    expect(textError(rule, 'áááááá')).toBe('Najviac 5 znakov.');
  });

  it('refuses a blank required text after trimming', () => {
    expect(textError(rule, '   ')).toBe('Povinné.');
  });
});
