import { setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { HOURS_TEXTS } from './driving-lesson-texts.ts';
import { SHARED_VEHICLE_TEXTS, WorkingHours } from './working-hours.tsx';

const server = setupMockApi();
/** The demo's afternoon instructor: the Fabia is Peter Horváth's until 13:45 on weekdays. */
const MARIA = 'maria.kovacova@autoskola-demo.sk';
const WARNING = 'Vozidlo Škoda Fabia RK-123AB má v tom čase aj Peter Horváth (pondelok 07:00–13:45).';

describe('WorkingHours', { timeout: 20_000 }, () => {
  beforeEach(() => session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'], 3600, MARIA)));
  afterEach(() => session.logout());

  async function startMondayAtNoon() {
    const user = userEvent.setup();
    renderScreen(<WorkingHours />);
    const hours = await screen.findByRole('form', { name: HOURS_TEXTS.heading });
    const monday = within(hours).getAllByRole('group', { name: /^Úsek / })[0] as HTMLElement;
    await user.clear(within(monday).getByLabelText('Od'));
    await user.type(within(monday).getByLabelText('Od'), '12:00');
    await user.click(within(hours).getByRole('button', { name: HOURS_TEXTS.save }));
    return { user, hours, monday };
  }

  it('warns that the car is another instructor’s then, naming them, and saves only when confirmed', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith('/admin/lesson/hours'))
        sent.push(await request.clone().json());
    });
    const { user, hours } = await startMondayAtNoon();
    const warning = await within(hours).findByRole('alert');
    expect(warning).toHaveTextContent(`${SHARED_VEHICLE_TEXTS.heading} ${WARNING}`);
    expect(within(hours).queryByText(HOURS_TEXTS.saved)).toBeNull();
    await user.click(within(warning).getByRole('button', { name: SHARED_VEHICLE_TEXTS.confirm }));
    expect(await within(hours).findByText(HOURS_TEXTS.saved)).toBeInTheDocument();
    expect(within(hours).queryByText(WARNING, { exact: false })).toBeNull();
    expect(sent.map((body) => (body as { confirmSharedVehicle?: boolean }).confirmSharedVehicle)).toEqual([
      undefined,
      true,
    ]);
    server.events.removeAllListeners();
  });

  it('lets the instructor change the hours instead; a change takes the warning away', async () => {
    const { user, hours, monday } = await startMondayAtNoon();
    const warning = await within(hours).findByRole('alert');
    await user.click(within(warning).getByRole('button', { name: SHARED_VEHICLE_TEXTS.edit }));
    expect(within(hours).queryByRole('alert')).toBeNull();
    await user.click(within(hours).getByRole('button', { name: HOURS_TEXTS.save }));
    expect(await within(hours).findByRole('alert')).toHaveTextContent(WARNING);
    await user.clear(within(monday).getByLabelText('Od'));
    expect(within(hours).queryByRole('alert')).toBeNull();
    await user.type(within(monday).getByLabelText('Od'), '14:00');
    await user.click(within(hours).getByRole('button', { name: HOURS_TEXTS.save }));
    expect(await within(hours).findByText(HOURS_TEXTS.saved)).toBeInTheDocument();
  });

  it('shows another refusal as an error, not as the warning', async () => {
    server.use(
      http.put('*/api/admin/lesson/hours', () =>
        HttpResponse.json({ message: 'Nastala chyba servera.' }, { status: 500 }),
      ),
    );
    const { hours } = await startMondayAtNoon();
    expect(await within(hours).findByText('Nastala chyba servera.')).toBeInTheDocument();
    expect(within(hours).queryByRole('button', { name: SHARED_VEHICLE_TEXTS.confirm })).toBeNull();
  });
});
