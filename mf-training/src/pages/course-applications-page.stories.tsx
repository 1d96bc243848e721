import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import ApplicationsPage from './course-applications-page.tsx';

const meta = {
  title: 'mf-training/ApplicationsPage',
  component: ApplicationsPage,
  parameters: { route: '/admin/prihlasky' },
  beforeEach: () => {
    session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR']));
    return () => session.logout();
  },
} satisfies Meta<typeof ApplicationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = '*/api/admin/course-application/list';

/** Opens the first row of the list (filtered by `route`) and waits for `check` in the detail. */
function detailStory(route: string, check: string | RegExp): Story {
  return {
    parameters: { route },
    play: async ({ canvasElement }) => {
      const table = await within(canvasElement).findByRole('table', { name: 'Prihlášky na kurzy, najnovšie prvé' });
      await userEvent.click(within(table).getAllByRole('row')[1] as HTMLElement);
      const dialog = await within(document.body).findByRole('dialog', { name: 'Prihláška na kurz' });
      await expect(await within(dialog).findByText(check)).toBeInTheDocument();
    },
  };
}

export const Data: Story = {};
export const Filtered: Story = { parameters: { route: '/admin/prihlasky?status=training' } };
export const Loading: Story = { parameters: { msw: { handlers: [http.get(list, () => delay('infinite'))] } } };
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(list, () => HttpResponse.json({ courseApplications: [], pagesCount: 0 }))] },
  },
};
export const ErrorState: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};
/** A search with no match says so, not that there are no applications. */
export const NoSearchMatch: Story = { parameters: { route: '/admin/prihlasky?search=nikto-taky' } };
/** Before enrolment: the documents still missing, warned (not refused). */
export const EnrolWithMissingDocuments = detailStory('/admin/prihlasky?status=verified', /^Chýbajú doklady:/);
/** The readiness panel speaks about the student, named after a label. */
export const ReadinessOfStudent = detailStory('/admin/prihlasky?status=training', /^Žiak: /);
export const NewApplication = detailStory('/admin/prihlasky?status=new', 'Zmeniť stav na Overená');
export const EnrolledWithPayments = detailStory('/admin/prihlasky?status=enrolled', 'Prijaté platby');
export const Finished = detailStory('/admin/prihlasky?status=finished', 'Ukončená');
export const CancelledApplication = detailStory('/admin/prihlasky?status=cancelled', 'Zrušená');
/** An instructor records 267,50 €: sent as 26750 cents, listed '267,50 €' (decision 0035). */
export const PaymentWithCents: Story = {
  parameters: { route: '/admin/prihlasky?status=enrolled' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Prihlášky na kurzy, najnovšie prvé' });
    await userEvent.click(within(table).getAllByRole('row')[1] as HTMLElement);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Prihláška na kurz' });
    const form = await within(dialog).findByRole('form', { name: 'Zaznamenať platbu' });
    await userEvent.type(within(form).getByLabelText(/^Suma/), '267,50');
    await userEvent.click(within(form).getByRole('button', { name: 'Zaznamenať platbu' }));
    await expect(
      await within(dialog).findByRole('button', { name: /^Zmazať platbu 267,50\u00a0€ z / }),
    ).toBeInTheDocument();
  },
};
