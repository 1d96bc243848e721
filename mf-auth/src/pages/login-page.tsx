import { PlannedScreen } from '@autoskola/ui';

// PLACEHOLDER: issue #5 builds this screen.
export default function LoginPage() {
  return <PlannedScreen heading="Prihlásenie" issue={5} />;
}
