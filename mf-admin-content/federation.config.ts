import { remoteFederation } from '@autoskola/federation/vite';

/** What mf-admin-content exposes to the shell: one module per screen, each default-exporting its page. */
export default remoteFederation({
  configUrl: import.meta.url,
  name: 'mf_admin_content',
  exposes: {
    './offers-page': './src/pages/offers-page.tsx',
    './learning-materials-page': './src/pages/learning-materials-page.tsx',
  },
});
