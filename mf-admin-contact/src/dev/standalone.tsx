// Development only: this remote's screens without the shell (npm run dev -w mf-admin-contact).
import { renderRemoteHarness } from '@autoskola/ui/dev-harness';
import ContactMessagesPage from '../pages/contact-messages-page.tsx';
import DataSubjectRequestsPage from '../pages/data-subject-requests-page.tsx';

renderRemoteHarness('mf-admin-contact', [
  { path: '/admin/kontaktny-formular', label: 'Kontaktný formulár', component: ContactMessagesPage },
  { path: '/admin/ziadosti-o-udaje', label: 'Žiadosti o údaje', component: DataSubjectRequestsPage },
]);
