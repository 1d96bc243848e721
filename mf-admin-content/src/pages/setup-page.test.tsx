import { MOCK_SETUP_TOKEN } from '@autoskola/mocks/fixtures';
import { recordWrites, setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { renderScreen } from '@autoskola/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import SetupPage from './setup-page.tsx';

const server = setupMockApi();

async function fillAccount(password = 'tajneheslo', confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Meno' }), 'Ján');
  await user.type(screen.getByRole('textbox', { name: 'Priezvisko' }), 'Vodička');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'majitel@autoskola.sk');
  await user.type(screen.getByLabelText(/^Heslo/), password);
  await user.type(screen.getByLabelText(/^Zopakujte heslo/), confirm);
  return user;
}

describe('SetupPage (the first start)', () => {
  afterEach(() => session.logout());

  it('without the server’s token says where to find the setup address, and shows no form', () => {
    renderScreen(<SetupPage />, { url: '/nastavenie' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nastavenie stránky' })).toBeInTheDocument();
    expect(screen.getByText(/adrese, ktorú server vypísal pri prvom spustení/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nastaviť stránku' })).not.toBeInTheDocument();
  });

  it('asks for the school, the first instructor and the demo content, with the details prefilled', () => {
    renderScreen(<SetupPage />, { url: `/nastavenie#${MOCK_SETUP_TOKEN}` });
    expect(screen.getByRole('heading', { level: 2, name: 'Údaje o škole' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Prvý inštruktor' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Názov školy' })).toHaveValue('Autoškola Ružomberok');
    expect(screen.getByRole('checkbox', { name: 'Naplniť ukážkovými údajmi' })).not.toBeChecked();
  });

  it('asks the instructor’s name, the one students see, and refuses one without it or with a web address', async () => {
    const writes = recordWrites(server);
    renderScreen(<SetupPage />, { url: `/nastavenie#${MOCK_SETUP_TOKEN}` });
    expect(screen.getByText('Takto vás uvidia žiaci pri jazdách.')).toBeInTheDocument();
    const user = await fillAccount();
    await user.clear(screen.getByRole('textbox', { name: 'Meno' }));
    await user.type(screen.getByRole('textbox', { name: 'Priezvisko' }), '.sk');
    await user.click(screen.getByRole('button', { name: 'Nastaviť stránku' }));
    expect(await screen.findByText('Meno je povinné.')).toBeInTheDocument();
    expect(
      screen.getByText('Priezvisko môže obsahovať iba písmená, medzery, spojovníky, apostrofy a bodky.'),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('checks the account before sending: mismatched passwords send nothing', async () => {
    const writes = recordWrites(server);
    renderScreen(<SetupPage />, { url: `/nastavenie#${MOCK_SETUP_TOKEN}` });
    const user = await fillAccount('tajneheslo', 'ineheslo');
    await user.click(screen.getByRole('button', { name: 'Nastaviť stránku' }));
    expect(await screen.findByText('Heslá sa nezhodujú.')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('sets the site up with the token from the address and logs the instructor in', async () => {
    const writes = recordWrites(server);
    const done = vi.fn();
    renderScreen(<SetupPage />, { url: `/nastavenie#${MOCK_SETUP_TOKEN}` });
    const user = await fillAccount();
    await user.click(screen.getByRole('checkbox', { name: 'Naplniť ukážkovými údajmi' }));
    // The screen then loads the admin anew (the pages' site config changed): jsdom cannot, so it is watched.
    vi.stubGlobal('location', { ...window.location, assign: done });
    await user.click(screen.getByRole('button', { name: 'Nastaviť stránku' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith('/admin'));
    vi.unstubAllGlobals();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/setup',
        body: expect.objectContaining({
          token: MOCK_SETUP_TOKEN,
          firstname: 'Ján',
          lastname: 'Vodička',
          email: 'majitel@autoskola.sk',
          demo: true,
        }),
      },
    ]);
    expect(session.getSnapshot().roles).toContain('ROLE_INSTRUCTOR');
  });

  it('asks for the account and the terms optionally, with a hint; a bad IBAN is refused before sending', async () => {
    const writes = recordWrites(server);
    renderScreen(<SetupPage />, { url: `/nastavenie#${MOCK_SETUP_TOKEN}` });
    const group = screen.getByRole('group', { name: 'Platby a obchodné podmienky (nepovinné)' });
    expect(group).toHaveTextContent('Môžete ich vyplniť aj neskôr v časti Údaje o škole.');
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    expect(iban).not.toBeRequired();
    const user = await fillAccount();
    await user.click(iban);
    await user.paste('SK31 1200 0000 1987 4263 7542');
    await user.click(screen.getByRole('button', { name: 'Nastaviť stránku' }));
    expect(
      await screen.findByText('Zadajte platný IBAN, napríklad SK31 1200 0000 1987 4263 7541.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Príjemca je povinný.')).toBeInTheDocument();
    expect(writes).toEqual([]);

    await user.clear(iban);
    await user.paste('SK31 1200 0000 1987 4263 7541');
    await user.click(screen.getByRole('textbox', { name: 'Príjemca platieb' }));
    await user.paste('Autoškola Ružomberok, s. r. o.');
    await user.click(screen.getByRole('textbox', { name: 'Obchodné podmienky' }));
    await user.paste('1. Prihláška je záväzná.');
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Nastaviť stránku' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    vi.unstubAllGlobals();
    expect(writes[0]?.body).toMatchObject({
      bankAccount: { iban: 'SK31 1200 0000 1987 4263 7541', recipient: 'Autoškola Ružomberok, s. r. o.' },
      terms: '1. Prihláška je záväzná.',
    });
  }, 20_000);

  it('sends no account and no terms when they are left blank', async () => {
    const writes = recordWrites(server);
    renderScreen(<SetupPage />, { url: `/nastavenie#${MOCK_SETUP_TOKEN}` });
    const user = await fillAccount();
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Nastaviť stránku' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    vi.unstubAllGlobals();
    expect(writes[0]?.body).not.toHaveProperty('bankAccount');
    expect(writes[0]?.body).not.toHaveProperty('terms');
  }, 20_000);

  it('tells the second browser that someone else was first', async () => {
    server.use(
      http.post('*/api/setup', () =>
        HttpResponse.json({ message: 'Stránku už nastavil niekto iný. Prihláste sa.' }, { status: 409 }),
      ),
    );
    renderScreen(<SetupPage />, { url: `/nastavenie#${MOCK_SETUP_TOKEN}` });
    const user = await fillAccount();
    await user.click(screen.getByRole('button', { name: 'Nastaviť stránku' }));
    expect(await screen.findByText('Stránku už nastavil niekto iný. Prihláste sa.')).toBeInTheDocument();
  });
});
