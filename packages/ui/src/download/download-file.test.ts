import { toCsv } from './download-file.ts';

describe('toCsv', () => {
  it('writes what a Slovak spreadsheet opens: semicolons, CRLF, a byte-order mark, quoted only where needed', () => {
    expect(
      toCsv([
        ['Dátum', 'Suma', 'Žiak'],
        ['2026-11-03', '267,50', 'Jana "Janka" Nováková'],
        ['2026-11-04', '450,00', 'Adam; Novák'],
      ]),
    ).toBe(
      '\uFEFFDátum;Suma;Žiak\r\n2026-11-03;267,50;"Jana ""Janka"" Nováková"\r\n2026-11-04;450,00;"Adam; Novák"\r\n',
    );
  });
});
