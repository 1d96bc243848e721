import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import ApplicationPage from './course-application-page.tsx';

const meta = {
  title: 'mf-training/ApplicationPage',
  component: ApplicationPage,
  parameters: { route: '/prihlaska?kurz=1' },
} satisfies Meta<typeof ApplicationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const offers = '*/api/offer/list';

export const Form: Story = {};
export const NoCourseChosen: Story = { parameters: { route: '/prihlaska' } };
export const LoadingCourses: Story = { parameters: { msw: { handlers: [http.get(offers, () => delay('infinite'))] } } };
export const NoCourses: Story = {
  parameters: { msw: { handlers: [http.get(offers, () => HttpResponse.json({ offers: [] }))] } },
};
export const CoursesFailed: Story = {
  parameters: { msw: { handlers: [http.get(offers, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Odoslať prihlášku' }));
    await expect(await canvas.findByText('Meno je povinné.')).toBeInTheDocument();
  },
};
export const Minor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const date = new Date();
    date.setFullYear(date.getFullYear() - 16);
    await userEvent.type(await canvas.findByLabelText(/^Dátum narodenia/), date.toISOString().slice(0, 10));
    await expect(await canvas.findByRole('group', { name: 'Zákonný zástupca' })).toBeInTheDocument();
  },
};
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/course-application/add', () =>
          HttpResponse.json({ message: 'Príliš veľa pokusov. Skúste to znova o chvíľu.' }, { status: 429 }),
        ),
      ],
    },
  },
};
