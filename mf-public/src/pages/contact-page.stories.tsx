import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import ContactPage from './contact-page.tsx';

const meta = { title: 'mf-public/ContactPage', component: ContactPage } satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithCourse: Story = { parameters: { route: '/kontakt?kurz=Skupina%20B' } };
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Odoslať' }));
    await expect(await canvas.findByText('Meno je povinné.')).toBeInTheDocument();
  },
};
export const SendFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/contact-form/add', () =>
          HttpResponse.json({ message: 'Nastala chyba servera.' }, { status: 500 }),
        ),
      ],
    },
  },
};
