import { setupMockApi } from '@autoskola/mocks/test-server';
import { readBlobText, renderScreen } from '@autoskola/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { DataSubjectRequests, messagesCount, SUBJECT_TEXTS } from './data-subject-requests.tsx';

const server = setupMockApi();

const search = async (fields: { email?: string; phone?: string }) => {
  if (fields.email) await userEvent.type(screen.getByLabelText('E-mail'), fields.email);
  if (fields.phone) await userEvent.type(screen.getByLabelText('Telefón'), fields.phone);
  await userEvent.click(screen.getByRole('button', { name: SUBJECT_TEXTS.search }));
};

describe('DataSubjectRequests', () => {
  it('asks for an e-mail or a phone before searching', async () => {
    const sent = vi.fn();
    server.events.on('request:start', sent);
    renderScreen(<DataSubjectRequests />);
    await search({});
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(SUBJECT_TEXTS.missing);
    expect(sent).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('finds a person by phone in another notation and downloads exactly their messages as JSON', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:x';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderScreen(<DataSubjectRequests />);
    await search({ phone: '+421 905 333 444' });
    expect(await screen.findByText('Nájdené: 1 správa.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Eva Malá: Zavolajte mi prosím ohľadom kondičných jázd.');

    await userEvent.click(screen.getByRole('button', { name: SUBJECT_TEXTS.download }));
    expect(click).toHaveBeenCalledOnce();
    const text = await readBlobText(saved[0] as Blob);
    const file = JSON.parse(text);
    expect(file.subject).toEqual({ phone: '+421 905 333 444' });
    expect(file.contactForms.map((form: { name: string }) => form.name)).toEqual(['Eva Malá']);
    vi.restoreAllMocks();
  });

  it('erases after confirmation and reports the count; the search then finds nothing', async () => {
    renderScreen(<DataSubjectRequests />);
    await search({ email: 'JAN.NOVAK@example.sk', phone: '0905 333 444' });
    expect(await screen.findByText('Nájdené: 2 správy.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${SUBJECT_TEXTS.erase} (2)` }));
    const dialog = screen.getByRole('dialog', { name: SUBJECT_TEXTS.confirmTitle });
    expect(dialog).toHaveTextContent('Natrvalo vymažeme 2 správy tejto osoby aj e-maily o nich.');
    await userEvent.click(within(dialog).getByRole('button', { name: SUBJECT_TEXTS.confirm }));
    expect(await screen.findByText('Vymazané: 2 správy.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: SUBJECT_TEXTS.search }));
    expect(await screen.findByText(SUBJECT_TEXTS.none)).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when erasing fails', async () => {
    server.use(
      http.delete('*/api/admin/contact-form/subject', () =>
        HttpResponse.json({ message: 'Nastala chyba servera.' }, { status: 500 }),
      ),
    );
    renderScreen(<DataSubjectRequests />);
    await search({ email: 'jan.novak@example.sk' });
    await userEvent.click(await screen.findByRole('button', { name: `${SUBJECT_TEXTS.erase} (1)` }));
    const dialog = screen.getByRole('dialog', { name: SUBJECT_TEXTS.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: SUBJECT_TEXTS.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nastala chyba servera.');
  });

  it('says when the search fails', async () => {
    server.use(
      http.get('*/api/admin/contact-form/subject', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    renderScreen(<DataSubjectRequests />);
    await search({ email: 'jan.novak@example.sk' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('shows every section the server returns, with no code per feature', async () => {
    const section = (key: string, erasedKey: string, counted: string[], lines: string[], extra = {}) => ({
      key,
      erasedKey,
      count: lines.length,
      counted,
      note: null,
      erasedAlso: null,
      lines: lines.map((text) => ({ date: '2026-11-20T09:15:00.000Z', text })),
      ...extra,
    });
    server.use(
      http.get('*/api/admin/contact-form/subject', () =>
        HttpResponse.json({
          contactForms: [],
          testResults: [],
          sections: [
            section('contactForms', 'deleted', ['správa', 'správy', 'správ'], []),
            section('lessons', 'deletedLessons', ['jazda', 'jazdy', 'jázd'], ['Jazda 1', 'Jazda 2'], {
              note: '(žiak s týmto e-mailom)',
              erasedAlso: 'aj s poznámkami inštruktora',
            }),
          ],
        }),
      ),
      http.delete('*/api/admin/contact-form/subject', () =>
        HttpResponse.json({ deleted: 0, deletedTestResults: 0, deletedLessons: 2 }),
      ),
    );
    renderScreen(<DataSubjectRequests />);
    await search({ email: 'ziak@example.sk' });
    expect(await screen.findByText('Nájdené: 2 jazdy (žiak s týmto e-mailom).')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Jazda 1'),
      expect.stringContaining('Jazda 2'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: `${SUBJECT_TEXTS.erase} (2)` }));
    const dialog = screen.getByRole('dialog', { name: SUBJECT_TEXTS.confirmTitle });
    expect(dialog).toHaveTextContent('Natrvalo vymažeme 2 jazdy aj s poznámkami inštruktora. Nedá sa to vrátiť späť.');
    await userEvent.click(within(dialog).getByRole('button', { name: SUBJECT_TEXTS.confirm }));
    expect(await screen.findByText('Vymazané: 2 jazdy.')).toBeInTheDocument();
  });

  it.each([
    [1, '1 správa'],
    [3, '3 správy'],
    [7, '7 správ'],
  ])('counts %i as "%s"', (count, words) => {
    expect(messagesCount(count)).toBe(words);
  });
});
