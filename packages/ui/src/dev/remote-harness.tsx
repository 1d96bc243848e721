import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Outlet, type RouteObject, useRoutes } from 'react-router-dom';
import '../styles/global.css';

export interface HarnessPage {
  path: string;
  label: string;
  component: ComponentType;
}

function HarnessLayout({ title, pages }: { title: string; pages: readonly HarnessPage[] }) {
  return (
    <div className="app">
      <header className="site-header">
        <nav className="site-header__inner" aria-label="Obrazovky">
          <strong>{title} (samostatne)</strong>
          <ul className="site-header__links">
            {pages.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="app__main">
        <Outlet />
      </main>
    </div>
  );
}

function HarnessRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders a remote's screens on their own (`npm run dev -w <remote>`), with the providers the
 * shell gives them in the composed site: a router and a QueryClient.
 */
export function renderRemoteHarness(title: string, pages: readonly HarnessPage[]) {
  const routes: RouteObject[] = [
    {
      element: <HarnessLayout title={title} pages={pages} />,
      children: pages.map(({ path, component: Page }) => ({ path, element: <Page /> })),
    },
  ];
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <BrowserRouter>
          <HarnessRoutes routes={routes} />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
