import type { RouteObject } from 'react-router';

// Each screen is a chunk of its own, fetched when its route matches; the wizard (forms, drag
// and drop, uploads) and the details page (gallery, map) are the heaviest.

const propertyWizard = async () => ({
  Component: (await import('./pages/property-wizard-page')).PropertyWizardPage,
});
const buildingForm = async () => ({
  Component: (await import('./pages/building-form-page')).BuildingFormPage,
});

/** The screens of properties and buildings, inside the signed-in layout. */
export const listingsRoutes: RouteObject[] = [
  {
    path: '/properties',
    lazy: async () => ({
      Component: (await import('./pages/property-list-page')).PropertyListPage,
    }),
  },
  { path: '/properties/new', lazy: propertyWizard },
  { path: '/properties/:id/edit', lazy: propertyWizard },
  {
    path: '/properties/:id',
    lazy: async () => ({
      Component: (await import('./pages/property-details-page')).PropertyDetailsPage,
    }),
  },
  { path: '/buildings/new', lazy: buildingForm },
  {
    path: '/buildings/:id',
    lazy: async () => ({
      Component: (await import('./pages/building-view-page')).BuildingViewPage,
    }),
  },
  { path: '/buildings/:id/edit', lazy: buildingForm },
];
