import { DEMO_EXAM_PLACE } from '@autoskola/demo-content';
import { recordWrites, setupMockApi } from '@autoskola/mocks/test-server';
import { addDays, schoolDate } from '@autoskola/rules/calendar-dates';
import {
  formatExamTime,
  groupsLeaveRegistered,
  NO_PLACE_LEFT,
  OVERRIDE_REASON_REQUIRED,
  RESULT_PENDING,
} from '@autoskola/rules/exams';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import ExamsPage from '../../pages/exams-page.tsx';
import { candidateOption } from './exam-registration-form.tsx';
import { EXAM_TEXTS, monthHeading } from './exam-texts.ts';

const server = setupMockApi();

/**
 * The mocks' dates (exam-fixtures.ts, the demo's and two more): yesterday's of group C with results
 * to record (Barbora Kollárová), in 9 days (Filip Novák's re-sit, Laura Mészárošová), in 16 days
 * (full: Samuel Gregor), in 23 days (Patrik Hudák, group A), and a date a month over the past year.
 */
const DAY = 86_400_000;
const morning = (days: number) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T07:00:00.000Z`;
const PAST = morning(-1);
const NEXT = morning(9);
const FULL = morning(16);

const card = (startsAt: string) =>
  screen.findByRole('article', {
    name: new RegExp(`^${formatExamTime(startsAt).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`),
  });

/** The window starts at this month: a date of an earlier month is one 'Skoršie mesiace' away. */
async function showMonthOf(startsAt: string) {
  await screen.findByRole('heading', { level: 2, name: monthHeading(schoolDate(new Date()).slice(0, 7)) });
  if (schoolDate(startsAt).slice(0, 7) < schoolDate(new Date()).slice(0, 7)) {
    await userEvent.click(screen.getByRole('button', { name: EXAM_TEXTS.earlier }));
  }
  return card(startsAt);
}

async function openRegistration(startsAt: string) {
  const date = await card(startsAt);
  await userEvent.click(
    within(date).getByRole('button', { name: `${EXAM_TEXTS.register}: ${formatExamTime(startsAt)}` }),
  );
  return screen.findByRole('dialog', { name: `${EXAM_TEXTS.register}: ${formatExamTime(startsAt)}` });
}

describe('ExamsPage', { timeout: 20_000 }, () => {
  beforeEach(() => session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'], 3600, 'instruktor@autoskola.sk')));
  afterEach(() => session.logout());

  it('lists the dates by month, each with its place, groups, places left, note and students', async () => {
    renderScreen(<ExamsPage />, { url: '/admin/skusky' });
    expect(screen.getByRole('heading', { level: 1, name: 'Skúšky' })).toBeInTheDocument();
    expect(screen.getByText(EXAM_TEXTS.loading)).toBeInTheDocument();
    const next = await card(NEXT);
    expect(
      screen.getByRole('heading', { level: 2, name: monthHeading(schoolDate(NEXT).slice(0, 7)) }),
    ).toBeInTheDocument();
    expect(within(next).getByText('Skupiny: B')).toBeInTheDocument();
    expect(within(next).getByText('Voľné miesta: 4 z 6')).toBeInTheDocument();
    expect(within(next).getByText('Zraz pred budovou ODI o 7:45. Doklad totožnosti so sebou.')).toBeInTheDocument();
    const laura = within(next).getByRole('listitem', { name: 'Laura Mészárošová (B)' });
    expect(within(laura).getByText('Test z predpisov')).toBeInTheDocument();
    expect(within(laura).getByText('Vedenie vozidla')).toBeInTheDocument();
    expect(within(laura).getAllByText(RESULT_PENDING)).toHaveLength(2);
    // Filip Novák passed the test at his first sitting: the re-sit is the drive alone.
    const filip = within(next).getByRole('listitem', { name: 'Filip Novák (B)' });
    expect(within(filip).queryByText('Test z predpisov')).not.toBeInTheDocument();
    expect(within(filip).getByText('Vedenie vozidla')).toBeInTheDocument();
    expect(within(next).getByText(EXAM_TEXTS.resultsAfterStart)).toBeInTheDocument();
    // Patrik Hudák's group A joined the date of group B: written in the groups' order, not as stored.
    expect(within(await card(morning(23))).getByText('Skupiny: A, B')).toBeInTheDocument();

    const full = await card(FULL);
    expect(within(full).getByText('Voľné miesta: 0 z 1')).toBeInTheDocument();
    expect(within(full).queryByRole('button', { name: new RegExp(`^${EXAM_TEXTS.register}`) })).not.toBeInTheDocument();
    expect(within(full).getByRole('listitem', { name: 'Samuel Gregor (B)' })).toBeInTheDocument();

    const past = await showMonthOf(PAST);
    const barbora = within(past).getByRole('listitem', { name: 'Barbora Kollárová (C)' });
    expect(
      within(barbora).getByRole('combobox', { name: 'Výsledok: Technická obsluha a údržba – Barbora Kollárová' }),
    ).toBeInTheDocument();
    expect(within(barbora).getByText(/^Prihlásenie bez splnených podmienok: /)).toBeInTheDocument();
    expect(within(past).queryByRole('button', { name: new RegExp(`^${EXAM_TEXTS.register}`) })).not.toBeInTheDocument();
  });

  it.each([
    ['empty', () => HttpResponse.json({ examDates: [] }), EXAM_TEXTS.empty],
    ['failed', () => HttpResponse.json({ message: 'x' }, { status: 500 }), EXAM_TEXTS.error],
  ])('shows the %s state', async (_state, answer, text) => {
    server.use(http.get('*/api/admin/exam/list', answer));
    renderScreen(<ExamsPage />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: EXAM_TEXTS.newDate })).toBeInTheDocument();
  });

  it('shows the loading state until the dates come', async () => {
    server.use(http.get('*/api/admin/exam/list', () => delay('infinite')));
    renderScreen(<ExamsPage />);
    expect(await screen.findByText(EXAM_TEXTS.loading)).toBeInTheDocument();
  });

  it('adds a date, refusing what breaks the rules without sending, and lists it in its month', async () => {
    const writes = recordWrites(server);
    renderScreen(<ExamsPage />);
    const form = await screen.findByRole('form', { name: EXAM_TEXTS.newDate });
    await userEvent.click(within(form).getByRole('button', { name: EXAM_TEXTS.add }));
    expect(await within(form).findAllByRole('alert')).not.toHaveLength(0);
    expect(writes).toEqual([]);

    const day = addDays(schoolDate(new Date()), 14);
    fireEvent.change(within(form).getByLabelText(/^Dátum a čas/), { target: { value: `${day}T09:30` } });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Miesto/ }), 'Okresný úrad Martin');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'BE' }));
    await userEvent.clear(within(form).getByRole('spinbutton', { name: /^Počet miest/ }));
    await userEvent.type(within(form).getByRole('spinbutton', { name: /^Počet miest/ }), '5');
    await userEvent.click(within(form).getByRole('button', { name: EXAM_TEXTS.add }));
    expect(await within(form).findByText(EXAM_TEXTS.added)).toBeInTheDocument();
    expect(writes.map((write) => write.body)).toEqual([
      {
        startsAt: expect.stringMatching(new RegExp(`^${day}T0[78]:30:00`)),
        place: 'Okresný úrad Martin',
        licenceGroups: ['B', 'BE'],
        places: 5,
        note: null,
      },
    ]);
    // Two weeks ahead: always within the four months shown.
    const added = await card((writes[0]?.body as { startsAt: string } | undefined)?.startsAt ?? '');
    expect(within(added).getByText('Voľné miesta: 5 z 5')).toBeInTheDocument();
    expect(within(added).getByText(EXAM_TEXTS.noRegistrations)).toBeInTheDocument();
  });

  it('registers a ready student for the parts due, and the places left go down', async () => {
    const writes = recordWrites(server);
    renderScreen(<ExamsPage />);
    const dialog = await openRegistration(NEXT);
    const picker = await within(dialog).findByRole('combobox', { name: /^Žiak/ });
    // Group C's Barbora and group A's Veronika do not fit the date; Filip and Laura are on it already.
    expect(within(picker).queryByRole('option', { name: /^Barbora Kollárová/ })).not.toBeInTheDocument();
    expect(within(picker).queryByRole('option', { name: /^Veronika Šimková/ })).not.toBeInTheDocument();
    expect(within(picker).queryByRole('option', { name: /^Laura Mészárošová/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(picker, within(picker).getByRole('option', { name: /^Adam Polák \(B\)/ }));
    expect(within(dialog).queryByLabelText(/^Dôvod prihlásenia/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: EXAM_TEXTS.register }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes.map((write) => write.body)).toEqual([{ applicationId: 12 }]);
    const next = await card(NEXT);
    await waitFor(() => expect(within(next).getByText('Voľné miesta: 3 z 6')).toBeInTheDocument());
    expect(within(next).getByRole('listitem', { name: 'Adam Polák (B)' })).toBeInTheDocument();
    expect(within(next).getByText(EXAM_TEXTS.registered)).toBeInTheDocument();
  });

  it('asks why a student not ready goes to the exam, and keeps the reason with the registration', async () => {
    const writes = recordWrites(server);
    renderScreen(<ExamsPage />);
    const dialog = await openRegistration(NEXT);
    const picker = await within(dialog).findByRole('combobox', { name: /^Žiak/ });
    await userEvent.selectOptions(picker, within(picker).getByRole('option', { name: /^Dominika Krajčírová \(B\)/ }));
    expect(within(dialog).getByText(EXAM_TEXTS.notReady)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: EXAM_TEXTS.register }));
    const reason = within(dialog).getByRole('textbox', { name: /^Dôvod prihlásenia bez splnených podmienok/ });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);
    await userEvent.type(reason, 'Doklad o prvej pomoci donesie na skúšku.');
    await userEvent.click(within(dialog).getByRole('button', { name: EXAM_TEXTS.register }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes.map((write) => write.body)).toEqual([
      { applicationId: 13, overrideReason: 'Doklad o prvej pomoci donesie na skúšku.' },
    ]);
    const dominika = within(await card(NEXT)).getByRole('listitem', { name: 'Dominika Krajčírová (B)' });
    expect(
      within(dominika).getByText('Prihlásenie bez splnených podmienok: Doklad o prvej pomoci donesie na skúšku.'),
    ).toBeInTheDocument();
  });

  it("shows the server's 422 for a missing reason on the reason's field", async () => {
    server.use(
      http.post('*/api/admin/exam/:id/registration', () =>
        HttpResponse.json(
          {
            message: 'Formulár obsahuje chyby.',
            errors: { overrideReason: OVERRIDE_REASON_REQUIRED },
          },
          { status: 422 },
        ),
      ),
    );
    renderScreen(<ExamsPage />);
    const dialog = await openRegistration(NEXT);
    const picker = await within(dialog).findByRole('combobox', { name: /^Žiak/ });
    await userEvent.selectOptions(picker, within(picker).getByRole('option', { name: /^Adam Polák \(B\)/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: EXAM_TEXTS.register }));
    const reason = await within(dialog).findByRole('textbox', { name: /^Dôvod prihlásenia bez splnených podmienok/ });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(OVERRIDE_REASON_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByText('Formulár obsahuje chyby.')).toBeInTheDocument();
  });

  it("says so when the date filled up meanwhile (the server's 409)", async () => {
    server.use(
      http.post('*/api/admin/exam/:id/registration', () =>
        HttpResponse.json({ message: NO_PLACE_LEFT }, { status: 409 }),
      ),
    );
    renderScreen(<ExamsPage />);
    const dialog = await openRegistration(NEXT);
    const picker = await within(dialog).findByRole('combobox', { name: /^Žiak/ });
    await userEvent.selectOptions(picker, within(picker).getByRole('option', { name: /^Adam Polák \(B\)/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: EXAM_TEXTS.register }));
    expect(await within(dialog).findByText('Na tento termín už nie je voľné miesto.')).toBeInTheDocument();
  });

  it('edits a date in its dialog, keeping the groups of the students registered', async () => {
    const writes = recordWrites(server);
    renderScreen(<ExamsPage />);
    const next = await card(NEXT);
    await userEvent.click(within(next).getByRole('button', { name: `${EXAM_TEXTS.edit}: ${formatExamTime(NEXT)}` }));
    const dialog = await screen.findByRole('dialog', { name: EXAM_TEXTS.editDate });
    expect(within(dialog).getByRole('textbox', { name: /^Miesto/ })).toHaveValue(DEMO_EXAM_PLACE);
    expect(within(dialog).getByLabelText(/^Dátum a čas/)).toHaveValue(
      `${schoolDate(NEXT)}T${formatExamTime(NEXT).split(' ').at(-1)?.padStart(5, '0')}`,
    );
    // Filip and Laura of group B are registered: B stays.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'BE' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'B' }));
    await userEvent.click(within(dialog).getByRole('button', { name: EXAM_TEXTS.save }));
    expect(await within(dialog).findByText(groupsLeaveRegistered(['B']))).toBeInTheDocument();
    expect(writes).toEqual([]);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'B' }));
    const note = within(dialog).getByRole('textbox', { name: 'Poznámka' });
    await userEvent.clear(note);
    await userEvent.type(note, 'Zraz o 7:30.');
    await userEvent.click(within(dialog).getByRole('button', { name: EXAM_TEXTS.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(next).findByText('Zraz o 7:30.')).toBeInTheDocument();
    expect(writes).toHaveLength(1);
  });

  it('unregisters a student before the exam', async () => {
    renderScreen(<ExamsPage />);
    const next = await card(NEXT);
    await userEvent.click(within(next).getByRole('button', { name: `${EXAM_TEXTS.unregister}: Laura Mészárošová` }));
    await waitFor(() =>
      expect(within(next).queryByRole('listitem', { name: 'Laura Mészárošová (B)' })).not.toBeInTheDocument(),
    );
    expect(within(next).getByText('Voľné miesta: 5 z 6')).toBeInTheDocument();
    expect(within(next).getByText(EXAM_TEXTS.unregistered)).toBeInTheDocument();
  });

  it('records a result per part once the exam has begun', async () => {
    const writes = recordWrites(server);
    renderScreen(<ExamsPage />);
    const past = await showMonthOf(PAST);
    expect(
      within(past).queryByRole('button', { name: new RegExp(`^${EXAM_TEXTS.unregister}`) }),
    ).not.toBeInTheDocument();
    const barbora = within(past).getByRole('listitem', { name: 'Barbora Kollárová (C)' });
    expect(
      within(barbora).getByRole('combobox', { name: 'Výsledok: Test z predpisov – Barbora Kollárová' }),
    ).toHaveValue('passed');
    const driving = within(barbora).getByRole('combobox', {
      name: 'Výsledok: Technická obsluha a údržba – Barbora Kollárová',
    });
    expect(driving).toHaveValue('');
    await userEvent.selectOptions(driving, 'Prospel');
    expect(await within(barbora).findByText(EXAM_TEXTS.resultSaved)).toBeInTheDocument();
    expect(writes.map((write) => write.body)).toEqual([{ part: 'maintenance', result: 'passed' }]);
    await waitFor(() =>
      expect(
        within(barbora).getByRole('combobox', { name: 'Výsledok: Technická obsluha a údržba – Barbora Kollárová' }),
      ).toHaveValue('passed'),
    );
  });

  it("shows the server's refusal of a result where it happened", async () => {
    server.use(
      http.put('*/api/admin/exam/:id/registration/:registrationId/result', () =>
        HttpResponse.json({ message: 'Výsledok možno zapísať až po začiatku skúšky.' }, { status: 422 }),
      ),
    );
    renderScreen(<ExamsPage />);
    const past = await showMonthOf(PAST);
    const barbora = within(past).getByRole('listitem', { name: 'Barbora Kollárová (C)' });
    await userEvent.selectOptions(
      within(barbora).getByRole('combobox', { name: 'Výsledok: Vedenie vozidla – Barbora Kollárová' }),
      'Neprišiel',
    );
    expect(await within(barbora).findByText('Výsledok možno zapísať až po začiatku skúšky.')).toBeInTheDocument();
  });

  it('refuses to delete a date with students, saying why', async () => {
    renderScreen(<ExamsPage />);
    const next = await card(NEXT);
    await userEvent.click(within(next).getByRole('button', { name: `${EXAM_TEXTS.delete}: ${formatExamTime(NEXT)}` }));
    expect(await within(next).findByText('Termín má prihlásených žiakov; najprv ich odhláste.')).toBeInTheDocument();
  });
});

describe('candidateOption', () => {
  it("names the parts due, the re-sit's earliest day and a student not ready", () => {
    expect(
      candidateOption({
        applicationId: 16,
        studentName: 'Filip Novák',
        licenceGroup: 'B',
        status: 'exam',
        ready: false,
        partsDue: ['driving'],
        earliestDate: '2026-11-12',
        registeredExamDateId: null,
      }),
    ).toBe('Filip Novák (B) – Vedenie vozidla; opravná skúška najskôr 12. 11. 2026; podmienky na skúšku nesplnené');
  });
});
