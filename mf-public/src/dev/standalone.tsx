// Development only: this remote's screens without the shell (npm run dev -w mf-public).
import { renderRemoteHarness } from '@autoskola/ui/dev-harness';
import ContactPage from '../pages/contact-page.tsx';
import GdprPage from '../pages/gdpr-page.tsx';
import HomePage from '../pages/home-page.tsx';
import LearningMaterialsPage from '../pages/learning-materials-page.tsx';
import OfferPage from '../pages/offer-page.tsx';
import TestResultsPage from '../pages/test-results-page.tsx';
import TestsPage from '../pages/tests-page.tsx';

renderRemoteHarness('mf-public', [
  { path: '/', label: 'Úvod', component: HomePage },
  { path: '/ponuka', label: 'Ponuka', component: OfferPage },
  { path: '/ucebne-materialy', label: 'Učebné materiály', component: LearningMaterialsPage },
  { path: '/testy', label: 'Testy', component: TestsPage },
  { path: '/testy/vysledky', label: 'Moje výsledky', component: TestResultsPage },
  { path: '/kontakt', label: 'Kontakt', component: ContactPage },
  { path: '/gdpr', label: 'GDPR', component: GdprPage },
]);
