import { exposesOf } from '@autoskola/federation';
import { remoteFederation } from '@autoskola/federation/vite';

/** What mf-admin-contact exposes to the shell: the screens the route table gives it (@autoskola/routes). */
export default remoteFederation({
  configUrl: import.meta.url,
  name: 'mf_admin_contact',
  exposes: exposesOf('mf_admin_contact'),
});
