import type { RouteObject } from 'react-router';

/**
 * The owner's CMS (requirements-next §14): one route, whose chunk brings its texts (its
 * loader) and routes its sections itself (pages/cms-layout.tsx), so that the shell holds no
 * list of the CMS screens' chunks; each screen and the rich-text editor load when first shown.
 */
export const cmsRoutes: RouteObject[] = [
  { path: '/cms/*', lazy: () => import('./pages/cms-route') },
];
