import { DANGEROUS_MARKUP, XSS_CORPUS } from '@autoskola/mocks/xss-corpus';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Quill } from 'react-quill-new';
import RichTextEditor from './rich-text-editor.tsx';

function renderEditor(defaultValue = '') {
  const changes: string[] = [];
  render(
    <>
      <span id="label">Text</span>
      <RichTextEditor labelId="label" defaultValue={defaultValue} onChange={(html) => changes.push(html)} />
    </>,
  );
  const editor = screen.getByRole('textbox', { name: 'Text' });
  const quill = Quill.find(editor.parentElement as HTMLElement) as Quill;
  const toolbar = screen.getByRole('toolbar', { name: 'Formátovanie textu' });
  const press = (name: string) => userEvent.click(within(toolbar).getByRole('button', { name }));
  const linkField = () => document.querySelector<HTMLInputElement>('.ql-tooltip input') as HTMLInputElement;
  return { editor, quill, press, linkField, last: () => changes.at(-1) };
}

describe('RichTextEditor', () => {
  it('offers exactly Nadpis, Tučné, Kurzíva, Link, Odstrániť link and Zoznam', () => {
    renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formátovanie textu' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Nadpis', 'Tučné', 'Kurzíva', 'Link', 'Odstrániť link', 'Zoznam']);
    // Toolbar buttons inside the form must never submit it.
    for (const button of within(toolbar).getAllByRole('button')) expect(button).toHaveAttribute('type', 'button');
  });

  it('turns heading, bold, italic and a bullet list into semantic HTML with plain spaces', async () => {
    const { quill, press, last } = renderEditor();
    quill.setText('Zásady\nJazdi pomaly a opatrne\nprvá\ndruhá\n');
    quill.setSelection(0, 0);
    await press('Nadpis');
    quill.setSelection(13, 6);
    await press('Tučné');
    quill.setSelection(22, 7);
    await press('Kurzíva');
    quill.setSelection(32, 8);
    await press('Zoznam');
    expect(last()).toBe(
      '<h4>Zásady</h4><p>Jazdi <strong>pomaly</strong> a <em>opatrne</em></p><ul><li>prvá</li><li>druhá</li></ul>',
    );
    expect(screen.getByRole('button', { name: 'Nadpis' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('loads stored HTML back as the same formatting', () => {
    const { editor, quill } = renderEditor('<h4>Postup</h4><ul><li>zabezpečte miesto</li></ul>');
    expect(editor.querySelector('h4')).toHaveTextContent('Postup');
    expect(quill.getFormat(8, 1)).toMatchObject({ list: 'bullet' });
  });

  it('yields an empty string when everything is deleted', async () => {
    const { quill, last } = renderEditor('<p>Niečo</p>');
    quill.deleteText(0, quill.getLength(), 'user');
    expect(last()).toBe('');
  });

  it('asks for a link in a url field, saves it with Enter, and opens it in a new tab', async () => {
    const { quill, press, linkField, last } = renderEditor('<p>Zákon o cestnej premávke</p>');
    quill.setSelection(0, 5);
    await press('Link');
    expect(linkField()).toHaveAttribute('type', 'url');
    expect(linkField()).toHaveAccessibleName('Adresa linku');
    await userEvent.clear(linkField());
    await userEvent.type(linkField(), 'www.slov-lex.sk{Enter}');
    expect(last()).toBe(
      '<p><a href="https://www.slov-lex.sk" rel="noopener noreferrer" target="_blank">Zákon</a> o cestnej premávke</p>',
    );
  });

  it('starts the link field empty for plain text, with the address when the text is one', async () => {
    const { quill, press, linkField } = renderEditor('<p>Pravidlá www.minv.sk</p>');
    quill.setSelection(0, 8);
    await press('Link');
    expect(linkField()).toHaveValue('');
    await userEvent.type(linkField(), '{Escape}');
    quill.setSelection(9, 11);
    await press('Link');
    expect(linkField()).toHaveValue('www.minv.sk');
  });

  it('closes only the link field on Escape, not the dialog around the editor', async () => {
    const { quill, press, linkField } = renderEditor('<p>Text</p>');
    const outer = vi.fn();
    document.body.addEventListener('keydown', outer);
    quill.setSelection(0, 4);
    await press('Link');
    await userEvent.type(linkField(), '{Escape}');
    expect(outer).not.toHaveBeenCalled();
    expect(linkField().closest('.ql-tooltip')).toHaveClass('ql-hidden');
    document.body.removeEventListener('keydown', outer);
  });

  it('inserts the address as the link at a caret, an e-mail as a mailto: link', async () => {
    const { quill, press, linkField, last } = renderEditor();
    quill.setText('Píšte na \n');
    quill.setSelection(9, 0);
    await press('Link');
    await userEvent.type(linkField(), 'info@autoskola.sk{Enter}');
    expect(last()).toBe(
      '<p>Píšte na <a href="mailto:info@autoskola.sk" rel="noopener noreferrer" target="_blank">info@autoskola.sk</a></p>',
    );
  });

  it('puts a new link at the caret, not on a link the caret visited before', async () => {
    const { quill, press, linkField, last } = renderEditor();
    quill.setText('Prvý a \n');
    quill.formatText(0, 4, 'link', 'https://a.sk');
    quill.setSelection(2, 0, 'user');
    quill.setSelection(7, 0, 'user');
    await press('Link');
    await userEvent.type(linkField(), 'b.sk{Enter}');
    expect(last()).toBe(
      '<p><a href="https://a.sk" rel="noopener noreferrer" target="_blank">Prvý</a> a <a href="https://b.sk" rel="noopener noreferrer" target="_blank">b.sk</a></p>',
    );
  });

  it('removes a link when it is saved empty', async () => {
    const { quill, press, linkField, last } = renderEditor('<p><a href="https://a.sk">Odkaz</a> text</p>');
    quill.setSelection(0, 5);
    await press('Link');
    await userEvent.clear(linkField());
    await userEvent.type(linkField(), '{Enter}');
    expect(last()).toBe('<p>Odkaz text</p>');
  });

  it("'Odstrániť link' removes the whole link the cursor is in", async () => {
    const { quill, press, last } = renderEditor('<p>Viac na <a href="https://a.sk">Slov-Lex</a>.</p>');
    quill.setSelection(10, 0);
    await press('Odstrániť link');
    expect(last()).toBe('<p>Viac na Slov-Lex.</p>');
  });

  it('neutralizes a javascript: link', async () => {
    const { quill, press, linkField, last } = renderEditor('<p>Klik</p>');
    quill.setSelection(0, 4);
    await press('Link');
    await userEvent.clear(linkField());
    await userEvent.type(linkField(), 'javascript:alert(1){Enter}');
    await waitFor(() => expect(last()).not.toContain('javascript:'));
  });
});

describe('stored XSS loaded into the editor', () => {
  it.each(XSS_CORPUS)('keeps nothing active of %s', (payload) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { editor } = renderEditor(payload);
    expect(editor.innerHTML).not.toMatch(DANGEROUS_MARKUP);
    expect(alert).not.toHaveBeenCalled();
  });
});
