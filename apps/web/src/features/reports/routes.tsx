import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../app/i18n';

/** The reports (the sidebar's "charts"); their texts come with their chunk. */
export const reportsRoutes: RouteObject[] = [
  {
    path: '/charts',
    lazy: async () => {
      const [{ ReportsPage }] = await Promise.all([
        import('./pages/reports-page'),
        loadNamespaces(['reports']),
      ]);
      return { Component: ReportsPage };
    },
  },
];
