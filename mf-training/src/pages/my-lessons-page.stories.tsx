import { MOCK_NEW_STUDENT } from '@autoskola/mocks/features/driving-lessons/driving-lesson-fixtures';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import MyLessonsPage from './my-lessons-page.tsx';

const meta = {
  title: 'mf-training/MyLessonsPage',
  component: MyLessonsPage,
  parameters: { route: '/jazdy' },
} satisfies Meta<typeof MyLessonsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const as = (email: string) => () => {
  session.login(tokenFor(['ROLE_USER'], 3600, email));
  return () => session.logout();
};
const mine = '*/api/lesson/mine';
const slotDays = '*/api/lesson/slot-days';

/** The demo's Adam Novák: lessons booked and driven, the progress, readiness and history. */
export const InTraining: Story = { beforeEach: as('adam.novak.1@example.sk') };
/** Just put in training: nothing booked yet, every free slot open. */
export const NewStudent: Story = { beforeEach: as(MOCK_NEW_STUDENT) };
export const NotInTraining: Story = { beforeEach: as('nikto@example.sk') };
export const BookingDialog: Story = {
  beforeEach: as(MOCK_NEW_STUDENT),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Voľné termíny' });
    // The open day's units come after the list of days.
    const times = await within(region).findAllByRole('button', { name: /^\d\d:\d\d$/ });
    await userEvent.click(times[0] as HTMLElement);
    await expect(await within(document.body).findByRole('dialog', { name: 'Rezervovať jazdu' })).toBeInTheDocument();
  },
};
export const SlotTaken: Story = {
  beforeEach: as(MOCK_NEW_STUDENT),
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/lesson/book', () =>
          HttpResponse.json({ message: 'Tento termín už nie je voľný.' }, { status: 409 }),
        ),
      ],
    },
  },
};
export const NoFreeSlots: Story = {
  beforeEach: as(MOCK_NEW_STUDENT),
  parameters: { msw: { handlers: [http.get(slotDays, () => HttpResponse.json({ instructors: [], days: [] }))] } },
};
export const Loading: Story = {
  beforeEach: as(MOCK_NEW_STUDENT),
  parameters: { msw: { handlers: [http.get(mine, () => delay('infinite'))] } },
};
export const ErrorState: Story = {
  beforeEach: as(MOCK_NEW_STUDENT),
  parameters: { msw: { handlers: [http.get(mine, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};
