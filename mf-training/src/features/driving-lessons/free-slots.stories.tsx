import type { Schemas } from '@autoskola/api-client';
import { addDays, schoolDate, schoolInstant } from '@autoskola/rules/driving-lessons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { FreeSlots } from './free-slots.tsx';

const meta = {
  title: 'mf-training/FreeSlots',
  component: FreeSlots,
} satisfies Meta<typeof FreeSlots>;
export default meta;
type Story = StoryObj<typeof meta>;

const slots = '*/api/lesson/slots';
const day = (ahead: number) => addDays(schoolDate(new Date()), ahead);
const slot = (ahead: number, time: string, instructorId: number, gearbox: Schemas['Gearbox']) => ({
  start: schoolInstant(day(ahead), time).toISOString(),
  units: 2,
  instructorId,
  vehicle: gearbox === 'manual' ? 'Škoda Fabia RK-123AB' : 'Škoda Scala RK-456CD',
  gearbox,
});
/** Only the automatic car is free: the filter on manual shows the empty state. */
const automaticOnly: Schemas['LessonSlots'] = {
  instructors: [{ id: 3, name: 'Jozef Baláž' }],
  days: [{ date: day(2), slots: [slot(2, '08:00', 3, 'automatic'), slot(2, '08:45', 3, 'automatic')] }],
};

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
  parameters: { msw: { handlers: [http.get(slots, () => HttpResponse.json(automaticOnly))] } },
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(await within(canvasElement).findByLabelText('Prevodovka'), 'manual');
    await expect(
      await within(canvasElement).findByText('S touto prevodovkou nie je v najbližších dňoch voľný žiadny termín.'),
    ).toBeInTheDocument();
  },
};
export const NoFreeSlots: Story = {
  parameters: { msw: { handlers: [http.get(slots, () => HttpResponse.json({ instructors: [], days: [] }))] } },
};
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(slots, () => delay('infinite'))] } },
};
export const ErrorState: Story = {
  parameters: { msw: { handlers: [http.get(slots, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};
