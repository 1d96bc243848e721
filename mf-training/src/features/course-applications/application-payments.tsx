import {
  type Schemas,
  useAddCourseApplicationPayment,
  useDeleteCourseApplicationPayment,
  useSetCourseApplicationSchedule,
} from '@autoskola/api-client';
import { formatIsoDate, todayInBratislava, toIsoDate } from '@autoskola/rules/calendar-dates';
import {
  PAYMENT_METHOD_LABELS,
  paymentErrors,
  paymentLimitsOf,
  scheduleErrors,
} from '@autoskola/rules/course-applications';
import { centsInputValue, formatCents, parseEuroAmount } from '@autoskola/rules/money';
import { SelectField, StatusMessage, TextField, useFormKit } from '@autoskola/ui';
import { type FormEvent, useState } from 'react';
import { AmountField } from './amount-field.tsx';

export const PAYMENTS_TEXTS = {
  heading: 'Platby',
  summary: (paid: number, price: number, balance: number) =>
    `Zaplatené ${formatCents(paid)} z ${formatCents(price)}, zostáva ${formatCents(Math.max(balance, 0))}.`,
  schedule: 'Rozpis platieb',
  noSchedule: 'Rozpis platieb vznikne pri zápise; môžete ho zadať aj sami.',
  dueDate: 'Splatné',
  addRow: '+ Pridať splátku',
  removeRow: 'Odstrániť',
  saveSchedule: 'Uložiť rozpis',
  received: 'Prijaté platby',
  noPayments: 'Zatiaľ žiadna platba.',
  record: 'Zaznamenať platbu',
  date: 'Dátum',
  method: 'Spôsob',
  note: 'Poznámka',
  delete: 'Zmazať platbu',
  saved: 'Uložené.',
  failure: 'Zmenu sa nepodarilo uložiť.',
} as const;

const today = () => toIsoDate(todayInBratislava());

function ScheduleEditor({ application }: { application: Schemas['CourseApplicationDetail'] }) {
  const save = useSetCourseApplicationSchedule();
  const [rows, setRows] = useState(
    application.payments.schedule.map((instalment) => ({
      amount: centsInputValue(instalment.amount),
      dueDate: instalment.dueDate,
    })),
  );
  const { errors, outcome, refused, attempt } = useFormKit(PAYMENTS_TEXTS.failure);
  const change = (index: number, key: 'amount' | 'dueDate', value: string) =>
    setRows((current) => current.map((row, rowIndex) => (rowIndex === index ? { ...row, [key]: value } : row)));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Typed euros ('267,50') checked as the server checks cents, then sent as cents.
    if (refused(scheduleErrors(rows, application.payments.price))) return;
    await attempt(async () => {
      await save.mutateAsync({
        id: application.id,
        input: { instalments: rows.map((row) => ({ amount: parseEuroAmount(row.amount) ?? 0, dueDate: row.dueDate })) },
      });
      return PAYMENTS_TEXTS.saved;
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={PAYMENTS_TEXTS.schedule}>
      <h4>{PAYMENTS_TEXTS.schedule}</h4>
      {rows.length === 0 && <p>{PAYMENTS_TEXTS.noSchedule}</p>}
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
        <fieldset key={index} className="instalment-row">
          <legend className="visually-hidden">{`Splátka ${index + 1}`}</legend>
          <AmountField
            value={row.amount}
            error={errors[`instalments.${index}.amount`]}
            onChange={(value) => change(index, 'amount', value)}
          />
          <TextField
            label={PAYMENTS_TEXTS.dueDate}
            type="date"
            value={row.dueDate}
            error={errors[`instalments.${index}.dueDate`]}
            onChange={(event) => change(index, 'dueDate', event.target.value)}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setRows((current) => current.filter((_, rowIndex) => rowIndex !== index))}
          >
            {PAYMENTS_TEXTS.removeRow}
          </button>
        </fieldset>
      ))}
      <div className="application-detail__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setRows((current) => [...current, { amount: '', dueDate: today() }])}
        >
          {PAYMENTS_TEXTS.addRow}
        </button>
        <button type="submit" className="button" disabled={save.isPending}>
          {PAYMENTS_TEXTS.saveSchedule}
        </button>
      </div>
      {errors.total && <StatusMessage kind="error">{errors.total}</StatusMessage>}
      {outcome && !errors.total && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
    </form>
  );
}

