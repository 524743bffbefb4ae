import type { RouteObject } from 'react-router';

export const definitionsRoutes: RouteObject[] = [
  {
    path: '/definitions',
    lazy: async () => ({
      Component: (await import('./pages/definitions-page')).DefinitionsPage,
    }),
  },
];
