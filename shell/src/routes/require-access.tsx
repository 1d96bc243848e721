import { currentUserKey, useCurrentUser } from '@autoskola/api-client';
import { type Access, isAdminPath } from '@autoskola/routes';
import { isSetupPending } from '@autoskola/school';
import { hasRole, INSTRUCTOR_ROLE, useSession } from '@autoskola/session';
import { StatusMessage } from '@autoskola/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SignInAgainDialog } from './sign-in-again-dialog.tsx';

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
 * missing role → /admin, login and registration while logged in → /admin; an anonymous visitor of
 * the admin of a site not set up yet → /nastavenie. When a session runs
 * out on an admin page, the page stays and a dialog asks to sign in again.
 */
export function RequireAccess({ access, guestOnly, children }: RequireAccessProps) {
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const authenticated = session.status === 'authenticated';
  // Asking to sign in again only makes sense for a page that was open with a confirmed session;
  // a stored token refused at start simply leads to the login page.
  const wasSignedIn = queryClient.getQueriesData({ queryKey: currentUserKey }).some(([, data]) => data !== undefined);
  if (guestOnly && authenticated) return <Navigate to={returnPath(location.state)} replace />;
  if (access === 'public') return children;
  if (!authenticated && !(session.expired && wasSignedIn)) {
    // A new site: nobody can log in to administer it until its first instructor is set up.
    if (isAdminPath(location.pathname) && isSetupPending()) return <Navigate to="/nastavenie" replace />;
    return (
      <Navigate to="/prihlasenie" replace state={{ from: location.pathname + location.search } satisfies FromState} />
    );
  }
  if (authenticated && access === 'instructor' && !hasRole(session, INSTRUCTOR_ROLE)) {
    return <Navigate to="/admin" replace />;
  }
  // The same tree while signed in and while signing in again, so the page keeps its state.
  return (
    <>
      <VerifiedSession token={session.token}>{children}</VerifiedSession>
      {!authenticated && <SignInAgainDialog />}
    </>
  );
}

/**
 * The server confirms a stored token once before admin content first shows; a token it refuses
 * (forged, revoked, user deleted) ends the session through the QueryClient's 401 handling.
 */
function VerifiedSession({ token, children }: { token: string | null; children: ReactNode }) {
  const verification = useCurrentUser(token);
  if (token !== null && verification.isPending) {
    return <StatusMessage kind="loading">Overujem prihlásenie...</StatusMessage>;
  }
  // Network trouble is not proof of a bad token: the page shows and reports its own errors.
  return children;
}
