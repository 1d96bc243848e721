import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout.tsx';
import { AdminHomePage } from '../pages/admin-home-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { RemoteScreen } from '../remotes/remote-screen.tsx';
import { RequireAccess } from './require-access.tsx';
import { type RouteEntry, routeTable } from './route-table.ts';

function screenElement(route: RouteEntry) {
  if (route.screen.kind === 'shell') return <AdminHomePage />;
  return <RemoteScreen remote={route.screen.remote} module={route.screen.module} />;
}

export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        ...routeTable.map((route) => ({
          path: route.path,
          element: (
            <RequireAccess access={route.access} guestOnly={route.guestOnly ?? false}>
              {screenElement(route)}
            </RequireAccess>
          ),
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
