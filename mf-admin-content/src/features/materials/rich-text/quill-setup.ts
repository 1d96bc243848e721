import { Quill } from 'react-quill-new';

/** The editor's link schemes: Quill's documented defaults (SPEC §5), the same list the server keeps. */
export const LINK_SCHEMES = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'];

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

type LinkFormat = {
  new (...args: never[]): object;
  PROTOCOL_WHITELIST: string[];
  sanitize(url: string): string;
};

const BaseLink = Quill.import('formats/link') as LinkFormat;

/**
 * Quill's link, with two changes: 'autoskola.sk' becomes 'https://autoskola.sk' (a link without a
 * scheme would point inside our own site), and the scheme list matches the server's.
 * Quill itself adds target="_blank" rel="noopener noreferrer".
 */
class SchoolLink extends BaseLink {
  static override PROTOCOL_WHITELIST = LINK_SCHEMES;

  static override sanitize(url: string): string {
    const trimmed = url.trim();
    // biome-ignore lint/complexity/noThisInStatic: super keeps `this` = SchoolLink, so Quill reads our scheme list
    return super.sanitize(HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`);
  }
}

Quill.register('formats/link', SchoolLink, true);

/** Only what the toolbar offers survives a paste; anything else is dropped by Quill. */
export const EDITOR_FORMATS = ['header', 'bold', 'italic', 'link', 'list'];

/**
 * What the form stores: '' for an empty editor, otherwise Quill's semantic HTML (`<ul><li>` lists)
 * with plain spaces, since getSemanticHTML turns every space into &nbsp; and the text would not wrap.
 * Empty lines at the start and end go; an empty line inside keeps its height as `<p><br></p>`.
 */
export function editorHtml(editor: { getText(): string; getSemanticHTML(): string }): string {
  if (editor.getText().trim() === '') return '';
  return editor
    .getSemanticHTML()
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/^(?:<p><\/p>)+|(?:<p><\/p>)+$/g, '')
    .replaceAll('<p></p>', '<p><br></p>');
}

type LinkBlot = { length(): number };

/** 'Odstrániť link': removes the link under the selection, or the whole link the cursor is in. */
export function removeLink(quill: Quill) {
  const range = quill.getSelection(true);
  if (range.length > 0) {
    quill.formatText(range, 'link', false, 'user');
    return;
  }
  const [link, offset] = quill.scroll.descendant(
    (blot: { statics: { blotName: string } }) => blot.statics.blotName === 'link',
    range.index,
  ) as unknown as [LinkBlot | null, number];
  if (link) quill.formatText(range.index - offset, link.length(), 'link', false, 'user');
}

const LOOKS_LIKE_ADDRESS = /^(?:[a-z][a-z\d+.-]*:|www\.)\S+$/i;
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type LinkTooltip = { edit(mode: 'link', preview: string): void };

/**
 * 'Link': opens the link field for the selection. The field starts empty unless the selected
 * text already is an address or an e-mail (Quill would prefill any text). On an existing link the
 * button removes it, as in Quill.
 */
export function editLink(quill: Quill, value: boolean) {
  if (!value) {
    quill.format('link', false, 'user');
    return;
  }
  const range = quill.getSelection(true);
  const text = range.length > 0 ? quill.getText(range).trim() : '';
  const preview = LOOKS_LIKE_EMAIL.test(text) ? `mailto:${text}` : LOOKS_LIKE_ADDRESS.test(text) ? text : '';
  (quill.theme as unknown as { tooltip: LinkTooltip }).tooltip.edit('link', preview);
}
