import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { MyExams } from './my-exams.tsx';

const meta = {
  title: 'mf-training/MyExams',
  component: MyExams,
  parameters: { route: '/moj-kurz' },
} satisfies Meta<typeof MyExams>;
export default meta;
type Story = StoryObj<typeof meta>;

const as = (email: string) => () => {
  session.login(tokenFor(['ROLE_USER'], 3600, email));
  return () => session.logout();
};
const mine = '*/api/exam/mine';

/** The demo's students (exam-fixtures.ts): a failed drive and its re-sit to come, an exam to come (with the school's note), a finished course. */
export const FailedAndResit: Story = { beforeEach: as('filip.novak@example.sk') };
export const Upcoming: Story = { beforeEach: as('laura.meszarosova@example.sk') };
export const Passed: Story = { beforeEach: as('viktoria.oravcova@example.sk') };
export const Loading: Story = {
  beforeEach: as('laura.meszarosova@example.sk'),
  parameters: { msw: { handlers: [http.get(mine, () => delay('infinite'))] } },
};
export const ErrorState: Story = {
  beforeEach: as('laura.meszarosova@example.sk'),
  parameters: { msw: { handlers: [http.get(mine, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};
