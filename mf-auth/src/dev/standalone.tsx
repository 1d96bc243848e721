// Development only: this remote's screens without the shell (npm run dev -w mf-auth).
import { renderRemoteHarness } from '@autoskola/ui/dev-harness';
import LoginPage from '../pages/login-page.tsx';
import RegistrationPage from '../pages/registration-page.tsx';
import SettingsPage from '../pages/settings-page.tsx';

renderRemoteHarness('mf-auth', [
  { path: '/prihlasenie', label: 'Prihlásenie', component: LoginPage },
  { path: '/registracia', label: 'Registrácia', component: RegistrationPage },
  { path: '/admin/nastavenia', label: 'Nastavenia', component: SettingsPage },
]);
