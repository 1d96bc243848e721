import { setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AUTH_TEXTS } from '../features/auth/auth-schemas.ts';
import RegistrationPage from './registration-page.tsx';

const server = setupMockApi();
const email = () => screen.getByLabelText(/E-mail/);
const password = () => screen.getByLabelText(/^Heslo/);
const confirmation = () => screen.getByLabelText(/Zopakujte heslo/);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Registrovať' }));

describe('RegistrationPage', () => {
  it('asks for every field', async () => {
    renderScreen(<RegistrationPage />);
    expect(screen.getByRole('link', { name: 'Prihlás sa' })).toHaveAttribute('href', '/prihlasenie');
    await submit();
    expect(await screen.findByText(AUTH_TEXTS.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXTS.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXTS.confirmationRequired)).toBeInTheDocument();
  });

  it('checks the e-mail, the length and the match, and clears an error when its field is edited', async () => {
    renderScreen(<RegistrationPage />);
    await userEvent.type(email(), 'novy');
    await userEvent.type(password(), '12345');
    await userEvent.type(confirmation(), '54321');
    await submit();
    expect(await screen.findByText(AUTH_TEXTS.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXTS.shortPassword)).toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXTS.mismatch)).toBeInTheDocument();
    await userEvent.type(email(), '@example.sk');
    expect(screen.queryByText(AUTH_TEXTS.invalidEmail)).not.toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXTS.shortPassword)).toBeInTheDocument();
  });

  it('shows the server field errors in Slovak', async () => {
    renderScreen(<RegistrationPage />);
    await userEvent.type(email(), 'instruktor@autoskola.sk');
    await userEvent.type(password(), 'heslo123');
    await userEvent.type(confirmation(), 'heslo123');
    await submit();
    expect(await screen.findByText('Tento e-mail sa už používa.')).toBeInTheDocument();
  });

  it("falls back to 'Nastala chyba pri registrácii.'", async () => {
    server.use(http.post('*/api/auth/register', () => new HttpResponse('oops', { status: 500 })));
    renderScreen(<RegistrationPage />);
    await userEvent.type(email(), 'novy@example.sk');
    await userEvent.type(password(), 'heslo123');
    await userEvent.type(confirmation(), 'heslo123');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Neznáma chyba. Skúste to prosím neskôr.');
  });

  it("registers and says 'Účet bol úspešne zaregistrovaný.'", async () => {
    renderScreen(<RegistrationPage />);
    await userEvent.type(email(), 'novy@example.sk');
    await userEvent.type(password(), 'heslo123');
    await userEvent.type(confirmation(), 'heslo123');
    await submit();
    expect(await screen.findByText(AUTH_TEXTS.registered)).toBeInTheDocument();
    // A separate line: the SPEC's message stays exactly as it is.
    expect(screen.getByText('Na Váš e-mail sme poslali odkaz na overenie adresy.')).toBeInTheDocument();
    expect(email()).toHaveValue('');
  });
});
