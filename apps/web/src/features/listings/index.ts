import { lazy } from 'react';

// What the rest of the app may use of the listings feature. Components are lazy, so that
// the router's import of this file does not pull a screen's code into the shell.
export { listingsRoutes } from './routes';

/** The dashboard's summary of the owner's properties. */
export const PropertiesOverview = lazy(async () => ({
  default: (await import('./components/properties-overview')).PropertiesOverview,
}));
