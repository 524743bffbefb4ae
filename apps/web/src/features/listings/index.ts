import { lazy } from 'react';

// What the rest of the app may use of the listings feature. Components are lazy, so that
// the router's import of this file does not pull a screen's code into the shell.
export { listingsRoutes } from './routes';

/** The dashboard of an owner without a property: choose a plan, or add the first property. */
export const PropertiesOverview = lazy(async () => ({
  default: (await import('./components/properties-overview')).PropertiesOverview,
}));

// The unsaved-changes prompt of the wizard, for other forms (the booking form): the hook, and
// the modal as a lazy component like the others.
export { useLeaveGuard } from './wizard/use-leave-guard';
export const UnsavedChangesModal = lazy(async () => ({
  default: (await import('./wizard/unsaved-changes-modal')).UnsavedChangesModal,
}));

/** Posts one file with upload progress (photos, the profile picture). */
export { uploadFile, type UploadOptions } from './upload';
