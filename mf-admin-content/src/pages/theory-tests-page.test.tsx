import { recordWrites, setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { QUESTION_MESSAGES } from '../features/theory-tests/test-question-schema.ts';
import { QUESTIONS_TEXTS } from '../features/theory-tests/test-questions-section.tsx';
import { SETTINGS_TEXTS } from '../features/theory-tests/test-settings-form.tsx';
import TheoryTestsPage from './theory-tests-page.tsx';

const server = setupMockApi();
const questionsTable = () => screen.findByRole('table', { name: 'Otázky testov' });

describe('TheoryTestsPage (admin)', () => {
  it('lists the questions newest first: ID, Otázka cut at 55, Kategória, Body, Úspešnosť, Stav, Zmazať', async () => {
    renderScreen(<TheoryTestsPage />, { url: '/admin/testy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Testy' })).toBeInTheDocument();
    expect(screen.getByText(QUESTIONS_TEXTS.loading)).toBeInTheDocument();
    const table = await questionsTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'Otázka', 'Kategória', 'Body', 'Úspešnosť', 'Stav', 'Zmazať']);
    const [, newest] = within(table).getAllByRole('row');
    expect(newest).toHaveTextContent('43');
    expect(newest).toHaveTextContent('Čo treba pri autolekárničke pravidelne kontrolovať?');
    expect(newest).toHaveTextContent('Prvá pomoc');
    expect(newest).toHaveTextContent('–');
    // The fixtures' first question has been answered: its rate shows in percent on the last page.
    expect(screen.getByRole('link', { name: 'Strana 5' })).toHaveAttribute('href', '/admin/testy?questionPage=5');
  });

  it('shows the success rate of answered questions and cuts a long question at 55 characters', async () => {
    const view = renderScreen(<TheoryTestsPage />, { url: '/admin/testy?questionPage=5' });
    const rows = within(await questionsTable())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual(['92 %', '64 %', '80 %']);
    view.unmount();
    renderScreen(<TheoryTestsPage />, { url: '/admin/testy?questionPage=3' });
    const long = within(await questionsTable()).getByRole('row', { name: 'Upraviť otázku 17' });
    expect(within(long).getAllByRole('cell')[1]).toHaveTextContent(
      /^Akou najvyššou rýchlosťou smie ísť vodič osobného autom…$/,
    );
  });

  it.each([
    ['empty', () => HttpResponse.json({ testQuestions: [], pagesCount: 0 }), QUESTIONS_TEXTS.empty],
    ['failed', () => HttpResponse.json({ message: 'x' }, { status: 500 }), QUESTIONS_TEXTS.error],
  ])('shows the %s state', async (_state, answer, text) => {
    server.use(http.get('*/api/admin/test/question/list', answer));
    renderScreen(<TheoryTestsPage />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('checks the question form on submit and sends nothing while a rule is broken', async () => {
    const writes = recordWrites(server);
    renderScreen(<TheoryTestsPage />);
    await userEvent.click(await screen.findByRole('button', { name: QUESTIONS_TEXTS.add }));
    const dialog = await screen.findByRole('dialog', { name: 'Pridať otázku' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    for (const message of [
      QUESTION_MESSAGES.textRequired,
      QUESTION_MESSAGES.categoryRequired,
      'Odpoveď A je povinná.',
      'Odpoveď B je povinná.',
      'Odpoveď C je povinná.',
      QUESTION_MESSAGES.correctRequired,
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Otázka' }), 'x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    expect(within(dialog).getByText(QUESTION_MESSAGES.textMax)).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('adds a question and shows it first', async () => {
    const writes = recordWrites(server);
    renderScreen(<TheoryTestsPage />);
    await userEvent.click(await screen.findByRole('button', { name: QUESTIONS_TEXTS.add }));
    const dialog = await screen.findByRole('dialog', { name: 'Pridať otázku' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Otázka' }), 'Kedy svieti oranžová?');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Pravidlá cestnej premávky' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Kategória' }),
      'Pravidlá cestnej premávky',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Odpoveď A' }), 'Pred zmenou na červenú');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Odpoveď B' }), 'Nikdy');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Odpoveď C' }), 'Len v noci');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Body' }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes[0]).toEqual({
      method: 'POST',
      path: '/api/admin/test/question',
      body: {
        text: 'Kedy svieti oranžová?',
        categoryId: 2,
        answerA: 'Pred zmenou na červenú',
        answerB: 'Nikdy',
        answerC: 'Len v noci',
        correctAnswer: 'a',
        points: 2,
        explanation: null,
        active: true,
      },
    });
    const [, first] = within(await questionsTable()).getAllByRole('row');
    await waitFor(() => expect(first).toHaveTextContent('Kedy svieti oranžová?'));
  });

  it('opens a question with its answers and saves a change', async () => {
    const writes = recordWrites(server);
    renderScreen(<TheoryTestsPage />);
    await userEvent.click(await screen.findByRole('row', { name: 'Upraviť otázku 43' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upraviť otázku' });
    expect(await within(dialog).findByRole('textbox', { name: 'Odpoveď B' })).toHaveValue(
      'Dátum spotreby obväzového materiálu.',
    );
    expect(within(dialog).getByRole('radio', { name: 'B' })).toBeChecked();
    expect(within(dialog).getByText('Otázka nemá obrázok.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Aktívna' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(writes[0]).toMatchObject({ method: 'PUT', path: '/api/admin/test/question/43' }));
    expect(writes[0]?.body).toMatchObject({ active: false, correctAnswer: 'b' });
  });

  it('saves the exam rules and refuses values out of range', async () => {
    const writes = recordWrites(server);
    renderScreen(<TheoryTestsPage />);
    const count = await screen.findByRole('textbox', { name: 'Počet otázok' });
    expect(count).toHaveValue('40');
    expect(screen.getByRole('textbox', { name: 'Časový limit (minúty)' })).toHaveValue('30');
    expect(screen.getByRole('textbox', { name: 'Hranica úspešnosti (%)' })).toHaveValue('90');
    const settings = screen.getByRole('region', { name: SETTINGS_TEXTS.heading });
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    await userEvent.click(within(settings).getByRole('button', { name: 'Uložiť' }));
    expect(within(settings).getByText(SETTINGS_TEXTS.questionCount)).toBeInTheDocument();
    expect(writes).toEqual([]);
    await userEvent.clear(count);
    await userEvent.type(count, '20');
    await userEvent.click(within(settings).getByRole('button', { name: 'Uložiť' }));
    expect(await within(settings).findByText(SETTINGS_TEXTS.saved)).toBeInTheDocument();
    expect(writes[0]?.body).toEqual({ questionCount: 20, timeLimitMinutes: 30, passMark: 90, categoryCounts: [] });
  });

  it('fixes how many questions a category gives, up to the length of the test', async () => {
    const writes = recordWrites(server);
    renderScreen(<TheoryTestsPage />);
    const settings = await screen.findByRole('region', { name: SETTINGS_TEXTS.heading });
    const group = await within(settings).findByRole('group', { name: SETTINGS_TEXTS.categoriesHeading });
    const signs = within(group).getByRole('textbox', { name: 'Dopravné značky' });
    expect(signs).toHaveValue('');
    await userEvent.type(signs, '41');
    await userEvent.click(within(settings).getByRole('button', { name: 'Uložiť' }));
    expect(within(settings).getByText(SETTINGS_TEXTS.categoriesTooMany)).toBeInTheDocument();
    expect(writes).toEqual([]);
    await userEvent.clear(signs);
    await userEvent.type(signs, '10');
    await userEvent.type(within(group).getByRole('textbox', { name: 'Prvá pomoc' }), '0');
    await userEvent.click(within(settings).getByRole('button', { name: 'Uložiť' }));
    expect(await within(settings).findByText(SETTINGS_TEXTS.saved)).toBeInTheDocument();
    expect(writes[0]?.body).toEqual({
      questionCount: 40,
      timeLimitMinutes: 30,
      passMark: 90,
      categoryCounts: [
        { categoryId: 1, questionCount: 10 },
        { categoryId: 3, questionCount: 0 },
      ],
    });
  });
});
