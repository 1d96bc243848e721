import { recordWrites, setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { SyllabusSection } from './syllabus-section.tsx';
import { SYLLABUS_TEXTS } from './syllabus-texts.ts';

const server = setupMockApi();

describe('SyllabusSection', () => {
  beforeEach(() => session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'], 3600, 'peter.horvath@autoskola-demo.sk')));
  afterEach(() => session.logout());

  it("lists every group with the decree's numbers and the unit", { timeout: 15_000 }, async () => {
    renderScreen(<SyllabusSection />);
    const section = screen.getByRole('region', { name: SYLLABUS_TEXTS.heading });
    expect(
      within(section).getByText(/vyučovacích hodín \(45 min\).*vyhlášky č\. 45\/2016 Z\. z\./),
    ).toBeInTheDocument();
    const table = await within(section).findByRole('table', { name: SYLLABUS_TEXTS.caption });
    // Plain DOM reads: role queries over 14 rows of cells are slow in jsdom.
    const cells = (row: Element) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows.map((row) => cells(row)[0])).toEqual(
      ['AM', 'A1', 'A2', 'A', 'B1', 'B', 'BE', 'C1', 'C', 'CE', 'D1', 'D', 'DE', 'T'].map(
        (group) => `${group} (podľa vyhlášky)`,
      ),
    );
    expect(cells(rows[5] as Element).slice(1, 6)).toEqual(['32', '4', '4', '24', '38']);
  });

  it('refuses less than the decree in Slovak without sending, and saves more', { timeout: 20_000 }, async () => {
    const writes = recordWrites(server);
    const user = userEvent.setup();
    renderScreen(<SyllabusSection />);
    await user.click(await screen.findByRole('button', { name: SYLLABUS_TEXTS.edit('C') }));
    // In a dialog, in sight, not below the table of every group.
    const dialog = screen.getByRole('dialog', { name: SYLLABUS_TEXTS.formHeading('C') });
    const form = within(dialog).getByRole('form', { name: SYLLABUS_TEXTS.formHeading('C') });
    const road = within(form).getByRole('spinbutton', { name: /^Cestná premávka/ });
    await user.clear(road);
    await user.type(road, '10');
    await user.click(within(form).getByRole('button', { name: SYLLABUS_TEXTS.save }));
    expect(
      await within(form).findByText('Vyhláška č. 45/2016 Z. z. predpisuje pre skupinu C najmenej 14.'),
    ).toBeVisible();
    expect(writes).toEqual([]);

    await user.clear(road);
    await user.type(road, '20');
    const total = within(form).getByRole('spinbutton', { name: /^Jazdy spolu/ });
    await user.clear(total);
    await user.type(total, '24');
    await user.click(within(form).getByRole('button', { name: SYLLABUS_TEXTS.save }));
    expect(await screen.findByText(SYLLABUS_TEXTS.saved('C'))).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/syllabus/C',
        body: { theory: 20, simulator: 0, ground: 4, road: 20, total: 24 },
      },
    ]);
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('tbody tr')]
          .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))
          .find((cells) => cells[0]?.startsWith('C ')),
      ).toEqual(['C (upravené autoškolou)', '20', '0', '4', '20', '24', 'Upraviť']),
    );
  });

  it("shows the server's refusal and keeps the form", async () => {
    server.use(
      http.put('*/api/admin/syllabus/:group', () =>
        HttpResponse.json(
          {
            message: 'Učebnú osnovu nemožno nastaviť pod minimum podľa vyhlášky č. 45/2016 Z. z.',
            errors: { road: 'Vyhláška č. 45/2016 Z. z. predpisuje pre skupinu B najmenej 24.' },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<SyllabusSection />);
    await user.click(await screen.findByRole('button', { name: SYLLABUS_TEXTS.edit('B') }));
    const form = screen.getByRole('form', { name: SYLLABUS_TEXTS.formHeading('B') });
    await user.click(within(form).getByRole('button', { name: SYLLABUS_TEXTS.save }));
    expect(
      await within(form).findByText('Učebnú osnovu nemožno nastaviť pod minimum podľa vyhlášky č. 45/2016 Z. z.'),
    ).toBeInTheDocument();
  });

  it('says when it is loading and when it failed', async () => {
    server.use(http.get('*/api/admin/syllabus', () => delay('infinite')));
    const { unmount } = renderScreen(<SyllabusSection />);
    expect(screen.getByText(SYLLABUS_TEXTS.loading)).toBeInTheDocument();
    unmount();
    server.use(http.get('*/api/admin/syllabus', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderScreen(<SyllabusSection />);
    expect(await screen.findByText(SYLLABUS_TEXTS.error)).toBeInTheDocument();
  });
});
