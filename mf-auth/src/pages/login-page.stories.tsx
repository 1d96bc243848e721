import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import LoginPage from './login-page.tsx';

const meta = { title: 'mf-auth/LoginPage', component: LoginPage } satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Prihlásiť sa' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nesprávne prihlasovacie údaje.');
  },
};
export const ServerError: Story = {
  parameters: { msw: { handlers: [http.post('*/api/auth/login', () => HttpResponse.json({}))] } },
};
