import { isRouteOpen, type RouteEntry, routeTable } from '@autoskola/routes';
import { isSetupPending } from '@autoskola/school';
import type { ReactNode } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout.tsx';
import { AdminHomePage } from '../pages/admin-home-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { RemoteScreen } from '../remotes/remote-screen.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { RequireAccess } from './require-access.tsx';

function screenElement(route: RouteEntry) {
  if (route.screen.kind === 'shell') return <AdminHomePage />;
  return <RemoteScreen remote={route.screen.remote} module={route.screen.module} />;
}

/** A route that is there only for a while (the setup) is the not-found page otherwise. */
function OpenOnlyWhile({ route, children }: { route: RouteEntry; children: ReactNode }) {
  return isRouteOpen(route, { setupPending: isSetupPending() }) ? children : <NotFoundPage />;
}

const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...routeTable.map((route) => ({
        path: route.path,
        element: (
          <OpenOnlyWhile route={route}>
            <RequireAccess access={route.access} guestOnly={route.guestOnly ?? false}>
              {screenElement(route)}
            </RequireAccess>
          </OpenOnlyWhile>
        ),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The site's pages, inside whichever router the caller gives: BrowserRouter in the browser,
 * StaticRouter on the server. Declarative routes, not the data router: our routes load no data
 * (TanStack Query does), and the data router costs every visitor 16 KB more (docs/decisions/0013).
 */
export function AppRoutes() {
  return <PageErrorBoundary>{useRoutes(appRoutes)}</PageErrorBoundary>;
}
