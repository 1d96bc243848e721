import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { TESTS_TEXTS } from '../features/theory-tests/theory-test-texts.ts';
import TheoryTestsPage from './theory-tests-page.tsx';

const meta = {
  title: 'mf-public/TheoryTestsPage',
  component: TheoryTestsPage,
  // Each story starts without a test in progress in this tab.
  beforeEach: () => sessionStorage.removeItem('autoskola_test_attempt'),
} satisfies Meta<typeof TheoryTestsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const startTest = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Začať test' }));
  await canvas.findByRole('timer');
  return canvas;
};

export const Overview: Story = {};
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/test/overview', () => delay('infinite'))] } },
};
export const NoQuestions: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/test/overview', () =>
          HttpResponse.json({
            testSettings: { questionCount: 40, timeLimitMinutes: 30, passMark: 90 },
            categories: [],
            questionCount: 0,
          }),
        ),
      ],
    },
  },
};
export const ErrorState: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/test/overview', () => HttpResponse.json({ message: 'x' }, { status: 500 }))] },
  },
};
export const TestInProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startTest(canvasElement);
    await userEvent.click(canvas.getAllByRole('radio')[1] as HTMLElement);
    await expect(await canvas.findByText('Zodpovedané: 1 z 40')).toBeInTheDocument();
  },
};
export const AnswerNotSaved: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('*/api/test/attempt/:attemptId/answer', () =>
          HttpResponse.json({ message: 'Server neodpovedá.' }, { status: 503 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await startTest(canvasElement);
    await userEvent.click(canvas.getAllByRole('radio')[0] as HTMLElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Server neodpovedá.');
  },
};
export const Result: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startTest(canvasElement);
    await userEvent.click(canvas.getAllByRole('radio')[1] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: TESTS_TEXTS.evaluate }));
    await expect(await canvas.findByRole('heading', { name: TESTS_TEXTS.resultHeading })).toBeInTheDocument();
  },
};
export const Practice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: TESTS_TEXTS.practise }));
    await userEvent.click((await canvas.findAllByRole('radio'))[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: TESTS_TEXTS.check }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Správne|Nesprávne/);
  },
};
export const PracticeDone: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/test/practice/question', () => HttpResponse.json({ question: null, remaining: 0, total: 15 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: TESTS_TEXTS.practise }));
    await expect(await canvas.findByText(TESTS_TEXTS.practiceDone)).toBeInTheDocument();
  },
};
