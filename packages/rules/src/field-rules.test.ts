import { letters, oneLine, oneLineError, textError } from './field-rules.ts';

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

describe('a text of one line', () => {
  it('is made one line for an e-mail or a calendar: line breaks and hidden characters become a space', () => {
    expect(oneLine(' Škoda\r\nBcc: x@example.com ')).toBe('Škoda Bcc: x@example.com');
    expect(oneLine('Peter\u202eváthroH\u200b')).toBe('Peter váthroH');
  });

  it('is refused with a line break or a hidden character, and when blank', () => {
    expect(oneLineError('Škoda Fabia', 'Povinné.')).toBeNull();
    expect(oneLineError('  ', 'Povinné.')).toBe('Povinné.');
    expect(oneLineError('Škoda\nFabia', 'Povinné.')).toBe(
      'Text nesmie obsahovať zalomenie riadka ani iné riadiace znaky.',
    );
  });
});
