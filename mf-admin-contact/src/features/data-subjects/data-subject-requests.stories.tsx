import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { DataSubjectRequests, SUBJECT_TEXTS } from './data-subject-requests.tsx';

const meta = {
  title: 'mf-admin-contact/DataSubjectRequests',
  component: DataSubjectRequests,
} satisfies Meta<typeof DataSubjectRequests>;
export default meta;
type Story = StoryObj<typeof meta>;

const searchFor = async (canvasElement: HTMLElement, email: string) => {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByLabelText('E-mail'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Vyhľadať' }));
  return canvas;
};

export const Empty: Story = {};
export const NothingEntered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchFor(canvasElement, '');
    await expect(canvas.getByText('Zadajte e-mail alebo telefón.')).toBeInTheDocument();
  },
};
export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchFor(canvasElement, 'jan.novak@example.sk');
    await expect(await canvas.findByText('Nájdené: 1 správa.')).toBeInTheDocument();
  },
};
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchFor(canvasElement, 'nikto@example.sk');
    await expect(await canvas.findByText(SUBJECT_TEXTS.none)).toBeInTheDocument();
  },
};
export const ConfirmErasure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchFor(canvasElement, 'jan.novak@example.sk');
    await userEvent.click(await canvas.findByRole('button', { name: 'Vymazať všetky (1)' }));
    await expect(within(document.body).getByRole('dialog', { name: 'Vymazať správy?' })).toBeInTheDocument();
  },
};
export const SearchFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/contact-form/subject', () =>
          HttpResponse.json({ message: 'Nastala chyba servera.' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await searchFor(canvasElement, 'jan.novak@example.sk');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nastala chyba servera.');
  },
};
