import { setupMockApi } from '@autoskola/mocks/test-server';
import { RESULT_PENDING } from '@autoskola/rules/exams';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { EMAIL_NOT_PROVEN_TEXTS } from '../features/account/email-not-proven.tsx';
import { MY_COURSE_TEXTS } from '../features/course-applications/my-course-applications.tsx';
import { EXAM_TEXTS } from '../features/exams/exam-texts.ts';
import MyCoursePage from './my-course-page.tsx';

const server = setupMockApi();

describe('MyCoursePage', () => {
  afterEach(() => session.logout());

  it('shows a new application’s status and the documents still missing', async () => {
    // The demo's Tomáš Kováč: a new application for course B.
    session.login(tokenFor(['ROLE_USER'], 3600, 'tomas.kovac@example.sk'));
    renderScreen(<MyCoursePage />, { url: '/moj-kurz' });
    expect(screen.getByRole('heading', { level: 1, name: 'Môj kurz' })).toBeInTheDocument();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Nová')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Doklady' })).toBeInTheDocument();
    expect(within(card).getByText('Lekársky posudok')).toBeInTheDocument();
    expect(within(card).getByText('Rozpis platieb dostanete pri zápise.')).toBeInTheDocument();
  });

  it('shows the payment details and the QR code once enrolled', async () => {
    // The demo's Peter Lukáč: enrolled on course B, the deposit or more paid.
    session.login(tokenFor(['ROLE_USER'], 3600, 'peter.lukac@example.sk'));
    renderScreen(<MyCoursePage />, { url: '/moj-kurz' });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Zapísaná')).toBeInTheDocument();
    expect(within(card).getByRole('table', { name: 'Rozpis platieb' })).toBeInTheDocument();
    expect(within(card).getByText('Variabilný symbol')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'QR kód PAY by square na platbu' })).toBeInTheDocument();
  });

  it("shows the student's exam with each part's result, and no exam panel to a student without one", async () => {
    // The demo's Filip Novák (exam-fixtures.ts): the test passed, the drive failed, its re-sit to come.
    session.login(tokenFor(['ROLE_USER'], 3600, 'filip.novak@example.sk'));
    const { unmount } = renderScreen(<MyCoursePage />, { url: '/moj-kurz' });
    const panel = await screen.findByRole('region', { name: EXAM_TEXTS.mine });
    expect(within(panel).getByText('Prospel')).toBeInTheDocument();
    expect(within(panel).getByText('Neprospel')).toBeInTheDocument();
    expect(within(panel).getByText(RESULT_PENDING)).toBeInTheDocument();
    unmount();

    session.login(tokenFor(['ROLE_USER'], 3600, 'tomas.kovac@example.sk'));
    renderScreen(<MyCoursePage />, { url: '/moj-kurz' });
    await screen.findByRole('article');
    expect(screen.queryByRole('region', { name: EXAM_TEXTS.mine })).not.toBeInTheDocument();
  });

  it('says when there is no application yet', async () => {
    session.login(tokenFor(['ROLE_USER'], 3600, 'nikto@example.sk'));
    renderScreen(<MyCoursePage />, { url: '/moj-kurz' });
    expect(await screen.findByText(MY_COURSE_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prihlásiť sa na kurz' })).toHaveAttribute('href', '/prihlaska');
  });

  it('tells an account whose e-mail is not proven why it sees no application, and where to get a link', async () => {
    session.login(tokenFor(['ROLE_USER'], 3600, 'neovereny@example.sk'));
    server.use(
      http.get('*/api/auth/me', () =>
        HttpResponse.json({
          user: { id: 7, email: 'neovereny@example.sk', roles: ['ROLE_USER'], emailVerified: false },
        }),
      ),
    );
    renderScreen(<MyCoursePage />, { url: '/moj-kurz' });
    expect(await screen.findByText('Najprv overte svoju e-mailovú adresu.')).toBeInTheDocument();
    expect(screen.getByText(EMAIL_NOT_PROVEN_TEXTS.hint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EMAIL_NOT_PROVEN_TEXTS.settings })).toHaveAttribute(
      'href',
      '/admin/nastavenia',
    );
    expect(screen.queryByText(MY_COURSE_TEXTS.empty)).not.toBeInTheDocument();
  });
});
