import { recordWrites, setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { TESTS_TEXTS } from '../features/theory-tests/theory-test-texts.ts';
import TheoryTestsPage from './theory-tests-page.tsx';

const server = setupMockApi();

const startTest = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Začať test' }));
  return screen.findByRole('group', { name: /^Otázka 1 z 40: / });
};

describe('TheoryTestsPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    session.logout();
    sessionStorage.clear();
  });

  it('shows the exam rules, the practice categories and that results are kept only for logged-in users', async () => {
    renderScreen(<TheoryTestsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cvičné testy' })).toBeInTheDocument();
    expect(screen.getByText(TESTS_TEXTS.loading)).toBeInTheDocument();
    expect(await screen.findByText('40 otázok, 30 minút; na úspech treba 90 % bodov.')).toBeInTheDocument();
    const options = within(screen.getByRole('combobox', { name: 'Kategória' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Dopravné značky (15 otázok)',
      'Pravidlá cestnej premávky (17 otázok)',
      'Prvá pomoc (11 otázok)',
    ]);
    expect(screen.getByText(/Výsledky testov sa ukladajú len prihláseným/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prihlásiť sa' })).toHaveAttribute('href', '/prihlasenie');
  });

  it('offers a logged-in student the link to Moje výsledky', async () => {
    session.login(tokenFor(['ROLE_USER']));
    renderScreen(<TheoryTestsPage />);
    expect(await screen.findByRole('link', { name: 'Moje výsledky' })).toHaveAttribute('href', '/testy/vysledky');
  });

  it('runs a test: one question at a time, answers saved, the overview, then the graded result', async () => {
    const writes = recordWrites(server);
    renderScreen(<TheoryTestsPage />);
    const first = await startTest();
    // The focus moves from the start button (gone) to the test's heading.
    expect(screen.getByRole('heading', { name: 'Cvičný test' })).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(30:00|29:59)$/);
    // The drawn test carries no correct answers.
    expect(screen.queryByText(/správna odpoveď/)).not.toBeInTheDocument();
    await userEvent.click(within(first).getByRole('radio', { name: /^b\) / }));
    expect(screen.getByText('Zodpovedané: 1 z 40')).toBeInTheDocument();
    await waitFor(() => expect(writes.at(-1)?.body).toMatchObject({ answer: 'b' }));

    expect(screen.getByRole('button', { name: TESTS_TEXTS.previous })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: TESTS_TEXTS.next }));
    expect(screen.getByRole('group', { name: /^Otázka 2 z 40: / })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Otázka 1, zodpovedaná' }));
    expect(
      within(screen.getByRole('group', { name: /^Otázka 1 z 40: / })).getByRole('radio', { name: /^b\) / }),
    ).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: TESTS_TEXTS.evaluate }));
    expect(await screen.findByRole('heading', { name: TESTS_TEXTS.resultHeading })).toHaveFocus();
    expect(screen.getByText(TESTS_TEXTS.failed)).toBeInTheDocument();
    expect(screen.getByText(TESTS_TEXTS.resultNotKept)).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(TESTS_TEXTS.noAnswer))).toHaveLength(39);
    expect(screen.getAllByRole('link', { name: /^Učebné materiály: / })[0]).toHaveAttribute(
      'href',
      '/ucebne-materialy?kategoria=1',
    );
    expect(sessionStorage.length).toBe(0);
  });

  it('comes back to the test in progress of this tab after a reload', async () => {
    const first = renderScreen(<TheoryTestsPage />);
    const question = await startTest();
    await userEvent.click(within(question).getByRole('radio', { name: /^a\) / }));
    await waitFor(() => expect(screen.getByText('Zodpovedané: 1 z 40')).toBeInTheDocument());
    first.unmount();

    renderScreen(<TheoryTestsPage />);
    expect(await screen.findByText('Zodpovedané: 1 z 40')).toBeInTheDocument();
    // Back where the student left off: the first question still unanswered.
    expect(screen.getByRole('group', { name: /^Otázka 2 z 40: / })).toBeInTheDocument();
  });

  it('grades a test whose time ran out before the reload as it stands', async () => {
    const question = {
      id: 7,
      text: 'Čo znamená táto značka?',
      answers: { a: 'Stoj', b: 'Daj prednosť', c: 'Hlavná cesta' },
      points: 2,
      imageUrl: null,
      category: { id: 1, name: 'Dopravné značky' },
    };
    const writes = recordWrites(server);
    server.use(
      http.get('*/api/test/attempt/:attemptId', () =>
        HttpResponse.json({
          testAttempt: {
            id: '3f1c2a4e-8b7d-4e61-9a53-0c2d5e6f7a81',
            questions: [question],
            answers: [{ questionId: 7, answer: 'a' }],
            startedAt: '2026-11-23T10:00:00.000Z',
            deadline: '2026-11-23T10:30:00.000Z',
            secondsLeft: 0,
            evaluated: false,
          },
        }),
      ),
      http.post('*/api/test/attempt/:attemptId/evaluate', () =>
        HttpResponse.json({
          testResult: {
            id: '3f1c2a4e-8b7d-4e61-9a53-0c2d5e6f7a81',
            points: 2,
            maxPoints: 2,
            percentage: 100,
            passed: true,
            passMark: 90,
            startedAt: '2026-11-23T10:00:00.000Z',
            evaluatedAt: '2026-11-23T10:30:00.000Z',
            durationSeconds: 1800,
            questions: [{ ...question, chosenAnswer: 'a', correctAnswer: 'a', explanation: 'Osemuholník.' }],
          },
        }),
      ),
    );
    sessionStorage.setItem('autoskola_test_attempt', '3f1c2a4e-8b7d-4e61-9a53-0c2d5e6f7a81');
    renderScreen(<TheoryTestsPage />);
    expect(await screen.findByText(TESTS_TEXTS.passed)).toBeInTheDocument();
    expect(screen.getByText('2 z 2')).toBeInTheDocument();
    expect(screen.getByText('30 min 0 s')).toBeInTheDocument();
    expect(screen.getByText('Vysvetlenie: Osemuholník.')).toBeInTheDocument();
    expect(writes.map((write) => write.path)).toEqual([
      '/api/test/attempt/3f1c2a4e-8b7d-4e61-9a53-0c2d5e6f7a81/evaluate',
    ]);
  });

  it('starts over when the test of this tab no longer exists', async () => {
    sessionStorage.setItem('autoskola_test_attempt', '00000000-0000-4000-8000-000000000000');
    renderScreen(<TheoryTestsPage />);
    expect(await screen.findByText(TESTS_TEXTS.attemptGone)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Začať test' })).toBeEnabled();
    expect(sessionStorage.length).toBe(0);
  });

  it('says when the test cannot start', async () => {
    server.use(
      http.post('*/api/test/attempt', () =>
        HttpResponse.json({ message: 'Zatiaľ nie sú k dispozícii žiadne otázky.' }, { status: 409 }),
      ),
    );
    renderScreen(<TheoryTestsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Začať test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zatiaľ nie sú k dispozícii žiadne otázky.');
  });

  it('practises a category with immediate feedback and the correct answer marked', async () => {
    renderScreen(<TheoryTestsPage />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Kategória' }), 'Prvá pomoc (11 otázok)');
    await userEvent.click(screen.getByRole('button', { name: TESTS_TEXTS.practise }));
    const question = await screen.findByRole('group', { name: /^Otázka 1 z 11: Jednotné európske číslo/ });
    expect(screen.getByRole('button', { name: TESTS_TEXTS.check })).toBeDisabled();
    await userEvent.click(within(question).getByRole('radio', { name: /^a\) 158/ }));
    await userEvent.click(screen.getByRole('button', { name: TESTS_TEXTS.check }));
    expect(await screen.findByText(TESTS_TEXTS.wrong)).toBeInTheDocument();
    expect(screen.getByText('Správna odpoveď: b) 112')).toBeInTheDocument();
    expect(within(question).getByText(/správna odpoveď/)).toBeInTheDocument();
    expect(screen.getByText('Správne 0 z 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TESTS_TEXTS.next }));
    expect(await screen.findByRole('group', { name: /^Otázka 2 z 11: / })).toBeInTheDocument();
  });

  it('shows the empty and error states of the overview', async () => {
    server.use(
      http.get('*/api/test/overview', () =>
        HttpResponse.json({
          testSettings: { questionCount: 40, timeLimitMinutes: 30, passMark: 90 },
          categories: [],
          questionCount: 0,
        }),
      ),
    );
    const view = renderScreen(<TheoryTestsPage />);
    expect(await screen.findByText(TESTS_TEXTS.noQuestions)).toBeInTheDocument();
    view.unmount();
    server.use(http.get('*/api/test/overview', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderScreen(<TheoryTestsPage />);
    expect(await screen.findByText(TESTS_TEXTS.loadFailed)).toBeInTheDocument();
  });
});
