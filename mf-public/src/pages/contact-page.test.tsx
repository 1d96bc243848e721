import { setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { CONTACT_TEXTS } from '../features/contact-messages/contact-message-form.tsx';
import { CONTACT_MESSAGES } from '../features/contact-messages/contact-message-schema.ts';
import ContactPage from './contact-page.tsx';

const server = setupMockApi();

const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input, textarea' });
const consent = () => screen.getByRole('checkbox');
const submit = () => userEvent.click(screen.getByRole('button', { name: CONTACT_TEXTS.submit }));

async function fill(values: Partial<Record<'Meno' | 'Priezvisko' | 'E-mail' | 'Telefón' | 'Správa', string>>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.clear(field(label));
    if (value) await userEvent.type(field(label), value);
  }
}

function captureRequests() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST') bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('ContactPage', () => {
  it('shows the heading, asterisks on required fields, the consent with a link to /gdpr, and the school details', () => {
    renderScreen(<ContactPage />, { url: '/kontakt' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kontaktuj nás' })).toBeInTheDocument();
    for (const label of ['Meno', 'Priezvisko', 'Správa']) {
      expect(screen.getByText(label).parentElement).toHaveTextContent(`${label} *`);
      expect(field(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(field('E-mail')).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('link', { name: 'zásadách ochrany osobných údajov' })).toHaveAttribute('href', '/gdpr');
    const details = screen.getByRole('complementary', { name: 'Kontaktné údaje' });
    expect(details).toHaveTextContent('Scotta Viatora 8');
    expect(details).toHaveTextContent('03401 Ružomberok');
    expect(details).toHaveTextContent('IČO: 33021074');
    // The map is not loaded until asked for.
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows every required-field message and the shared e-mail/phone message, and sends nothing', async () => {
    const bodies = captureRequests();
    renderScreen(<ContactPage />);
    await submit();
    expect(await screen.findByText(CONTACT_MESSAGES.firstname)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.lastname)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.message)).toBeInTheDocument();
    expect(screen.getAllByText(CONTACT_MESSAGES.emailOrPhone)).toHaveLength(2);
    expect(field('E-mail')).toHaveAccessibleDescription(CONTACT_MESSAGES.emailOrPhone);
    // The consent is flagged without text.
    expect(consent()).toHaveAttribute('aria-invalid', 'true');
    expect(consent()).not.toHaveAccessibleDescription();
    expect(bodies).toEqual([]);
  });

  it.each([
    ['+421 900 123 456', true],
    ['00421 900 123 456', true],
    ['0900 123 456', true],
    ['(02) 1234-5678', true],
    ['12345', false],
    ['+421 12a 456 789', false],
    ['+421 900 123 456 789 0', false],
  ])('phone %s is valid: %s', async (phone, valid) => {
    renderScreen(<ContactPage />);
    await fill({ Telefón: phone });
    await submit();
    await screen.findByText(CONTACT_MESSAGES.firstname);
    expect(screen.queryByText(CONTACT_MESSAGES.phone) !== null).toBe(!valid);
  });

  it('refuses an e-mail with spaces or without a domain', async () => {
    renderScreen(<ContactPage />);
    await fill({ 'E-mail': 'jan novak@example' });
    await submit();
    expect(await screen.findByText(CONTACT_MESSAGES.email)).toBeInTheDocument();
  });

  it('sends, shows "Odosielam...", then the success; fields cleared, consent kept and never sent', async () => {
    const bodies = captureRequests();
    server.use(
      http.post('*/api/contact-form/add', async () => {
        await delay(400); // long enough to see the sending state on a busy machine
        return HttpResponse.json({ message: 'Správa bola úspešne odoslaná.' }, { status: 201 });
      }),
    );
    renderScreen(<ContactPage />);
    await fill({ Meno: 'Ján', Priezvisko: 'Novák', Telefón: '0905 123 456', Správa: 'Mám záujem o kurz.' });
    await userEvent.click(consent());
    await submit();
    const sending = await screen.findByRole('button', { name: CONTACT_TEXTS.sending });
    expect(sending).toBeDisabled();
    expect(await screen.findByText(CONTACT_TEXTS.success)).toBeInTheDocument();
    expect(field('Meno')).toHaveValue('');
    expect(field('Správa')).toHaveValue('');
    expect(consent()).toBeChecked();
    expect(bodies).toEqual([
      { firstname: 'Ján', lastname: 'Novák', email: '', phone: '0905 123 456', message: 'Mám záujem o kurz.' },
    ]);
  });

  it("shows the server's message, or 'Nastala chyba pri odoslaní.' when there is none, and keeps the input", async () => {
    server.use(
      http.post('*/api/contact-form/add', () =>
        HttpResponse.json({ message: 'Príliš veľa pokusov. Skúste to znova o chvíľu.' }, { status: 429 }),
      ),
    );
    renderScreen(<ContactPage />);
    await fill({ Meno: 'Ján', Priezvisko: 'Novák', 'E-mail': 'jan@example.sk', Správa: 'Otázka' });
    await userEvent.click(consent());
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Príliš veľa pokusov. Skúste to znova o chvíľu.');
    expect(field('Meno')).toHaveValue('Ján');

    server.use(http.post('*/api/contact-form/add', () => HttpResponse.error()));
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Nepodarilo sa načítať údaje.'));
  });

  it('starts the message with the course chosen on the offer page', () => {
    renderScreen(<ContactPage />, { url: '/kontakt?kurz=Skupina%20B' });
    expect(field('Správa')).toHaveValue('Dobrý deň, mám záujem o kurz Skupina B.');
  });

  it('loads the map only on request', async () => {
    renderScreen(<ContactPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Zobraziť mapu' }));
    expect(document.querySelector('iframe')).toHaveAttribute('title', 'Mapa – Scotta Viatora 8, 03401 Ružomberok');
  });
});
