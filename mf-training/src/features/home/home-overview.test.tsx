import type { Schemas } from '@autoskola/api-client';
import { emptyInstructorHome, emptyStudentHome } from '@autoskola/mocks/fixtures';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { INSTRUCTOR_ROLE, session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import HomeOverview from './home-overview.tsx';

const server = setupMockApi();
const answer = (overview: Schemas['HomeOverview']) =>
  server.use(http.get('*/api/home', () => HttpResponse.json(overview)));
const panel = (name: string) => screen.findByRole('region', { name });
const linkIn = (region: HTMLElement, name: string) => within(region).getByRole('link', { name });

describe('the admin home', () => {
  afterEach(() => session.logout());

  it('says it is loading the overview (below the shell page’s SPEC sentence)', async () => {
    session.login(tokenFor(['ROLE_USER']));
    server.use(
      http.get('*/api/home', async () => {
        await delay('infinite');
        return HttpResponse.json(emptyStudentHome());
      }),
    );
    renderScreen(<HomeOverview />, { url: '/admin' });
    expect(await screen.findByText('Načítavam prehľad…')).toBeInTheDocument();
  });

  it('shows a student the course, its status, what remains to pay and the next lesson, each linking to its page', async () => {
    session.login(tokenFor(['ROLE_USER']));
    answer({
      myCourse: {
        applicationId: 26,
        course: { id: 1, name: 'Skupina B', group: 'B' },
        status: 'training',
        price: 139050,
        paid: 0,
        balance: 139050,
        overdue: true,
      },
      nextLesson: {
        start: '2026-11-27T07:00:00.000Z',
        end: '2026-11-27T08:30:00.000Z',
        instructor: 'Peter Horváth',
        vehicle: 'Škoda Fabia BL-123AB',
      },
    });
    renderScreen(<HomeOverview />, { url: '/admin' });
    const course = await panel('Môj kurz');
    expect(within(course).getByText('Skupina B')).toBeInTheDocument();
    expect(within(course).getByText('Vo výcviku')).toBeInTheDocument();
    expect(within(course).getByText(/^1\s390,50\s€$/)).toBeInTheDocument();
    expect(within(course).getByText('Niektorá splátka je po splatnosti.')).toBeInTheDocument();
    expect(linkIn(course, 'Otvoriť Môj kurz')).toHaveAttribute('href', '/moj-kurz');

    const lessons = await panel('Moje jazdy');
    // Bratislava's time (UTC+1 in November), written as every list writes a lesson.
    expect(within(lessons).getByText('27. 11. 2026 08:00 – 09:30')).toBeInTheDocument();
    expect(within(lessons).getByText('Peter Horváth')).toBeInTheDocument();
    expect(within(lessons).getByText('Škoda Fabia BL-123AB')).toBeInTheDocument();
    expect(linkIn(lessons, 'Otvoriť Moje jazdy')).toHaveAttribute('href', '/jazdy');
    // No instructor's panel for a student.
    expect(screen.queryByRole('region', { name: 'Dnešné jazdy' })).not.toBeInTheDocument();
  });

  it('tells a student with nothing yet where to start, and one who paid all that it is paid', async () => {
    session.login(tokenFor(['ROLE_USER']));
    answer(emptyStudentHome());
    const { unmount } = renderScreen(<HomeOverview />, { url: '/admin' });
    const course = await panel('Môj kurz');
    expect(within(course).getByText('Zatiaľ tu nie je žiadna prihláška na kurz.')).toBeInTheDocument();
    expect(linkIn(course, 'Vybrať si kurz')).toHaveAttribute('href', '/ponuka');
    expect(within(await panel('Moje jazdy')).getByText('Žiadna jazda nie je rezervovaná.')).toBeInTheDocument();
    unmount();

    answer({
      myCourse: {
        applicationId: 26,
        course: { id: 1, name: 'Skupina A', group: 'A' },
        status: 'finished',
        price: 60000,
        paid: 60000,
        balance: 0,
        overdue: false,
      },
      nextLesson: null,
    });
    renderScreen(<HomeOverview />, { url: '/admin' });
    const paid = await panel('Môj kurz');
    expect(within(paid).getByText('Všetko je zaplatené.')).toBeInTheDocument();
    expect(within(paid).getByText('Ukončená')).toBeInTheDocument();
    expect(within(paid).queryByText('Niektorá splátka je po splatnosti.')).not.toBeInTheDocument();
  });

  it("shows an instructor today's lessons, new applications, waiting messages and overdue payments", async () => {
    session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE]));
    answer({
      todayLessons: [
        {
          id: 41,
          start: '2026-11-26T07:00:00.000Z',
          end: '2026-11-26T08:30:00.000Z',
          status: 'driven',
          student: 'Adam Novák',
          vehicle: 'Škoda Fabia BL-123AB',
        },
        {
          id: 42,
          start: '2026-11-26T12:30:00.000Z',
          end: '2026-11-26T13:15:00.000Z',
          status: 'booked',
          student: 'Eva Malá',
          vehicle: null,
        },
      ],
      newApplications: {
        count: 7,
        newest: [{ id: 31, name: 'Lucia Kováčová', course: 'Skupina B', submittedAt: '2026-11-25T23:30:00.000Z' }],
      },
      contactMessages: { unanswered: 2 },
      overduePayments: { count: 1, amount: 31250 },
    });
    renderScreen(<HomeOverview />, { url: '/admin' });

    const today = await panel('Dnešné jazdy');
    const rows = within(today).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '08:00 – 09:30Adam NovákŠkoda Fabia BL-123ABOdjazdená',
      '13:30 – 14:15Eva Malábez vozidla',
    ]);
    expect(linkIn(today, 'Otvoriť týždeň jázd')).toHaveAttribute('href', '/admin/jazdy');

    const applications = await panel('Nové prihlášky');
    expect(within(applications).getByText('7 nových prihlášok')).toBeInTheDocument();
    // Sent after midnight in Bratislava: the 26th there.
    expect(within(applications).getByText('Lucia Kováčová – Skupina B, 26. 11. 2026')).toBeInTheDocument();
    expect(linkIn(applications, 'Otvoriť prihlášky')).toHaveAttribute('href', '/admin/prihlasky');

    const messages = await panel('Kontaktný formulár');
    expect(within(messages).getByText('2 správy čakajú na odpoveď')).toBeInTheDocument();
    expect(linkIn(messages, 'Otvoriť správy')).toHaveAttribute('href', '/admin/kontaktny-formular');

    const overdue = await panel('Platby po splatnosti');
    expect(within(overdue).getByText(/^1 prihláška, spolu 312,50\s€$/)).toBeInTheDocument();
    expect(linkIn(overdue, 'Otvoriť prihlášky')).toHaveAttribute('href', '/admin/prihlasky');
    expect(screen.queryByRole('region', { name: 'Môj kurz' })).not.toBeInTheDocument();
  });

  it('says so when an instructor has nothing today and nothing waits', async () => {
    session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE]));
    answer(emptyInstructorHome());
    renderScreen(<HomeOverview />, { url: '/admin' });
    expect(within(await panel('Dnešné jazdy')).getByText('Dnes nemáte žiadne jazdy.')).toBeInTheDocument();
    expect(within(await panel('Nové prihlášky')).getByText('Žiadne nové prihlášky.')).toBeInTheDocument();
    expect(within(await panel('Kontaktný formulár')).getByText('Všetky správy sú vybavené.')).toBeInTheDocument();
    expect(
      within(await panel('Platby po splatnosti')).getByText('Žiadna platba nie je po splatnosti.'),
    ).toBeInTheDocument();
  });

  it("shows the panels in one order: a student's course and lessons; an instructor's lessons, applications, messages, payments", async () => {
    const titles = async () =>
      within(await screen.findByRole('region', { name: 'Prehľad' }))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    session.login(tokenFor(['ROLE_USER']));
    answer(emptyStudentHome());
    const { unmount } = renderScreen(<HomeOverview />, { url: '/admin' });
    await panel('Moje jazdy');
    expect(await titles()).toEqual(['Môj kurz', 'Moje jazdy']);
    unmount();

    session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE]));
    answer(emptyInstructorHome());
    renderScreen(<HomeOverview />, { url: '/admin' });
    await panel('Platby po splatnosti');
    expect(await titles()).toEqual(['Dnešné jazdy', 'Nové prihlášky', 'Kontaktný formulár', 'Platby po splatnosti']);
  });

  it('says the overview could not be read, and keeps the sentence', async () => {
    session.login(tokenFor(['ROLE_USER']));
    server.use(http.get('*/api/home', () => HttpResponse.json({ message: 'Chyba servera.' }, { status: 500 })));
    renderScreen(<HomeOverview />, { url: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Prehľad sa nepodarilo načítať. Skúste to znova o chvíľu.',
    );
  });
});
