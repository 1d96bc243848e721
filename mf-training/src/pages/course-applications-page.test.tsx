import { recordWrites, setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATIONS_TEXTS } from '../features/course-applications/course-applications-section.tsx';
import ApplicationsPage from './course-applications-page.tsx';

const server = setupMockApi();
const dataRows = () =>
  within(screen.getAllByRole('table')[0] as HTMLElement)
    .getAllByRole('row')
    .slice(1);

describe('ApplicationsPage', () => {
  beforeEach(() => session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'])));
  afterEach(() => session.logout());

  it('lists the applications with Číslo, Meno, Kurz, Prijatá, Vek, Stav, Doklady and Zaplatené', async () => {
    renderScreen(<ApplicationsPage />, { url: '/admin/prihlasky' });
    expect(screen.getByRole('heading', { level: 1, name: 'Prihlášky' })).toBeInTheDocument();
    expect(screen.getByText(APPLICATIONS_TEXTS.loading)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Prihlášky na kurzy, najnovšie prvé' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Číslo', 'Meno', 'Kurz', 'Prijatá', 'Vek', 'Stav', 'Doklady', 'Zaplatené']);
    expect(dataRows()).toHaveLength(10);
  });

  it('filters by status and search, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<ApplicationsPage />, { url: '/admin/prihlasky' });
    await screen.findByRole('table', { name: 'Prihlášky na kurzy, najnovšie prvé' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stav' }), 'Zrušená');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(router.state.location.search).toBe('?status=cancelled');
    await user.type(screen.getByRole('searchbox', { name: 'Hľadať meno alebo e-mail' }), 'nikto');
    await user.click(screen.getByRole('button', { name: 'Filtrovať' }));
    expect(await screen.findByText('Žiadna prihláška nezodpovedá hľadaniu.')).toBeInTheDocument();
  });

  it('moves an application one step on, and cancels only with a reason', async () => {
    const writes = recordWrites(server);
    const user = userEvent.setup();
    renderScreen(<ApplicationsPage />, { url: '/admin/prihlasky?status=new' });
    await screen.findByRole('table', { name: 'Prihlášky na kurzy, najnovšie prvé' });
    await user.click(dataRows()[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Prihláška na kurz' });
    await user.click(await within(dialog).findByRole('button', { name: 'Zrušiť prihlášku' }));
    expect(within(dialog).getByText('Pri zrušení napíšte dôvod.')).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Zmeniť stav na Overená' }));
    expect(await within(dialog).findByText('Stav je teraz Overená.')).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'POST', path: expect.stringMatching(/\/status$/), body: { status: 'verified', note: null } },
    ]);
    expect(await within(dialog).findByRole('button', { name: 'Zmeniť stav na Zapísaná' })).toBeInTheDocument();
  });

  it('cancels an application only after asking, since its coming lessons go with it', async () => {
    const writes = recordWrites(server);
    const user = userEvent.setup();
    renderScreen(<ApplicationsPage />, { url: '/admin/prihlasky?status=new' });
    await screen.findByRole('table', { name: 'Prihlášky na kurzy, najnovšie prvé' });
    await user.click(dataRows()[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Prihláška na kurz' });
    await user.click(await within(dialog).findByLabelText(/^Poznámka k zmene stavu/));
    await user.paste('Odsťahoval sa.');
    await user.click(within(dialog).getByRole('button', { name: 'Zrušiť prihlášku' }));
    expect(
      within(dialog).getByText(
        'Naozaj zrušiť túto prihlášku? Zrušia sa aj jej naplánované jazdy a dotknutí dostanú e-mail.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Nechať prihlášku' }));
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Zrušiť prihlášku' }));
    await user.click(within(dialog).getByRole('button', { name: 'Áno, zrušiť prihlášku' }));
    expect(await within(dialog).findByText('Zrušená', { selector: '.status-badge' })).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: expect.stringMatching(/\/status$/),
        body: { status: 'cancelled', note: 'Odsťahoval sa.' },
      },
    ]);
  });

  it('records a payment of 267,50 € in cents, refuses 0 and a third decimal', async () => {
    const writes = recordWrites(server);
    const user = userEvent.setup();
    renderScreen(<ApplicationsPage />, { url: '/admin/prihlasky?status=enrolled' });
    await screen.findByRole('table', { name: 'Prihlášky na kurzy, najnovšie prvé' });
    await user.click(dataRows()[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Prihláška na kurz' });
    const form = await within(dialog).findByRole('form', { name: 'Zaznamenať platbu' });
    const amount = within(form).getByLabelText(/^Suma/);
    for (const typed of ['0', '267,555']) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(within(form).getByRole('button', { name: 'Zaznamenať platbu' }));
      expect(
        await within(form).findByText('Suma musí byť kladné číslo s najviac dvoma desatinnými miestami.'),
      ).toBeInTheDocument();
    }
    expect(writes).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '267,50');
    await user.click(within(form).getByRole('button', { name: 'Zaznamenať platbu' }));
    expect(await within(form).findByText('Uložené.')).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'POST', path: expect.stringMatching(/\/payment$/), body: expect.objectContaining({ amount: 26750 }) },
    ]);
    // The payment received, written '267,50 €'.
    const received = await within(dialog).findByRole('button', { name: /^Zmazať platbu 267,50\u00a0€ z / });
    expect(received.closest('li')).toHaveTextContent(/: 267,50\s€ \(Prevodom\)/);
    expect(within(dialog).getByText(/^Zaplatené [\d\s,]+\s€ z [\d\s,]+\s€, zostáva/)).toBeInTheDocument();

    // Then an amount beyond what remains: only the latest outcome shows, 'Uložené.' goes.
    await user.type(amount, '999999');
    await user.click(within(form).getByRole('button', { name: 'Zaznamenať platbu' }));
    expect(
      await within(form).findByText(/^Platba prevyšuje zostávajúcu sumu na úhradu \(\d[\d\s,]*\s€\)\.$/),
    ).toBeInTheDocument();
    expect(within(form).queryByText('Uložené.')).not.toBeInTheDocument();
    expect(writes).toHaveLength(1);
  }, 20_000);

  it('refuses at the field, before sending, a payment beyond what remains and a certificate already expired', async () => {
    const writes = recordWrites(server);
    const user = userEvent.setup();
    renderScreen(<ApplicationsPage />, { url: '/admin/prihlasky?status=enrolled' });
    await screen.findByRole('table', { name: 'Prihlášky na kurzy, najnovšie prvé' });
    await user.click(dataRows()[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Prihláška na kurz' });
    const form = await within(dialog).findByRole('form', { name: 'Zaznamenať platbu' });
    await user.type(within(form).getByLabelText(/^Suma/), '999999');
    await user.click(within(form).getByRole('button', { name: 'Zaznamenať platbu' }));
    expect(
      await within(form).findByText(/^Platba prevyšuje zostávajúcu sumu na úhradu \(\d[\d\s,]*\s€\)\.$/),
    ).toBeInTheDocument();
    const certificate = within(dialog).getByRole('form', { name: 'Lekársky posudok' });
    const ticked = within(certificate).getByRole('checkbox', { name: 'Lekársky posudok' });
    if (!(ticked as HTMLInputElement).checked) await user.click(ticked);
    const validUntil = within(certificate).getByLabelText(/^Platný do/);
    await user.clear(validUntil);
    await user.type(validUntil, '2020-06-30');
    await user.click(within(certificate).getByRole('button', { name: 'Uložiť' }));
    expect(await within(certificate).findByText('Platnosť lekárskeho posudku už uplynula.')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('keeps the account and the terms in Údaje o škole, not under the applications', async () => {
    renderScreen(<ApplicationsPage />, { url: '/admin/prihlasky' });
    await screen.findByRole('table', { name: 'Prihlášky na kurzy, najnovšie prvé' });
    expect(screen.queryByRole('form', { name: 'Účet na platby' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Obchodné podmienky' })).not.toBeInTheDocument();
  });
});
