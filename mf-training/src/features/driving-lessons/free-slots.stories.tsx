import type { Schemas } from '@autoskola/api-client';
import { addDays, schoolDate, schoolInstant, slotDaySummary } from '@autoskola/rules/driving-lessons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { FreeSlots, SLOT_TEXTS } from './free-slots.tsx';

const meta = {
  title: 'mf-training/FreeSlots',
  component: FreeSlots,
} satisfies Meta<typeof FreeSlots>;
export default meta;
type Story = StoryObj<typeof meta>;

const slotDays = '*/api/lesson/slot-days';
const slots = '*/api/lesson/slots';
const day = (ahead: number) => addDays(schoolDate(new Date()), ahead);
const slot = (ahead: number, time: string, instructorId: number, gearbox: Schemas['Gearbox']) => ({
  start: schoolInstant(day(ahead), time).toISOString(),
  units: 2,
  instructorId,
  vehicle: gearbox === 'manual' ? 'Škoda Fabia RK-123AB' : 'Škoda Scala RK-456CD',
  gearbox,
});
/** Only the automatic car is free, on one day: the filter on manual shows the empty state. */
const automaticOnly: Schemas['LessonSlots'] = {
  date: day(2),
  slots: [slot(2, '08:00', 3, 'automatic'), slot(2, '08:45', 3, 'automatic')],
};
const automaticOnlyHandlers = [
  http.get(slotDays, () =>
    HttpResponse.json({
      instructors: [{ id: 3, name: 'Jozef Baláž' }],
      days: [slotDaySummary(automaticOnly.date, automaticOnly.slots)],
    }),
  ),
  http.get(slots, () => HttpResponse.json(automaticOnly)),
];
const noDays = http.get(slotDays, () => HttpResponse.json({ instructors: [], days: [] }));

/** The demo school's slots: the days with their counts, the first open, by instructor. */
export const ByDay: Story = {};
/** A later day opened: the first closes. */
export const AnotherDay: Story = {
  play: async ({ canvasElement }) => {
    const days = await within(canvasElement).findByRole('list', { name: 'Dni s voľnými termínmi' });
    const buttons = within(days).getAllByRole('button');
    await userEvent.click(buttons.at(-1) as HTMLElement);
    await expect(buttons.at(-1)).toHaveAttribute('aria-pressed', 'true');
  },
};
/** Only automatic cars. */
export const AutomaticOnly: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(await within(canvasElement).findByLabelText('Prevodovka'), 'automatic');
  },
};
/** No free manual car: the gearbox's own empty message. */
export const NoneWithGearbox: Story = {
  parameters: { msw: { handlers: automaticOnlyHandlers } },
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(await within(canvasElement).findByLabelText('Prevodovka'), 'manual');
    await expect(
      await within(canvasElement).findByText('S touto prevodovkou nie je v najbližších dňoch voľný žiadny termín.'),
    ).toBeInTheDocument();
  },
};
/** The student's own lesson covers every free unit of the open day: said inside the day. */
export const OwnLessonsFillTheDay: Story = {
  args: {
    own: [{ start: schoolInstant(day(2), '08:00').toISOString(), end: schoolInstant(day(2), '09:30').toISOString() }],
  },
  parameters: { msw: { handlers: automaticOnlyHandlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SLOT_TEXTS.noOtherSlotForYou)).toBeInTheDocument();
  },
};
export const NoFreeSlots: Story = {
  parameters: { msw: { handlers: [noDays] } },
};
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(slotDays, () => delay('infinite'))] } },
};
export const ErrorState: Story = {
  parameters: { msw: { handlers: [http.get(slotDays, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};
/** The days are there, the open day's units are on their way. */
export const DayLoading: Story = {
  parameters: { msw: { handlers: [http.get(slots, () => delay('infinite'))] } },
};
/** The days are there, the open day's units could not be read. */
export const DayError: Story = {
  parameters: { msw: { handlers: [http.get(slots, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};
