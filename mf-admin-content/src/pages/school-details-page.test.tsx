import { recordWrites, setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { SCHOOL_DETAILS_TEXTS } from '../features/school-details/school-details-form.tsx';
import SchoolDetailsPage from './school-details-page.tsx';

const server = setupMockApi();

describe('SchoolDetailsPage (admin)', () => {
  it('shows the school’s details in labelled fields, required ones marked', async () => {
    renderScreen(<SchoolDetailsPage />, { url: '/admin/udaje-o-skole' });
    expect(screen.getByRole('heading', { level: 1, name: 'Údaje o škole' })).toBeInTheDocument();
    expect(screen.getByText(SCHOOL_DETAILS_TEXTS.loading)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Názov školy' })).toHaveValue('Autoškola Ružomberok');
    expect(screen.getByRole('textbox', { name: 'IČO' })).toHaveValue('33021074');
    expect(screen.getByRole('textbox', { name: 'Tvorca stránky' })).not.toBeRequired();
    expect(screen.getByRole('group', { name: 'Ochrana osobných údajov' })).toBeInTheDocument();
  });

  it('sends nothing while a field breaks its rule, and says which', async () => {
    const writes = recordWrites(server);
    renderScreen(<SchoolDetailsPage />);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Názov školy' });
    await user.clear(name);
    await user.clear(screen.getByRole('textbox', { name: 'PSČ' }));
    await user.type(screen.getByRole('textbox', { name: 'PSČ' }), '1234');
    await user.clear(screen.getByRole('textbox', { name: /^Mapa/ }));
    await user.type(screen.getByRole('textbox', { name: /^Mapa/ }), 'https://mapy.example.sk/embed');
    await user.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText('Názov školy je povinný.')).toBeInTheDocument();
    expect(screen.getByText('PSČ musí mať 5 číslic (napr. 03401).')).toBeInTheDocument();
    expect(
      screen.getByText('Mapa musí byť adresa https na vloženie z OpenStreetMap alebo Google Maps.'),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);
  });

  it('saves the details and says so', async () => {
    const writes = recordWrites(server);
    renderScreen(<SchoolDetailsPage />);
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: 'Telefón' });
    await user.clear(phone);
    await user.type(phone, '0944 555 666');
    await user.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText(SCHOOL_DETAILS_TEXTS.saved)).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'PUT', path: '/api/admin/school', body: expect.objectContaining({ phone: '0944 555 666' }) },
    ]);
  });

  it('shows the server’s refusal under its field', async () => {
    server.use(
      http.put('*/api/admin/school', () =>
        HttpResponse.json(
          { message: 'Formulár obsahuje chyby.', errors: { email: 'Neplatný e-mail.' } },
          { status: 422 },
        ),
      ),
    );
    renderScreen(<SchoolDetailsPage />);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Názov školy' });
    await user.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText('Neplatný e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Formulár obsahuje chyby.')).toBeInTheDocument();
  });

  it('holds the account students pay to and the terms too (issue 51), each form with its own button', async () => {
    renderScreen(<SchoolDetailsPage />, { url: '/admin/udaje-o-skole' });
    const account = await screen.findByRole('form', { name: 'Účet na platby' });
    expect(within(account).getByRole('textbox', { name: 'IBAN' })).toHaveValue('SK31 1200 0000 1987 4263 7541');
    expect(within(account).getByRole('button', { name: 'Nastaviť účet na platby' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Obchodné podmienky' })).toBeInTheDocument();
  });

  it('says when the details cannot be loaded', async () => {
    server.use(http.get('*/api/admin/school', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderScreen(<SchoolDetailsPage />);
    expect(await screen.findByText(SCHOOL_DETAILS_TEXTS.error)).toBeInTheDocument();
  });
});
