import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import TheoryTestResultsPage from './theory-test-results-page.tsx';

const meta = {
  title: 'mf-public/TheoryTestResultsPage',
  component: TheoryTestResultsPage,
} satisfies Meta<typeof TheoryTestResultsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const result = (id: number, evaluatedAt: string, points: number) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  evaluatedAt,
  points,
  maxPoints: 80,
  percentage: Math.floor((points * 100) / 80),
  passed: points >= 72,
  durationSeconds: 900 + id * 61,
});

export const Results: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/test/result/list', () =>
          HttpResponse.json({
            testResults: [
              result(1, '2026-11-22T17:45:00.000Z', 76),
              result(2, '2026-11-20T08:05:00.000Z', 61),
              result(3, '2026-11-18T19:30:00.000Z', 54),
            ],
            pagesCount: 2,
          }),
        ),
      ],
    },
  },
};
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/test/result/list', () => HttpResponse.json({ testResults: [], pagesCount: 0 }))],
    },
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/test/result/list', () => delay('infinite'))] } },
};
export const ErrorState: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/test/result/list', () => HttpResponse.json({ message: 'x' }, { status: 500 }))],
    },
  },
};
