import { recordWrites, setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { PAYMENT_SETTINGS_TEXTS, PaymentSettingsSection } from './payment-settings.tsx';

const server = setupMockApi();

describe('PaymentSettingsSection (Údaje o škole: the account and the terms)', () => {
  it('shows the account students pay to and the terms with their version', async () => {
    renderScreen(<PaymentSettingsSection />, { url: '/admin/udaje-o-skole' });
    expect(screen.getByText(PAYMENT_SETTINGS_TEXTS.loadingAccount)).toBeInTheDocument();
    const account = await screen.findByRole('form', { name: 'Účet na platby' });
    expect(within(account).getByRole('textbox', { name: 'IBAN' })).toHaveValue('SK31 1200 0000 1987 4263 7541');
    expect(within(account).getByRole('textbox', { name: 'Príjemca' })).toHaveValue('Autoškola Ružomberok, s. r. o.');
    const terms = await screen.findByRole('form', { name: 'Obchodné podmienky' });
    expect(within(terms).getByText(/Platí verzia 1 z /)).toBeInTheDocument();
    const text = within(terms).getByRole('textbox', { name: 'Text obchodných podmienok' }) as HTMLTextAreaElement;
    expect(text.value).toContain('2. Platby');
  });

  it('refuses an IBAN whose check digits do not add up, before sending, then saves a good one', async () => {
    const writes = recordWrites(server);
    const user = userEvent.setup();
    renderScreen(<PaymentSettingsSection />);
    const account = await screen.findByRole('form', { name: 'Účet na platby' });
    const iban = within(account).getByRole('textbox', { name: 'IBAN' });
    await user.clear(iban);
    await user.click(iban);
    await user.paste('SK31 1200 0000 1987 4263 7542');
    await user.click(within(account).getByRole('button', { name: 'Nastaviť účet na platby' }));
    expect(
      await within(account).findByText('Zadajte platný IBAN, napríklad SK31 1200 0000 1987 4263 7541.'),
    ).toBeInTheDocument();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);
    await user.clear(iban);
    await user.paste('sk3112000000198742637541');
    await user.click(within(account).getByRole('button', { name: 'Nastaviť účet na platby' }));
    expect(await within(account).findByText(PAYMENT_SETTINGS_TEXTS.accountSaved)).toBeInTheDocument();
    // Written back as stored: capitals in groups of four.
    expect(iban).toHaveValue('SK31 1200 0000 1987 4263 7541');
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/course-application/bank-account',
        body: { iban: 'sk3112000000198742637541', recipient: 'Autoškola Ružomberok, s. r. o.' },
      },
    ]);
  }, 20_000);

  it('refuses empty terms and saves a new version', async () => {
    const writes = recordWrites(server);
    const user = userEvent.setup();
    renderScreen(<PaymentSettingsSection />);
    const terms = await screen.findByRole('form', { name: 'Obchodné podmienky' });
    const text = within(terms).getByRole('textbox', { name: 'Text obchodných podmienok' });
    await user.clear(text);
    await user.click(within(terms).getByRole('button', { name: 'Zverejniť obchodné podmienky' }));
    expect(await within(terms).findByText('Text obchodných podmienok je povinný.')).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.click(text);
    await user.paste('1. Prihláška\nPrihláška je záväzná.');
    await user.click(within(terms).getByRole('button', { name: 'Zverejniť obchodné podmienky' }));
    expect(await within(terms).findByText(PAYMENT_SETTINGS_TEXTS.termsSaved)).toBeInTheDocument();
    expect(await within(terms).findByText(/Platí verzia 2 z /)).toBeInTheDocument();
  }, 20_000);

  it('says when the account or the terms cannot be loaded', async () => {
    server.use(
      http.get('*/api/admin/course-application/bank-account', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
      http.get('*/api/course-application/terms', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    renderScreen(<PaymentSettingsSection />);
    expect(await screen.findByText(PAYMENT_SETTINGS_TEXTS.errorAccount)).toBeInTheDocument();
    expect(await screen.findByText(PAYMENT_SETTINGS_TEXTS.errorTerms)).toBeInTheDocument();
  });
});
