import { useCurrentUser } from '@autoskola/api-client';
import { hasRole, INSTRUCTOR_ROLE, useSession } from '@autoskola/session';
import { StatusMessage } from '@autoskola/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Access } from './route-table.ts';

interface RequireAccessProps {
  access: Access;
  guestOnly: boolean;
  children: ReactNode;
}

interface FromState {
  from?: string;
}

/** Only admin pages are worth returning to after login. */
function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  return from && (from === '/admin' || from.startsWith('/admin/')) ? from : '/admin';
}

/**
 * SPEC §2 access guard: anonymous → /prihlasenie (remembering the page, to return after login),
 * missing role → /admin, login and registration while logged in → /admin.
 */
export function RequireAccess({ access, guestOnly, children }: RequireAccessProps) {
  const session = useSession();
  const location = useLocation();
  const authenticated = session.status === 'authenticated';
  if (guestOnly && authenticated) return <Navigate to={returnPath(location.state)} replace />;
  if (access === 'public') return children;
  if (!authenticated) {
    return (
      <Navigate to="/prihlasenie" replace state={{ from: location.pathname + location.search } satisfies FromState} />
    );
  }
  if (access === 'instructor' && !hasRole(session, INSTRUCTOR_ROLE)) return <Navigate to="/admin" replace />;
  return <VerifiedSession token={session.token}>{children}</VerifiedSession>;
}

/**
 * The server confirms a stored token once per page load before admin content shows; a token it
 * refuses (forged, revoked, user deleted) logs out through the QueryClient's 401 handling.
 */
function VerifiedSession({ token, children }: { token: string; children: ReactNode }) {
  const verification = useCurrentUser(token);
  if (verification.isPending) return <StatusMessage kind="loading">Overujem prihlásenie...</StatusMessage>;
  // Network trouble is not proof of a bad token: let the page show and report its own errors.
  return children;
}
