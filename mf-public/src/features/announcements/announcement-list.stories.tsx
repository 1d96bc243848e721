import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { AnnouncementList } from './announcement-list.tsx';

const meta = {
  title: 'mf-public/AnnouncementList',
  component: AnnouncementList,
  // The section appears once the news are read (nothing while they load).
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Oznamy' })).toBeInTheDocument();
  },
} satisfies Meta<typeof AnnouncementList>;

export default meta;

/** The mocks' current news (the demo's). */
export const Default: StoryObj<typeof meta> = {};

export const ThreeWithLongText: StoryObj<typeof meta> = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/announcement/list', () =>
          HttpResponse.json({
            announcements: [1, 2, 3].map((id) => ({
              id,
              title: `Oznam ${id}: ${'dlhý nadpis '.repeat(id * 3)}`.trim(),
              text: `Prvý riadok.\nDruhý riadok s dlhším textom, ktorý sa zalomí. ${'Text '.repeat(id * 20)}`,
              publishedOn: `2026-11-0${id}`,
              visibleUntil: null,
            })),
          }),
        ),
      ],
    },
  },
};
