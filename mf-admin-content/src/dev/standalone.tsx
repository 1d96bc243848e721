// Development only: this remote's screens without the shell (npm run dev -w mf-admin-content).
import { renderRemoteHarness } from '@autoskola/ui/dev-harness';
import LearningMaterialsPage from '../pages/learning-materials-page.tsx';
import OffersPage from '../pages/offers-page.tsx';
import TestsPage from '../pages/tests-page.tsx';

renderRemoteHarness('mf-admin-content', [
  { path: '/admin/ponuka', label: 'Ponuka', component: OffersPage },
  { path: '/admin/ucebne-materialy', label: 'Učebné materiály', component: LearningMaterialsPage },
  { path: '/admin/testy', label: 'Testy', component: TestsPage },
]);
