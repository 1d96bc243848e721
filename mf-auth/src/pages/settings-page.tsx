import { useAddUserNotification, useDeleteUserNotification, useUserNotifications } from '@autoskola/api-client';
import { hasRole, INSTRUCTOR_ROLE, useSession } from '@autoskola/session';
import { StatusMessage } from '@autoskola/ui';
import { useId, useState } from 'react';
import { ChangePasswordForm } from '../features/account/change-password-form.tsx';
import { DeleteAccount } from '../features/account/delete-account.tsx';
import { ExportMyData } from '../features/account/export-my-data.tsx';

export const SETTINGS_TEXTS = {
  switch: 'Nová správa z kontaktného formulára',
  loadError: 'Nepodarilo sa načítať notifikácie.',
  toggleError: 'Nastala neznáma chyba.',
  loading: 'Načítavam notifikácie…',
} as const;

const NEW_CONTACT_FORM_MESSAGE = 'newContactFormMessage';

function NotificationSwitch() {
  const id = useId();
  const notifications = useUserNotifications();
  const add = useAddUserNotification();
  const remove = useDeleteUserNotification();
  const [failed, setFailed] = useState(false);
  const busy = add.isPending || remove.isPending || notifications.isFetching;

  if (notifications.isPending) return <StatusMessage kind="loading">{SETTINGS_TEXTS.loading}</StatusMessage>;
  if (notifications.isError) return <StatusMessage kind="error">{SETTINGS_TEXTS.loadError}</StatusMessage>;

  const on = notifications.data.userNotifications.includes(NEW_CONTACT_FORM_MESSAGE);
  const toggle = async () => {
    setFailed(false);
    try {
      await (on ? remove : add).mutateAsync(NEW_CONTACT_FORM_MESSAGE);
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <div className="switch">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={on}
          className="switch__input"
          checked={on}
          disabled={busy}
          onChange={toggle}
        />
        <label htmlFor={id} className="switch__label">
          {SETTINGS_TEXTS.switch}
        </label>
      </div>
      {failed && <StatusMessage kind="error">{SETTINGS_TEXTS.toggleError}</StatusMessage>}
    </>
  );
}

export default function SettingsPage() {
  const current = useSession();
  return (
    <section className="page settings-page">
      <h1>Nastavenia</h1>
      {current.status === 'authenticated' && current.email && <p>Prihlásený ako {current.email}</p>}
      {hasRole(current, INSTRUCTOR_ROLE) && (
        <section aria-labelledby="notifications-heading">
          <h2 id="notifications-heading">Notifikácie</h2>
          <NotificationSwitch />
        </section>
      )}
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">Zmena hesla</h2>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="my-data-heading">
        <h2 id="my-data-heading">Moje údaje</h2>
        <ExportMyData />
      </section>
      <section aria-labelledby="delete-account-heading">
        <h2 id="delete-account-heading">Zmazanie účtu</h2>
        <DeleteAccount />
      </section>
    </section>
  );
}
