import { hasRole, INSTRUCTOR_ROLE, useSession } from '@autoskola/session';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Access } from './route-table.ts';

interface RequireAccessProps {
  access: Access;
  guestOnly: boolean;
  children: ReactNode;
}

/** SPEC §2 access guard: anonymous → /prihlasenie, missing role → /admin, guests-only → /admin. */
export function RequireAccess({ access, guestOnly, children }: RequireAccessProps) {
  const session = useSession();
  const authenticated = session.status === 'authenticated';
  if (guestOnly && authenticated) return <Navigate to="/admin" replace />;
  if (access === 'public') return children;
  if (!authenticated) return <Navigate to="/prihlasenie" replace />;
  if (access === 'instructor' && !hasRole(session, INSTRUCTOR_ROLE)) return <Navigate to="/admin" replace />;
  return children;
}
