import '@autoskola/ui/styles.css';
import { handlers } from '@autoskola/mocks/handlers';
import type { Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router-dom';

const preview: Preview = {
  // The contract's handlers answer every story; a story overrides them with parameters.msw.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
      return worker;
    }),
  ],
  parameters: { layout: 'padded' },
  // Screens expect the shell's providers: a router and a QueryClient (fresh per story).
  decorators: [
    (Story, { parameters }) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {/* A story that builds its own router (to start at a given path) sets parameters.ownRouter. */}
        {parameters.ownRouter ? (
          <Story />
        ) : (
          <MemoryRouter initialEntries={[parameters.route ?? '/']}>
            <Story />
          </MemoryRouter>
        )}
      </QueryClientProvider>
    ),
  ],
};

export default preview;
