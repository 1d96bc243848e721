import { MOCK_RESET_TOKEN } from '@autoskola/mocks/fixtures';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET_TEXTS } from '../features/password-reset/password-reset.tsx';
import PasswordResetPage from './password-reset-page.tsx';

setupMockApi();

/** The address the e-mail's link opens. */
const openLink = (token: string | null) =>
  window.history.replaceState(null, '', token ? `/obnovenie-hesla#token=${token}` : '/obnovenie-hesla');

const fill = async (password: string, confirmation: string) => {
  if (password) await userEvent.type(screen.getByLabelText(/^Nové heslo/), password);
  if (confirmation) await userEvent.type(screen.getByLabelText(/^Zopakujte heslo/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: RESET_TEXTS.submit }));
};

describe('PasswordResetPage', () => {
  afterEach(() => session.logout());

  it('says the link is incomplete when it has no token, and offers a new one', () => {
    openLink(null);
    renderScreen(<PasswordResetPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_TEXTS.missingToken);
    expect(screen.getByRole('link', { name: RESET_TEXTS.newLink })).toHaveAttribute('href', '/zabudnute-heslo');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('applies the registration rules, takes the token out of the address, sets the password and logs out', async () => {
    session.login(tokenFor(['ROLE_USER']));
    openLink(MOCK_RESET_TOKEN);
    renderScreen(<PasswordResetPage />);
    expect(window.location.hash).toBe('');

    await fill('', '');
    expect(screen.getByLabelText(/^Nové heslo/)).toHaveAccessibleDescription('Zadajte heslo.');
    expect(screen.getByLabelText(/^Zopakujte heslo/)).toHaveAccessibleDescription('Zopakujte heslo.');
    await fill('12345', '12345');
    expect(screen.getByLabelText(/^Nové heslo/)).toHaveAccessibleDescription('Heslo musí mať aspoň 6 znakov.');
    await userEvent.clear(screen.getByLabelText(/^Nové heslo/));
    await userEvent.clear(screen.getByLabelText(/^Zopakujte heslo/));
    await fill('nove-heslo', 'ine-heslo');
    expect(screen.getByLabelText(/^Zopakujte heslo/)).toHaveAccessibleDescription('Heslá sa nezhodujú.');
    await userEvent.clear(screen.getByLabelText(/^Zopakujte heslo/));
    await fill('', 'nove-heslo');

    expect(await screen.findByText('Heslo bolo zmenené. Teraz sa môžete prihlásiť.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prihlásiť sa' })).toHaveAttribute('href', '/prihlasenie');
    expect(session.getSnapshot().status).toBe('anonymous');
  });

  it('says when the link was used already or expired', async () => {
    openLink('stary-odkaz');
    renderScreen(<PasswordResetPage />);
    await fill('nove-heslo', 'nove-heslo');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Odkaz na obnovenie hesla je neplatný alebo vypršal. Požiadajte o nový.',
    );
    expect(screen.getByRole('link', { name: RESET_TEXTS.newLink })).toBeInTheDocument();
  });
});