function PaymentForm({ application }: { application: Schemas['CourseApplicationDetail'] }) {
  const add = useAddCourseApplicationPayment();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today());
  const [method, setMethod] = useState<Schemas['PaymentMethod']>('transfer');
  const [note, setNote] = useState('');
  const { errors, outcome, refused, attempt } = useFormKit(PAYMENTS_TEXTS.failure);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The server's rules, shown at the field before sending: the amount (euros with at most two
    // decimals), the date's window and what remains to pay.
    const limits = paymentLimitsOf(application.submittedAt, application.payments.balance);
    if (refused(paymentErrors({ amount, date }, limits))) return;
    const input = { amount: parseEuroAmount(amount) ?? 0, date, method, note: note.trim() || null };
    await attempt(async () => {
      await add.mutateAsync({ id: application.id, input });
      setAmount('');
      setNote('');
      return PAYMENTS_TEXTS.saved;
    });
  }

  return (
    <form className="payment-form" onSubmit={onSubmit} noValidate aria-label={PAYMENTS_TEXTS.record}>
      <h4>{PAYMENTS_TEXTS.record}</h4>
      <div className="application-form__row">
        <AmountField required value={amount} error={errors.amount} onChange={setAmount} />
        <TextField
          label={PAYMENTS_TEXTS.date}
          type="date"
          required
          value={date}
          error={errors.date}
          onChange={(event) => setDate(event.target.value)}
        />
        <SelectField
          label={PAYMENTS_TEXTS.method}
          value={method}
          onChange={(event) => setMethod(event.target.value as Schemas['PaymentMethod'])}
        >
          {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          label={PAYMENTS_TEXTS.note}
          maxLength={200}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <button type="submit" className="button" disabled={add.isPending}>
        {PAYMENTS_TEXTS.record}
      </button>
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
    </form>
  );
}

/** The price fixed at enrolment, the schedule, the payments received and the form for a new one. */
export function ApplicationPayments({ application }: { application: Schemas['CourseApplicationDetail'] }) {
  const remove = useDeleteCourseApplicationPayment();
  const { payments } = application;
  return (
    <section aria-labelledby={`payments-${application.id}`}>
      <h3 id={`payments-${application.id}`}>{PAYMENTS_TEXTS.heading}</h3>
      <p>{PAYMENTS_TEXTS.summary(payments.paid, payments.price, payments.balance)}</p>
      <ScheduleEditor key={JSON.stringify(payments.schedule)} application={application} />
      <h4>{PAYMENTS_TEXTS.received}</h4>
      {payments.received.length === 0 ? (
        <p>{PAYMENTS_TEXTS.noPayments}</p>
      ) : (
        <ul className="received-payments">
          {payments.received.map((payment) => (
            <li key={payment.id}>
              {`${formatIsoDate(payment.date)}: ${formatCents(payment.amount)} (${PAYMENT_METHOD_LABELS[payment.method]})`}
              {payment.note && ` – ${payment.note}`}{' '}
              <button
                type="button"
                className="button button--secondary"
                disabled={remove.isPending}
                aria-label={`${PAYMENTS_TEXTS.delete} ${formatCents(payment.amount)} z ${formatIsoDate(payment.date)}`}
                onClick={() => remove.mutate({ id: application.id, paymentId: payment.id })}
              >
                {PAYMENTS_TEXTS.delete}
              </button>
            </li>
          ))}
        </ul>
      )}
      <PaymentForm application={application} />
    </section>
  );
}
