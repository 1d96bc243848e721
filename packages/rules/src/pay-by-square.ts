// Apart from the other rules: the encoder (bysquare, with LZMA) is only for the server and the
// mocks, never in a form's bundle.
import { CurrencyCode, encode, PaymentOptions } from 'bysquare/pay';

/** The PAY by square string (Slovak Banking Association standard) of one payment order in euro. */
export function payBySquare(order: {
  iban: string;
  recipient: string;
  /** Cents (decision 0035); the order carries euros with two decimals. */
  amount: number;
  variableSymbol: string;
  dueDate: string | null;
  note: string;
}): string {
  return encode({
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        amount: order.amount / 100,
        currencyCode: CurrencyCode.EUR,
        variableSymbol: order.variableSymbol,
        ...(order.dueDate ? { paymentDueDate: order.dueDate.replaceAll('-', '') } : {}),
        paymentNote: order.note,
        bankAccounts: [{ iban: order.iban.replace(/\s+/g, '') }],
        beneficiary: { name: order.recipient },
      },
    ],
  });
}
