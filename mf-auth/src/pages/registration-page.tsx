import { PlannedScreen } from '@autoskola/ui';

// PLACEHOLDER: issue #5 builds this screen.
export default function RegistrationPage() {
  return <PlannedScreen heading="Registrácia" issue={5} />;
}
