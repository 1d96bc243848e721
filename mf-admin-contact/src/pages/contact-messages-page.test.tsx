import type { Schemas } from '@autoskola/api-client';
import { contactForms } from '@autoskola/mocks/fixtures';
import { recordWrites, setupMockApi } from '@autoskola/mocks/test-server';
import { XSS_CORPUS } from '@autoskola/mocks/xss-corpus';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { DETAIL_TEXTS } from '../features/contact-messages/contact-message-detail.tsx';
import { CONTACT_MESSAGES_TEXTS } from '../features/contact-messages/contact-messages-section.tsx';
import { REPLY_TEXTS } from '../features/contact-messages/reply-form.tsx';
import ContactMessagesPage from './contact-messages-page.tsx';

const server = setupMockApi();
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const dataRows = () => screen.getAllByRole('row').slice(1);
const byNewest = [...contactForms].sort((a, b) => b.dateAdd.localeCompare(a.dateAdd) || b.id - a.id);
const newest = byNewest[0] as Schemas['ContactMessageDetail'];
// The newest message a reply can be sent to (it has an e-mail, no reply yet).
const open = byNewest.find((message) => message.email && !message.dateReply) as Schemas['ContactMessageDetail'];
const replied = byNewest.find((message) => message.dateReply) as Schemas['ContactMessageDetail'];
const withoutEmail = byNewest.find(
  (message) => !message.email && message.dateResolved,
) as Schemas['ContactMessageDetail'];
const pageOf = (message: Schemas['ContactMessageDetail']) => Math.floor(byNewest.indexOf(message) / 10) + 1;
const rowOf = (id: number) => dataRows().find((row) => cells(row)[0] === String(id)) as HTMLElement;

async function openMessage(message: Schemas['ContactMessageDetail']) {
  renderScreen(<ContactMessagesPage />, { url: `/admin/kontaktny-formular?page=${pageOf(message)}` });
  await screen.findByRole('table');
  await userEvent.click(rowOf(message.id));
  const dialog = await screen.findByRole('dialog', { name: 'Správa z kontaktného formulára' });
  await within(dialog).findByText('Meno');
  return dialog;
}

function answerDetail(contactForm: Schemas['ContactMessageDetail']) {
  server.use(http.get(`*/api/admin/contact-form/${contactForm.id}`, () => HttpResponse.json({ contactForm })));
}

