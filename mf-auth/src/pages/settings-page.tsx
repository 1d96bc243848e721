import { useSession } from '@autoskola/session';
import { PlannedScreen } from '@autoskola/ui';

// PLACEHOLDER: issue #5 builds the notification settings; the account line is real.
export default function SettingsPage() {
  const current = useSession();
  return (
    <>
      <PlannedScreen heading="Nastavenia" issue={5} />
      {current.status === 'authenticated' && current.email && <p>Prihlásený ako {current.email}</p>}
    </>
  );
}
