import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import RegistrationPage from './registration-page.tsx';

const meta = { title: 'mf-auth/RegistrationPage', component: RegistrationPage } satisfies Meta<typeof RegistrationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Registrovať' }));
    await expect(await canvas.findByText('Zadajte e-mail.')).toBeInTheDocument();
  },
};
