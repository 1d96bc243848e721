import type { Schemas } from '@autoskola/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentPanel } from './payment-panel.tsx';

/** A course of 890 € with nothing scheduled, `paid` of it paid. */
const unscheduled = (paid: number): Schemas['CourseApplicationPayments'] => ({
  price: 89_000,
  paid,
  balance: 89_000 - paid,
  schedule: [],
  received: paid > 0 ? [{ id: 1, amount: paid, date: '2026-11-02', method: 'cash', note: null }] : [],
});

const meta = {
  title: 'mf-training/PaymentPanel',
  component: PaymentPanel,
  args: { status: 'new', payments: unscheduled(0), instructions: null },
} satisfies Meta<typeof PaymentPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the enrolment: the schedule comes with it. */
export const BeforeEnrolment: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rozpis platieb dostanete pri zápise.')).toBeInTheDocument();
  },
};

/** Enrolled without instalments: the rest is paid at once. */
export const PaysAtOnce: Story = {
  args: { status: 'training', payments: unscheduled(20_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kurz platíte naraz, bez splátok.')).toBeInTheDocument();
  },
};

/** Everything paid: nothing said about a schedule. */
export const PaidInFull: Story = {
  args: { status: 'finished', payments: unscheduled(89_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Kurz platíte naraz, bez splátok.')).not.toBeInTheDocument();
  },
};
