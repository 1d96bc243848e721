import { recordWrites, setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { OFFER_MESSAGES } from '../features/offers/offer-schema.ts';
import { OFFERS_TEXTS } from '../features/offers/offers-section.tsx';
import OffersPage from './offers-page.tsx';

const server = setupMockApi();
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('OffersPage', () => {
  it('lists the offers by position with ID, Názov, Cena, Pozícia, Stav and Zmazať', async () => {
    renderScreen(<OffersPage />, { url: '/admin/ponuka' });
    expect(screen.getByText(OFFERS_TEXTS.loading)).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'Názov',
      'Cena',
      'Pozícia',
      'Stav',
      'Zmazať',
    ]);
    expect(rowNames()).toEqual(['Skupina B', 'Skupina A', 'Skupina C', 'Skupina BE', 'Kondičné jazdy', 'Skupina AM']);
    expect(screen.getAllByRole('img', { name: 'Neaktívne' })).toHaveLength(1);
  });

  it.each([
    ['empty', () => HttpResponse.json({ offers: [], pagesCount: 0 }), OFFERS_TEXTS.empty],
    ['failed', () => HttpResponse.json({ message: 'x' }, { status: 500 }), OFFERS_TEXTS.error],
  ])('shows the %s state', async (_state, answer, text) => {
    server.use(http.get('*/api/admin/offer/list', answer));
    renderScreen(<OffersPage />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('opens a row in a modal, refuses every broken rule without sending, then saves and closes', async () => {
    const writes = recordWrites(server);
    renderScreen(<OffersPage />);
    await userEvent.click(await screen.findByRole('row', { name: 'Upraviť Skupina A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upraviť ponuku' });
    const name = await within(dialog).findByRole('textbox', { name: 'Názov' });
    expect(name).toHaveValue('Skupina A');

    await userEvent.clear(name);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Jazda' }), 'x'.repeat(31));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Teória' }), 'y'.repeat(31));
    const price = within(dialog).getByRole('textbox', { name: /Cena/ });
    await userEvent.clear(price);
    await userEvent.type(price, '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    expect(await within(dialog).findByText(OFFER_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(OFFER_MESSAGES.practiceMax)).toBeInTheDocument();
    expect(within(dialog).getByText(OFFER_MESSAGES.theoryMax)).toBeInTheDocument();
    expect(within(dialog).getByText(OFFER_MESSAGES.price)).toBeInTheDocument();
    expect(writes).toEqual([]);

    await userEvent.type(name, 'Skupina A1');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Jazda' }));
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Teória' }));
    await userEvent.clear(price);
    await userEvent.type(price, '700');
    const position = within(dialog).getByRole('textbox', { name: 'Pozícia' });
    await userEvent.clear(position);
    await userEvent.type(position, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowNames()[0]).toBe('Skupina A1'));
    expect(writes).toHaveLength(1);
    expect(writes[0]?.body).toMatchObject({
      name: 'Skupina A1',
      price: 700,
      position: 0,
      theory: null,
      practice: null,
    });
  });

  it("creates an offer with '+ Pridať ponuku'", async () => {
    renderScreen(<OffersPage />);
    await userEvent.click(await screen.findByRole('button', { name: '+ Pridať ponuku' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pridať ponuku' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Názov' }), 'Skupina T');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Doba trvania' }), '1 mesiac');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Cena/ }), '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(rowNames()).toContain('Skupina T'));
  });

  it('deletes from the row without opening it, then reloads the list', async () => {
    server.use(
      // Opening a row would load it: that must not happen (the list itself passes through).
      http.get('*/api/admin/offer/:id', async ({ params }) => {
        if (params.id === 'list') return undefined;
        await delay(10);
        return HttpResponse.json({ message: 'should not open' }, { status: 500 });
      }),
    );
    renderScreen(<OffersPage />);
    const row = await screen.findByRole('row', { name: 'Upraviť Kondičné jazdy' });
    await userEvent.click(within(row).getByRole('button', { name: 'Zmazať' }));
    await waitFor(() => expect(rowNames()).not.toContain('Kondičné jazdy'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
