import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../app/i18n';

/**
 * A channels screen's chunk with its texts (and the calendar's: the sync logs' property
 * filter is the calendar's property picker).
 */
async function screen(load: () => Promise<ComponentType>) {
  const [Component] = await Promise.all([load(), loadNamespaces(['channels', 'calendar'])]);
  return { Component };
}

/** The channels page and the sync logs (requirements-next §11.2, §11.3). */
export const channelsRoutes: RouteObject[] = [
  {
    path: '/channels',
    lazy: () => screen(async () => (await import('./pages/channels-page')).ChannelsPage),
  },
  {
    path: '/sync-logs',
    lazy: () => screen(async () => (await import('./pages/sync-logs-page')).SyncLogsPage),
  },
];
