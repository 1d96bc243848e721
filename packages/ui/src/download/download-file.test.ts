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

  it('writes a text cell that a spreadsheet would run as a formula as text, and leaves numbers alone', () => {
    expect(toCsv([['=HYPERLINK("http://zly.example","Fabia") RK-123AB', '+CMD-1', '@SUM(A1)', -5, '267,50']])).toBe(
      '\uFEFF"\'=HYPERLINK(""http://zly.example"",""Fabia"") RK-123AB";\'+CMD-1;\'@SUM(A1);-5;267,50\r\n',
    );
  });
});
