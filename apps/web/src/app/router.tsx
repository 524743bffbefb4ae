import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoading } from '../components/app-loading';
import { definitionsRoutes } from '../features/definitions/routes';
import { listingsRoutes } from '../features/listings/routes';
import { setNavigator } from './navigation';
import { GuestOnly, RequireSession, RootRedirect, SessionGate } from './route-guards';

// Every screen and both layouts are chunks of their own, fetched when a route matches (the
// router loads a route's layout and screen together): /login downloads neither the signed-in
// shell nor the other screens' Ant Design components.

/** The auth screens (spec §2), shown signed out inside the auth layout (`authPaths`). */
export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({
      Component: (await import('../features/accounts/pages/login-page')).LoginPage,
    }),
  },
  {
    path: '/signup',
    lazy: async () => ({
      Component: (await import('../features/accounts/pages/signup-page')).SignupPage,
    }),
  },
  {
    path: '/verify-email',
    lazy: async () => ({
      Component: (await import('../features/accounts/pages/verify-email-page')).VerifyEmailPage,
    }),
  },
  {
    path: '/verify-mfa',
    lazy: async () => ({
      Component: (await import('../features/accounts/pages/verify-mfa-page')).VerifyMfaPage,
    }),
  },
  {
    path: '/forget-password',
    lazy: async () => ({
      Component: (await import('../features/accounts/pages/forget-password-page'))
        .ForgetPasswordPage,
    }),
  },
  {
    path: '/set-password',
    lazy: async () => ({
      Component: (await import('../features/accounts/pages/set-password-page')).SetPasswordPage,
    }),
  },
];

/** The signed-in application, inside the main layout; each feature adds its screens. */
export const appRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    lazy: async () => ({
      Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
    }),
  },
  {
    path: '/settings/security',
    lazy: async () => ({
      Component: (await import('../features/accounts/pages/security-page')).SecurityPage,
    }),
  },
  ...listingsRoutes,
  ...definitionsRoutes,
  {
    path: '*',
    lazy: async () => ({
      Component: (await import('../components/not-found-result')).NotFoundResult,
    }),
  },
];

export const routes: RouteObject[] = [
  {
    element: <SessionGate />,
    // Shown while the first screen's chunks load.
    hydrateFallbackElement: <AppLoading />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        element: <GuestOnly />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/auth-layout')).AuthLayout }),
            children: authRoutes,
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
            children: appRoutes,
          },
        ],
      },
    ],
  },
];

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
