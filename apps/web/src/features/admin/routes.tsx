import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../app/i18n';

/** The platform admin's screen, inside the signed-in layout; its texts come with its chunk. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    lazy: async () => {
      const [{ AdminPage }, { AdminOnly }] = await Promise.all([
        import('./pages/admin-page'),
        import('./admin-only'),
        loadNamespaces(['admin', 'faq', 'billing']),
      ]);
      return {
        Component: () => (
          <AdminOnly>
            <AdminPage />
          </AdminOnly>
        ),
      };
    },
  },
];
