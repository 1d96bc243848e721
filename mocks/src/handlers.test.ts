// @vitest-environment node
import * as client from '@autoskola/api-client';
import { setupServer } from 'msw/node';
import { MOCK_PASSWORD, MOCK_RESET_TOKEN } from './fixtures.ts';
import { createHandlers } from './handlers.ts';

const server = setupServer();
// The client as configured below (configureApi replaces it), and its answer or its ApiError.
const api = () => client.api;
const call = client.unwrap;

describe('MSW handlers through the generated client', () => {
  beforeAll(() => {
    client.configureApi('http://localhost/api/');
    server.listen({ onUnhandledFrame: 'error' });
  });
  beforeEach(() => server.resetHandlers(...createHandlers()));
  afterAll(() => server.close());

  it('serve the public site: active offers, categories and materials by position', async () => {
    expect(await call(api().GET('/health'))).toEqual({ status: 'ok', database: 'ok' });
    const { offers } = await call(api().GET('/offer/list'));
    expect(offers.map((offer) => offer.name)).toEqual([
      'Skupina B',
      'Skupina A',
      'Skupina C',
      'Skupina BE',
      'Kondičné jazdy',
    ]);
    const { learningMaterialCategories } = await call(api().GET('/learning-material/categories'));
    expect(learningMaterialCategories.map((category) => category.name)).not.toContain('Archív');
    const { learningMaterials } = await call(
      api().GET('/learning-material/list/{categoryId}', { params: { path: { categoryId: 3 } } }),
    );
    expect(learningMaterials.map((item) => item.name)).toEqual([
      'Postup pri dopravnej nehode',
      'Stabilizovaná poloha',
      'Obsah lekárničky',
    ]);
    await expect(
      call(api().GET('/learning-material/list/{categoryId}', { params: { path: { categoryId: 4 } } })),
    ).rejects.toThrow('Položka neexistuje.');
  });

  it('log in the demo instructor and refuse wrong credentials', async () => {
    const { token } = await call(
      api().POST('/auth/login', { body: { email: 'instruktor@autoskola.sk', password: MOCK_PASSWORD } }),
    );
    expect(token.split('.')).toHaveLength(3);
    const error = await call(
      api().POST('/auth/login', { body: { email: 'instruktor@autoskola.sk', password: 'zle' } }),
    ).catch((e: unknown) => e);
    expect(client.errorMessage(error, 'x')).toBe('Nesprávne prihlasovacie údaje.');
    const registration = await call(
      api().POST('/auth/register', { body: { email: 'instruktor@autoskola.sk', password: '123' } }),
    ).catch((e: unknown) => e);
    expect(registration).toBeInstanceOf(client.ApiError);
    expect(client.translateFieldErrors((registration as client.ApiError).errors)).toEqual({
      email: 'Tento e-mail sa už používa.',
      password: 'Heslo musí mať aspoň 6 znakov.',
    });
  });

  it('page the contact messages newest first and reply once', async () => {
    const first = await call(api().GET('/admin/contact-form/list'));
    expect(first.pagesCount).toBe(2);
    expect(first.contactForms).toHaveLength(10);
    const second = await call(api().GET('/admin/contact-form/list', { params: { query: { page: 2 } } }));
    expect(second.contactForms.at(-1)?.name).toBe('Ján Novák');

    // The newest message left no e-mail; the one before it did.
    const id = first.contactForms[1]?.id as number;
    await expect(
      call(
        api().POST('/admin/contact-form/reply/{id}', {
          params: { path: { id: first.contactForms[0]?.id as number } },
          body: { replyMessage: 'x' },
        }),
      ),
    ).rejects.toMatchObject({
      status: 422,
    });
    const replied = await call(
      api().POST('/admin/contact-form/reply/{id}', {
        params: { path: { id } },
        body: { replyMessage: 'Dobrý deň, ozveme sa.', resolved: true },
      }),
    );
    expect(replied.contactForm.dateResolved).not.toBeNull();
    await expect(
      call(
        api().POST('/admin/contact-form/reply/{id}', {
          params: { path: { id } },
          body: { replyMessage: 'Ešte raz' },
        }),
      ),
    ).rejects.toThrow('Na túto správu už bola odoslaná odpoveď.');
    await call(api().DELETE('/admin/contact-form/{id}', { params: { path: { id } } }));
    await expect(call(api().GET('/admin/contact-form/{id}', { params: { path: { id } } }))).rejects.toMatchObject({
      status: 404,
    });
  });

  it('find and erase the messages of one person by e-mail or phone in any notation', async () => {
    // The contact messages' section of the answer (its keys are the features').
    type Found = client.Schemas['SubjectData'] & client.Schemas['ContactMessagesSubjectData'];
    const found = (await call(
      api().GET('/admin/contact-form/subject', { params: { query: { phone: '+421 905 333 444' } } }),
    )) as Found;
    expect(found.contactForms.map((form) => form.name)).toEqual(['Eva Malá']);
    await expect(call(api().GET('/admin/contact-form/subject', { params: { query: {} } }))).rejects.toThrow(
      'Zadajte e-mail alebo telefón.',
    );
    const { deleted, ...otherFeatures } = await call(
      api().DELETE('/admin/contact-form/subject', {
        params: { query: { email: 'JAN.NOVAK@example.sk', phone: '0905333444' } },
      }),
    );
    expect(deleted).toBe(2);
    // Ján left only messages: every other feature's section counts nothing.
    expect(Object.values(otherFeatures).filter((count) => count !== 0)).toEqual([]);
    expect(
      (await call(api().GET('/admin/contact-form/subject', { params: { query: { email: 'jan.novak@example.sk' } } })))
        .contactForms,
    ).toEqual([]);
  });

  it('answer a forgotten-password request the same way, and accept the mock link once', async () => {
    const answer = { message: 'Ak k tomuto e-mailu existuje účet, poslali sme naň odkaz na nastavenie nového hesla.' };
    expect(await call(api().POST('/auth/password-reset', { body: { email: 'nikto@example.sk' } }))).toEqual(answer);
    expect(await call(api().POST('/auth/password-reset', { body: { email: 'instruktor@autoskola.sk' } }))).toEqual(
      answer,
    );
    expect(
      await call(
        api().POST('/auth/password-reset/confirm', { body: { token: MOCK_RESET_TOKEN, password: 'nove-heslo' } }),
      ),
    ).toEqual({
      message: 'Heslo bolo zmenené. Teraz sa môžete prihlásiť.',
    });
    await expect(
      call(api().POST('/auth/password-reset/confirm', { body: { token: MOCK_RESET_TOKEN, password: 'nove-heslo' } })),
    ).rejects.toThrow('Odkaz na obnovenie hesla je neplatný alebo vypršal. Požiadajte o nový.');
  });

  it('create, update and delete offers, categories and materials', async () => {
    const { offer } = await call(
      api().POST('/admin/offer', {
        body: {
          name: 'Skupina T',
          length: '2 mesiace',
          price: 500,
          position: 0,
          active: true,
        },
      }),
    );
    expect((await call(api().GET('/offer/list'))).offers[0]?.name).toBe('Skupina T');
    await call(
      api().PUT('/admin/offer/{id}', {
        params: { path: { id: offer.id } },
        body: {
          name: 'Skupina T',
          length: '2 mesiace',
          price: 550,
          position: 5,
          active: false,
        },
      }),
    );
    expect((await call(api().GET('/admin/offer/{id}', { params: { path: { id: offer.id } } }))).offer.price).toBe(550);
    const withImage = await call(
      api().PUT('/admin/offer/{id}/image', {
        params: { path: { id: offer.id } },
        body: new Blob([new Uint8Array([1])], { type: 'image/png' }) as unknown as string,
        bodySerializer: (body: unknown) => body as Blob,
        headers: { 'Content-Type': 'image/png' },
      }),
    );
    expect(withImage.offer.imageUrl).toMatch(`/images/offer/${offer.id}.jpg`);
    expect(
      (await call(api().DELETE('/admin/offer/{id}/image', { params: { path: { id: offer.id } } }))).offer.imageUrl,
    ).toBeNull();
    await call(api().DELETE('/admin/offer/{id}', { params: { path: { id: offer.id } } }));

    await expect(
      call(api().DELETE('/admin/learning-material/category/{id}', { params: { path: { id: 1 } } })),
    ).rejects.toThrow('Nie je možné zmazať kategóriu, pretože obsahuje materiály.');
    const { learningMaterialCategory } = await call(
      api().POST('/admin/learning-material/category', { body: { name: 'Nová', position: 1, active: true } }),
    );
    const { learningMaterial } = await call(
      api().POST('/admin/learning-material/material', {
        body: {
          name: 'Text',
          categoryId: learningMaterialCategory.id,
          content: '<p>x</p>',
          position: 1,
          active: true,
        },
      }),
    );
    expect(learningMaterial.category.name).toBe('Nová');
    expect(
      (
        await call(
          api().GET('/admin/learning-material/category/{id}/materials', {
            params: { path: { id: learningMaterialCategory.id } },
          }),
        )
      ).learningMaterials,
    ).toHaveLength(1);
    await call(
      api().DELETE('/admin/learning-material/material/{id}', { params: { path: { id: learningMaterial.id } } }),
    );
    await call(
      api().DELETE('/admin/learning-material/category/{id}', { params: { path: { id: learningMaterialCategory.id } } }),
    );
    expect(
      (await call(api().GET('/admin/learning-material/category/all'))).learningMaterialCategories.map((c) => c.name),
    ).not.toContain('Nová');
  });

  it('toggle the notification', async () => {
    // New applications are on until switched off, as on the server.
    expect(await call(api().GET('/admin/user-notification/all'))).toEqual({
      userNotifications: ['newCourseApplication'],
    });
    expect(
      await call(
        api().POST('/admin/user-notification/add/{type}', { params: { path: { type: 'newContactFormMessage' } } }),
      ),
    ).toEqual({
      userNotifications: ['newContactFormMessage', 'newCourseApplication'],
    });
    expect(
      await call(
        api().DELETE('/admin/user-notification/{type}', { params: { path: { type: 'newCourseApplication' } } }),
      ),
    ).toEqual({ userNotifications: ['newContactFormMessage'] });
  });

  it('run a theory test as the server does: drawn without keys, answered, graded once', async () => {
    const overview = await call(api().GET('/test/overview'));
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
    const { testAttempt } = await call(api().POST('/test/attempt'));
    expect(testAttempt.questions).toHaveLength(40);
    expect(JSON.stringify(testAttempt)).not.toContain('correctAnswer');
    const [first] = testAttempt.questions;
    if (!first) throw new Error('no question');
    await call(
      api().PUT('/test/attempt/{attemptId}/answer', {
        params: { path: { attemptId: testAttempt.id } },
        body: { questionId: first.id, answer: 'b' },
      }),
    );
    expect(
      (await call(api().GET('/test/attempt/{attemptId}', { params: { path: { attemptId: testAttempt.id } } })))
        .testAttempt.answers,
    ).toEqual([{ questionId: first.id, answer: 'b' }]);
    const { testResult } = await call(
      api().POST('/test/attempt/{attemptId}/evaluate', { params: { path: { attemptId: testAttempt.id } } }),
    );
    // The first demo question (the STOP sign) is answered b.
    expect(testResult.points).toBe(first.points);
    expect(testResult.passed).toBe(false);
    // A visitor's test is gone once its result is shown.
    await expect(
      call(api().POST('/test/attempt/{attemptId}/evaluate', { params: { path: { attemptId: testAttempt.id } } })),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('practise a category with feedback and keep the question bank', async () => {
    const { question, total } = await call(
      api().POST('/test/practice/question', { body: { categoryId: 3, seen: [] } }),
    );
    expect(total).toBe(11);
    if (!question) throw new Error('no question');
    expect(
      await call(api().POST('/test/practice/check', { body: { questionId: question.id, answer: 'a' } })),
    ).toMatchObject({
      correct: false,
      correctAnswer: 'b',
    });
    const created = await call(
      api().POST('/admin/test/question', {
        body: {
          text: 'Nová otázka',
          categoryId: 1,
          answerA: 'A',
          answerB: 'B',
          answerC: 'C',
          correctAnswer: 'c',
          points: 3,
          explanation: null,
          active: true,
        },
      }),
    );
    expect((await call(api().GET('/admin/test/question/list'))).testQuestions[0]).toMatchObject({
      text: 'Nová otázka',
      successRate: null,
    });
    await expect(
      call(api().DELETE('/admin/learning-material/category/{id}', { params: { path: { id: 1 } } })),
    ).rejects.toThrow('Nie je možné zmazať kategóriu, pretože obsahuje materiály.');
    await call(api().DELETE('/admin/test/question/{id}', { params: { path: { id: created.testQuestion.id } } }));
    expect(
      (
        await call(
          api().PUT('/admin/test/settings', { body: { questionCount: 10, timeLimitMinutes: 5, passMark: 80 } }),
        )
      ).testSettings,
    ).toEqual({ questionCount: 10, timeLimitMinutes: 5, passMark: 80, categoryCounts: [] });
  });
});
