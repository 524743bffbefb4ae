import type { RouteObject } from 'react-router';
import { DefinitionsPage } from './pages/definitions-page';

export const definitionsRoutes: RouteObject[] = [
  { path: '/definitions', element: <DefinitionsPage /> },
];