describe('ContactMessagesPage', () => {
  it('links to the data-subject requests, which have their own page', async () => {
    const { router } = renderScreen(<ContactMessagesPage />, { url: '/admin/kontaktny-formular' });
    await userEvent.click(screen.getByRole('link', { name: 'Žiadosti dotknutých osôb' }));
    expect(router.state.location.pathname).toBe('/admin/ziadosti-o-udaje');
  });

  it('lists the messages newest first with ID, Meno, Správa, Dátum pridania, Vyriešené and Zmazať', async () => {
    renderScreen(<ContactMessagesPage />, { url: '/admin/kontaktny-formular' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kontaktný formulár' })).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES_TEXTS.loading)).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'Meno',
      'Správa',
      'Dátum pridania',
      'Vyriešené',
      'Zmazať',
    ]);
    const first = cells(dataRows()[0] as HTMLElement);
    expect(first[0]).toBe(String(newest.id));
    expect(first[1]).toBe(newest.name);
    // Cut at 55 characters with an ellipsis.
    expect(first[2]).toBe(`${newest.message.slice(0, 55)}…`);
    expect(first[3]).toMatch(/^\d{1,2}\. \d{1,2}\. 2026 \d{1,2}:\d{2}$/);
    expect(within(dataRows()[0] as HTMLElement).getByRole('img', { name: 'Nevyriešené' })).toBeInTheDocument();
    expect(dataRows()[0]).toHaveClass('table__row--attention');
  });

  it('cuts the message at 30 characters on the cards of a phone', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    renderScreen(<ContactMessagesPage />);
    await screen.findByRole('table');
    expect(cells(dataRows()[0] as HTMLElement)[2]).toBe(`${newest.message.slice(0, 30)}…`);
    vi.unstubAllGlobals();
  });

  it.each([
    ['empty', () => HttpResponse.json({ contactForms: [], pagesCount: 0 }), CONTACT_MESSAGES_TEXTS.empty],
    ['failed', () => HttpResponse.json({ message: 'x' }, { status: 500 }), CONTACT_MESSAGES_TEXTS.error],
  ])('shows the %s state', async (_state, answer, text) => {
    server.use(http.get('*/api/admin/contact-form/list', answer));
    renderScreen(<ContactMessagesPage />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('pages with the page parameter', async () => {
    renderScreen(<ContactMessagesPage />, { url: '/admin/kontaktny-formular?page=2' });
    await screen.findByRole('table');
    expect(screen.getByRole('navigation', { name: /Stránkovanie/ })).toBeInTheDocument();
    expect(cells(dataRows()[0] as HTMLElement)[0]).toBe(String(byNewest[10]?.id));
  });

  it('shows a message with its e-mail and phone as links, its dates and its line breaks', async () => {
    const dialog = await openMessage(replied);
    expect(within(dialog).getByText('Ján Novák')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'jan.novak@example.sk' })).toHaveAttribute(
      'href',
      'mailto:jan.novak@example.sk',
    );
    expect(within(dialog).getByRole('link', { name: '+421 905 111 222' })).toHaveAttribute('href', 'tel:+421905111222');
    expect(within(dialog).getByText('Dátum pridania')).toBeInTheDocument();
    expect(within(dialog).getByText('Dátum vyriešenia')).toBeInTheDocument();
    // A sent reply is shown with its date; no second reply can be written.
    expect(within(dialog).getByText(/Odpoveď bola odoslaná/)).toHaveTextContent(/\d{4} \d{1,2}:\d{2}\.$/);
    expect(within(dialog).getByText(/najbližší kurz začína 1\. decembra/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Odpoveď' })).not.toBeInTheDocument();
  });

  it("says 'neuvedený' for a missing e-mail or phone, and to call when there is no e-mail", async () => {
    const dialog = await openMessage(withoutEmail);
    expect(within(dialog).getByText(DETAIL_TEXTS.missing)).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        /Správa neobsahuje e-mail, preto sa na ňu odtiaľto nedá odpovedať. Odpovedzte telefonicky./,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Odpoveď' })).not.toBeInTheDocument();
    // Resolved earlier without a reply.
    expect(within(dialog).getByText(DETAIL_TEXTS.resolvedWithoutReply)).toBeInTheDocument();
  });

  it('keeps the line breaks of the message', async () => {
    const dialog = await openMessage(open);
    expect(open.message).toContain('\n');
    expect(within(dialog).getByText(/aké doklady potrebujem\?/).textContent).toContain('\nĎakujem.');
    expect(within(dialog).queryByText('Dátum vyriešenia')).not.toBeInTheDocument();
  });

  it('refuses a reply of spaces only without sending anything', async () => {
    const writes = recordWrites(server);
    const dialog = await openMessage(open);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Odpoveď' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odoslať odpoveď' }));
    expect(await within(dialog).findByText(REPLY_TEXTS.empty)).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('sends a reply that also resolves the message, closes the modal and refreshes that row', async () => {
    const writes = recordWrites(server);
    const dialog = await openMessage(open);
    expect(within(dialog).getByRole('checkbox', { name: 'Zároveň označiť ako vyriešené' })).toBeChecked();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Odpoveď' }),
      ' Dobrý deň, stačí občiansky preukaz. ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odoslať odpoveď' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([
      {
        method: 'POST',
        path: `/api/admin/contact-form/reply/${open.id}`,
        body: { replyMessage: 'Dobrý deň, stačí občiansky preukaz.', resolved: true },
      },
    ]);
    await waitFor(() => expect(within(rowOf(open.id)).getByRole('img', { name: 'Vyriešené' })).toBeInTheDocument());
  });

  it('can reply without resolving', async () => {
    const writes = recordWrites(server);
    const dialog = await openMessage(open);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Zároveň označiť ako vyriešené' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Odpoveď' }), 'Áno.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odoslať odpoveď' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toEqual({ replyMessage: 'Áno.', resolved: false });
  });

  it('lets a message resolved without reply still be answered', async () => {
    answerDetail({ ...open, dateResolved: '2026-11-20T10:00:00.000Z' });
    const writes = recordWrites(server);
    const dialog = await openMessage(open);
    expect(within(dialog).getByText(DETAIL_TEXTS.resolvedWithoutReply)).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Zároveň označiť ako vyriešené' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Odpoveď' }), 'Dodatočne: áno.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odoslať odpoveď' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toEqual({ replyMessage: 'Dodatočne: áno.' });
  });

  it("shows 'Odosielam...' while sending and the server's reason when the reply fails, keeping the text", async () => {
    server.use(
      http.post('*/api/admin/contact-form/reply/:id', async () => {
        await delay(100);
        return HttpResponse.json({ message: 'Na túto správu už bola odoslaná odpoveď.' }, { status: 409 });
      }),
    );
    const dialog = await openMessage(open);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Odpoveď' }), 'Áno.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odoslať odpoveď' }));
    expect(await within(dialog).findByRole('button', { name: 'Odosielam...' })).toBeDisabled();
    expect(await within(dialog).findByText('Na túto správu už bola odoslaná odpoveď.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Odpoveď' })).toHaveValue('Áno.');
  });

  it('switches a message to resolved and back, closing the modal each time', async () => {
    const writes = recordWrites(server);
    let dialog = await openMessage(open);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Označiť ako vyriešené' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(rowOf(open.id)).getByRole('img', { name: 'Vyriešené' })).toBeInTheDocument());
    await userEvent.click(rowOf(open.id));
    dialog = await screen.findByRole('dialog', { name: 'Správa z kontaktného formulára' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Označiť ako nevyriešené' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes.map((write) => write.body)).toEqual([{ resolved: true }, { resolved: false }]);
  });

  it('says so when the state cannot be changed', async () => {
    server.use(
      http.patch('*/api/admin/contact-form/set-resolved/:id', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    const dialog = await openMessage(open);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Označiť ako vyriešené' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('x');
  });

  it('says so when the message cannot be loaded', async () => {
    server.use(
      http.get(`*/api/admin/contact-form/${newest.id}`, () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    renderScreen(<ContactMessagesPage />);
    await screen.findByRole('table');
    await userEvent.click(rowOf(newest.id));
    expect(await screen.findByText(DETAIL_TEXTS.error)).toBeInTheDocument();
  });

  it('closes the modal with Escape and with the close button', async () => {
    let dialog = await openMessage(open);
    within(dialog).getByRole('textbox', { name: 'Odpoveď' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(rowOf(open.id));
    dialog = await screen.findByRole('dialog', { name: 'Správa z kontaktného formulára' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zavrieť' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a message with its icon and reloads the list', async () => {
    renderScreen(<ContactMessagesPage />);
    await screen.findByRole('table');
    await userEvent.click(within(dataRows()[0] as HTMLElement).getByRole('button', { name: 'Zmazať' }));
    await waitFor(() => expect(cells(dataRows()[0] as HTMLElement)[0]).not.toBe(String(newest.id)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when a delete fails', async () => {
    server.use(http.delete('*/api/admin/contact-form/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderScreen(<ContactMessagesPage />);
    await screen.findByRole('table');
    await userEvent.click(within(dataRows()[0] as HTMLElement).getByRole('button', { name: 'Zmazať' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES_TEXTS.deleteFailed);
  });
});

describe('stored XSS in a contact message', () => {
  it.each(XSS_CORPUS)('shows %s as text, never as markup', async (payload) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    answerDetail({ ...open, name: payload, message: payload });
    const dialog = await openMessage(open);
    const shown = [dialog.querySelector('.detail-list dd'), dialog.querySelector('.message-text')];
    for (const element of shown) {
      expect(element?.textContent).toBe(payload);
      expect(element?.children).toHaveLength(0);
    }
    expect(alert).not.toHaveBeenCalled();
  });
});
