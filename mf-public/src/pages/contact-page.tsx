import { PlannedScreen } from '@autoskola/ui';

// PLACEHOLDER: issue #4 builds this screen.
export default function ContactPage() {
  return <PlannedScreen heading="Kontaktuj nás" issue={4} />;
}
