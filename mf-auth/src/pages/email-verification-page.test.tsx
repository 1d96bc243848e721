import { MOCK_VERIFY_TOKEN } from '@autoskola/mocks/fixtures';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { VERIFY_TEXTS } from '../features/email-verification/email-verification.tsx';
import EmailVerificationPage from './email-verification-page.tsx';

const server = setupMockApi();

/** The address the e-mail's link opens. */
const openLink = (token: string | null) =>
  window.history.replaceState(null, '', token ? `/overenie-emailu#token=${token}` : '/overenie-emailu');

describe('EmailVerificationPage', () => {
  it('says the link is incomplete when it has no token, and sends nothing', async () => {
    const asked = vi.fn();
    server.use(
      http.post('*/api/auth/verify-email', () => {
        asked();
        return HttpResponse.json({ message: 'x' });
      }),
    );
    openLink(null);
    renderScreen(<EmailVerificationPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Overenie e-mailu' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(VERIFY_TEXTS.missingToken);
    expect(asked).not.toHaveBeenCalled();
  });

  it('posts the token only on the click (a mail scanner opening the link proves nothing), once, and says the address is proven', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/auth/verify-email')) bodies.push(await request.clone().json());
    });
    openLink(MOCK_VERIFY_TOKEN);
    renderScreen(<EmailVerificationPage />);
    expect(window.location.hash).toBe('');
    expect(screen.getByText(VERIFY_TEXTS.intro)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: VERIFY_TEXTS.verify }));
    expect(await screen.findByText('E-mailová adresa bola overená.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: VERIFY_TEXTS.myCourse })).toHaveAttribute('href', '/moj-kurz');
    expect(bodies).toEqual([{ token: MOCK_VERIFY_TOKEN }]);
    server.events.removeAllListeners();
  });

  it('says when the link was used already or expired, and where to get a new one', async () => {
    const user = userEvent.setup();
    openLink('stary-odkaz');
    renderScreen(<EmailVerificationPage />);
    await user.click(screen.getByRole('button', { name: VERIFY_TEXTS.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Odkaz na overenie e-mailu je neplatný, už bol použitý alebo vypršal. Požiadajte o nový v nastaveniach účtu.',
    );
    expect(screen.getByRole('link', { name: VERIFY_TEXTS.settings })).toHaveAttribute('href', '/admin/nastavenia');
  });
});
