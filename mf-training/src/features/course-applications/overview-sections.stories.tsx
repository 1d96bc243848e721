import { mockOverview, mockOverviewPayments } from '@autoskola/mocks/features/overview/overview-fixtures';
import { INSTRUCTOR_ROLE, session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { paymentListSection } from './overview-sections.tsx';

const period = { from: '2026-10-01', to: '2026-10-31', group: null };
const sums = mockOverview(period.from, period.to).payments;
const PaymentList = paymentListSection.Panel;
const payments = '*/api/admin/overview/payments';
const open = async (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByText(`Prijaté platby (${sums.count})`));

/** The overview's panel of every payment received (the accountant's), its list asked when opened. */
const meta = {
  title: 'mf-training/OverviewPaymentList',
  component: PaymentList,
  args: { section: sums, period },
  beforeEach: () => {
    session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE]));
    return () => session.logout();
  },
} satisfies Meta<typeof PaymentList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Folded: the count from the overview's sums, nothing asked yet. */
export const Folded: Story = {};
/** Opened: the period's payments. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(await within(canvasElement).findByRole('table', { name: 'Prijaté platby' })).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(payments, async () => {
          await delay('infinite');
          return HttpResponse.json({ payments: [], pagesCount: 0 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(await within(canvasElement).findByText('Načítavam platby…')).toBeInTheDocument();
  },
};
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [http.get(payments, () => HttpResponse.json({ message: 'Chyba servera.' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Platby sa nepodarilo načítať.');
  },
};
/** The CSV asked for without the table opened, and the list failing: said in the panel. */
export const CsvFailed: Story = {
  parameters: LoadFailed.parameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Stiahnuť CSV: Prijaté platby' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Údaje pre CSV sa nepodarilo načítať.',
    );
  },
};
/** A period without payments: nothing to open. */
export const NoPayments: Story = { args: { section: { ...sums, received: 0, count: 0 } } };

// A year's payments in pages of 25 (the server's are OVERVIEW_LIST_PAGE_SIZE, too long for a story).
const year = { from: '2025-01-01', to: '2025-12-31', group: null };
const yearPayments = mockOverviewPayments(year.from, year.to);
const PER_PAGE = 25;
/** The year's payments a page at a time; the pages from `failingFrom` on fail. */
const yearPages = (failingFrom = Number.POSITIVE_INFINITY) =>
  http.get(payments, ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    if (page >= failingFrom) return HttpResponse.json({ message: 'Chyba servera.' }, { status: 500 });
    return HttpResponse.json({
      payments: yearPayments.slice((page - 1) * PER_PAGE, page * PER_PAGE),
      pagesCount: Math.ceil(yearPayments.length / PER_PAGE),
    });
  });
/** Opens the year's list and goes to its second page. */
async function toSecondPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByText(`Prijaté platby (${yearPayments.length})`));
  const pages = await canvas.findByRole('navigation', { name: 'Stránkovanie platieb' });
  await userEvent.click(within(pages).getByRole('button', { name: 'Strana 2' }));
  return { canvas, pages };
}
/** A list of several pages: opened, then its second page, the address left to the period. */
export const SecondPage: Story = {
  args: { section: mockOverview(year.from, year.to).payments, period: year },
  parameters: { msw: { handlers: [yearPages()] } },
  play: async ({ canvasElement }) => {
    const { canvas, pages } = await toSecondPage(canvasElement);
    const second = yearPayments[PER_PAGE] as (typeof yearPayments)[number];
    await expect(await canvas.findByRole('cell', { name: second.variableSymbol })).toBeInTheDocument();
    await expect(within(pages).getByRole('button', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A later page that fails: said above the pages, which stay, with 'Skúsiť znova'. */
export const LaterPageFailed: Story = {
  args: SecondPage.args,
  parameters: { msw: { handlers: [yearPages(2)] } },
  play: async ({ canvasElement }) => {
    const { canvas } = await toSecondPage(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Platby sa nepodarilo načítať.');
    await expect(canvas.getByRole('button', { name: 'Skúsiť znova' })).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Stránkovanie platieb' })).getByRole('button', {
        name: 'Strana 2',
      }),
    ).toHaveAttribute('aria-current', 'page');
  },
};
