import { emptyOverview } from '@autoskola/mocks/features/overview/overview-fixtures';
import { INSTRUCTOR_ROLE, session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { SchoolOverview } from './school-overview.tsx';

const meta = {
  title: 'mf-training/SchoolOverview',
  component: SchoolOverview,
  parameters: { route: '/admin/prehlad' },
  beforeEach: () => {
    session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE]));
    return () => session.logout();
  },
} satisfies Meta<typeof SchoolOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

const overview = '*/api/admin/overview';

/** This month of a busy school: the funnel, money, instructors, cars, tests, payments and days. */
export const ThisMonth: Story = {};
/** A year of one licence group. */
export const YearOfGroupB: Story = { parameters: { route: '/admin/prehlad?obdobie=year&skupina=B' } };
/** A custom period that ends before it starts: the field says so, nothing is asked. */
export const ReversedPeriod: Story = {
  parameters: { route: '/admin/prehlad?obdobie=custom&od=2026-11-30&do=2026-11-01' },
};
export const NothingInPeriod: Story = {
  parameters: { msw: { handlers: [http.get(overview, () => HttpResponse.json(emptyOverview()))] } },
};
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(overview, async () => {
          await delay('infinite');
          return HttpResponse.json(emptyOverview());
        }),
      ],
    },
  },
};
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [http.get(overview, () => HttpResponse.json({ message: 'Chyba servera.' }, { status: 500 }))] },
  },
};
