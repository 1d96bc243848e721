import { MOCK_CONFIRMATION_TOKEN, MOCK_CONSENT_TOKEN } from '@autoskola/mocks/fixtures';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { renderScreen } from '@autoskola/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LINK_TEXTS } from '../features/course-applications/course-application-texts.ts';
import ApplicationConfirmationPage from './application-confirmation-page.tsx';
import ParentConsentPage from './parent-consent-page.tsx';

setupMockApi();

describe('the pages of the e-mails’ links', () => {
  afterEach(() => session.logout());

  it('confirms an application once, then offers an account for its e-mail and opens Môj kurz', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<ApplicationConfirmationPage />, {
      url: `/prihlaska/potvrdenie#token=${MOCK_CONFIRMATION_TOKEN}`,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Potvrdenie prihlášky' })).toBeInTheDocument();
    // Opening the link uses nothing (a mail scanner opens every link): the reader confirms.
    expect(await screen.findByText(LINK_TEXTS.confirmIntro)).toBeInTheDocument();
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

  it('says why a used or wrong link does not work', async () => {
    const user = userEvent.setup();
    renderScreen(<ApplicationConfirmationPage />, { url: '/prihlaska/potvrdenie#token=zly' });
    await user.click(await screen.findByRole('button', { name: LINK_TEXTS.confirm }));
    expect(await screen.findByText('Odkaz z e-mailu je neplatný alebo vypršal.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LINK_TEXTS.retry })).not.toBeInTheDocument();
  });

  it('says what to do when the address lost its token', () => {
    renderScreen(<ParentConsentPage />, { url: '/prihlaska/suhlas' });
    expect(screen.getByText(LINK_TEXTS.noToken)).toBeInTheDocument();
  });

  it('records the parent’s consent when the parent gives it, not when the link is opened', async () => {
    const user = userEvent.setup();
    renderScreen(<ParentConsentPage />, { url: `/prihlaska/suhlas#token=${MOCK_CONSENT_TOKEN}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Súhlas zákonného zástupcu' })).toBeInTheDocument();
    expect(await screen.findByText(LINK_TEXTS.consentIntro)).toBeInTheDocument();
    expect(screen.queryByText(/súhlas so zapísaním .+ je zaznamenaný/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: LINK_TEXTS.consent }));
    expect(await screen.findByText(/^Ďakujeme, súhlas so zapísaním .+ je zaznamenaný\.$/)).toBeInTheDocument();
  });
});
