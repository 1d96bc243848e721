import { setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import SettingsPage, { SETTINGS_TEXTS } from './settings-page.tsx';

const server = setupMockApi();

describe('SettingsPage', () => {
  afterEach(() => session.logout());

  it('shows no notification switch to a plain user', () => {
    session.login(tokenFor(['ROLE_USER']));
    renderScreen(<SettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nastavenia' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('turns the notification on and off, disabled while the request runs', async () => {
    session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR']));
    server.use(
      http.post('*/api/admin/user-notification/add/:type', async () => {
        await delay(50);
        return HttpResponse.json({ userNotifications: ['newContactFormMessage'] });
      }),
    );
    renderScreen(<SettingsPage />);
    const toggle = await screen.findByRole('switch', { name: SETTINGS_TEXTS.switch });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeDisabled();
    await vi.waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toBeEnabled();
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('says when the notifications cannot be loaded or changed', async () => {
    session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR']));
    server.use(
      http.post('*/api/admin/user-notification/add/:type', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    renderScreen(<SettingsPage />);
    await userEvent.click(await screen.findByRole('switch'));
    expect(await screen.findByRole('alert')).toHaveTextContent(SETTINGS_TEXTS.toggleError);
  });

  it('says when loading fails', async () => {
    session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR']));
    server.use(
      http.get('*/api/admin/user-notification/all', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    renderScreen(<SettingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SETTINGS_TEXTS.loadError);
  });
});
