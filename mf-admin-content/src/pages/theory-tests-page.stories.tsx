import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import TheoryTestsPage from './theory-tests-page.tsx';

const meta = {
  title: 'mf-admin-content/TheoryTestsPage',
  component: TheoryTestsPage,
} satisfies Meta<typeof TheoryTestsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = '*/api/admin/test/question/list';

export const Data: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: [http.get(list, () => delay('infinite'))] } } };
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ testQuestions: [], pagesCount: 0 }))] } },
};
export const ErrorState: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};
export const NewQuestionErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '+ Pridať otázku' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Pridať otázku' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await expect(within(dialog).getByText('Otázka je povinná.')).toBeInTheDocument();
  },
};
export const EditQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('row', { name: 'Upraviť otázku 43' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Upraviť otázku' })).toBeInTheDocument();
  },
};
export const SettingsFailed: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/admin/test/settings', () => HttpResponse.json({ message: 'x' }, { status: 500 }))],
    },
  },
};
