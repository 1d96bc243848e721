// Development only: this remote's screens without the shell (npm run dev -w mf-training), one per
// route of the route table that names this remote.
import { renderRemoteHarness } from '@autoskola/ui/dev-harness';

renderRemoteHarness('mf_training', import.meta.glob(['../pages/*.tsx', '!../pages/*.{stories,test}.tsx']));
