import { remoteFederation } from '@autoskola/federation/vite';

/** What mf-admin-contact exposes to the shell: one module per screen, each default-exporting its page. */
export default remoteFederation({
  configUrl: import.meta.url,
  name: 'mf_admin_contact',
  exposes: {
    './contact-messages-page': './src/pages/contact-messages-page.tsx',
  },
});
