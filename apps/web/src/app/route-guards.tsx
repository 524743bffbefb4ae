import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { AppLoading } from '../components/app-loading';
import { useAccessTokenSignIn } from './access-token-sign-in';
import { readRedirectPath, saveRedirectPath } from './redirect-path';
import { isSignedIn, useSession } from './session';

/** The root of every route: holds the screen on the logo while the session check runs. */
export function SessionGate() {
  const session = useSession();
  useAccessTokenSignIn();
  return session.status === 'pending' ? <AppLoading /> : <Outlet />;
}

/** Remembers where a signed-out user was going (pathname and query), then shows /login. */
function RedirectToLogin() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    saveRedirectPath(`${pathname}${search}`);
    void navigate('/login', { replace: true });
  }, [pathname, search, navigate]);
  return null;
}

/** `/`: signed in → the saved redirect path (default /dashboard); otherwise → /login. */
export function RootRedirect() {
  const session = useSession();
  return isSignedIn(session) ? <Navigate to={readRedirectPath()} replace /> : <RedirectToLogin />;
}

/** Auth screens: a signed-in user goes to the saved redirect path instead. */
export function GuestOnly() {
  const session = useSession();
  return isSignedIn(session) ? <Navigate to={readRedirectPath()} replace /> : <Outlet />;
}

/** Everything else needs a session; a signed-out visitor is sent to /login. */
export function RequireSession() {
  const session = useSession();
  if (isSignedIn(session)) return <Outlet />;
  // Logging out leaves the page it happened on; that page is no redirect target.
  return session.loggedOut ? <Navigate to="/login" replace /> : <RedirectToLogin />;
}
