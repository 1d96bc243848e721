import type { Schemas } from '@autoskola/api-client';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { addDays, mondayOf, schoolDate, weekdayOf } from '@autoskola/rules/driving-lessons';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, within } from '@testing-library/react';
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
  beforeEach(() => session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'], 3600, PETER)));
  afterEach(() => {
    session.logout();
    server.events.removeAllListeners();
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

  it('shows a taken time as an error with its reason, not as a warning to confirm', async () => {
    const { user, form } = await bookAt('15:00');
    await user.click(
      within(await within(form).findByRole('alert')).getByRole('button', { name: UNUSUAL_TIME_TEXTS.confirm }),
    );
    expect(await within(form).findByText(LESSON_ADMIN_TEXTS.added)).toBeInTheDocument();
    // The same student at the same time again: the mock refuses it as the server does, with the reason.
    await user.click(within(form).getByRole('button', { name: LESSON_ADMIN_TEXTS.book }));
    await user.click(
      within(await within(form).findByRole('alert')).getByRole('button', { name: UNUSUAL_TIME_TEXTS.confirm }),
    );
    expect(
      await within(form).findByText('Tento termín už nie je voľný. Žiak má v tom čase už inú jazdu.'),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: UNUSUAL_TIME_TEXTS.confirm })).toBeNull();
  });
});
