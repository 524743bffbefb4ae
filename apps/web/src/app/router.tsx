import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundResult } from '../components/not-found-result';
import { LoginPage } from '../features/accounts/pages/login-page';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { AppLayout } from './layout/app-layout';
import { AuthLayout } from './layout/auth-layout';
import { setNavigator } from './navigation';
import { GuestOnly, RequireSession, RootRedirect, SessionGate } from './route-guards';

/**
 * The auth screens (spec §2), shown signed out inside the auth layout. The accounts
 * feature adds /signup, /verify-email, /verify-mfa, /forget-password and /set-password here
 * (and to `authPaths` in redirect-path.ts, which already lists them).
 */
export const authRoutes: RouteObject[] = [{ path: '/login', element: <LoginPage /> }];

/** The signed-in application, inside the main layout; each feature adds its screens. */
export const appRoutes: RouteObject[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '*', element: <NotFoundResult /> },
];

export const routes: RouteObject[] = [
  {
    element: <SessionGate />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { element: <GuestOnly />, children: [{ element: <AuthLayout />, children: authRoutes }] },
      {
        element: <RequireSession />,
        children: [{ element: <AppLayout />, children: appRoutes }],
      },
    ],
  },
];

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
