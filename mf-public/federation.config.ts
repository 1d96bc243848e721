import { remoteFederation } from '@autoskola/federation/vite';

/** What mf-public exposes to the shell: one module per screen, each default-exporting its page. */
export default remoteFederation({
  configUrl: import.meta.url,
  name: 'mf_public',
  exposes: {
    './home-page': './src/pages/home-page.tsx',
    './offer-page': './src/pages/offer-page.tsx',
    './learning-materials-page': './src/pages/learning-materials-page.tsx',
    './contact-page': './src/pages/contact-page.tsx',
    './gdpr-page': './src/pages/gdpr-page.tsx',
  },
});
