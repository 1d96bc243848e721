import type { Schemas } from '@autoskola/api-client';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { addDays, schoolDate, schoolDayLabel, schoolInstant, slotDaySummary } from '@autoskola/rules/driving-lessons';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MY_LESSONS_TEXTS } from './driving-lesson-texts.ts';
import { FreeSlots, SLOT_TEXTS } from './free-slots.tsx';

const server = setupMockApi();
const day = (ahead: number) => addDays(schoolDate(new Date()), ahead);
const slot = (ahead: number, time: string, instructorId: number, gearbox: Schemas['Gearbox']) => ({
  start: schoolInstant(day(ahead), time).toISOString(),
  units: 3,
  instructorId,
  vehicle: gearbox === 'manual' ? 'Škoda Fabia RK-123AB' : 'Škoda Scala RK-456CD',
  gearbox,
});
/** Two instructors, a manual and an automatic car, three days: the second has only the manual one. */
const INSTRUCTORS: Schemas['LessonSlotDays']['instructors'] = [
  { id: 1, name: 'Peter Horváth' },
  { id: 3, name: 'Jozef Baláž' },
];
const SLOTS: Schemas['LessonSlots'][] = [
  {
    date: day(2),
    slots: [
      slot(2, '08:00', 1, 'manual'),
      slot(2, '08:00', 3, 'automatic'),
      slot(2, '08:45', 1, 'manual'),
      slot(2, '09:30', 3, 'automatic'),
    ],
  },
  { date: day(3), slots: [slot(3, '10:00', 1, 'manual')] },
  { date: day(4), slots: [slot(4, '11:00', 3, 'automatic'), slot(4, '11:45', 3, 'automatic')] },
];
/** Serves these days as the server does: the list with counts, and one day's units when asked. */
function serve(days: readonly Schemas['LessonSlots'][], instructors = INSTRUCTORS) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/lesson/slot-days', () =>
      HttpResponse.json({ instructors, days: days.map((each) => slotDaySummary(each.date, each.slots)) }),
    ),
    http.get('*/api/lesson/slots', ({ request }) => {
      const date = new URL(request.url).searchParams.get('date') ?? '';
      asked.push(date);
      return HttpResponse.json({ date, slots: days.find((each) => each.date === date)?.slots ?? [] });
    }),
  );
  return asked;
}

const dayPicker = () => screen.findByRole('list', { name: SLOT_TEXTS.days });
const dayButton = (date: string) => screen.getByRole('button', { name: new RegExp(`^${schoolDayLabel(date)} `) });
const times = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.textContent);

/** The open day's units: read when it opens, so they come after the list. */
const slotList = (name: RegExp) => screen.findByRole('list', { name });

