import type { Schemas } from '@autoskola/api-client';
import { formatIsoDate } from '@autoskola/rules/calendar-dates';
import { formatIban } from '@autoskola/rules/course-application-payments';
import { DOCUMENT_LABELS } from '@autoskola/rules/course-applications';
import { formatCents } from '@autoskola/rules/money';
import { DetailItem, DetailList } from '@autoskola/ui';
import { PayBySquareCode } from './pay-by-square-code.tsx';

export const PAYMENT_TEXTS = {
  documents: 'Doklady',
  documentsMissing: 'Ešte nám chýba:',
  documentsDone: 'Všetky doklady máme.',
  payments: 'Platby',
  price: 'Cena kurzu',
  paid: 'Zaplatené',
  balance: 'Zostáva zaplatiť',
  schedule: 'Rozpis platieb',
  dueDate: 'Splatné',
  amount: 'Suma',
  state: 'Stav',
  paidState: 'zaplatené',
  unpaidState: 'nezaplatené',
  howToPay: 'Ako zaplatiť',
  qr: 'QR kód PAY by square na platbu',
  qrHint: 'Naskenujte ho v mobilnej aplikácii banky: údaje platby sa vyplnia samy.',
  noSchedule: 'Rozpis platieb dostanete pri zápise.',
  payAtOnce: 'Kurz platíte naraz, bez splátok.',
} as const;

/** Before the enrolment the schedule is still to come; after it, an empty one means no instalments. */
const BEFORE_ENROLMENT: readonly Schemas['CourseApplicationStatus'][] = ['new', 'verified'];

/** What to say in place of an empty schedule: it comes at the enrolment, the rest is paid at once, or nothing. */
function noScheduleText(status: Schemas['CourseApplicationStatus'], balance: number): string | null {
  if (BEFORE_ENROLMENT.includes(status)) return PAYMENT_TEXTS.noSchedule;
  return balance > 0 ? PAYMENT_TEXTS.payAtOnce : null;
}

export function DocumentsPanel({ documents }: { documents: readonly Schemas['CourseApplicationDocument'][] }) {
  const missing = documents.filter((document) => !document.done);
  return (
    <section aria-label={PAYMENT_TEXTS.documents}>
      <h3>{PAYMENT_TEXTS.documents}</h3>
      {missing.length === 0 ? (
        <p>{PAYMENT_TEXTS.documentsDone}</p>
      ) : (
        <>
          <p>{PAYMENT_TEXTS.documentsMissing}</p>
          <ul>
            {missing.map((document) => (
              <li key={document.kind}>{DOCUMENT_LABELS[document.kind]}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The student's payments: price, paid, balance, the schedule, and how to pay what is due. */
export function PaymentPanel({
  status,
  payments,
  instructions,
}: {
  status: Schemas['CourseApplicationStatus'];
  payments: Schemas['CourseApplicationPayments'];
  instructions: Schemas['PaymentInstructions'] | null;
}) {
  const noSchedule = noScheduleText(status, payments.balance);
  return (
    <section aria-label={PAYMENT_TEXTS.payments}>
      <h3>{PAYMENT_TEXTS.payments}</h3>
      <DetailList>
        <DetailItem label={PAYMENT_TEXTS.price}>{formatCents(payments.price)}</DetailItem>
        <DetailItem label={PAYMENT_TEXTS.paid}>{formatCents(payments.paid)}</DetailItem>
        <DetailItem label={PAYMENT_TEXTS.balance}>{formatCents(Math.max(payments.balance, 0))}</DetailItem>
      </DetailList>
      {payments.schedule.length === 0 ? (
        noSchedule && <p>{noSchedule}</p>
      ) : (
        <table className="payment-schedule">
          <caption>{PAYMENT_TEXTS.schedule}</caption>
          <thead>
            <tr>
              <th scope="col">{PAYMENT_TEXTS.dueDate}</th>
              <th scope="col">{PAYMENT_TEXTS.amount}</th>
              <th scope="col">{PAYMENT_TEXTS.state}</th>
            </tr>
          </thead>
          <tbody>
            {payments.schedule.map((instalment) => (
              <tr key={`${instalment.dueDate}-${instalment.amount}`}>
                <td>{formatIsoDate(instalment.dueDate)}</td>
                <td>{formatCents(instalment.amount)}</td>
                <td>{instalment.paid ? PAYMENT_TEXTS.paidState : PAYMENT_TEXTS.unpaidState}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {instructions && (
        <div className="payment-instructions">
          <div>
            <h4>{PAYMENT_TEXTS.howToPay}</h4>
            <DetailList>
              <DetailItem label="Suma">{formatCents(instructions.amount)}</DetailItem>
              {instructions.dueDate && (
                <DetailItem label="Splatné do">{formatIsoDate(instructions.dueDate)}</DetailItem>
              )}
              <DetailItem label="IBAN">{formatIban(instructions.iban)}</DetailItem>
              <DetailItem label="Príjemca">{instructions.recipient}</DetailItem>
              <DetailItem label="Variabilný symbol">{instructions.variableSymbol}</DetailItem>
            </DetailList>
          </div>
          <figure>
            <PayBySquareCode value={instructions.payBySquare} label={PAYMENT_TEXTS.qr} />
            <figcaption>{PAYMENT_TEXTS.qrHint}</figcaption>
          </figure>
        </div>
      )}
    </section>
  );
}
