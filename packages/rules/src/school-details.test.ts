import { CONTROL_CHARACTERS_TEXT } from './field-rules.ts';
import { type SchoolDetailsValues, schoolDetailsErrors } from './school-details.ts';

const valid: SchoolDetailsValues = {
  name: 'Autoškola Vrbovo',
  description: 'Autoškola v Ružomberku.',
  street: 'Hlavná 5',
  postalCode: '034 01',
  town: 'Ružomberok',
  phone: '+421 944 111 222',
  email: 'info@vrbovo.sk',
  companyId: '12345678',
  mapUrl: '',
  makerName: '',
  makerUrl: '',
  operatorName: 'Vrbovo, s. r. o.',
  operatorAddress: 'Hlavná 5, 034 01 Ružomberok',
  contactPerson: 'Eva Vrbová',
  privacyEmail: 'gdpr@vrbovo.sk',
};

describe('the school details rules', () => {
  it('refuse a line break or another control character inside any detail, on the form as at the API', () => {
    expect(schoolDetailsErrors(valid)).toEqual({});
    for (const bad of [
      '\r\n',
      '\n',
      '\r',
      '\t',
      '\u0000',
      '\u007f',
      '\u0085',
      '\u2028',
      '\u2029',
      '\u200b',
      '\u202e',
      '\u2066',
      '\ufeff',
    ]) {
      expect(schoolDetailsErrors({ ...valid, name: `Autoškola${bad}Vrbovo` })).toEqual({
        name: CONTROL_CHARACTERS_TEXT,
      });
      expect(schoolDetailsErrors({ ...valid, operatorName: `A${bad}B` })).toEqual({
        operatorName: CONTROL_CHARACTERS_TEXT,
      });
    }
    // Around the text it is trimmed away, as the server stores the details.
    expect(schoolDetailsErrors({ ...valid, town: 'Ružomberok\r\n' })).toEqual({});
  });
});
