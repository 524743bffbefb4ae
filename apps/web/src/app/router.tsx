import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundResult } from '../components/not-found-result';
import { ForgetPasswordPage } from '../features/accounts/pages/forget-password-page';
import { LoginPage } from '../features/accounts/pages/login-page';
import { SecurityPage } from '../features/accounts/pages/security-page';
import { SetPasswordPage } from '../features/accounts/pages/set-password-page';
import { SignupPage } from '../features/accounts/pages/signup-page';
import { VerifyEmailPage } from '../features/accounts/pages/verify-email-page';
import { VerifyMfaPage } from '../features/accounts/pages/verify-mfa-page';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { definitionsRoutes } from '../features/definitions/routes';
import { listingsRoutes } from '../features/listings/routes';
import { AppLayout } from './layout/app-layout';
import { AuthLayout } from './layout/auth-layout';
import { setNavigator } from './navigation';
import { GuestOnly, RequireSession, RootRedirect, SessionGate } from './route-guards';

/** The auth screens (spec §2), shown signed out inside the auth layout (`authPaths`). */
export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/verify-email', element: <VerifyEmailPage /> },
  { path: '/verify-mfa', element: <VerifyMfaPage /> },
  { path: '/forget-password', element: <ForgetPasswordPage /> },
  { path: '/set-password', element: <SetPasswordPage /> },
];

/** The signed-in application, inside the main layout; each feature adds its screens. */
export const appRoutes: RouteObject[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/settings/security', element: <SecurityPage /> },
  ...listingsRoutes,
  ...definitionsRoutes,
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
