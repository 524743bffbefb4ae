import { Card, Skeleton } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { BuildingFormPage } from './pages/building-form-page';
import { BuildingViewPage } from './pages/building-view-page';
import { PropertyListPage } from './pages/property-list-page';

// The wizard (forms, drag and drop, uploads) and the details page (gallery, map) load on demand.
const PropertyWizardPage = lazy(() =>
  import('./pages/property-wizard-page').then((module) => ({ default: module.PropertyWizardPage })),
);
const PropertyDetailsPage = lazy(() =>
  import('./pages/property-details-page').then((module) => ({
    default: module.PropertyDetailsPage,
  })),
);

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Card data-testid="page-loading">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      }
    >
      {children}
    </Suspense>
  );
}

/** The screens of properties and buildings, inside the signed-in layout. */
export const listingsRoutes: RouteObject[] = [
  { path: '/properties', element: <PropertyListPage /> },
  {
    path: '/properties/new',
    element: (
      <Lazy>
        <PropertyWizardPage />
      </Lazy>
    ),
  },
  {
    path: '/properties/:id/edit',
    element: (
      <Lazy>
        <PropertyWizardPage />
      </Lazy>
    ),
  },
  {
    path: '/properties/:id',
    element: (
      <Lazy>
        <PropertyDetailsPage />
      </Lazy>
    ),
  },
  { path: '/buildings/new', element: <BuildingFormPage /> },
  { path: '/buildings/:id', element: <BuildingViewPage /> },
  { path: '/buildings/:id/edit', element: <BuildingFormPage /> },
];
