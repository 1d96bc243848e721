import { mockOverview } from '@autoskola/mocks/features/overview/overview-fixtures';
import { formatIsoDate } from '@autoskola/rules/calendar-dates';
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
/** Opened: the period's days, one page of them. */
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
          return HttpResponse.json({ instructorDays: [], pagesCount: 0 });
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

const year = { from: '2025-01-01', to: '2025-12-31', group: null };
/**
 * A year: two instructors' weekdays are more than a page (OVERVIEW_LIST_PAGE_SIZE), served as the
 * mocks page them; opened, then its second page.
 */
export const SecondPage: Story = {
  args: { section: mockOverview(year.from, year.to).lessonsByInstructor, period: year },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Stránkovanie odjazdených hodín' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Strana 2' }));
    await expect(within(pages).getByRole('button', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
    // The year's last day is on the second page only, once for each instructor.
    await expect(await canvas.findAllByRole('cell', { name: formatIsoDate(year.to) })).toHaveLength(2);
  },
};
