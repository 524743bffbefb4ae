import type { RouteObject } from 'react-router';

/** The notification center (its list and the preferences tab), inside the signed-in layout. */
export const notificationsRoutes: RouteObject[] = [
  {
    path: '/notification-center',
    lazy: async () => ({
      Component: (await import('./pages/notification-center-page')).NotificationCenterPage,
    }),
  },
];
