import { ApiError } from './api-error.ts';
import { errorMessage, translateFieldErrors, translateMessage } from './translate.ts';

describe('translations (SPEC §8)', () => {
  it.each([
    ['Invalid credentials.', 'Nesprávne prihlasovacie údaje.'],
    ['Password must be at least 6 characters long.', 'Heslo musí mať aspoň 6 znakov.'],
    ['This value is already used.', 'Tento e-mail sa už používa.'],
    ['This value is not a valid email address.', 'Toto nie je platná e-mailová adresa.'],
    ['Failed to fetch', 'Nepodarilo sa načítať údaje.'],
    ['Unknown API error', 'Neznáma chyba. Skúste to prosím neskôr.'],
  ])('translates "%s"', (message, slovak) => {
    expect(translateMessage(message)).toBe(slovak);
  });

  it('shows untranslated messages as they are', () => {
    expect(translateMessage('Nie je možné zmazať kategóriu, pretože obsahuje materiály.')).toBe(
      'Nie je možné zmazať kategóriu, pretože obsahuje materiály.',
    );
  });

  it('translates field errors and falls back when an error has no message', () => {
    expect(translateFieldErrors({ email: 'This value is already used.', password: 'x' })).toEqual({
      email: 'Tento e-mail sa už používa.',
      password: 'x',
    });
    expect(errorMessage(new ApiError(500, null), 'Nastala chyba pri odoslaní.')).toBe(
      'Neznáma chyba. Skúste to prosím neskôr.',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'x')).toBe('Nepodarilo sa načítať údaje.');
    expect(errorMessage(undefined, 'Nastala chyba pri odoslaní.')).toBe('Nastala chyba pri odoslaní.');
  });
});
