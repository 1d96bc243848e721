import type { Schemas } from '@autoskola/api-client';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { APPLICATIONS_TEXTS } from '../features/course-applications/course-applications-section.tsx';
import { READINESS_TEXTS } from '../features/driving-lessons/exam-readiness-panel.tsx';
import ApplicationsPage from './course-applications-page.tsx';

const server = setupMockApi();
const table = () => screen.findByRole('table', { name: 'Prihlášky na kurzy, najnovšie prvé' });
const rows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);

/** Opens the application of this row (newest first) in the filtered list. */
async function open(url: string, row = 0) {
  const user = userEvent.setup();
  renderScreen(<ApplicationsPage />, { url });
  await user.click((await rows())[row] as HTMLElement);
  return { user, dialog: await screen.findByRole('dialog', { name: 'Prihláška na kurz' }) };
}

describe('ApplicationsPage: what the instructor is told', () => {
  beforeEach(() => session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'])));
  afterEach(() => session.logout());

  it('says a search found nothing, not that there are no applications', async () => {
    renderScreen(<ApplicationsPage />, { url: '/admin/prihlasky?search=nikto-taky-neexistuje' });
    expect(await screen.findByText(APPLICATIONS_TEXTS.noMatch)).toBeInTheDocument();
    expect(screen.queryByText(APPLICATIONS_TEXTS.empty)).not.toBeInTheDocument();
  });

  it('says there are no applications yet when nothing is filtered', async () => {
    server.use(
      http.get('*/api/admin/course-application/list', () =>
        HttpResponse.json({ courseApplications: [], pagesCount: 0 }),
      ),
    );
    renderScreen(<ApplicationsPage />, { url: '/admin/prihlasky' });
    expect(await screen.findByText(APPLICATIONS_TEXTS.empty)).toBeInTheDocument();
  });

  it('warns before enrolment which documents are missing', async () => {
    const { dialog } = await open('/admin/prihlasky?status=verified');
    expect(await within(dialog).findByRole('button', { name: 'Zmeniť stav na Zapísaná' })).toBeInTheDocument();
    const note = within(dialog).getByRole('note');
    expect(note).toHaveTextContent(/^Chýbajú doklady: .+\./);
    expect(within(note).queryByText(/neplnoletý/)).not.toBeInTheDocument();
  });

  it('warns above all when a minor’s consent is missing', async () => {
    // A verified application of the mocks, made a minor's with none of its documents yet.
    const shown = (await (
      await fetch('http://localhost/api/admin/course-application/4', {
        headers: { authorization: `Bearer ${tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'])}` },
      })
    ).json()) as { courseApplication: Schemas['CourseApplicationDetail'] };
    const detail: Schemas['CourseApplicationDetail'] = {
      ...shown.courseApplication,
      status: 'verified',
      parentName: 'Jana Kováčová',
      parentEmail: 'jana@example.sk',
      documents: (['medicalCertificate', 'firstAidCourse', 'parentConsent'] as const).map((kind) => ({
        kind,
        done: false,
        date: null,
        validUntil: null,
      })),
    };
    server.use(
      http.get('*/api/admin/course-application/:id', ({ params }) =>
        // The list's address is the other operation's.
        params.id === 'list' ? undefined : HttpResponse.json({ courseApplication: detail }),
      ),
    );
    const { dialog } = await open('/admin/prihlasky?status=verified');
    const warning = await within(dialog).findByRole('note');
    expect(warning).toHaveTextContent(
      'Chýbajú doklady: Lekársky posudok, Kurz prvej pomoci, Súhlas zákonného zástupcu.',
    );
    expect(warning).toHaveTextContent(/Ide o neplnoletú osobu a súhlas zákonného zástupcu ešte nie je medzi dokladmi/);
  });

  it('speaks about the student in the readiness panel, and refreshes it when a payment is recorded', async () => {
    let readinessReads = 0;
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.includes('/admin/exam-readiness/')) readinessReads += 1;
    };
    server.events.on('request:start', count);
    onTestFinished(() => server.events.removeListener('request:start', count));
    const { user, dialog } = await open('/admin/prihlasky?status=training');
    const panel = await within(dialog).findByRole('region', { name: 'Pripravenosť na skúšku' });
    expect(within(panel).getByText(/^Žiak: \S+ \S+$/)).toBeInTheDocument();
    expect(
      within(panel).getByText(
        new RegExp(`^(${READINESS_TEXTS.instructor.ready}|${READINESS_TEXTS.instructor.notReady})$`),
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByText(/nie ste|ste pripraven/i)).not.toBeInTheDocument();
    const before = readinessReads;

    const form = await within(dialog).findByRole('form', { name: 'Zaznamenať platbu' });
    await user.type(within(form).getByLabelText(/^Suma/), '1');
    await user.click(within(form).getByRole('button', { name: 'Zaznamenať platbu' }));
    expect(await within(form).findByText('Uložené.')).toBeInTheDocument();
    await waitFor(() => expect(readinessReads).toBeGreaterThan(before));
  });
});
