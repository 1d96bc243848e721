import { setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOURS_TEXTS, MY_LESSONS_TEXTS } from '../features/driving-lessons/driving-lesson-texts.ts';
import { SYLLABUS_TEXTS } from '../features/syllabus/syllabus-texts.ts';
import WorkingHoursPage from './working-hours-page.tsx';

setupMockApi();
const INSTRUCTOR = 'peter.horvath@autoskola-demo.sk';

// Many steps through the forms: room on a busy 2-core machine.
describe('WorkingHoursPage', { timeout: 20_000 }, () => {
  beforeEach(() => session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'], 3600, INSTRUCTOR)));
  afterEach(() => session.logout());

  it('holds the hours, exceptions, vehicles, rules and calendar address, and no week', async () => {
    renderScreen(<WorkingHoursPage />, { url: '/admin/pracovny-cas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pracovný čas a vozidlá' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: HOURS_TEXTS.heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: HOURS_TEXTS.exceptions })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: HOURS_TEXTS.vehicles })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: HOURS_TEXTS.settings })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: SYLLABUS_TEXTS.heading })).toBeInTheDocument();
    const calendar = await screen.findByRole('region', { name: MY_LESSONS_TEXTS.calendar });
    expect(within(calendar).getByRole('button', { name: MY_LESSONS_TEXTS.calendarCreate })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Späť na týždeň jázd' })).toHaveAttribute('href', '/admin/jazdy');
    expect(screen.queryByRole('region', { name: /^Týždeň / })).toBeNull();
  });

  it('saves the hours only when they are right, and takes a vehicle out of service', async () => {
    const user = userEvent.setup();
    renderScreen(<WorkingHoursPage />, { url: '/admin/pracovny-cas' });
    const hours = await screen.findByRole('form', { name: HOURS_TEXTS.heading });
    const periods = within(hours).getAllByRole('group', { name: /^Úsek / });
    expect(periods).toHaveLength(5);
    await user.clear(within(periods[0] as HTMLElement).getByLabelText(/^Do/));
    await user.click(within(hours).getByRole('button', { name: HOURS_TEXTS.save }));
    expect(await within(hours).findByText('Čas zadajte ako HH:MM.')).toBeInTheDocument();
    await user.type(within(periods[0] as HTMLElement).getByLabelText(/^Do/), '12:00');
    await user.click(within(hours).getByRole('button', { name: HOURS_TEXTS.save }));
    expect(await within(hours).findByText(HOURS_TEXTS.saved)).toBeInTheDocument();

    const vehicles = screen.getByRole('region', { name: HOURS_TEXTS.vehicles });
    await user.click(
      within(vehicles).getByRole('button', { name: `${HOURS_TEXTS.outOfService}: Škoda Scala RK-456CD` }),
    );
    expect(
      await within(vehicles).findByRole('button', { name: `${HOURS_TEXTS.intoService}: Škoda Scala RK-456CD` }),
    ).toBeInTheDocument();

    const settings = screen.getByRole('form', { name: HOURS_TEXTS.settings });
    await user.clear(within(settings).getByLabelText(/^Koľko dní vopred/));
    await user.type(within(settings).getByLabelText(/^Koľko dní vopred/), '200');
    await user.click(within(settings).getByRole('button', { name: HOURS_TEXTS.settingsSave }));
    expect(await within(settings).findByText('Zadajte celé číslo od 1 do 90.')).toBeInTheDocument();
  });
});
