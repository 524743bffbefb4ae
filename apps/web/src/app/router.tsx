import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoading } from '../components/app-loading';
import { accountRoutes, authRoutes } from '../features/accounts';
import { adminRoutes } from '../features/admin';
import { billingRoutes } from '../features/billing';
import { bookingsRoutes } from '../features/bookings';
import { calendarRoutes } from '../features/calendar';
import { channelsRoutes } from '../features/channels';
import { dashboardRoutes } from '../features/dashboard';
import { definitionsRoutes } from '../features/definitions';
import { faqRoutes } from '../features/faq';
import { guestThreadRoutes, inboxRoutes } from '../features/inbox';
import { listingsRoutes } from '../features/listings';
import { notificationsRoutes } from '../features/notifications';
import { reportsRoutes } from '../features/reports';
// Last: the shell lists the lazy routes' chunks in the order of these imports; one added at
// the end leaves the others' numbers as they were, and the compressed shell smaller.
import { cmsRoutes } from '../features/cms';
import { appNamespaces, loadNamespaces } from './i18n';
import { setNavigator } from './navigation';
import { GuestOnly, RequireSession, RootRedirect, SessionGate } from './route-guards';

// Every screen and both layouts are chunks of their own, fetched when a route matches (the
// router loads a route's layout and screen together): /login downloads neither the signed-in
// shell nor the other screens' Ant Design components.

/** The signed-in application, inside the main layout; each feature adds its screens. */
export const appRoutes: RouteObject[] = [
  ...dashboardRoutes,
  ...accountRoutes,
  ...listingsRoutes,
  ...definitionsRoutes,
  ...billingRoutes,
  ...calendarRoutes,
  ...bookingsRoutes,
  ...notificationsRoutes,
  ...reportsRoutes,
  ...channelsRoutes,
  ...inboxRoutes,
  ...faqRoutes,
  ...adminRoutes,
  {
    path: '*',
    lazy: async () => ({
      Component: (await import('../components/not-found-result')).NotFoundResult,
    }),
  },
  // The router ranks routes by their paths, not their order: this one may come after '*'.
  ...cmsRoutes,
];

export const routes: RouteObject[] = [
  {
    element: <SessionGate />,
    // Shown while the first screen's chunks load.
    hydrateFallbackElement: <AppLoading />,
    children: [
      { path: '/', element: <RootRedirect /> },
      // The guest's page of a thread: no account, signed in or not, outside both layouts.
      ...guestThreadRoutes,
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
            // The signed-in screens' texts come with their layout (the sign-in screens'
            // came before the first render): no screen waits for its namespace on its own.
            lazy: async () => {
              const [{ AppLayout }] = await Promise.all([
                import('./layout/app-layout'),
                loadNamespaces(appNamespaces),
              ]);
              return { Component: AppLayout };
            },
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
