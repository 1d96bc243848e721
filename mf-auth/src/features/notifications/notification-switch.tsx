import { type Schemas, useNotificationToggle } from '@autoskola/api-client';
import { QueryStatus, StatusMessage, SwitchField } from '@autoskola/ui';

export const SETTINGS_TEXTS = {
  switch: 'Nová správa z kontaktného formulára',
  loadError: 'Nepodarilo sa načítať notifikácie.',
  toggleError: 'Nastala neznáma chyba.',
  loading: 'Načítavam notifikácie…',
} as const;

/** An instructor's choice to get an e-mail for every new contact message. */
export function NotificationSwitch() {
  const notification = useNotificationToggle(
    'newContactFormMessage' satisfies Schemas['ContactMessagesNotificationType'],
  );
  return (
    <QueryStatus
      query={notification.query}
      texts={{ loading: SETTINGS_TEXTS.loading, error: SETTINGS_TEXTS.loadError }}
    >
      {() => (
        <>
          <SwitchField
            label={SETTINGS_TEXTS.switch}
            checked={notification.on}
            disabled={notification.busy}
            onChange={notification.toggle}
          />
          {notification.failed && <StatusMessage kind="error">{SETTINGS_TEXTS.toggleError}</StatusMessage>}
        </>
      )}
    </QueryStatus>
  );
}
