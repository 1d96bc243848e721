// Development only: this remote's screens without the shell (npm run dev -w mf-admin-contact), one per
// route of the route table that names this remote.
import { renderRemoteHarness } from '@autoskola/ui/dev-harness';

renderRemoteHarness('mf_admin_contact', import.meta.glob(['../pages/*.tsx', '!../pages/*.{stories,test}.tsx']));
