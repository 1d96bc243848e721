import { PlannedScreen } from '@autoskola/ui';

// PLACEHOLDER: issue #6 builds this screen.
export default function OffersPage() {
  return <PlannedScreen heading="Ponuka" issue={6} />;
}
