import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../app/i18n';
import { sessionStore } from '../../app/session';

/**
 * The availability calendar, inside the signed-in layout: a chunk of its own, with its texts,
 * the bookings' (its panel books and opens bookings) and the channels' (their conflicts).
 */
export const calendarRoutes: RouteObject[] = [
  {
    path: '/calendar',
    // The "All properties" timeline (`?view=timeline`) does not wait for the page's chunks to
    // run before it asks for its data or its own chunk: both start here, beside the page's
    // chunks and texts, and the screen takes them when it mounts (timeline-first-page.ts).
    // The view's chunk is the loader's data: the page draws it at once, where a lazy component
    // would show its fallback first, and React keeps a fallback for at least 300 ms.
    loader: ({ request }) => {
      if (new URL(request.url).searchParams.get('view') === 'timeline') {
        // Its own small chunk: the shell of every other screen stays within its budget.
        if (sessionStore.getState().token !== null) {
          void import('./timeline/timeline-first-page').then(({ startFirstPage }) =>
            startFirstPage(),
          );
        }
        return import('./timeline/timeline-view');
      }
      return null;
    },
    lazy: async () => {
      const [{ CalendarPage }] = await Promise.all([
        import('./pages/calendar-page'),
        loadNamespaces(['calendar', 'bookings', 'channels']),
      ]);
      return { Component: CalendarPage };
    },
  },
];
