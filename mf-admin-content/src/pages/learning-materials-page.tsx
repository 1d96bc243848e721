import { PlannedScreen } from '@autoskola/ui';

// PLACEHOLDER: issue #6 builds this screen.
export default function LearningMaterialsPage() {
  return <PlannedScreen heading="Učebné materiály" issue={6} />;
}
