import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import MyCoursePage from './my-course-page.tsx';

const meta = {
  title: 'mf-training/MyCoursePage',
  component: MyCoursePage,
  parameters: { route: '/moj-kurz' },
} satisfies Meta<typeof MyCoursePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const as = (email: string) => () => {
  session.login(tokenFor(['ROLE_USER'], 3600, email));
  return () => session.logout();
};
const mine = '*/api/course-application/mine';

/** The demo's students: a new application, an enrolled one with a payment due, one in training, a cancelled one. */
export const NewApplication: Story = { beforeEach: as('tomas.kovac@example.sk') };
export const EnrolledPaymentDue: Story = { beforeEach: as('peter.lukac@example.sk') };
export const InTraining: Story = { beforeEach: as('dominika.krajcirova@example.sk') };
export const Cancelled: Story = { beforeEach: as('richard.urban@example.sk') };
/** At the exam: the panel 'Skúška' with each part's result or 'čaká na výsledok' (a failed drive, its re-sit to come). */
export const AtTheExam: Story = { beforeEach: as('filip.novak@example.sk') };
export const NoApplication: Story = { beforeEach: as('nikto@example.sk') };
export const Loading: Story = {
  beforeEach: as('nikto@example.sk'),
  parameters: { msw: { handlers: [http.get(mine, () => delay('infinite'))] } },
};
export const ErrorState: Story = {
  beforeEach: as('nikto@example.sk'),
  parameters: { msw: { handlers: [http.get(mine, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};
