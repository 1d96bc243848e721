import { PlannedScreen } from '@autoskola/ui';

// PLACEHOLDER: issue #4 builds this screen.
export default function GdprPage() {
  return <PlannedScreen heading="Ochrana osobných údajov" issue={4} />;
}
