// Development only: this remote's screens without the shell (npm run dev -w mf-auth), one per
// route of the route table that names this remote.
import { renderRemoteHarness } from '@autoskola/ui/dev-harness';

renderRemoteHarness('mf_auth', import.meta.glob(['../pages/*.tsx', '!../pages/*.{stories,test}.tsx']));
