import { useAddUserNotification, useDeleteUserNotification, useUserNotifications } from '@autoskola/api-client';
import { QueryStatus, StatusMessage } from '@autoskola/ui';
import { useId, useState } from 'react';
import './notifications.css';

export const SETTINGS_TEXTS = {
  switch: 'Nová správa z kontaktného formulára',
  loadError: 'Nepodarilo sa načítať notifikácie.',
  toggleError: 'Nastala neznáma chyba.',
  loading: 'Načítavam notifikácie…',
} as const;

const NEW_CONTACT_FORM_MESSAGE = 'newContactFormMessage';

/** An instructor's choice to get an e-mail for every new contact message. */
export function NotificationSwitch() {
  const id = useId();
  const notifications = useUserNotifications();
  const add = useAddUserNotification();
  const remove = useDeleteUserNotification();
  const [failed, setFailed] = useState(false);
  const busy = add.isPending || remove.isPending || notifications.isFetching;

  const toggle = async (on: boolean) => {
    setFailed(false);
    try {
      await (on ? remove : add).mutateAsync(NEW_CONTACT_FORM_MESSAGE);
    } catch {
      setFailed(true);
    }
  };

  return (
    <QueryStatus query={notifications} texts={{ loading: SETTINGS_TEXTS.loading, error: SETTINGS_TEXTS.loadError }}>
      {(data) => {
        const on = data.userNotifications.includes(NEW_CONTACT_FORM_MESSAGE);
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
                onChange={() => toggle(on)}
              />
              <label htmlFor={id} className="switch__label">
                {SETTINGS_TEXTS.switch}
              </label>
            </div>
            {failed && <StatusMessage kind="error">{SETTINGS_TEXTS.toggleError}</StatusMessage>}
          </>
        );
      }}
    </QueryStatus>
  );
}
