import type { Schemas } from '@autoskola/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import ContactMessagesPage from './contact-messages-page.tsx';

const meta = {
  title: 'mf-admin-contact/ContactMessagesPage',
  component: ContactMessagesPage,
  parameters: { route: '/admin/kontaktny-formular' },
} satisfies Meta<typeof ContactMessagesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = '*/api/admin/contact-form/list';

const base: Schemas['ContactMessageDetail'] = {
  id: 14,
  name: 'Lucia Krátka',
  email: 'lucia.kratka@example.sk',
  phone: '0905 123 456',
  message: 'Dobrý deň,\nchcela by som sa prihlásiť na kurz skupiny B.\nĎakujem.',
  dateAdd: '2026-11-18T09:30:00.000Z',
  dateResolved: null,
  dateReply: null,
  replyMessage: null,
};

/** Every message opens as `detail`: the modal in one state. */
function detailStory(detail: Partial<Schemas['ContactMessageDetail']>, check: string | RegExp): Story {
  return {
    parameters: {
      msw: {
        handlers: [
          http.get('*/api/admin/contact-form/:id', ({ params }) =>
            params.id === 'list' ? undefined : HttpResponse.json({ contactForm: { ...base, ...detail } }),
          ),
        ],
      },
    },
    play: async ({ canvasElement }) => {
      const rows = await within(canvasElement).findAllByRole('row');
      await userEvent.click(rows[1] as HTMLElement);
      const dialog = await within(document.body).findByRole('dialog', { name: 'Správa z kontaktného formulára' });
      await expect(await within(dialog).findByText(check)).toBeInTheDocument();
    },
  };
}

export const Data: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: [http.get(list, () => delay('infinite'))] } } };
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ contactForms: [], pagesCount: 0 }))] } },
};
export const ErrorState: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};

export const Unresolved = detailStory({}, 'Zároveň označiť ako vyriešené');
export const Replied = detailStory(
  {
    dateResolved: '2026-11-19T08:00:00.000Z',
    dateReply: '2026-11-19T08:00:00.000Z',
    replyMessage: 'Dobrý deň, najbližší kurz začína 1. decembra.',
  },
  /Odpoveď bola odoslaná/,
);
export const ResolvedWithoutReply = detailStory(
  { dateResolved: '2026-11-19T08:00:00.000Z' },
  'Vyriešené bez odoslania odpovede z adminu',
);
export const WithoutEmail = detailStory({ email: null }, /Odpovedzte telefonicky/);
export const WithoutPhone = detailStory({ phone: null }, 'neuvedený');
export const DetailLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/contact-form/:id', async ({ params }) => {
          if (params.id === 'list') return undefined;
          await delay('infinite');
          return undefined;
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByRole('row');
    await userEvent.click(rows[1] as HTMLElement);
    await expect(await within(document.body).findByText('Načítavam správu…')).toBeInTheDocument();
  },
};
export const EmptyReplyRefused: Story = {
  ...detailStory({}, 'Zároveň označiť ako vyriešené'),
  play: async (context) => {
    await Unresolved.play?.(context);
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Odpoveď' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odoslať odpoveď' }));
    await expect(await within(dialog).findByText('Nie je možné odoslať prázdnu odpoveď.')).toBeInTheDocument();
  },
};
