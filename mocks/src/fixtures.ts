import type { Schemas } from '@autoskola/api-client';
import { demoCategories, demoOffers, demoQuestions } from '@autoskola/demo-content';

/**
 * The demo school of `npm run seed:demo` (@autoskola/demo-content, one copy for both), with ids
 * as the server gives them, plus what a fresh demo lacks and the screens must show: an inactive
 * offer, an inactive category and an inactive material.
 */
export const offers: Schemas['Offer'][] = [
  ...demoOffers.map((offer, index) => ({ id: index + 1, ...offer, imageUrl: null })),
  {
    id: demoOffers.length + 1,
    name: 'Skupina AM',
    theory: '12 hodín',
    trainer: null,
    practice: '8 hodín',
    extraInfo: null,
    length: '1 mesiac',
    price: 290,
    position: 9,
    active: false,
    imageUrl: null,
  },
];

export const categories: Schemas['LearningMaterialCategory'][] = [
  ...demoCategories.map(({ name, position }, index) => ({ id: index + 1, name, position, active: true })),
  { id: demoCategories.length + 1, name: 'Archív', position: 9, active: false },
];

export const materials: Schemas['LearningMaterial'][] = [
  ...demoCategories.flatMap((category, categoryIndex) =>
    category.materials.map((material, index) => ({
      ...material,
      categoryId: categoryIndex + 1,
      position: index + 1,
      active: true,
    })),
  ),
  { name: 'Starý materiál', content: '<p>Už neplatí.</p>', categoryId: 3, position: 1, active: false },
].map(({ categoryId, ...material }, index) => ({
  id: index + 1,
  name: material.name,
  category: { id: categoryId, name: categories.find((category) => category.id === categoryId)?.name ?? '' },
  content: material.content,
  position: material.position,
  active: material.active,
}));

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9, 30)).toISOString();

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

export const MOCK_PASSWORD = 'heslo123';
/** The token of the one forgotten-password link the mocks accept (once). */
export const MOCK_RESET_TOKEN = 'platny-odkaz-z-e-mailu';

/** The demo's theory-test questions with ids; the first ones have been answered in a few tests. */
export const testQuestions: Schemas['TestQuestion'][] = demoCategories
  .flatMap((category, categoryIndex) =>
    (demoQuestions[category.name] ?? []).map((question) => ({ question, categoryId: categoryIndex + 1 })),
  )
  .map(({ question, categoryId }, index) => ({
    id: index + 1,
    text: question.text,
    category: { id: categoryId, name: categories.find((category) => category.id === categoryId)?.name ?? '' },
    answerA: question.answers[0],
    answerB: question.answers[1],
    answerC: question.answers[2],
    correctAnswer: question.correct,
    points: question.points,
    explanation: question.explanation ?? null,
    active: true,
    imageUrl: null,
    successRate: index < 5 ? ([80, 64, 92, 45, 100][index] ?? null) : null,
  }));

export const testSettings: Schemas['TestSettings'] = {
  questionCount: 40,
  timeLimitMinutes: 30,
  passMark: 90,
  categoryCounts: [],
};
