import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../app/i18n';

/** An inbox screen's chunk, with its texts. */
async function screen(load: () => Promise<ComponentType>) {
  const [Component] = await Promise.all([load(), loadNamespaces(['inbox'])]);
  return { Component };
}

/** The inbox, inside the signed-in layout. */
export const inboxRoutes: RouteObject[] = [
  {
    path: '/inbox',
    lazy: () => screen(async () => (await import('./pages/inbox-page')).InboxPage),
  },
];

/**
 * The guest's page of a thread (`/g/<token>`, the e-mailed link): public, outside both
 * layouts, a small chunk of its own.
 */
export const guestThreadRoutes: RouteObject[] = [
  {
    path: '/g/:token',
    lazy: () => screen(async () => (await import('./pages/guest-thread-page')).GuestThreadPage),
  },
];
