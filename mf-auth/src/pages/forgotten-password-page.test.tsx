import { setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { FORGOTTEN_TEXTS } from '../features/password-reset/forgotten-password-form.tsx';
import ForgottenPasswordPage from './forgotten-password-page.tsx';

const server = setupMockApi();
const SAME_ANSWER = 'Ak k tomuto e-mailu existuje účet, poslali sme naň odkaz na nastavenie nového hesla.';

describe('ForgottenPasswordPage', () => {
  it('checks the e-mail before sending anything', async () => {
    const sent = vi.fn();
    server.events.on('request:start', sent);
    renderScreen(<ForgottenPasswordPage />);
    await userEvent.click(screen.getByRole('button', { name: FORGOTTEN_TEXTS.submit }));
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Zadajte e-mail.');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'nie je e-mail');
    await userEvent.click(screen.getByRole('button', { name: FORGOTTEN_TEXTS.submit }));
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Neplatný e-mail.');
    expect(sent).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('sends the address and shows the same answer for any e-mail, with the field cleared', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/auth/password-reset', async ({ request }) => {
        body = await request.json();
        await delay(30);
        return HttpResponse.json({ message: SAME_ANSWER }, { status: 202 });
      }),
    );
    renderScreen(<ForgottenPasswordPage />);
    await userEvent.type(screen.getByLabelText(/E-mail/), '  ziak@example.sk ');
    await userEvent.click(screen.getByRole('button', { name: FORGOTTEN_TEXTS.submit }));
    expect(screen.getByRole('button', { name: FORGOTTEN_TEXTS.sending })).toBeDisabled();
    expect(await screen.findByText(SAME_ANSWER)).toBeInTheDocument();
    expect(body).toEqual({ email: 'ziak@example.sk' });
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Späť na prihlásenie' })).toHaveAttribute('href', '/prihlasenie');
  });

  it('says when there were too many attempts', async () => {
    server.use(
      http.post('*/api/auth/password-reset', () =>
        HttpResponse.json({ message: 'Príliš veľa pokusov. Skúste to znova o chvíľu.' }, { status: 429 }),
      ),
    );
    renderScreen(<ForgottenPasswordPage />);
    await userEvent.type(screen.getByLabelText(/E-mail/), 'ziak@example.sk');
    await userEvent.click(screen.getByRole('button', { name: FORGOTTEN_TEXTS.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Príliš veľa pokusov. Skúste to znova o chvíľu.');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ziak@example.sk');
  });
});
