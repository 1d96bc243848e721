import { exposesOf } from '@autoskola/federation';
import { remoteFederation } from '@autoskola/federation/vite';

/** What mf-auth exposes to the shell: the screens the route table gives it (@autoskola/routes). */
export default remoteFederation({
  configUrl: import.meta.url,
  name: 'mf_auth',
  exposes: exposesOf('mf_auth'),
});
