// Development only: this remote's screens without the shell (npm run dev -w mf-admin-contact).
import { renderRemoteHarness } from '@autoskola/ui/dev-harness';
import ContactMessagesPage from '../pages/contact-messages-page.tsx';

renderRemoteHarness('mf-admin-contact', [
  { path: '/admin/kontaktny-formular', label: 'Kontaktný formulár', component: ContactMessagesPage },
]);
