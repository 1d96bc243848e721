import type { Schemas } from '@autoskola/api-client';

/** Believable Slovak data for the mocks: what a driving school's admin really holds. */
export const offers: Schemas['Offer'][] = [
  {
    id: 1,
    name: 'Skupina B',
    theory: '24 hodín',
    trainer: '2 hodiny',
    practice: '40 hodín',
    extraInfo: 'Možnosť platby na splátky',
    length: '3 mesiace',
    price: 890,
    position: 1,
    active: true,
    imageUrl: null,
  },
  {
    id: 2,
    name: 'Skupina A',
    theory: '20 hodín',
    trainer: null,
    practice: '20 hodín',
    extraInfo: null,
    length: '2 mesiace',
    price: 690,
    position: 2,
    active: true,
    imageUrl: null,
  },
  {
    id: 3,
    name: 'Skupina C',
    theory: '30 hodín',
    trainer: '4 hodiny',
    practice: '28 hodín',
    extraInfo: 'Podmienkou je skupina B',
    length: '4 mesiace',
    price: 1390,
    position: 3,
    active: true,
    imageUrl: null,
  },
  {
    id: 4,
    name: 'Kondičné jazdy',
    theory: null,
    trainer: null,
    practice: '1 hodina',
    extraInfo: null,
    length: 'podľa dohody',
    price: 35,
    position: 4,
    active: false,
    imageUrl: null,
  },
];

export const categories: Schemas['LearningMaterialCategory'][] = [
  { id: 1, name: 'Dopravné značky', position: 1, active: true },
  { id: 2, name: 'Pravidlá cestnej premávky', position: 2, active: true },
  { id: 3, name: 'Prvá pomoc', position: 3, active: true },
  { id: 4, name: 'Archív', position: 9, active: false },
];

const material = (
  id: number,
  categoryId: number,
  name: string,
  content: string,
  position: number,
  active = true,
): Schemas['LearningMaterial'] => ({
  id,
  name,
  category: { id: categoryId, name: categories.find((category) => category.id === categoryId)?.name ?? '' },
  content,
  position,
  active,
});

export const materials: Schemas['LearningMaterial'][] = [
  material(
    1,
    1,
    'Výstražné značky',
    '<h4>Výstražné značky</h4><p>Upozorňujú na <strong>nebezpečenstvo</strong>.</p><ul><li>trojuholník</li><li>červený okraj</li></ul>',
    1,
  ),
  material(2, 1, 'Zákazové značky', '<p>Ukladajú <em>zákazy</em> alebo obmedzenia.</p>', 2),
  material(
    3,
    2,
    'Najvyššia dovolená rýchlosť',
    '<ul><li>v obci 50 km/h</li><li>mimo obce 90 km/h</li><li>na diaľnici 130 km/h</li></ul>',
    1,
  ),
  material(
    4,
    2,
    'Predchádzanie',
    '<p>Predchádzať smiete iba s <strong>dostatočným rozhľadom</strong>. Viac na <a href="https://www.slov-lex.sk" rel="noopener noreferrer" target="_blank">Slov-Lex</a>.</p>',
    2,
  ),
  material(
    5,
    3,
    'Postup pri nehode',
    '<h4>Postup</h4><ul><li>zabezpečte miesto</li><li>volajte <a href="tel:112" rel="noopener noreferrer" target="_blank">112</a></li></ul>',
    1,
  ),
  material(6, 3, 'Starý materiál', '<p>Už neplatí.</p>', 9, false),
];

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9, 30)).toISOString();

export const contactForms: Schemas['ContactFormDetail'][] = [
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

export const MOCK_PASSWORD = 'heslo123';
/** The token of the one forgotten-password link the mocks accept (once). */
export const MOCK_RESET_TOKEN = 'platny-odkaz-z-e-mailu';
