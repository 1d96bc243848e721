import { emptyInstructorHome, emptyStudentHome } from '@autoskola/mocks/fixtures';
import { INSTRUCTOR_ROLE, session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import HomeOverview from './home-overview.tsx';

const meta = {
  title: 'mf-training/HomeOverview',
  component: HomeOverview,
  parameters: { route: '/admin' },
} satisfies Meta<typeof HomeOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

const as = (roles: string[]) => () => {
  session.login(tokenFor(roles));
  return () => session.logout();
};
const home = '*/api/home';
const STUDENT = ['ROLE_USER'];
const INSTRUCTOR = ['ROLE_USER', INSTRUCTOR_ROLE];

/** A student in training: the course, what remains to pay, tomorrow's lesson. */
export const Student: Story = { beforeEach: as(STUDENT) };
export const StudentWithNothing: Story = {
  beforeEach: as(STUDENT),
  parameters: { msw: { handlers: [http.get(home, () => HttpResponse.json(emptyStudentHome()))] } },
};
/** An instructor's day: lessons, new applications, messages waiting, an overdue payment. */
export const Instructor: Story = { beforeEach: as(INSTRUCTOR) };
export const InstructorQuietDay: Story = {
  beforeEach: as(INSTRUCTOR),
  parameters: { msw: { handlers: [http.get(home, () => HttpResponse.json(emptyInstructorHome()))] } },
};
export const Loading: Story = {
  beforeEach: as(STUDENT),
  parameters: {
    msw: {
      handlers: [
        http.get(home, async () => {
          await delay('infinite');
          return HttpResponse.json(emptyStudentHome());
        }),
      ],
    },
  },
};
export const LoadFailed: Story = {
  beforeEach: as(INSTRUCTOR),
  parameters: {
    msw: { handlers: [http.get(home, () => HttpResponse.json({ message: 'Chyba servera.' }, { status: 500 }))] },
  },
};
