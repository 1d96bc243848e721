import { type RemoteName, routeTable } from '@autoskola/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Outlet, type RouteObject, useRoutes } from 'react-router-dom';
import '../styles/global.css';

/**
 * A remote's page modules by file, as `import.meta.glob('../pages/*.tsx')` gives them; each
 * exports its screen as default (the shell's generated remote-modules.ts checks that).
 */
export type PageModules = Record<string, () => Promise<unknown>>;

interface HarnessPage {
  path: string;
  label: string;
  component: ComponentType;
}

/** The remote's routes of the route table, each with its page module (src/pages/<module>.tsx). */
function pagesOf(remote: RemoteName, modules: PageModules): HarnessPage[] {
  return routeTable.flatMap((route) => {
    const { screen } = route;
    if (screen.kind !== 'remote' || screen.remote !== remote) return [];
    const file = Object.keys(modules).find((path) => path.endsWith(`/pages/${screen.module}.tsx`));
    const load = file ? modules[file] : undefined;
    if (!load) throw new Error(`${remote}: the route table names src/pages/${screen.module}.tsx, which is missing`);
    return [
      {
        path: route.path,
        label: route.nav?.label ?? route.title ?? 'Úvod',
        component: lazy(load as () => Promise<{ default: ComponentType }>),
      },
    ];
  });
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
        <Suspense fallback={<p>Načítavam…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

function HarnessRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders a remote's screens on their own (`npm run dev -w <remote>`), with the providers the
 * shell gives them in the composed site: a router and a QueryClient. The screens and their links
 * are the remote's routes of the route table, so a new screen needs no line here.
 */
export function renderRemoteHarness(remote: RemoteName, modules: PageModules) {
  const pages = pagesOf(remote, modules);
  const routes: RouteObject[] = [
    {
      element: <HarnessLayout title={remote} pages={pages} />,
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
