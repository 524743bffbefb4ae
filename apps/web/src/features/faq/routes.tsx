import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../app/i18n';

/** The FAQ, inside the signed-in layout; its texts come with its chunk. */
export const faqRoutes: RouteObject[] = [
  {
    path: '/faq',
    lazy: async () => {
      const [{ FaqPage }] = await Promise.all([
        import('./pages/faq-page'),
        loadNamespaces(['faq']),
      ]);
      return { Component: FaqPage };
    },
  },
];
