import { PlannedScreen } from '@autoskola/ui';

// PLACEHOLDER: issue #7 builds this screen.
export default function ContactMessagesPage() {
  return <PlannedScreen heading="Kontaktný formulár" issue={7} />;
}
