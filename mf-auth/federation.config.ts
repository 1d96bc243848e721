import { remoteFederation } from '@autoskola/federation/vite';

/** What mf-auth exposes to the shell: one module per screen, each default-exporting its page. */
export default remoteFederation({
  configUrl: import.meta.url,
  name: 'mf_auth',
  exposes: {
    './login-page': './src/pages/login-page.tsx',
    './registration-page': './src/pages/registration-page.tsx',
    './settings-page': './src/pages/settings-page.tsx',
    './forgotten-password-page': './src/pages/forgotten-password-page.tsx',
    './password-reset-page': './src/pages/password-reset-page.tsx',
    // The shell's "sign in again" dialog, shown when a session runs out in the middle of work.
    './login-form': './src/features/auth/login-form.tsx',
  },
});
