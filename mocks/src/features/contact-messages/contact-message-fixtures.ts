import type { Schemas } from '@autoskola/api-client';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9, 30)).toISOString();

/** An inbox with a replied message, one without an e-mail and a dozen waiting ones (two pages). */
export const contactForms: Schemas['ContactMessageDetail'][] = [
  {
    id: 1,
    name: 'Ján Novák',
    email: 'jan.novak@example.sk',
    phone: '+421 905 111 222',
    message: 'Dobrý deň, mám záujem o kurz skupiny B. Kedy začína najbližší kurz a dá sa platiť na splátky?',
    dateAdd: day(2),
    dateResolved: day(3),
    dateReply: day(3),
    replyMessage: 'Dobrý deň, najbližší kurz začína 1. decembra. Splátky sú možné.',
  },
  {
    id: 2,
    name: 'Eva Malá',
    email: null,
    phone: '0905 333 444',
    message: 'Zavolajte mi prosím ohľadom kondičných jázd.',
    dateAdd: day(5),
    dateResolved: day(6),
    dateReply: null,
    replyMessage: null,
  },
  ...Array.from({ length: 12 }, (_, index) => ({
    id: index + 3,
    name: ['Peter Veľký', 'Lucia Krátka', 'Martin Horváth', 'Zuzana Kováčová'][index % 4] as string,
    email: index % 3 === 2 ? null : `ziak${index + 3}@example.sk`,
    phone: index % 2 === 0 ? `0905 000 ${String(100 + index)}` : null,
    message: `Dobrý deň, chcel(a) by som sa prihlásiť na kurz. Otázka č. ${index + 3}: aké doklady potrebujem?\nĎakujem.`,
    dateAdd: day(7 + index),
    dateResolved: null,
    dateReply: null,
    replyMessage: null,
  })),
];
