import { exposesOf } from '@autoskola/federation';
import { remoteFederation } from '@autoskola/federation/vite';

/** What mf-public exposes to the shell: the screens the route table gives it (@autoskola/routes). */
export default remoteFederation({
  configUrl: import.meta.url,
  name: 'mf_public',
  exposes: exposesOf('mf_public'),
});
