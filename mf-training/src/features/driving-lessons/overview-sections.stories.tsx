import { mockOverview } from '@autoskola/mocks/features/overview/overview-fixtures';
import { INSTRUCTOR_ROLE, session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { instructorDaysSection } from './overview-sections.tsx';

const period = { from: '2026-10-01', to: '2026-10-31', group: null };
const instructors = mockOverview(period.from, period.to).lessonsByInstructor;
const InstructorDays = instructorDaysSection.Panel;
const days = '*/api/admin/overview/instructor-days';
const open = async (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByText('Odjazdené hodiny po dňoch', { selector: 'summary' }));

/** The overview's panel of each instructor's driven time by day (payroll's), its list asked when opened. */
const meta = {
  title: 'mf-training/OverviewInstructorDays',
  component: InstructorDays,
  args: { section: instructors, period },
  beforeEach: () => {
    session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE]));
    return () => session.logout();
  },
} satisfies Meta<typeof InstructorDays>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Folded: just the title, nothing asked yet. */
export const Folded: Story = {};
/** Opened: the period's days, counted in the summary once loaded. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Odjazdené hodiny po dňoch' }),
    ).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(days, async () => {
          await delay('infinite');
          return HttpResponse.json({ instructorDays: [] });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(await within(canvasElement).findByText('Načítavam odjazdené hodiny…')).toBeInTheDocument();
  },
};
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [http.get(days, () => HttpResponse.json({ message: 'Chyba servera.' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Odjazdené hodiny sa nepodarilo načítať.',
    );
  },
};
/** A period without a driven lesson: nothing to open. */
export const NothingDriven: Story = { args: { section: [] } };
