import { setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { readBlobText, renderScreen } from '@autoskola/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { CHANGE_PASSWORD_TEXTS } from '../features/account/change-password-form.tsx';
import { DELETE_ACCOUNT_TEXTS } from '../features/account/delete-account.tsx';
import { EXPORT_TEXTS } from '../features/account/export-my-data.tsx';
import { VERIFY_TEXTS } from '../features/email-verification/email-verification.tsx';
import { SETTINGS_TEXTS } from '../features/notifications/notification-switch.tsx';
import SettingsPage from './settings-page.tsx';

const server = setupMockApi();

describe('SettingsPage', () => {
  afterEach(() => session.logout());

  it('shows no notification switch to a plain user', () => {
    session.login(tokenFor(['ROLE_USER']));
    renderScreen(<SettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nastavenia' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('offers a new link while the address is not proven, and nothing once it is', async () => {
    session.login(tokenFor(['ROLE_USER']));
    let proven = false;
    const resent = vi.fn();
    server.use(
      http.get('*/api/auth/me', () =>
        HttpResponse.json({
          user: { id: 1, email: 'ucitel@autoskola.sk', roles: ['ROLE_USER'], emailVerified: proven },
        }),
      ),
      http.post('*/api/auth/verify-email/resend', () => {
        resent();
        return HttpResponse.json({ message: 'Na Váš e-mail sme poslali odkaz na overenie adresy.' }, { status: 202 });
      }),
    );
    const { unmount } = renderScreen(<SettingsPage />);
    expect(await screen.findByText(VERIFY_TEXTS.notVerified)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Poslať overovací e-mail znova' }));
    expect(await screen.findByText('Na Váš e-mail sme poslali odkaz na overenie adresy.')).toBeInTheDocument();
    expect(resent).toHaveBeenCalledTimes(1);
    unmount();

    proven = true;
    renderScreen(<SettingsPage />);
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Zmena hesla' })).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(VERIFY_TEXTS.notVerified)).not.toBeInTheDocument();
  });

  it('says when a new link cannot be sent now', async () => {
    session.login(tokenFor(['ROLE_USER']));
    server.use(
      http.get('*/api/auth/me', () =>
        HttpResponse.json({
          user: { id: 1, email: 'ucitel@autoskola.sk', roles: ['ROLE_USER'], emailVerified: false },
        }),
      ),
      http.post('*/api/auth/verify-email/resend', () =>
        HttpResponse.json({ message: 'Príliš veľa pokusov. Skúste to znova o chvíľu.' }, { status: 429 }),
      ),
    );
    renderScreen(<SettingsPage />);
    await userEvent.click(await screen.findByRole('button', { name: VERIFY_TEXTS.resend }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
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

describe('SettingsPage: the account', () => {
  afterEach(() => session.logout());
  const passwordForm = () => screen.getByRole('button', { name: CHANGE_PASSWORD_TEXTS.submit });

  it('changes the password: rules first, then the current password checked by the server, then a new session token', async () => {
    const oldToken = tokenFor(['ROLE_USER']);
    session.login(oldToken);
    renderScreen(<SettingsPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Zmena hesla' })).toBeInTheDocument();

    await userEvent.click(passwordForm());
    expect(screen.getByLabelText(/^Súčasné heslo/)).toHaveAccessibleDescription('Zadajte súčasné heslo.');
    expect(screen.getByLabelText(/^Nové heslo/)).toHaveAccessibleDescription('Zadajte heslo.');
    expect(screen.getByLabelText(/^Zopakujte nové heslo/)).toHaveAccessibleDescription('Zopakujte heslo.');

    await userEvent.type(screen.getByLabelText(/^Súčasné heslo/), 'zle-heslo');
    await userEvent.type(screen.getByLabelText(/^Nové heslo/), 'nove-heslo');
    await userEvent.type(screen.getByLabelText(/^Zopakujte nové heslo/), 'nove-heslo');
    await userEvent.click(passwordForm());
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/^Súčasné heslo/)).toHaveAccessibleDescription('Nesprávne heslo.'),
    );

    await userEvent.clear(screen.getByLabelText(/^Súčasné heslo/));
    await userEvent.type(screen.getByLabelText(/^Súčasné heslo/), 'heslo123');
    await userEvent.click(passwordForm());
    expect(await screen.findByText(CHANGE_PASSWORD_TEXTS.changed)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Súčasné heslo/)).toHaveValue('');
    const current = session.getSnapshot();
    expect(current.status).toBe('authenticated');
    expect(current.token).not.toBe(oldToken);
  });

  it('downloads my data as moje-udaje.json', async () => {
    session.login(tokenFor(['ROLE_USER'], 3600, 'ziak@example.sk'));
    const saved: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:moje-udaje';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('moje-udaje.json');
    });
    renderScreen(<SettingsPage />);
    await userEvent.click(screen.getByRole('button', { name: EXPORT_TEXTS.button }));
    expect(await screen.findByText(EXPORT_TEXTS.done)).toBeInTheDocument();
    expect(click).toHaveBeenCalledOnce();
    const text = await readBlobText(saved[0] as Blob);
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ email: 'ziak@example.sk', roles: ['ROLE_USER'] });
    expect(data.notifications).toEqual([]);
    createObjectURL.mockRestore();
    click.mockRestore();
  });

  it('deletes the account after the password is confirmed, then logs out and leaves the admin', async () => {
    session.login(tokenFor(['ROLE_USER'], 3600, 'instruktor@autoskola.sk'));
    const { router } = renderScreen(<SettingsPage />, { url: '/admin/nastavenia', path: '/admin/nastavenia' });
    await userEvent.click(screen.getByRole('button', { name: DELETE_ACCOUNT_TEXTS.open }));
    const dialog = screen.getByRole('dialog', { name: DELETE_ACCOUNT_TEXTS.title });
    await userEvent.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_TEXTS.confirm }));
    expect(within(dialog).getByLabelText(/^Heslo/)).toHaveAccessibleDescription('Zadajte heslo.');
    await userEvent.type(within(dialog).getByLabelText(/^Heslo/), 'zle');
    await userEvent.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_TEXTS.confirm }));
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText(/^Heslo/)).toHaveAccessibleDescription('Nesprávne heslo.'),
    );

    await userEvent.clear(within(dialog).getByLabelText(/^Heslo/));
    await userEvent.type(within(dialog).getByLabelText(/^Heslo/), 'heslo123');
    await userEvent.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_TEXTS.confirm }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await vi.waitFor(() => expect(session.getSnapshot().status).toBe('anonymous'));
  });

  it('tells the last instructor why the account cannot be deleted, and keeps the session', async () => {
    session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'], 3600, 'instruktor@autoskola.sk'));
    renderScreen(<SettingsPage />);
    await userEvent.click(screen.getByRole('button', { name: DELETE_ACCOUNT_TEXTS.open }));
    const dialog = screen.getByRole('dialog', { name: DELETE_ACCOUNT_TEXTS.title });
    await userEvent.type(within(dialog).getByLabelText(/^Heslo/), 'heslo123');
    await userEvent.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_TEXTS.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Iný inštruktor v autoškole nie je. Účet môžete zmazať, až keď bude mať rolu inštruktora aj niekto iný.',
    );
    expect(session.getSnapshot().status).toBe('authenticated');
    await userEvent.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_TEXTS.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
