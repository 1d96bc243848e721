import type { Schemas } from '@autoskola/api-client';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { addDays, schoolDate, schoolDayLabel, schoolInstant } from '@autoskola/rules/driving-lessons';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, within } from '@testing-library/react';
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
const SLOTS: Schemas['LessonSlots'] = {
  instructors: [
    { id: 1, name: 'Peter Horváth' },
    { id: 3, name: 'Jozef Baláž' },
  ],
  days: [
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
  ],
};

const dayPicker = () => screen.findByRole('list', { name: SLOT_TEXTS.days });
const dayButton = (date: string) => screen.getByRole('button', { name: new RegExp(`^${schoolDayLabel(date)} `) });
const times = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('FreeSlots', () => {
  beforeEach(() => server.use(http.get('*/api/lesson/slots', () => HttpResponse.json(SLOTS))));

  it('lists the days with their counts and opens only the first, its slots by instructor', async () => {
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
    expect(times(screen.getByRole('list', { name: /^Peter Horváth/ }))).toEqual(['08:00', '08:45']);
    expect(screen.getByRole('heading', { level: 4, name: /^Peter Horváth/ })).toHaveTextContent(
      'Škoda Fabia RK-123AB, manuálna prevodovka',
    );
    expect(times(screen.getByRole('list', { name: /^Jozef Baláž/ }))).toEqual(['08:00', '09:30']);
    expect(screen.getByRole('heading', { level: 4, name: /^Jozef Baláž/ })).toHaveTextContent(
      'Škoda Scala RK-456CD, automatická prevodovka',
    );
    // Another day's units are not on the screen until it is opened; then the first closes.
    expect(screen.queryByRole('button', { name: '10:00' })).toBeNull();
    await userEvent.click(dayButton(day(3)));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(schoolDayLabel(day(3)));
    expect(screen.getByRole('button', { name: '10:00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '08:45' })).toBeNull();
    expect(dayButton(day(2))).toHaveAttribute('aria-pressed', 'false');
  });

  it("does not offer a time inside the student's own coming lesson", async () => {
    const own = [
      { start: schoolInstant(day(2), '08:00').toISOString(), end: schoolInstant(day(2), '09:30').toISOString() },
    ];
    renderScreen(<FreeSlots own={own} />);
    const picker = await dayPicker();
    // 08:00 (twice) and 08:45 fall inside 08:00–09:30; 09:30 is when it ends.
    expect(within(picker).getAllByRole('button')[0]).toHaveTextContent(`${schoolDayLabel(day(2))} 1 voľný termín`);
    expect(times(screen.getByRole('list', { name: /^Jozef Baláž/ }))).toEqual(['09:30']);
    expect(screen.queryByRole('list', { name: /^Peter Horváth/ })).toBeNull();
  });

  it('filters by gearbox: only its slots and the days that have them', async () => {
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
    expect(screen.queryByRole('list', { name: /^Peter Horváth/ })).toBeNull();
    expect(times(screen.getByRole('list', { name: /^Jozef Baláž/ }))).toEqual(['08:00', '09:30']);

    await user.selectOptions(screen.getByLabelText(SLOT_TEXTS.gearbox), 'Manuálna');
    expect(within(await dayPicker()).getAllByRole('button')).toHaveLength(2);
    expect(screen.queryByRole('list', { name: /^Jozef Baláž/ })).toBeNull();
  });

  it('says when no car of the chosen gearbox is free, and when nothing is', async () => {
    server.use(
      http.get('*/api/lesson/slots', () =>
        HttpResponse.json({ ...SLOTS, days: [{ date: day(3), slots: [slot(3, '10:00', 1, 'manual')] }] }),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<FreeSlots />);
    await dayPicker();
    await user.selectOptions(screen.getByLabelText(SLOT_TEXTS.gearbox), 'Automatická');
    expect(await screen.findByText(SLOT_TEXTS.noSlotsWithGearbox)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: SLOT_TEXTS.days })).toBeNull();
  });

  it('says there is no free slot at all', async () => {
    server.use(http.get('*/api/lesson/slots', () => HttpResponse.json({ instructors: [], days: [] })));
    renderScreen(<FreeSlots />);
    expect(await screen.findByText(MY_LESSONS_TEXTS.noSlots)).toBeInTheDocument();
  });

  it('names the car and its gearbox in the booking dialog', async () => {
    const user = userEvent.setup();
    renderScreen(<FreeSlots />);
    await dayPicker();
    await user.click(within(screen.getByRole('list', { name: /^Jozef Baláž/ })).getByRole('button', { name: '09:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rezervovať jazdu' });
    expect(within(dialog).getByText(/Vozidlo: Škoda Scala RK-456CD, automatická prevodovka/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Inštruktor: Jozef Baláž/)).toBeInTheDocument();
  });
});
