import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { WorkingHours } from './working-hours.tsx';

const meta = {
  title: 'mf-training/WorkingHours',
  component: WorkingHours,
  // The demo's afternoon instructor: the Fabia is Peter Horváth's until 13:45 on weekdays.
  beforeEach: () => {
    session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'], 3600, 'maria.kovacova@autoskola-demo.sk'));
    return () => session.logout();
  },
} satisfies Meta<typeof WorkingHours>;
export default meta;
type Story = StoryObj<typeof meta>;

const hours = '*/api/admin/lesson/hours';

export const Default: Story = {};
/** Monday from 12:00 with the Fabia: the warning names Peter Horváth and waits for an answer. */
export const SharedVehicleWarning: Story = {
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Môj pracovný čas' });
    const monday = within(form).getAllByRole('group', { name: /^Úsek / })[0] as HTMLElement;
    await userEvent.clear(within(monday).getByLabelText('Od'));
    await userEvent.type(within(monday).getByLabelText('Od'), '12:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Uložiť pracovný čas' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Peter Horváth (pondelok 07:00–13:45)');
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(hours, () => delay('infinite'))] } },
};
export const ErrorState: Story = {
  parameters: { msw: { handlers: [http.get(hours, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};
