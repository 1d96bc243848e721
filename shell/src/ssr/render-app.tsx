import type { RemoteModuleId } from '@autoskola/routes';
import { type DehydratedState, dehydrate, type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerScreens } from '../remotes/server-screens.ts';
import { AppRoutes } from '../routes/router.tsx';

export interface RenderedApp {
  /** What goes inside #root. */
  html: string;
  /** The data the page was rendered with; the browser starts its QueryClient from it. */
  queryState: DehydratedState;
}

/** A query can wait for another's data (a category's materials wait for the categories). */
const MAX_DATA_ROUNDS = 3;

function waitsForData(query: Query): boolean {
  // Queries are built by the render but not started on the server; `enabled: false` ones stay idle.
  return query.state.status === 'pending' && (query.options as { enabled?: unknown }).enabled !== false;
}

/**
 * Renders the whole page (shell layout and the route's screen) the way the browser will
 * hydrate it: render, load the data that render asked for, render again. Null when the data did
 * not load: the browser renders the page.
 */
export async function renderApp(
  url: URL,
  screens: Partial<Record<RemoteModuleId, ComponentType>>,
): Promise<RenderedApp | null> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const render = () =>
    renderToString(
      <QueryClientProvider client={queryClient}>
        <ServerScreens.Provider value={screens}>
          <StaticRouter location={url.pathname + url.search}>
            <AppRoutes />
          </StaticRouter>
        </ServerScreens.Provider>
      </QueryClientProvider>,
    );
  for (let round = 0; ; round++) {
    const html = render();
    const waiting = queryClient.getQueryCache().getAll().filter(waitsForData);
    if (waiting.length === 0) return { html, queryState: dehydrate(queryClient) };
    if (round === MAX_DATA_ROUNDS) return null;
    const loaded = await Promise.allSettled(waiting.map((query) => query.fetch()));
    if (loaded.some((result) => result.status === 'rejected')) return null;
  }
}
