import { MOCK_NEW_STUDENT } from '@autoskola/mocks/features/driving-lessons/driving-lesson-fixtures';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { EMAIL_NOT_PROVEN_TEXTS } from '../features/account/email-not-proven.tsx';
import { MY_LESSONS_TEXTS } from '../features/driving-lessons/driving-lesson-texts.ts';
import MyLessonsPage from './my-lessons-page.tsx';

const server = setupMockApi();
/** The demo's first student, in training with Peter Horváth, with lessons driven and booked. */
const STUDENT = 'adam.novak.1@example.sk';

const freeSlots = () => screen.findByRole('region', { name: MY_LESSONS_TEXTS.slots });
// Hundreds of slots: read off the markup, since role queries over all of them are slow in jsdom.
const slotButtons = (region: HTMLElement) => Array.from(region.querySelectorAll<HTMLButtonElement>('button.slot'));

describe('MyLessonsPage', () => {
  afterEach(() => session.logout());

  it('lists free slots by day and books one in the dialog; the slot is gone afterwards', async () => {
    session.login(tokenFor(['ROLE_USER'], 3600, MOCK_NEW_STUDENT));
    const user = userEvent.setup();
    renderScreen(<MyLessonsPage />, { url: '/jazdy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Moje jazdy' })).toBeInTheDocument();
    const region = await freeSlots();
    await user.selectOptions(await within(region).findByLabelText('Inštruktor'), 'Jozef Baláž');
    await waitFor(() => expect(slotButtons(region).length).toBeGreaterThan(0));
    const first = slotButtons(region)[0] as HTMLElement;
    const label = first.textContent;
    const day = first.closest('section')?.querySelector('h3')?.textContent;
    await user.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Rezervovať jazdu' });
    expect(within(dialog).getByText(/Inštruktor: Jozef Baláž/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '1 hodina (45 min)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rezervovať' }));
    expect(await within(region).findByText(MY_LESSONS_TEXTS.booked)).toBeInTheDocument();
    await waitFor(() => {
      const sameDay = within(region)
        .getAllByRole('heading', { level: 3 })
        .find((heading) => heading.textContent === day)
        ?.closest('section') as HTMLElement | undefined;
      expect(
        sameDay
          ? within(sameDay)
              .queryAllByRole('button')
              .map((button) => button.textContent)
          : [],
      ).not.toContain(label);
    });
    const upcoming = screen.getByRole('region', { name: MY_LESSONS_TEXTS.upcoming });
    expect(within(upcoming).getAllByText(/Jozef Baláž/).length).toBeGreaterThan(0);
  });

  it('says the slot went to someone else and shows the slots again', async () => {
    session.login(tokenFor(['ROLE_USER'], 3600, STUDENT));
    server.use(
      http.post('*/api/lesson/book', () =>
        HttpResponse.json({ message: 'Tento termín už nie je voľný.' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<MyLessonsPage />, { url: '/jazdy' });
    const region = await freeSlots();
    await waitFor(() => expect(slotButtons(region).length).toBeGreaterThan(0));
    await user.click(slotButtons(region)[0] as HTMLElement);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rezervovať' }));
    expect(await within(region).findByText('Tento termín už nie je voľný.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the progress against the syllabus', async () => {
    session.login(tokenFor(['ROLE_USER'], 3600, STUDENT));
    renderScreen(<MyLessonsPage />, { url: '/jazdy' });
    const progress = await screen.findByRole('region', { name: MY_LESSONS_TEXTS.progress });
    expect(
      within(progress).getByRole('meter', { name: /^cestná premávka: \d+ z 24 vyučovacích hodín$/ }),
    ).toBeInTheDocument();
    expect(within(progress).getByText('Spolu')).toBeInTheDocument();
  });

  it('cancels a coming lesson after asking', async () => {
    session.login(tokenFor(['ROLE_USER'], 3600, MOCK_NEW_STUDENT));
    const user = userEvent.setup();
    renderScreen(<MyLessonsPage />, { url: '/jazdy' });
    // Book one far enough ahead to be cancellable, then cancel it.
    const region = await freeSlots();
    await user.selectOptions(await within(region).findByLabelText('Inštruktor'), 'Mária Kováčová');
    await waitFor(() => expect(slotButtons(region).length).toBeGreaterThan(0));
    // One day is open at a time: the last one, beyond the cancellation limit.
    const days = within(within(region).getByRole('list', { name: 'Dni s voľnými termínmi' })).getAllByRole('button');
    await user.click(days.at(-1) as HTMLElement);
    await user.click(slotButtons(region).at(-1) as HTMLElement);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rezervovať' }));
    await within(region).findByText(MY_LESSONS_TEXTS.booked);
    const upcoming = screen.getByRole('region', { name: MY_LESSONS_TEXTS.upcoming });
    await user.click(await within(upcoming).findByRole('button', { name: /^Zrušiť jazdu / }));
    await user.click(within(upcoming).getByRole('button', { name: /^Áno, zrušiť jazdu/ }));
    expect(await within(upcoming).findByText(MY_LESSONS_TEXTS.cancelled)).toBeInTheDocument();
    expect(within(upcoming).getByText(MY_LESSONS_TEXTS.noUpcoming)).toBeInTheDocument();
    // The booking's message went with the lesson (issue 51): one message on the page at a time.
    expect(within(region).queryByText(MY_LESSONS_TEXTS.booked)).toBeNull();
  });

  it('tells a user without a course in training why booking is not open, with the way to Môj kurz', async () => {
    session.login(tokenFor(['ROLE_USER'], 3600, 'nikto@example.sk'));
    renderScreen(<MyLessonsPage />, { url: '/jazdy' });
    expect(await screen.findByText('Jazdy si môžete rezervovať, keď je Váš kurz vo výcviku.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Môj kurz' })).toHaveAttribute('href', '/moj-kurz');
    expect(screen.queryByRole('region', { name: MY_LESSONS_TEXTS.slots })).not.toBeInTheDocument();
    expect(screen.getByText(MY_LESSONS_TEXTS.noUpcoming)).toBeInTheDocument();
  });

  it('tells an account whose e-mail is not proven to prove it first, with the way to the settings', async () => {
    session.login(tokenFor(['ROLE_USER'], 3600, 'nikto@example.sk'));
    server.use(
      // As the server answers an account whose address is not proven: nothing, and why.
      http.get('*/api/lesson/mine', () =>
        HttpResponse.json({
          training: null,
          refusal: 'Najprv overte svoju e-mailovú adresu.',
          upcoming: [],
          past: [],
          progress: null,
          settings: { windowDays: 14, noticeHours: 24, maxUpcoming: 3, cancelHours: 24, requirePaidUpToDate: false },
          schoolPhone: '+421 900 000 000',
          waitlist: null,
          calendarFeed: false,
        }),
      ),
    );
    renderScreen(<MyLessonsPage />, { url: '/jazdy' });
    expect(await screen.findByText('Najprv overte svoju e-mailovú adresu.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EMAIL_NOT_PROVEN_TEXTS.settings })).toHaveAttribute(
      'href',
      '/admin/nastavenia',
    );
    expect(screen.queryByRole('link', { name: 'Môj kurz' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: MY_LESSONS_TEXTS.slots })).not.toBeInTheDocument();
  });

  it('asks to be told of a freed slot on chosen days, and makes a calendar address', async () => {
    session.login(tokenFor(['ROLE_USER'], 3600, STUDENT));
    const user = userEvent.setup();
    renderScreen(<MyLessonsPage />, { url: '/jazdy' });
    const waitlist = await screen.findByRole('region', { name: MY_LESSONS_TEXTS.waitlist });
    await user.click(within(waitlist).getByRole('button', { name: MY_LESSONS_TEXTS.waitlistSave }));
    expect(within(waitlist).getByText(MY_LESSONS_TEXTS.waitlistPick)).toBeInTheDocument();
    await user.click(within(waitlist).getAllByRole('checkbox')[2] as HTMLElement);
    await user.click(within(waitlist).getByRole('button', { name: MY_LESSONS_TEXTS.waitlistSave }));
    expect(await within(waitlist).findByText(MY_LESSONS_TEXTS.waitlistSaved)).toBeInTheDocument();

    const calendar = screen.getByRole('region', { name: MY_LESSONS_TEXTS.calendar });
    await user.click(within(calendar).getByRole('button', { name: MY_LESSONS_TEXTS.calendarCreate }));
    const address = await within(calendar).findByRole('textbox', { name: MY_LESSONS_TEXTS.calendarAddress });
    expect((address as HTMLInputElement).value).toMatch(/\/api\/lesson-calendar\/[\w-]+$/);
  });
});
