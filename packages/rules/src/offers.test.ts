import { formatPrice, offerErrors } from './offers.ts';

const valid = { name: 'Skupina B', length: '3 mesiace', price: 890, position: 1 };

describe('the offer rules', () => {
  it('pass a valid offer, as the API or the form holds it', () => {
    expect(offerErrors(valid)).toEqual({});
    expect(offerErrors({ ...valid, price: '890', position: '0', theory: '', practice: null })).toEqual({});
  });

  it("say what breaks in SPEC §5's words, with the contract's lengths (practice keeps its quirk)", () => {
    expect(
      offerErrors({
        name: ' ',
        length: '',
        price: '-1',
        position: 'x',
        practice: 'x'.repeat(31),
        theory: 'x'.repeat(31),
      }),
    ).toEqual({
      name: 'Názov je povinný.',
      length: 'Doba trvania je povinná.',
      price: 'Cena musí byť celé číslo väčšie ako 0.',
      position: 'Pozícia musí byť celé číslo väčšie ako 0.',
      practice: 'Jazda nemôže byť dlhšia ako 50 znakov.',
      theory: 'Teória nemôže byť dlhšia ako 30 znakov.',
    });
    expect(offerErrors({ ...valid, practice: 'x'.repeat(30), name: 'x'.repeat(51) })).toEqual({
      name: 'Názov nemôže byť dlhší ako 50 znakov.',
    });
  });

  it('format a price in euro, the Slovak way', () => {
    expect(formatPrice(1390)).toBe('1\u00a0390\u00a0€');
  });
});
