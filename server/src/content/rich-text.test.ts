import { DANGEROUS_MARKUP as DANGEROUS, XSS_CORPUS } from '@autoskola/mocks/xss-corpus';
import { ALLOWED_SCHEMES, isBlankRichText, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it.each(XSS_CORPUS)('neutralizes %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(clean).not.toMatch(DANGEROUS);
    // Whatever survives is only the editor's own elements.
    expect(clean.replace(/<\/?(h4|p|br|strong|em|a|ul|li)(\s[^>]*)?>/g, '')).not.toMatch(/<[a-z]/i);
  });

  // Exactly what mf-admin-content's editor emits (see rich-text-editor.test.tsx there).
  it.each([
    '<h4>Zásady</h4><p>Jazdi <strong>pomaly</strong> a <em>opatrne</em></p><ul><li>prvá</li><li>druhá</li></ul>',
    '<p><a href="https://www.slov-lex.sk" rel="noopener noreferrer" target="_blank">Zákon</a> o cestnej premávke</p>',
    '<p>Prvý odsek</p><p><br></p><p>po prázdnom riadku</p>',
  ])('keeps what the editor produces, unchanged: %s', (html) => {
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText(sanitizeRichText(html))).toBe(html);
  });

  it('forces links to a new tab with noopener noreferrer', () => {
    expect(sanitizeRichText('<a href="https://ok.example" target="_self" rel="opener">ok</a>')).toBe(
      '<a href="https://ok.example" rel="noopener noreferrer" target="_blank">ok</a>',
    );
  });

  it.each(ALLOWED_SCHEMES)('keeps links with the %s scheme', (scheme) => {
    expect(sanitizeRichText(`<a href="${scheme}:x">l</a>`)).toContain(`href="${scheme}:x"`);
  });

  it('turns every heading into the editor heading (h4) and non-breaking spaces into spaces', () => {
    expect(sanitizeRichText('<h1>A</h1><h2>B</h2><p>a&nbsp;b\u00a0c</p>')).toBe('<h4>A</h4><h4>B</h4><p>a b c</p>');
  });

  it('recognizes an empty editor', () => {
    expect(isBlankRichText('')).toBe(true);
    expect(isBlankRichText('<p><br></p>')).toBe(true);
    expect(isBlankRichText('<p> </p><ul><li></li></ul>')).toBe(true);
    expect(isBlankRichText('<p>x</p>')).toBe(false);
  });
});