describe('FreeSlots', () => {
  it('lists the days with their counts and reads only the first, its slots by instructor', async () => {
    const asked = serve(SLOTS);
    renderScreen(<FreeSlots />);
    const picker = await dayPicker();
    expect(
      within(picker)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      `${schoolDayLabel(day(2))} 4 voľné termíny`,
      `${schoolDayLabel(day(3))} 1 voľný termín`,
      `${schoolDayLabel(day(4))} 2 voľné termíny`,
    ]);
    expect(dayButton(day(2))).toHaveAttribute('aria-pressed', 'true');
    expect(dayButton(day(3))).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(schoolDayLabel(day(2)));
    // Each instructor's units apart, with the car and its gearbox.
    expect(times(await slotList(/^Peter Horváth/))).toEqual(['08:00', '08:45']);
    expect(screen.getByRole('heading', { level: 4, name: /^Peter Horváth/ })).toHaveTextContent(
      'Škoda Fabia RK-123AB, manuálna prevodovka',
    );
    expect(times(screen.getByRole('list', { name: /^Jozef Baláž/ }))).toEqual(['08:00', '09:30']);
    expect(screen.getByRole('heading', { level: 4, name: /^Jozef Baláž/ })).toHaveTextContent(
      'Škoda Scala RK-456CD, automatická prevodovka',
    );
    // Only the open day was read; another is read when it opens, and the first closes.
    expect(asked).toEqual([day(2)]);
    expect(screen.queryByRole('button', { name: '10:00' })).toBeNull();
    await userEvent.click(dayButton(day(3)));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(schoolDayLabel(day(3)));
    expect(await screen.findByRole('button', { name: '10:00' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '08:45' })).toBeNull();
    expect(dayButton(day(2))).toHaveAttribute('aria-pressed', 'false');
    expect(asked).toEqual([day(2), day(3)]);
  });

  it('says when the day cannot be read, and reads it again when asked', async () => {
    serve(SLOTS);
    server.use(
      http.get('*/api/lesson/slots', () => HttpResponse.json({ message: 'x' }, { status: 500 }), { once: true }),
    );
    renderScreen(<FreeSlots />);
    await dayPicker();
    const open = screen.getByRole('region', { name: schoolDayLabel(day(2)) });
    expect(await within(open).findByText(MY_LESSONS_TEXTS.slotsError)).toBeInTheDocument();
    await userEvent.click(within(open).getByRole('button', { name: 'Skúsiť znova' }));
    expect(times(await slotList(/^Peter Horváth/))).toEqual(['08:00', '08:45']);
    expect(within(open).queryByText(MY_LESSONS_TEXTS.slotsError)).toBeNull();
  });

  it('says when the days cannot be read, and reads them again when asked', async () => {
    serve(SLOTS);
    server.use(
      http.get('*/api/lesson/slot-days', () => HttpResponse.json({ message: 'x' }, { status: 500 }), { once: true }),
    );
    renderScreen(<FreeSlots />);
    expect(await screen.findByText(MY_LESSONS_TEXTS.slotsError)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(within(await dayPicker()).getAllByRole('button')).toHaveLength(3);
  });

  it.each([
    // 08:00 (twice) and 08:45 fall inside it; 09:30 is when it ends.
    ["inside the student's own coming lesson", '08:00', '09:30'],
    // 08:00 and 08:45 would run into it even for one unit: the dialog would have no length to offer.
    ["whose shortest lesson would run into the student's own", '08:30', '09:15'],
  ])('does not offer a time %s', async (_, from, to) => {
    serve(SLOTS);
    renderScreen(
      <FreeSlots
        own={[{ start: schoolInstant(day(2), from).toISOString(), end: schoolInstant(day(2), to).toISOString() }]}
      />,
    );
    expect(times(await slotList(/^Jozef Baláž/))).toEqual(['09:30']);
    expect(screen.queryByRole('list', { name: /^Peter Horváth/ })).toBeNull();
  });

  it("says so politely when the student's own lessons take the whole open day", async () => {
    serve(SLOTS);
    const own = [
      { start: schoolInstant(day(3), '09:00').toISOString(), end: schoolInstant(day(3), '11:00').toISOString() },
    ];
    const user = userEvent.setup();
    renderScreen(<FreeSlots own={own} />);
    await dayPicker();
    await user.click(dayButton(day(3)));
    const open = screen.getByRole('region', { name: schoolDayLabel(day(3)) });
    expect(await within(open).findByText(SLOT_TEXTS.noOtherSlotForYou)).toBeInTheDocument();
    // The other days stay on the list.
    expect(within(await dayPicker()).getAllByRole('button')).toHaveLength(3);
  });

  it('filters by gearbox: only its slots and the days that have them', async () => {
    serve(SLOTS);
    const user = userEvent.setup();
    renderScreen(<FreeSlots />);
    await dayPicker();
    await user.click(dayButton(day(3)));
    await user.selectOptions(screen.getByLabelText(SLOT_TEXTS.gearbox), 'Automatická');
    const picker = await dayPicker();
    expect(within(picker).getAllByRole('button')).toHaveLength(2);
    expect(dayButton(day(2))).toHaveTextContent('2 voľné termíny');
    // The open day had no automatic car: the first day with one opens.
    expect(dayButton(day(2))).toHaveAttribute('aria-pressed', 'true');
    expect(times(await slotList(/^Jozef Baláž/))).toEqual(['08:00', '09:30']);
    expect(screen.queryByRole('list', { name: /^Peter Horváth/ })).toBeNull();

    await user.selectOptions(screen.getByLabelText(SLOT_TEXTS.gearbox), 'Manuálna');
    expect(within(await dayPicker()).getAllByRole('button')).toHaveLength(2);
    expect(dayButton(day(2))).toHaveTextContent('2 voľné termíny');
    // The day chosen before has a manual car: it opens again.
    expect(dayButton(day(3))).toHaveAttribute('aria-pressed', 'true');
    expect(times(await slotList(/^Peter Horváth/))).toEqual(['10:00']);
    expect(screen.queryByRole('list', { name: /^Jozef Baláž/ })).toBeNull();
  });

  it("asks for the chosen instructor's days and day", async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/lesson/slot-days', ({ request }) => {
        asked.push(`days ${new URL(request.url).searchParams.get('instructorId')}`);
        return HttpResponse.json({ instructors: INSTRUCTORS, days: [slotDaySummary(day(2), SLOTS[0]?.slots ?? [])] });
      }),
      http.get('*/api/lesson/slots', ({ request }) => {
        asked.push(`day ${new URL(request.url).searchParams.get('instructorId')}`);
        return HttpResponse.json({ date: day(2), slots: SLOTS[0]?.slots ?? [] });
      }),
    );
    const user = userEvent.setup();
    renderScreen(<FreeSlots />);
    await slotList(/^Peter Horváth/);
    await user.selectOptions(await screen.findByLabelText(MY_LESSONS_TEXTS.instructor), 'Jozef Baláž');
    // Both reads leave together: their order on the wire is the network's, not the screen's.
    await waitFor(() => expect([...asked].sort()).toEqual(['day 3', 'day null', 'days 3', 'days null']));
  });

  it('says when no car of the chosen gearbox is free, and when nothing is', async () => {
    serve([{ date: day(3), slots: [slot(3, '10:00', 1, 'manual')] }]);
    const user = userEvent.setup();
    renderScreen(<FreeSlots />);
    await dayPicker();
    await user.selectOptions(screen.getByLabelText(SLOT_TEXTS.gearbox), 'Automatická');
    expect(await screen.findByText(SLOT_TEXTS.noSlotsWithGearbox)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: SLOT_TEXTS.days })).toBeNull();
  });

  it('says there is no free slot at all', async () => {
    const asked = serve([], []);
    renderScreen(<FreeSlots />);
    expect(await screen.findByText(MY_LESSONS_TEXTS.noSlots)).toBeInTheDocument();
    // No day to open: no day is read.
    expect(asked).toEqual([]);
  });

  it('names the car and its gearbox in the booking dialog', async () => {
    serve(SLOTS);
    const user = userEvent.setup();
    renderScreen(<FreeSlots />);
    await user.click(within(await slotList(/^Jozef Baláž/)).getByRole('button', { name: '09:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rezervovať jazdu' });
    expect(within(dialog).getByText(/Vozidlo: Škoda Scala RK-456CD, automatická prevodovka/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Inštruktor: Jozef Baláž/)).toBeInTheDocument();
  });

  it('reads the day and the list of days again after a refused booking', async () => {
    const asked = serve(SLOTS);
    let listReads = 0;
    server.use(
      http.get('*/api/lesson/slot-days', () => {
        listReads += 1;
        return HttpResponse.json({
          instructors: INSTRUCTORS,
          days: SLOTS.map((each) => slotDaySummary(each.date, each.slots)),
        });
      }),
      http.post('*/api/lesson/book', () =>
        HttpResponse.json({ message: 'Tento termín už nie je voľný.' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<FreeSlots />);
    await user.click(within(await slotList(/^Jozef Baláž/)).getByRole('button', { name: '09:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rezervovať jazdu' });
    await user.click(within(dialog).getByRole('button', { name: MY_LESSONS_TEXTS.book }));
    // The answer takes the focus the dialog leaves: on a phone it is far above the slot tapped.
    const refusal = await screen.findByText('Tento termín už nie je voľný.');
    await waitFor(() => expect(refusal.parentElement).toHaveFocus());
    await waitFor(() => expect([listReads, asked]).toEqual([2, [day(2), day(2)]]));
  });

  it('brings the answer of a booking into view and focus', async () => {
    serve(SLOTS);
    server.use(http.post('*/api/lesson/book', () => HttpResponse.json({}, { status: 201 })));
    const user = userEvent.setup();
    renderScreen(<FreeSlots />);
    await user.click(within(await slotList(/^Jozef Baláž/)).getByRole('button', { name: '09:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rezervovať jazdu' });
    await user.click(within(dialog).getByRole('button', { name: MY_LESSONS_TEXTS.book }));
    const booked = await screen.findByText(MY_LESSONS_TEXTS.booked);
    await waitFor(() => expect(booked.parentElement).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the filters and the last days on screen while another instructor's days come", async () => {
    serve(SLOTS);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/lesson/slot-days', async ({ request }) => {
        if (new URL(request.url).searchParams.get('instructorId')) await held;
        return HttpResponse.json({
          instructors: INSTRUCTORS,
          days: SLOTS.map((each) => slotDaySummary(each.date, each.slots)),
        });
      }),
    );
    const user = userEvent.setup();
    renderScreen(<FreeSlots />);
    await user.selectOptions(await screen.findByLabelText(MY_LESSONS_TEXTS.instructor), 'Jozef Baláž');
    // The choice stays where it was made, the days dimmed and not to be picked.
    expect(screen.getByLabelText(MY_LESSONS_TEXTS.instructor)).toHaveValue('3');
    expect(screen.getByLabelText(SLOT_TEXTS.gearbox)).toBeInTheDocument();
    expect(await dayPicker()).toHaveAttribute('aria-busy', 'true');
    expect(dayButton(day(3))).toBeDisabled();
    expect(screen.queryByText(MY_LESSONS_TEXTS.slotsLoading)).toBeNull();
    release();
    await waitFor(async () => expect(await dayPicker()).toHaveAttribute('aria-busy', 'false'));
    expect(dayButton(day(3))).toBeEnabled();
  });

  it("offers no length that would run into the student's next lesson, and says when it could not be cancelled online", async () => {
    serve(SLOTS);
    // The student drives 08:45–09:30 on the first day: from 08:00 only one unit fits.
    const own = [
      { start: schoolInstant(day(2), '08:45').toISOString(), end: schoolInstant(day(2), '09:30').toISOString() },
    ];
    const user = userEvent.setup();
    renderScreen(<FreeSlots own={own} cancelHours={72} />);
    await user.click(within(await slotList(/^Peter Horváth/)).getByRole('button', { name: '08:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rezervovať jazdu' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.trim()),
    ).toEqual(['1 hodina (45 min)']);
    // Two days ahead is inside a 72-hour limit.
    expect(within(dialog).getByText(SLOT_TEXTS.notCancellable(72))).toBeInTheDocument();
  });

  it('says nothing of cancelling when the lesson is far enough ahead', async () => {
    serve(SLOTS);
    const user = userEvent.setup();
    renderScreen(<FreeSlots cancelHours={24} />);
    await user.click(within(await slotList(/^Peter Horváth/)).getByRole('button', { name: '08:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rezervovať jazdu' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    expect(within(dialog).queryByText(/nebude možné zrušiť/)).toBeNull();
  });
});
