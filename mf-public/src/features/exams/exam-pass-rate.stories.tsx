import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { ExamPassRate } from './exam-pass-rate.tsx';

const meta = {
  title: 'mf-public/ExamPassRate',
  component: ExamPassRate,
  parameters: {
    msw: { handlers: [http.get('*/api/exam/pass-rate', () => HttpResponse.json({ firstAttemptPercent: 87 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Úspešnosť na prvý pokus: 87 % (posledných 12 mesiacov)'),
    ).toBeInTheDocument();
  },
} satisfies Meta<typeof ExamPassRate>;

export default meta;

/** Switched on in 'Údaje o škole', with first attempts in the last 12 months. */
export const Shown: StoryObj<typeof meta> = {};

/** Switched off, or nothing to count: no line at all (the frame only says where it would be). */
export const Hidden: StoryObj<typeof meta> = {
  parameters: {
    msw: { handlers: [http.get('*/api/exam/pass-rate', () => HttpResponse.json({ firstAttemptPercent: null }))] },
  },
  decorators: [
    (Story) => (
      <div data-testid="landing">
        <p>Úvodná stránka pod úvodom:</p>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByText(/Úspešnosť na prvý pokus/)).toBeNull();
    await expect(within(canvasElement).getByTestId('landing').children).toHaveLength(1);
  },
};
