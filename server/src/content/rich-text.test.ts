import { ALLOWED_SCHEMES, isBlankRichText, sanitizeRichText } from './rich-text.ts';

/** Classic stored-XSS payloads (OWASP cheat sheet and friends). */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">klik</a>',
  '<a href="JaVaScRiPt:alert(1)">klik</a>',
  '<a href="jav&#x09;ascript:alert(1)">klik</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">klik</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">klik</a>',
  '<a href="vbscript:msgbox(1)">klik</a>',
  '<a href="//evil.example">klik</a>',
  '<p onclick="alert(1)" onmouseover="alert(1)">text</p>',
  '<p style="background:url(javascript:alert(1))">text</p>',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel=stylesheet href=javascript:alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<div><a href="#" onfocus="alert(1)" autofocus>x</a></div>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<a href="https://ok.example" target="_self" rel="opener">ok</a>',
  '<h4 class="x" id="y" data-x="z">nadpis</h4>',
];

const DANGEROUS =
  /<script|<iframe|<svg|<object|<embed|<style|<img|<form|<input|<meta|<link|<base|javascript:|vbscript:|data:|\son\w+=|style=|srcdoc/i;

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
