import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { CategoriesSection } from './categories-section.tsx';

const meta = { title: 'mf-admin-content/CategoriesSection', component: CategoriesSection } satisfies Meta<
  typeof CategoriesSection
>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = '*/api/admin/learning-material/category/list';

export const Data: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: [http.get(list, () => delay('infinite'))] } } };
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(list, () => HttpResponse.json({ learningMaterialCategories: [], pagesCount: 0 }))] },
  },
};
export const ErrorState: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};

export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('row', { name: 'Upraviť Prvá pomoc' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Upraviť kategóriu' });
    await expect(within(dialog).getByRole('textbox', { name: 'Názov' })).toHaveValue('Prvá pomoc');
  },
};

export const NewDialogWithErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '+ Pridať kategóriu' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Pridať kategóriu' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Pozícia' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await expect(await within(dialog).findByText('Názov je povinný.')).toBeInTheDocument();
  },
};

export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const row = await within(canvasElement).findByRole('row', { name: 'Upraviť Dopravné značky' });
    await userEvent.click(within(row).getByRole('button', { name: 'Zmazať' }));
    await expect(
      await within(canvasElement).findByText('Nie je možné zmazať kategóriu, pretože obsahuje materiály.'),
    ).toBeInTheDocument();
  },
};
