import { recordWrites, setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_TEXTS } from '../features/course-applications/course-application-texts.ts';
import ApplicationPage from './course-application-page.tsx';

const server = setupMockApi();

/** A birth date `years` years ago, as the date field takes it. */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

async function fillAdult(user: ReturnType<typeof userEvent.setup>, overrides: { birthDate?: string } = {}) {
  await user.type(screen.getByRole('textbox', { name: 'Meno' }), 'Eva');
  await user.type(screen.getByRole('textbox', { name: 'Priezvisko' }), 'Malá');
  await user.type(screen.getByLabelText(/^Dátum narodenia/), overrides.birthDate ?? bornYearsAgo(25));
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'lenka.nova@example.sk');
  await user.type(screen.getByRole('textbox', { name: 'Telefón' }), '+421 905 111 222');
  await user.type(screen.getByRole('textbox', { name: 'Ulica a číslo' }), 'Hlavná 12');
  await user.type(screen.getByRole('textbox', { name: 'Obec' }), 'Žilina');
  await user.type(screen.getByRole('textbox', { name: 'PSČ' }), '010 01');
}

describe('ApplicationPage', () => {
  afterEach(() => session.logout());

  it('shows the sections of the form with the course from the address chosen', async () => {
    renderScreen(<ApplicationPage />, { url: '/prihlaska?kurz=2' });
    expect(screen.getByRole('heading', { level: 1, name: 'Prihláška na kurz' })).toBeInTheDocument();
    expect(screen.getByText(APPLICATION_TEXTS.courseLoading)).toBeInTheDocument();
    const course = await screen.findByRole('combobox', { name: /^Kurz/ });
    // The group once: the course's name says it already (not 'Skupina A (skupina A)').
    expect((course as HTMLSelectElement).selectedOptions[0]?.textContent).toMatch(/^Skupina A – /);
    for (const name of ['Kurz', 'Osobné údaje', 'Adresa trvalého pobytu', 'Skupiny, ktoré už mám']) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    expect(screen.queryByLabelText(/rodné číslo/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Obchodné podmienky' })).toHaveAttribute('href', '/obchodne-podmienky');
    expect(screen.getByRole('link', { name: 'zásadách ochrany osobných údajov' })).toHaveAttribute('href', '/gdpr');
    expect(screen.getByRole('button', { name: 'Odoslať prihlášku' })).toBeInTheDocument();
  });

  it('shows every rule at once and sends nothing while one is broken', async () => {
    const writes = recordWrites(server);
    const user = userEvent.setup({ delay: null });
    renderScreen(<ApplicationPage />, { url: '/prihlaska?kurz=1' });
    await screen.findByRole('combobox', { name: /^Kurz/ });
    await user.click(screen.getByRole('button', { name: 'Odoslať prihlášku' }));
    expect(await screen.findByText('Meno je povinné.')).toBeInTheDocument();
    expect(screen.getByText('Dátum narodenia je povinný.')).toBeInTheDocument();
    expect(screen.getByText('Bez súhlasu s obchodnými podmienkami prihlášku neprijmeme.')).toBeInTheDocument();
    expect(screen.getByText(APPLICATION_TEXTS.invalid)).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('asks a minor for a parent and sends the application; then says where the confirmation went', async () => {
    const writes = recordWrites(server);
    const user = userEvent.setup({ delay: null });
    renderScreen(<ApplicationPage />, { url: '/prihlaska?kurz=1' });
    await screen.findByRole('combobox', { name: /^Kurz/ });
    expect(screen.queryByRole('group', { name: 'Zákonný zástupca' })).not.toBeInTheDocument();
    await fillAdult(user, { birthDate: bornYearsAgo(17) });
    const parent = screen.getByRole('group', { name: 'Zákonný zástupca' });
    await user.click(screen.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }));
    await user.click(screen.getByRole('button', { name: 'Odoslať prihlášku' }));
    expect(
      await within(parent).findByText('Pri prihláške mladšieho ako 18 rokov je meno zákonného zástupcu povinné.'),
    ).toBeInTheDocument();
    await user.type(within(parent).getByRole('textbox', { name: 'Meno a priezvisko zákonného zástupcu' }), 'Jana Malá');
    await user.type(within(parent).getByRole('textbox', { name: 'E-mail zákonného zástupcu' }), 'jana.mala@example.sk');
    await user.click(screen.getByRole('checkbox', { name: 'AM' }));
    await user.click(screen.getByRole('button', { name: 'Odoslať prihlášku' }));
    expect(
      await screen.findByText(
        'Prihláška bola odoslaná. Na e-mail lenka.nova@example.sk sme poslali odkaz na jej potvrdenie.',
      ),
    ).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/course-application/add',
        body: expect.objectContaining({
          offerId: 1,
          firstname: 'Eva',
          heldGroups: ['AM'],
          termsAccepted: true,
          parentName: 'Jana Malá',
          parentEmail: 'jana.mala@example.sk',
        }),
      },
    ]);
  }, 15_000);

  it('tells someone too young for the group the first day they may apply', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<ApplicationPage />, { url: '/prihlaska?kurz=3' });
    await screen.findByRole('combobox', { name: /^Kurz/ });
    await fillAdult(user, { birthDate: bornYearsAgo(19) });
    await user.click(screen.getByRole('checkbox', { name: /Súhlasím s obchodnými podmienkami/ }));
    await user.click(screen.getByRole('button', { name: 'Odoslať prihlášku' }));
    expect(
      await screen.findByText(/^Na kurz skupiny C sa môžete prihlásiť najskôr \d+\. \d+\. \d{4}\.$/),
    ).toBeInTheDocument();
  });

  it('fills in a logged-in user’s e-mail', async () => {
    session.login(tokenFor(['ROLE_USER'], 3600, 'ziak@example.sk'));
    renderScreen(<ApplicationPage />, { url: '/prihlaska' });
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveValue('ziak@example.sk');
  });
});
