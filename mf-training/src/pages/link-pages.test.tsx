import {
  MOCK_CONFIRMATION_TOKEN,
  MOCK_CONSENT_TOKEN,
} from '@autoskola/mocks/features/course-applications/course-application-fixtures';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { LINK_TEXTS } from '../features/course-applications/course-application-texts.ts';
import ApplicationConfirmationPage from './course-application-confirmation-page.tsx';
import ParentConsentPage from './course-application-consent-page.tsx';

const server = setupMockApi();

describe('the pages of the e-mails’ links', () => {
  afterEach(() => session.logout());

  it('confirms an application once, then offers an account for its e-mail and opens Môj kurz', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<ApplicationConfirmationPage />, {
      url: `/prihlaska/potvrdenie#token=${MOCK_CONFIRMATION_TOKEN}`,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Potvrdenie prihlášky' })).toBeInTheDocument();
    // Opening the link uses nothing (a mail scanner opens every link): the reader sees what and confirms.
    expect(await screen.findByText(LINK_TEXTS.confirmIntro)).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: LINK_TEXTS.previewHeading }));
    expect(summary.getByText(LINK_TEXTS.course)).toBeInTheDocument();
    expect(summary.getByText(LINK_TEXTS.price)).toBeInTheDocument();
    expect(summary.queryByText(LINK_TEXTS.birthDate)).not.toBeInTheDocument();
    expect(router.state.location.hash).toBe('');
    await user.click(screen.getByRole('button', { name: LINK_TEXTS.confirm }));
    expect(await screen.findByText(/^Prihláška č\. \d+ je potvrdená\./)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Heslo( \*)?$/), 'tajneheslo');
    await user.type(screen.getByLabelText(/^Heslo znova/), 'ine');
    await user.click(screen.getByRole('button', { name: LINK_TEXTS.createAccount }));
    expect(screen.getByText(LINK_TEXTS.passwordMismatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Heslo znova/));
    await user.type(screen.getByLabelText(/^Heslo znova/), 'tajneheslo');
    await user.click(screen.getByRole('button', { name: LINK_TEXTS.createAccount }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/moj-kurz'));
    expect(session.getSnapshot().status).toBe('authenticated');
  });

  it('says why a wrong link does not work, with no button to press', async () => {
    renderScreen(<ApplicationConfirmationPage />, { url: '/prihlaska/potvrdenie#token=zly' });
    expect(await screen.findByText('Odkaz z e-mailu je neplatný alebo vypršal.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LINK_TEXTS.confirm })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LINK_TEXTS.retry })).not.toBeInTheDocument();
  });

  it('says a confirmation link opened again was used: the application is confirmed', async () => {
    const user = userEvent.setup();
    const url = `/prihlaska/potvrdenie#token=${MOCK_CONFIRMATION_TOKEN}`;
    const first = renderScreen(<ApplicationConfirmationPage />, { url });
    await user.click(await screen.findByRole('button', { name: LINK_TEXTS.confirm }));
    expect(await screen.findByText(/^Prihláška č\. \d+ je potvrdená\./)).toBeInTheDocument();
    first.unmount();

    renderScreen(<ApplicationConfirmationPage />, { url });
    expect(await screen.findByText('Prihláška je už potvrdená.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LINK_TEXTS.confirm })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: LINK_TEXTS.login })).toHaveAttribute('href', '/prihlasenie');
    // The summary says what was confirmed; nothing asks to confirm any more.
    expect(screen.getByRole('region', { name: 'Čo ste potvrdili' })).toBeInTheDocument();
    expect(screen.queryByText(LINK_TEXTS.previewHeading)).not.toBeInTheDocument();
    expect(screen.queryByText(/Ešte čakáme na súhlas/)).not.toBeInTheDocument();
  });

  it.each([
    ['waits for the parent’s consent', 'Prihláška je už potvrdená. Ešte čakáme na súhlas zákonného zástupcu.'],
    ['has the parent’s consent', 'Prihláška je už potvrdená.'],
  ])('says of a used confirmation link of a minor’s application that %s', async (_state, message) => {
    server.use(
      http.post('*/api/course-application/link-preview', () =>
        HttpResponse.json({
          state: 'used',
          message,
          number: 202600026,
          name: 'Lucia Kováčová',
          birthDate: null,
          parentName: null,
          course: { id: 2, name: 'Skupina B', group: 'B' },
          price: 89000,
          terms: null,
        }),
      ),
    );
    renderScreen(<ApplicationConfirmationPage />, { url: `/prihlaska/potvrdenie#token=${MOCK_CONFIRMATION_TOKEN}` });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Čo ste potvrdili' })).toBeInTheDocument();
    expect(screen.queryByText(LINK_TEXTS.previewHeading)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LINK_TEXTS.confirm })).not.toBeInTheDocument();
  });

  it('offers to try again when the server cannot be reached, and shows the application then', async () => {
    let down = true;
    server.use(
      http.post('*/api/course-application/link-preview', () =>
        down ? HttpResponse.json({ message: 'Nastala chyba servera.' }, { status: 503 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderScreen(<ParentConsentPage />, { url: `/prihlaska/suhlas#token=${MOCK_CONSENT_TOKEN}` });
    expect(await screen.findByText('Nastala chyba servera.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: LINK_TEXTS.retry }));
    expect(await screen.findByRole('button', { name: LINK_TEXTS.consent })).toBeInTheDocument();
  });

  it('says what to do when the address lost its token', () => {
    renderScreen(<ParentConsentPage />, { url: '/prihlaska/suhlas' });
    expect(screen.getByText(LINK_TEXTS.noToken)).toBeInTheDocument();
  });

  it('shows the parent the child, the course, its price and terms, and records the consent only on the button', async () => {
    const user = userEvent.setup();
    const url = `/prihlaska/suhlas#token=${MOCK_CONSENT_TOKEN}`;
    const first = renderScreen(<ParentConsentPage />, { url });
    expect(screen.getByRole('heading', { level: 1, name: 'Súhlas zákonného zástupcu' })).toBeInTheDocument();
    expect(await screen.findByText(LINK_TEXTS.consentIntro)).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: LINK_TEXTS.previewHeading }));
    for (const label of [LINK_TEXTS.student, LINK_TEXTS.birthDate, LINK_TEXTS.parent, LINK_TEXTS.course]) {
      expect(summary.getByText(label)).toBeInTheDocument();
    }
    expect(summary.getByText(/ €$/)).toBeInTheDocument();
    expect(summary.getByText(LINK_TEXTS.termsVersion(1))).toBeInTheDocument();
    expect(screen.queryByText(/súhlas so zápisom .+ je zaznamenaný/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: LINK_TEXTS.consent }));
    expect(
      await screen.findByText(/^Ďakujeme, súhlas so zápisom do kurzu .+ je zaznamenaný\. Žiak: .+\.$/),
    ).toBeInTheDocument();
    first.unmount();

    // Opened again: it says the consent was given, and offers no button.
    renderScreen(<ParentConsentPage />, { url });
    expect(await screen.findByText('Súhlas už bol udelený.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LINK_TEXTS.consent })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Na čo ste dali súhlas' })).toBeInTheDocument();
    expect(screen.queryByText(LINK_TEXTS.previewHeading)).not.toBeInTheDocument();
  });
});
