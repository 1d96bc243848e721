import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import WorkingHoursPage from './working-hours-page.tsx';

const meta = {
  title: 'mf-training/WorkingHoursPage',
  component: WorkingHoursPage,
  parameters: { route: '/admin/pracovny-cas' },
} satisfies Meta<typeof WorkingHoursPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const as = (email: string) => () => {
  session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'], 3600, email));
  return () => session.logout();
};

/** The demo's Peter Horváth: his hours, the school's cars and rules, his calendar address. */
export const Default: Story = { beforeEach: as('peter.horvath@autoskola-demo.sk') };
/** An instructor who has not set any hours yet. */
export const NewInstructor: Story = { beforeEach: as('nova.instruktorka@autoskola.sk') };
export const Loading: Story = {
  beforeEach: as('peter.horvath@autoskola-demo.sk'),
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/lesson/hours', () => delay('infinite')),
        http.get('*/api/admin/lesson/settings', () => delay('infinite')),
        http.get('*/api/admin/lesson/week', () => delay('infinite')),
      ],
    },
  },
};
export const ErrorState: Story = {
  beforeEach: as('peter.horvath@autoskola-demo.sk'),
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/lesson/hours', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
        http.get('*/api/admin/lesson/settings', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
        http.get('*/api/admin/lesson/week', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
      ],
    },
  },
};
