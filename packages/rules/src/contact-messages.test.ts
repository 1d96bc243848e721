import { contactMessageErrors } from './contact-messages.ts';

describe('the contact-form rules', () => {
  it('ask for an e-mail or a phone on both fields, and for the required ones', () => {
    expect(contactMessageErrors({ firstname: ' ', lastname: '', email: '', phone: ' ', message: '' })).toEqual({
      firstname: 'Meno je povinné.',
      lastname: 'Priezvisko je povinné.',
      email: 'Vyplň kontaktný email alebo telefón.',
      phone: 'Vyplň kontaktný email alebo telefón.',
      message: 'Správa je povinná.',
    });
  });

  it('check an e-mail and a phone only when given', () => {
    const person = { firstname: 'Ján', lastname: 'Novák', message: 'Dobrý deň' };
    expect(contactMessageErrors({ ...person, email: 'jan@example.sk', phone: '' })).toEqual({});
    expect(contactMessageErrors({ ...person, email: null, phone: '+421 905 123 456' })).toEqual({});
    expect(contactMessageErrors({ ...person, email: 'jan@', phone: '12' })).toEqual({
      email: 'Neplatný e-mail.',
      phone: 'Neplatné telefónne číslo.',
    });
  });
});
