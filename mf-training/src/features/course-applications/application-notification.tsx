import { type Schemas, useNotificationToggle } from '@autoskola/api-client';
import { QueryStatus, StatusMessage, SwitchField } from '@autoskola/ui';

export const NOTIFICATION_TEXTS = {
  switch: 'Posielať mi e-mail o každej novej prihláške',
  loadError: 'Nepodarilo sa načítať notifikácie.',
  toggleError: 'Nastavenie sa nepodarilo zmeniť.',
  loading: 'Načítavam notifikácie…',
} as const;

/** An instructor's choice to be e-mailed when an application starts to count. */
export function ApplicationNotification() {
  const notification = useNotificationToggle(
    'newCourseApplication' satisfies Schemas['CourseApplicationsNotificationType'],
  );
  return (
    <QueryStatus
      query={notification.query}
      texts={{ loading: NOTIFICATION_TEXTS.loading, error: NOTIFICATION_TEXTS.loadError }}
    >
      {() => (
        <div className="application-notification">
          <SwitchField
            label={NOTIFICATION_TEXTS.switch}
            checked={notification.on}
            disabled={notification.busy}
            onChange={notification.toggle}
          />
          {notification.failed && <StatusMessage kind="error">{NOTIFICATION_TEXTS.toggleError}</StatusMessage>}
        </div>
      )}
    </QueryStatus>
  );
}
