import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { PassRateSwitch } from './pass-rate-switch.tsx';

const SWITCH = 'Zobraziť úspešnosť na prvý pokus na úvodnej stránke';

const meta = {
  title: 'mf-admin-content/PassRateSwitch',
  component: PassRateSwitch,
} satisfies Meta<typeof PassRateSwitch>;

export default meta;

/** Off: the mocks' school has not chosen yet. */
export const Off: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('switch', { name: SWITCH })).not.toBeChecked();
  },
};

export const On: StoryObj<typeof meta> = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/exam/settings', () => HttpResponse.json({ examSettings: { showPassRate: true } })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('switch', { name: SWITCH })).toBeChecked();
  },
};
