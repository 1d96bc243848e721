import { recordWrites, setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import SchoolDetailsPage from '../../pages/school-details-page.tsx';
import { PassRateSwitch } from './pass-rate-switch.tsx';

const server = setupMockApi();
const SWITCH = 'Zobraziť úspešnosť na prvý pokus na úvodnej stránke';

describe("PassRateSwitch ('Údaje o škole': the landing page's pass rate)", () => {
  it('is off until switched on, and saves the choice at once', async () => {
    const writes = recordWrites(server);
    const user = userEvent.setup();
    renderScreen(<SchoolDetailsPage />, { url: '/admin/udaje-o-skole' });
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: SWITCH })).toBeChecked());
    expect(writes).toEqual([{ method: 'PUT', path: '/api/admin/exam/settings', body: { showPassRate: true } }]);
    await user.click(screen.getByRole('switch', { name: SWITCH }));
    await waitFor(() => expect(screen.getByRole('switch', { name: SWITCH })).not.toBeChecked());
    expect(writes.at(-1)?.body).toEqual({ showPassRate: false });
  });

  it('says when the choice could not be saved, and stays as it was', async () => {
    server.use(http.put('*/api/admin/exam/settings', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const user = userEvent.setup();
    renderScreen(<PassRateSwitch />);
    await user.click(await screen.findByRole('switch', { name: SWITCH }));
    expect(await screen.findByText('Nastavenie sa nepodarilo zmeniť.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: SWITCH })).not.toBeChecked();
  });
});
