import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../app/i18n';

/** A bookings screen's chunk, with its texts and the calendar's (the form's date picker). */
async function screen(load: () => Promise<ComponentType>) {
  const [Component] = await Promise.all([load(), loadNamespaces(['bookings', 'calendar'])]);
  return { Component };
}

// Each screen is a chunk of its own; add and edit share the form's.
const bookingForm = () =>
  screen(async () => (await import('./pages/booking-form-page')).BookingFormPage);

/** The bookings list, the booking form and a booking's page, inside the signed-in layout. */
export const bookingsRoutes: RouteObject[] = [
  {
    path: '/bookings',
    lazy: () => screen(async () => (await import('./pages/booking-list-page')).BookingListPage),
  },
  { path: '/bookings/new', lazy: bookingForm },
  { path: '/bookings/:id/edit', lazy: bookingForm },
  {
    path: '/bookings/:id',
    lazy: () => screen(async () => (await import('./pages/booking-view-page')).BookingViewPage),
  },
];
