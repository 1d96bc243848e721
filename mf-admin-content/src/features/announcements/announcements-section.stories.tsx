import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ANNOUNCEMENT_MESSAGES, ANNOUNCEMENT_TEXTS } from './announcement-texts.ts';
import { AnnouncementsSection } from './announcements-section.tsx';

const meta = { title: 'mf-admin-content/AnnouncementsSection', component: AnnouncementsSection } satisfies Meta<
  typeof AnnouncementsSection
>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = '*/api/admin/announcement/list';

/** The mocks' news: the demo's two and one past its 'zobraziť do' day. */
export const Data: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: [http.get(list, () => delay('infinite'))] } } };
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ announcements: [], pagesCount: 0 }))] } },
};
export const ErrorState: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};

export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('row', { name: 'Upraviť Prihlášky aj online' }));
    const dialog = await within(document.body).findByRole('dialog', { name: ANNOUNCEMENT_TEXTS.editTitle });
    await expect(within(dialog).getByRole('textbox', { name: 'Nadpis' })).toHaveValue('Prihlášky aj online');
  },
};

export const NewDialogWithErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: ANNOUNCEMENT_TEXTS.add }));
    const dialog = await within(document.body).findByRole('dialog', { name: ANNOUNCEMENT_TEXTS.addTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await expect(await within(dialog).findByText(ANNOUNCEMENT_MESSAGES.titleRequired)).toBeInTheDocument();
    await expect(within(dialog).getByText(ANNOUNCEMENT_MESSAGES.textRequired)).toBeInTheDocument();
  },
};
