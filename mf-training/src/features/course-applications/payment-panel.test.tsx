import type { Schemas } from '@autoskola/api-client';
import { render, screen, within } from '@testing-library/react';
import { PaymentPanel } from './payment-panel.tsx';

/** A course of 890 € with nothing scheduled: what the panel shows depends on the status and the balance. */
const unscheduled = (paid: number): Schemas['CourseApplicationPayments'] => ({
  price: 89_000,
  paid,
  balance: 89_000 - paid,
  schedule: [],
  received: paid > 0 ? [{ id: 1, amount: paid, date: '2026-11-02', method: 'cash', note: null }] : [],
});

const panel = () => screen.getByRole('region', { name: 'Platby' });

describe('PaymentPanel without a schedule', () => {
  it.each(['new', 'verified'] as const)('promises the schedule at the enrolment to a %s application', (status) => {
    render(<PaymentPanel status={status} payments={unscheduled(0)} instructions={null} />);
    expect(within(panel()).getByText('Rozpis platieb dostanete pri zápise.')).toBeInTheDocument();
    expect(within(panel()).queryByText('Kurz platíte naraz, bez splátok.')).not.toBeInTheDocument();
  });

  it.each(['enrolled', 'training', 'exam'] as const)(
    'tells a student (%s) with a balance that the rest is paid at once',
    (status) => {
      render(<PaymentPanel status={status} payments={unscheduled(20_000)} instructions={null} />);
      expect(within(panel()).getByText('Kurz platíte naraz, bez splátok.')).toBeInTheDocument();
      expect(within(panel()).queryByText('Rozpis platieb dostanete pri zápise.')).not.toBeInTheDocument();
      expect(within(panel()).getByText(/^690\s€$/)).toBeInTheDocument();
    },
  );

  it('says nothing about a schedule once everything is paid', () => {
    render(<PaymentPanel status="finished" payments={unscheduled(89_000)} instructions={null} />);
    expect(within(panel()).queryByText('Rozpis platieb dostanete pri zápise.')).not.toBeInTheDocument();
    expect(within(panel()).queryByText('Kurz platíte naraz, bez splátok.')).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('table')).not.toBeInTheDocument();
  });
});
