import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for packages/ui and every remote; data comes from the MSW handlers in mocks/. */
const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.tsx',
    // Every remote (mf-*), so a new one needs no line here.
    '../mf-*/src/**/*.stories.tsx',
    '../shell/src/**/*.stories.tsx',
  ],
  addons: ['msw-storybook-addon'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  staticDirs: ['../mocks/public'],
  core: { disableTelemetry: true },
};

export default config;
