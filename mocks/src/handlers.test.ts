// @vitest-environment node
import * as client from '@autoskola/api-client';
import { setupServer } from 'msw/node';
import { MOCK_PASSWORD, MOCK_RESET_TOKEN } from './fixtures.ts';
import { createHandlers } from './handlers.ts';

const server = setupServer();

describe('MSW handlers through the generated client', () => {
  beforeAll(() => {
    client.configureApi('http://localhost/api/');
    server.listen({ onUnhandledFrame: 'error' });
  });
  beforeEach(() => server.resetHandlers(...createHandlers()));
  afterAll(() => server.close());

  it('serve the public site: active offers, categories and materials by position', async () => {
    expect(await client.getHealth()).toEqual({ status: 'ok', database: 'ok' });
    const { offers } = await client.listPublicOffers();
    expect(offers.map((offer) => offer.name)).toEqual([
      'Skupina B',
      'Skupina A',
      'Skupina C',
      'Skupina BE',
      'Kondičné jazdy',
    ]);
    const { learningMaterialCategories } = await client.listPublicCategories();
    expect(learningMaterialCategories.map((category) => category.name)).not.toContain('Archív');
    const { learningMaterials } = await client.listPublicMaterials(3);
    expect(learningMaterials.map((item) => item.name)).toEqual([
      'Postup pri dopravnej nehode',
      'Stabilizovaná poloha',
      'Obsah lekárničky',
    ]);
    await expect(client.listPublicMaterials(4)).rejects.toThrow('Položka neexistuje.');
  });

  it('log in the demo instructor and refuse wrong credentials', async () => {
    const { token } = await client.login({ email: 'instruktor@autoskola.sk', password: MOCK_PASSWORD });
    expect(token.split('.')).toHaveLength(3);
    const error = await client.login({ email: 'instruktor@autoskola.sk', password: 'zle' }).catch((e: unknown) => e);
    expect(client.errorMessage(error, 'x')).toBe('Nesprávne prihlasovacie údaje.');
    const registration = await client
      .register({ email: 'instruktor@autoskola.sk', password: '123' })
      .catch((e: unknown) => e);
    expect(registration).toBeInstanceOf(client.ApiError);
    expect(client.translateFieldErrors((registration as client.ApiError).errors)).toEqual({
      email: 'Tento e-mail sa už používa.',
      password: 'Heslo musí mať aspoň 6 znakov.',
    });
  });

  it('page the contact messages newest first and reply once', async () => {
    const first = await client.listContactMessages();
    expect(first.pagesCount).toBe(2);
    expect(first.contactForms).toHaveLength(10);
    const second = await client.listContactMessages(2);
    expect(second.contactForms.at(-1)?.name).toBe('Ján Novák');

    // The newest message left no e-mail; the one before it did.
    const id = first.contactForms[1]?.id as number;
    await expect(client.replyContactMessage(first.contactForms[0]?.id as number, 'x')).rejects.toMatchObject({
      status: 422,
    });
    const replied = await client.replyContactMessage(id, 'Dobrý deň, ozveme sa.', true);
    expect(replied.contactForm.dateResolved).not.toBeNull();
    await expect(client.replyContactMessage(id, 'Ešte raz')).rejects.toThrow(
      'Na túto správu už bola odoslaná odpoveď.',
    );
    await client.deleteContactMessage(id);
    await expect(client.getContactMessage(id)).rejects.toMatchObject({ status: 404 });
  });

  it('find and erase the messages of one person by e-mail or phone in any notation', async () => {
    const found = await client.findSubjectContactMessages({ phone: '+421 905 333 444' });
    expect(found.contactForms.map((form) => form.name)).toEqual(['Eva Malá']);
    await expect(client.findSubjectContactMessages({})).rejects.toThrow('Zadajte e-mail alebo telefón.');
    expect(await client.eraseSubjectContactMessages({ email: 'JAN.NOVAK@example.sk', phone: '0905333444' })).toEqual({
      deleted: 2,
      deletedTestResults: 0,
    });
    expect((await client.findSubjectContactMessages({ email: 'jan.novak@example.sk' })).contactForms).toEqual([]);
  });

  it('answer a forgotten-password request the same way, and accept the mock link once', async () => {
    const answer = { message: 'Ak k tomuto e-mailu existuje účet, poslali sme naň odkaz na nastavenie nového hesla.' };
    expect(await client.requestPasswordReset({ email: 'nikto@example.sk' })).toEqual(answer);
    expect(await client.requestPasswordReset({ email: 'instruktor@autoskola.sk' })).toEqual(answer);
    expect(await client.confirmPasswordReset({ token: MOCK_RESET_TOKEN, password: 'nove-heslo' })).toEqual({
      message: 'Heslo bolo zmenené. Teraz sa môžete prihlásiť.',
    });
    await expect(client.confirmPasswordReset({ token: MOCK_RESET_TOKEN, password: 'nove-heslo' })).rejects.toThrow(
      'Odkaz na obnovenie hesla je neplatný alebo vypršal. Požiadajte o nový.',
    );
  });

  it('create, update and delete offers, categories and materials', async () => {
    const { offer } = await client.createOffer({
      name: 'Skupina T',
      length: '2 mesiace',
      price: 500,
      position: 0,
      active: true,
    });
    expect((await client.listPublicOffers()).offers[0]?.name).toBe('Skupina T');
    await client.updateOffer(offer.id, {
      name: 'Skupina T',
      length: '2 mesiace',
      price: 550,
      position: 5,
      active: false,
    });
    expect((await client.getOffer(offer.id)).offer.price).toBe(550);
    const withImage = await client.uploadOfferImage(offer.id, new Blob([new Uint8Array([1])], { type: 'image/png' }));
    expect(withImage.offer.imageUrl).toMatch(`/images/offer/${offer.id}.jpg`);
    expect((await client.deleteOfferImage(offer.id)).offer.imageUrl).toBeNull();
    await client.deleteOffer(offer.id);

    await expect(client.deleteCategory(1)).rejects.toThrow(
      'Nie je možné zmazať kategóriu, pretože obsahuje materiály.',
    );
    const { learningMaterialCategory } = await client.createCategory({ name: 'Nová', position: 1, active: true });
    const { learningMaterial } = await client.createMaterial({
      name: 'Text',
      categoryId: learningMaterialCategory.id,
      content: '<p>x</p>',
      position: 1,
      active: true,
    });
    expect(learningMaterial.category.name).toBe('Nová');
    expect((await client.listCategoryMaterials(learningMaterialCategory.id)).learningMaterials).toHaveLength(1);
    await client.deleteMaterial(learningMaterial.id);
    await client.deleteCategory(learningMaterialCategory.id);
    expect((await client.listAllCategories()).learningMaterialCategories.map((c) => c.name)).not.toContain('Nová');
  });

  it('toggle the notification', async () => {
    expect(await client.listUserNotifications()).toEqual({ userNotifications: [] });
    expect(await client.addUserNotification('newContactFormMessage')).toEqual({
      userNotifications: ['newContactFormMessage'],
    });
    expect(await client.deleteUserNotification('newContactFormMessage')).toEqual({ userNotifications: [] });
  });

  it('run a theory test as the server does: drawn without keys, answered, graded once', async () => {
    const overview = await client.getTestOverview();
    expect(overview.testSettings).toEqual({
      questionCount: 40,
      timeLimitMinutes: 30,
      passMark: 90,
      categoryCounts: [],
    });
    expect(overview.categories.map((category) => category.name)).toEqual([
      'Dopravné značky',
      'Pravidlá cestnej premávky',
      'Prvá pomoc',
    ]);
    const { testAttempt } = await client.startTestAttempt();
    expect(testAttempt.questions).toHaveLength(40);
    expect(JSON.stringify(testAttempt)).not.toContain('correctAnswer');
    const [first] = testAttempt.questions;
    if (!first) throw new Error('no question');
    await client.saveTestAnswer(testAttempt.id, { questionId: first.id, answer: 'b' });
    expect((await client.getTestAttempt(testAttempt.id)).testAttempt.answers).toEqual([
      { questionId: first.id, answer: 'b' },
    ]);
    const { testResult } = await client.evaluateTestAttempt(testAttempt.id);
    // The first demo question (the STOP sign) is answered b.
    expect(testResult.points).toBe(first.points);
    expect(testResult.passed).toBe(false);
    // A visitor's test is gone once its result is shown.
    await expect(client.evaluateTestAttempt(testAttempt.id)).rejects.toMatchObject({ status: 404 });
  });

  it('practise a category with feedback and keep the question bank', async () => {
    const { question, total } = await client.drawPracticeQuestion({ categoryId: 3, seen: [] });
    expect(total).toBe(11);
    if (!question) throw new Error('no question');
    expect(await client.checkPracticeAnswer({ questionId: question.id, answer: 'a' })).toMatchObject({
      correct: false,
      correctAnswer: 'b',
    });
    const created = await client.createTestQuestion({
      text: 'Nová otázka',
      categoryId: 1,
      answerA: 'A',
      answerB: 'B',
      answerC: 'C',
      correctAnswer: 'c',
      points: 3,
      explanation: null,
      active: true,
    });
    expect((await client.listTestQuestions()).testQuestions[0]).toMatchObject({
      text: 'Nová otázka',
      successRate: null,
    });
    await expect(client.deleteCategory(1)).rejects.toThrow(
      'Nie je možné zmazať kategóriu, pretože obsahuje materiály.',
    );
    await client.deleteTestQuestion(created.testQuestion.id);
    expect(
      (await client.updateTestSettings({ questionCount: 10, timeLimitMinutes: 5, passMark: 80 })).testSettings,
    ).toEqual({ questionCount: 10, timeLimitMinutes: 5, passMark: 80, categoryCounts: [] });
  });
});
