import type { Schemas } from '@autoskola/api-client';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { addDays, LESSON_START_STEP, mondayOf, schoolDate, weekdayOf } from '@autoskola/rules/driving-lessons';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LESSON_ADMIN_TEXTS } from './driving-lesson-texts.ts';
import { AddLessonForm, UNUSUAL_TIME_TEXTS } from './lesson-forms.tsx';

const server = setupMockApi();
/** The demo's morning instructor: weekdays 07:00–13:45 with the Fabia. */
const PETER = 'peter.horvath@autoskola-demo.sk';
const NEW_STUDENT = 'Nová Žiačka (B) – nar. 30. 6. 2008, nova.ziacka@example.sk';

/** A Monday at least two days ahead (Bratislava). */
function comingMonday(): string {
  let day = addDays(schoolDate(new Date()), 2);
  while (weekdayOf(day) !== 1) day = addDays(day, 1);
  return day;
}

/** Peter's week as the form needs it: the instructors and the students to pick (the demo's new student). */
const week = (monday: string): Schemas['LessonWeek'] => ({
  monday: mondayOf(monday),
  instructorId: 101,
  vehicleId: null,
  instructors: [{ id: 101, name: 'Peter Horváth' }],
  vehicles: [],
  days: [],
  students: [
    {
      applicationId: 531,
      name: 'Nová Žiačka',
      group: 'B',
      email: 'nova.ziacka@example.sk',
      birthDate: '2008-06-30',
    },
  ],
  calendarFeed: false,
});

describe('AddLessonForm', { timeout: 20_000 }, () => {
  // jsdom lays nothing out and has no scrollIntoView: whether the form asks for it is what can be checked.
  const scrolled = vi.fn();
  const jsdomScroll = Element.prototype.scrollIntoView;
  beforeEach(() => {
    session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'], 3600, PETER));
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this);
    };
  });
  afterEach(() => {
    session.logout();
    server.events.removeAllListeners();
    scrolled.mockReset();
    Element.prototype.scrollIntoView = jsdomScroll;
  });

  async function bookAt(time: string) {
    const monday = comingMonday();
    const user = userEvent.setup();
    renderScreen(<AddLessonForm week={week(monday)} date={monday} />);
    const form = await screen.findByRole('form', { name: LESSON_ADMIN_TEXTS.addLesson });
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Žiak/ }), NEW_STUDENT);
    await user.clear(within(form).getByLabelText(/^Začiatok/));
    await user.type(within(form).getByLabelText(/^Začiatok/), time);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Dĺžka' }), '1');
    await user.click(within(form).getByRole('button', { name: LESSON_ADMIN_TEXTS.book }));
    return { user, form };
  }

  it('warns of a time outside the hours, saying which, and books it only with “book anyway”', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/admin/lesson')) sent.push(await request.clone().json());
    });
    const { user, form } = await bookAt('15:00');
    const warning = await within(form).findByRole('alert');
    expect(warning).toHaveTextContent(
      `${UNUSUAL_TIME_TEXTS.heading} Jazda je mimo Vášho pracovného času (pondelok 07:00–13:45).`,
    );
    // Below the fold of a phone's dialog otherwise, with the focus on the page: scrolled to and focused.
    await waitFor(() => expect(warning).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith(warning);
    expect(within(form).queryByText(LESSON_ADMIN_TEXTS.added)).toBeNull();
    await user.click(within(warning).getByRole('button', { name: UNUSUAL_TIME_TEXTS.confirm }));
    expect(await within(form).findByText(LESSON_ADMIN_TEXTS.added)).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(sent.map((body) => (body as { confirmUnusualTime?: boolean }).confirmUnusualTime)).toEqual([
      undefined,
      true,
    ]);
  });

  it('lets the instructor change the time instead: editing takes the warning away', async () => {
    const { user, form } = await bookAt('15:00');
    const warning = await within(form).findByRole('alert');
    await user.click(within(warning).getByRole('button', { name: UNUSUAL_TIME_TEXTS.edit }));
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.click(within(form).getByRole('button', { name: LESSON_ADMIN_TEXTS.book }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('mimo Vášho pracovného času');
    await user.clear(within(form).getByLabelText(/^Začiatok/));
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('shows a taken time as an error with its reason at once, not after a warning to confirm', async () => {
    const { user, form } = await bookAt('15:00');
    await user.click(
      within(await within(form).findByRole('alert')).getByRole('button', { name: UNUSUAL_TIME_TEXTS.confirm }),
    );
    expect(await within(form).findByText(LESSON_ADMIN_TEXTS.added)).toBeInTheDocument();
    scrolled.mockReset();
    // The same student at the same time again: the mock refuses it first, as the server does, with the reason.
    await user.click(within(form).getByRole('button', { name: LESSON_ADMIN_TEXTS.book }));
    const error = await within(form).findByText('Tento termín už nie je voľný. Žiak má v tom čase už inú jazdu.');
    expect(error).toHaveAttribute('role', 'alert');
    expect(within(form).queryByRole('button', { name: UNUSUAL_TIME_TEXTS.confirm })).toBeNull();
    expect(within(form).queryByText(UNUSUAL_TIME_TEXTS.heading)).toBeNull();
    // The error takes the focus and is scrolled to, as the warning is.
    const notice = error.parentElement as HTMLElement;
    await waitFor(() => expect(notice).toHaveFocus());
    expect(notice).toHaveAttribute('tabindex', '-1');
    expect(scrolled).toHaveBeenCalledWith(notice);
  });

  it('refuses a start off the time input’s 5-minute steps before sending it', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/admin/lesson')) sent.push(request.url);
    });
    const { form } = await bookAt('09:03');
    expect(await within(form).findByText(LESSON_START_STEP)).toBeInTheDocument();
    expect(within(form).queryByText(UNUSUAL_TIME_TEXTS.heading)).toBeNull();
    expect(sent).toEqual([]);
  });
});
