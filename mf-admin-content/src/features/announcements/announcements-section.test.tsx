import { demoAnnouncements } from '@autoskola/demo-content';
import { recordWrites, setupMockApi } from '@autoskola/mocks/test-server';
import { addDays, formatIsoDate, schoolDate } from '@autoskola/rules/calendar-dates';
import { renderScreen } from '@autoskola/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import AnnouncementsPage from '../../pages/announcements-page.tsx';
import { ANNOUNCEMENT_MESSAGES, ANNOUNCEMENT_TEXTS } from './announcement-texts.ts';

const server = setupMockApi();
const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const today = () => schoolDate(new Date());

describe('AnnouncementsPage', () => {
  it("lists every announcement newest first under 'Oznamy', with its days and whether the public sees it", async () => {
    renderScreen(<AnnouncementsPage />, { url: '/admin/oznamy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Oznamy' })).toBeInTheDocument();
    expect(screen.getByText(ANNOUNCEMENT_TEXTS.loading)).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'Nadpis',
      'Zverejnené',
      'Zobraziť do',
      'Stav',
      'Zmazať',
    ]);
    expect(titles()).toEqual([...demoAnnouncements.map((item) => item.title), 'Letný kurz skupiny B']);
    const [first] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    expect(
      within(first as HTMLElement).getByText(formatIsoDate(addDays(today(), -demoAnnouncements[0].publishedDaysAgo))),
    ).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText(ANNOUNCEMENT_TEXTS.noEnd)).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: ANNOUNCEMENT_TEXTS.shown })).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: ANNOUNCEMENT_TEXTS.hidden })).toHaveLength(1);
  });

  it.each([
    ['empty', () => HttpResponse.json({ announcements: [], pagesCount: 0 }), ANNOUNCEMENT_TEXTS.empty],
    ['failed', () => HttpResponse.json({ message: 'x' }, { status: 500 }), ANNOUNCEMENT_TEXTS.error],
  ])('shows the %s state', async (_state, answer, text) => {
    server.use(http.get('*/api/admin/announcement/list', answer));
    renderScreen(<AnnouncementsPage />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('adds one from an empty dialog, refusing what breaks the rules without sending', async () => {
    const writes = recordWrites(server);
    renderScreen(<AnnouncementsPage />);
    await userEvent.click(await screen.findByRole('button', { name: ANNOUNCEMENT_TEXTS.add }));
    const dialog = await screen.findByRole('dialog', { name: ANNOUNCEMENT_TEXTS.addTitle });
    const title = within(dialog).getByRole('textbox', { name: 'Nadpis' });
    await userEvent.type(title, 'x'.repeat(121));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    expect(await within(dialog).findByText(ANNOUNCEMENT_MESSAGES.titleMax)).toBeInTheDocument();
    expect(within(dialog).getByText(ANNOUNCEMENT_MESSAGES.textRequired)).toBeInTheDocument();
    expect(writes).toEqual([]);

    await userEvent.clear(title);
    await userEvent.type(title, 'Nový kurz skupiny B');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Začíname 1. decembra.');
    fireEvent.change(within(dialog).getByLabelText('Zobraziť do'), { target: { value: '2030-12-01' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(titles()[0]).toBe('Nový kurz skupiny B'));
    expect(writes.map((write) => write.body)).toEqual([
      { title: 'Nový kurz skupiny B', text: 'Začíname 1. decembra.', visibleUntil: '2030-12-01' },
    ]);
    expect(screen.getByText('1. 12. 2030')).toBeInTheDocument();
  });

  it('edits a row in the dialog: clearing the last day shows it again', async () => {
    renderScreen(<AnnouncementsPage />);
    await userEvent.click(await screen.findByRole('row', { name: 'Upraviť Letný kurz skupiny B' }));
    const dialog = await screen.findByRole('dialog', { name: ANNOUNCEMENT_TEXTS.editTitle });
    const until = within(dialog).getByLabelText('Zobraziť do');
    expect(until).toHaveValue(addDays(today(), -10));
    fireEvent.change(until, { target: { value: '' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('img', { name: ANNOUNCEMENT_TEXTS.shown })).toHaveLength(3));
  });

  it("shows the server's refusal on its field and keeps the dialog open", async () => {
    server.use(
      http.put('*/api/admin/announcement/:id', () =>
        HttpResponse.json(
          { message: 'Formulár obsahuje chyby.', errors: { visibleUntil: ANNOUNCEMENT_MESSAGES.visibleUntil } },
          { status: 422 },
        ),
      ),
    );
    renderScreen(<AnnouncementsPage />);
    await userEvent.click(await screen.findByRole('row', { name: `Upraviť ${demoAnnouncements[0].title}` }));
    const dialog = await screen.findByRole('dialog', { name: ANNOUNCEMENT_TEXTS.editTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    expect(await within(dialog).findByText(ANNOUNCEMENT_MESSAGES.visibleUntil)).toBeInTheDocument();
    expect(within(dialog).getByText('Formulár obsahuje chyby.')).toBeInTheDocument();
  });

  it('deletes a row without opening it, and says so when the delete fails', async () => {
    renderScreen(<AnnouncementsPage />);
    await screen.findByRole('table');
    const row = screen.getByRole('row', { name: 'Upraviť Letný kurz skupiny B' });
    await userEvent.click(within(row).getByRole('button', { name: 'Zmazať' }));
    await waitFor(() => expect(titles()).not.toContain('Letný kurz skupiny B'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    server.use(http.delete('*/api/admin/announcement/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const [first] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Zmazať' }));
    expect(await screen.findByText(ANNOUNCEMENT_TEXTS.deleteFailed)).toBeInTheDocument();
  });
});
