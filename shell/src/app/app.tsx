import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '../routes/router.tsx';
import { createQueryClient } from './query-client.ts';

/** `queryState`: the data a server-rendered page was rendered with. */
export function App({ queryState }: { queryState?: DehydratedState }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (queryState) hydrate(client, queryState);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
