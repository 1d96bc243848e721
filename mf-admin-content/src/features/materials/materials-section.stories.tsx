import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MaterialsSection } from './materials-section.tsx';

const meta = { title: 'mf-admin-content/MaterialsSection', component: MaterialsSection } satisfies Meta<
  typeof MaterialsSection
>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = '*/api/admin/learning-material/material/list';
const body = () => within(document.body);

async function openRow(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByRole('row', { name: `Upraviť ${name}` }));
  return body().findByRole('dialog', { name: 'Upraviť materiál' });
}

async function openNew(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: '+ Pridať materiál' }));
  return body().findByRole('dialog', { name: 'Pridať materiál' });
}

export const Data: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: [http.get(list, () => delay('infinite'))] } } };
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(list, () => HttpResponse.json({ learningMaterials: [], pagesCount: 0 }))] },
  },
};
export const ErrorState: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};

export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRow(canvasElement, 'Výstražné značky');
    await expect(await within(dialog).findByRole('textbox', { name: 'Text' })).toHaveTextContent('trojuholník');
  },
};

export const EditDialogLoading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/admin/learning-material/material/1', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRow(canvasElement, 'Výstražné značky');
    await expect(within(dialog).getByText('Načítavam ponuku...')).toBeInTheDocument();
  },
};

export const NewDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openNew(canvasElement);
    await expect(await within(dialog).findByRole('textbox', { name: 'Text' })).toBeInTheDocument();
  },
};

export const NewDialogWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openNew(canvasElement);
    await within(dialog).findByRole('textbox', { name: 'Text' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await expect(await within(dialog).findByText('Text je povinný.')).toBeInTheDocument();
  },
};

export const CategoriesFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/learning-material/category/all', () =>
          HttpResponse.json({ message: 'x' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openNew(canvasElement);
    await expect(await within(dialog).findByText('Nepodarilo sa načítať kategórie.')).toBeInTheDocument();
  },
};
