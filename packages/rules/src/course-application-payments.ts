// The payment schedule's arithmetic, shared by the server and the mocks.
import type { Schemas } from '@autoskola/api-client/types';

/** Every amount here is in cents (decision 0035). */
/** Applications whose payment schedule is live (enrolled and not yet done): reminders, overdue, what is owed. */
export const PAYING_STATUSES: readonly Schemas['CourseApplicationStatus'][] = ['enrolled', 'training', 'exam'];

export interface Instalment {
  amount: number;
  dueDate: string;
}

export interface Received {
  id: number;
  amount: number;
  date: string;
  method: string;
  note: string | null;
}

/**
 * The schedule with each instalment marked paid when the payments received cover it, taken in
 * order of due date (a payment pays the oldest instalment first), and the balance.
 */
export function paymentsOf(
  price: number,
  schedule: Instalment[],
  received: Received[],
): Schemas['CourseApplicationPayments'] {
  const paid = received.reduce((sum, payment) => sum + payment.amount, 0);
  let covered = paid;
  const ordered = [...schedule].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return {
    price,
    paid,
    balance: price - paid,
    schedule: ordered.map((instalment) => {
      covered -= instalment.amount;
      return { amount: instalment.amount, dueDate: instalment.dueDate, paid: covered >= 0 };
    }),
    received: received.map((payment) => ({
      id: payment.id,
      amount: payment.amount,
      date: payment.date,
      method: payment.method as Schemas['PaymentMethod'],
      note: payment.note,
    })),
  };
}

/** What is due now: every instalment up to the first unpaid one, less what was paid; else the balance. */
export function amountDue(payments: Schemas['CourseApplicationPayments']): { amount: number; dueDate: string | null } {
  const firstUnpaid = payments.schedule.findIndex((instalment) => !instalment.paid);
  if (firstUnpaid === -1) return { amount: Math.max(payments.balance, 0), dueDate: null };
  const scheduled = payments.schedule.slice(0, firstUnpaid + 1).reduce((sum, instalment) => sum + instalment.amount, 0);
  return {
    amount: Math.min(Math.max(scheduled - payments.paid, 0), Math.max(payments.balance, 0)),
    dueDate: payments.schedule[firstUnpaid]?.dueDate ?? null,
  };
}

/** An instalment due before `today` (YYYY-MM-DD) is not covered yet. */
export const hasOverdueInstalment = (payments: Schemas['CourseApplicationPayments'], today: string) =>
  payments.schedule.some((instalment) => !instalment.paid && instalment.dueDate < today);

/**
 * A deposit of 30 % due in 7 days and the rest in two monthly instalments: the schedule an
 * enrolment starts with, which the instructor may change. Cents in and out; the deposit and the
 * first instalment are whole euros when the price allows it.
 */
export function defaultSchedule(price: number, today: Date): Instalment[] {
  if (price <= 0) return [];
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const deposit = Math.min(price, Math.max(1, Math.round((price * 0.3) / 100) * 100));
  const rest = price - deposit;
  const first = Math.min(rest, Math.ceil(rest / 200) * 100);
  return [
    { amount: deposit, dueDate: day(7) },
    ...(first > 0 ? [{ amount: first, dueDate: day(37) }] : []),
    ...(rest - first > 0 ? [{ amount: rest - first, dueDate: day(67) }] : []),
  ];
}

/** IBAN as the banks print it: groups of four. */
export const formatIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** The payment's note in the PAY by square code: the course and the student. */
export const paymentNote = (course: string, firstname: string, lastname: string) =>
  `Kurz ${course}, ${firstname} ${lastname}`;
