import { PlannedScreen } from '@autoskola/ui';

// PLACEHOLDER: issue #4 builds this screen.
export default function OfferPage() {
  return <PlannedScreen heading="Ponuka" issue={4} />;
}
