import { useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import ReactQuill, { type Quill } from 'react-quill-new';
import snowCss from 'react-quill-new/dist/quill.snow.css?inline';
import { EDITOR_FORMATS, editLink, editorHtml, insertLinksAtCaret, removeLink } from './quill-setup.ts';
import editorCss from './rich-text-editor.css?inline';

// The styles come with the editor's chunk, so no public page ever downloads them.
function injectStyles() {
  if (document.getElementById('rich-text-editor-styles')) return;
  const style = document.createElement('style');
  style.id = 'rich-text-editor-styles';
  style.textContent = `${snowCss}\n${editorCss}`;
  document.head.append(style);
}

export interface RichTextEditorProps {
  defaultValue: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Receives something to focus when the form wants the editor focused (its first error). */
  focusRef?: (target: { focus(): void } | null) => void;
  labelId: string;
  'aria-required'?: boolean | undefined;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}

/** The material text editor: Quill 2 with the product's six toolbar buttons. Loaded lazily. */
export default function RichTextEditor({
  defaultValue,
  onChange,
  onBlur,
  focusRef,
  labelId,
  ...aria
}: RichTextEditorProps) {
  const id = useId().replace(/[^\w-]/g, '');
  const toolbarId = `toolbar-${id}`;
  const boundsId = `editor-${id}`;
  const quillRef = useRef<ReactQuill>(null);
  // Stable options: react-quill rebuilds the whole editor when modules change.
  const modules = useMemo(
    () => ({
      toolbar: {
        container: `#${toolbarId}`,
        handlers: {
          link(this: { quill: Quill }, value: boolean) {
            editLink(this.quill, value);
          },
          unlink(this: { quill: Quill }) {
            removeLink(this.quill);
          },
        },
      },
    }),
    [toolbarId],
  );

  useEffect(injectStyles, []);

  // A layout effect, so the editor is never painted, or read by a screen reader, without its role and name.
  useLayoutEffect(() => {
    const quill = quillRef.current?.getEditor();
    if (!quill) return;
    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    for (const [name, value] of Object.entries(aria)) {
      if (value === undefined || value === false) root.removeAttribute(name);
      else root.setAttribute(name, String(value));
    }
    focusRef?.({ focus: () => quill.focus() });
  });

  useEffect(() => {
    const quill = quillRef.current?.getEditor();
    const textbox = (quill?.theme as { tooltip?: { textbox?: HTMLInputElement } } | undefined)?.tooltip?.textbox;
    if (!quill || !textbox) return;
    insertLinksAtCaret(quill);
    textbox.type = 'url';
    textbox.setAttribute('aria-label', 'Adresa linku');
    textbox.dataset.link = 'https://';
    // Escape closes the link field (Quill), not the dialog the editor sits in.
    const keepEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
    };
    textbox.addEventListener('keydown', keepEscape);
    return () => textbox.removeEventListener('keydown', keepEscape);
  }, []);

  return (
    <div className="rich-text" id={boundsId}>
      {/* A mouse press on a button must not take the focus, and with it the caret, out of the text:
          with the focus on the button, Quill set the format on a stale caret and 'Tučné' could not
          end bold text (Ctrl+B could). Keyboard use (Tab, Enter) is unaffected. */}
      <div
        id={toolbarId}
        className="rich-text__toolbar"
        role="toolbar"
        aria-label="Formátovanie textu"
        onMouseDown={(event) => event.preventDefault()}
      >
        <span className="ql-formats">
          <button type="button" className="ql-header" value="4" aria-label="Nadpis" />
          <button type="button" className="ql-bold" aria-label="Tučné" />
          <button type="button" className="ql-italic" aria-label="Kurzíva" />
        </span>
        <span className="ql-formats">
          <button type="button" className="ql-link" aria-label="Link" />
          <button type="button" className="ql-unlink" aria-label="Odstrániť link">
            <UnlinkIcon />
          </button>
        </span>
        <span className="ql-formats">
          <button type="button" className="ql-list" value="bullet" aria-label="Zoznam" />
        </span>
      </div>
      <ReactQuill
        ref={quillRef}
        theme="snow"
        // The link field stays inside the editor, so the dialog never cuts it off.
        bounds={`#${boundsId}`}
        modules={modules}
        formats={EDITOR_FORMATS}
        defaultValue={defaultValue}
        onBlur={() => onBlur?.()}
        onChange={(_html, _delta, source, editor) => {
          // The initial load is not an edit.
          if (source === 'user') onChange(editorHtml(editor));
        }}
      />
    </div>
  );
}

function UnlinkIcon() {
  return (
    <svg viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <line className="ql-stroke" x1="7" x2="11" y1="7" y2="11" />
      <path
        className="ql-even ql-stroke"
        d="M8.9,4.577a3.476,3.476,0,0,1,.36,4.679A3.476,3.476,0,0,1,4.577,8.9C3.185,7.5,2.035,6.4,4.217,4.217S7.5,3.185,8.9,4.577Z"
      />
      <path
        className="ql-even ql-stroke"
        d="M13.423,9.1a3.476,3.476,0,0,0-4.679-.36,3.476,3.476,0,0,0,.36,4.679c1.392,1.392,2.5,2.542,4.679.36S14.815,10.5,13.423,9.1Z"
      />
      <line className="ql-stroke" x1="2" x2="16" y1="16" y2="2" />
    </svg>
  );
}
