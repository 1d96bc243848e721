import { exposesOf } from '@autoskola/federation';
import { remoteFederation } from '@autoskola/federation/vite';

/** What mf-training exposes to the shell: the screens the route table gives it (@autoskola/routes). */
export default remoteFederation({
  configUrl: import.meta.url,
  name: 'mf_training',
  exposes: exposesOf('mf_training'),
});
