import { EMAIL_PATTERN } from '@autoskola/rules/contact-details';
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
 * scheme would point inside our own site) and 'info@autoskola.sk' a mailto: link, and the scheme
 * list matches the server's.
 * Quill itself adds target="_blank" rel="noopener noreferrer".
 */
class SchoolLink extends BaseLink {
  static override PROTOCOL_WHITELIST = LINK_SCHEMES;

  static override sanitize(url: string): string {
    const trimmed = url.trim();
    const withScheme = HAS_SCHEME.test(trimmed)
      ? trimmed
      : EMAIL_PATTERN.test(trimmed)
        ? `mailto:${trimmed}`
        : `https://${trimmed}`;
    // biome-ignore lint/complexity/noThisInStatic: super keeps `this` = SchoolLink, so Quill reads our scheme list
    return super.sanitize(withScheme);
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

type LinkTooltip = {
  edit(mode: 'link', preview: string): void;
  save(): void;
  hide(): void;
  root: HTMLElement;
  textbox: HTMLInputElement;
  linkRange?: unknown;
};

/**
 * 'Link': opens the link field for the selection, or for the text typed next at a caret. The field
 * starts empty unless the selected text already is an address or an e-mail (Quill would prefill any
 * text). Pressed (on a link), the button takes the link off the selection or ends it for the text
 * typed next, as 'Tučné' does with bold.
 */
export function editLink(quill: Quill, value: boolean) {
  if (!value) {
    quill.format('link', false, 'user');
    return;
  }
  const range = quill.getSelection(true);
  const text = range.length > 0 ? quill.getText(range).trim() : '';
  const preview = EMAIL_PATTERN.test(text) ? `mailto:${text}` : LOOKS_LIKE_ADDRESS.test(text) ? text : '';
  const { tooltip } = quill.theme as unknown as { tooltip: LinkTooltip };
  // Quill keeps the range of the last link the caret visited and would save the new address
  // there instead of on this selection or caret; the button is unpressed, so no link is here.
  delete tooltip.linkRange;
  tooltip.edit('link', preview);
}

/**
 * Saving the link field at a caret (no text selected) inserts the address as the link's text.
 * Quill keeps its caret out of links, so it would drop a link set at a caret without a word;
 * the text typed after it is plain, as after switching bold off.
 */
export function insertLinksAtCaret(quill: Quill) {
  const { tooltip } = quill.theme as unknown as { tooltip: LinkTooltip };
  const save = tooltip.save.bind(tooltip);
  tooltip.save = () => {
    const address = tooltip.textbox.value.trim();
    if (tooltip.root.getAttribute('data-mode') !== 'link' || tooltip.linkRange != null) return save();
    const range = quill.getSelection(true);
    if (range.length > 0) return save();
    if (address !== '') {
      const text = address.replace(/^mailto:/i, '');
      quill.insertText(range.index, text, 'link', address, 'user');
      quill.setSelection(range.index + text.length, 0, 'user');
    }
    tooltip.textbox.value = '';
    tooltip.hide();
  };
}
