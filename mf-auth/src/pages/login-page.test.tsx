import { setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { renderScreen } from '@autoskola/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AUTH_TEXTS } from '../features/auth/auth-schemas.ts';
import LoginPage from './login-page.tsx';

const server = setupMockApi();

async function logIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText(/E-mail/), email);
  if (password) await userEvent.type(screen.getByLabelText(/Heslo/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
}

describe('LoginPage', () => {
  afterEach(() => session.logout());

  it('has the fields, the button and the link to registration', () => {
    renderScreen(<LoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Prihlásenie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nemáš účet? Zaregistruj sa!' })).toHaveAttribute('href', '/registracia');
  });

  it.each([
    ['empty fields', '', ''],
    ['a missing password', 'instruktor@autoskola.sk', ''],
    ['an e-mail that is not one', 'instruktor', 'heslo123'],
  ])("answers %s with 'Nesprávne prihlasovacie údaje.' without a request", async (_case, email, password) => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    renderScreen(<LoginPage />);
    await logIn(email, password);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_TEXTS.invalidCredentials);
    expect(requests).toEqual([]);
  });

  it('translates the server refusal', async () => {
    renderScreen(<LoginPage />);
    await logIn('instruktor@autoskola.sk', 'zle-heslo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nesprávne prihlasovacie údaje.');
    expect(session.getSnapshot().status).toBe('anonymous');
  });

  it("says 'Nastala chyba pri prihlasovaní.' when the answer has no token", async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({})));
    renderScreen(<LoginPage />);
    await logIn('instruktor@autoskola.sk', 'heslo123');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_TEXTS.loginFailed);
  });

  it('logs in with a trimmed e-mail and stores the token with its roles', async () => {
    renderScreen(<LoginPage />);
    await logIn('  instruktor@autoskola.sk  ', 'heslo123');
    await vi.waitFor(() => expect(session.getSnapshot().status).toBe('authenticated'));
    expect(session.getSnapshot().roles).toContain('ROLE_INSTRUCTOR');
    expect(localStorage.getItem('auth_token')).not.toBeNull();
  });
});
