import sanitizeHtml from 'sanitize-html';

/** The editor's link schemes (Quill's defaults, SPEC §5). */
export const ALLOWED_SCHEMES = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'];

const headingToH4 = () => ({ tagName: 'h4', attribs: {} });

const options: sanitizeHtml.IOptions = {
  // What the material editor produces: heading (level 4), paragraphs, bold, italic, links, bullet lists.
  allowedTags: ['h4', 'p', 'br', 'strong', 'em', 'a', 'ul', 'li'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ALLOWED_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Script, style and similar elements go with their content; other unknown tags keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    h1: headingToH4,
    h2: headingToH4,
    h3: headingToH4,
    h5: headingToH4,
    h6: headingToH4,
    b: 'strong',
    i: 'em',
    ol: 'ul',
    a: (tagName, attribs) => ({
      tagName,
      // Quill's attribute order, so the editor's output passes through unchanged.
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer', target: '_blank' },
    }),
  },
  // A link whose href was removed (bad scheme) keeps its text but not the element.
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

/**
 * Sanitizes material content on write. Quill's non-breaking spaces become plain spaces, and the
 * editor's empty line (<p><br></p>) keeps its HTML5 spelling instead of sanitize-html's <br />.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html.replace(/&nbsp;|\u00a0/g, ' '), options)
    .replaceAll('<br />', '<br>')
    .trim();
}

/** True when the HTML shows no text at all (an empty editor, or only empty paragraphs). */
export function isBlankRichText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, '') === '';
}
