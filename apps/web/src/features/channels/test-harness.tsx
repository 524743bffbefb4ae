import type { ChannelConnection, ChannelProperty, SyncLogRow } from '@nuzul/shared/channels';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Mock } from 'vitest';
import { serveApi, type ApiRoutes } from '../billing/test-harness';
import { channelsRoutes } from './routes';

/** Test helpers of the channels screens: answers shaped as the API gives them. */

export const propertyId = '00000000-0000-4000-8000-000000000001';
export const buildingId = '00000000-0000-4000-8000-0000000000b0';
export const connectionId = '00000000-0000-4000-8000-0000000000c1';
export const searchId = '6f1c2a4e-0000-4000-8000-00000000a001';

export const connection: ChannelConnection = {
  id: connectionId,
  propertyId,
  unitNo: null,
  channel: 'airbnb',
  importUrl: 'https://www.airbnb.com/calendar/ical/1418.ics?s=abc',
  exportUrl: 'https://nuzul.example/ical/Zk3b9.ics',
  enabled: true,
  lastSyncAt: '2026-03-01T10:15:42.000Z',
  lastStatus: 'success',
  lastError: null,
  pendingConfirmation: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:15:42.000Z',
};

export const property: ChannelProperty = {
  id: propertyId,
  name: 'Olaya flat',
  internalName: 'OLAYA-1',
  buildingId: null,
  buildingName: null,
  status: 'published',
  units: 1,
  lastStatus: 'success',
  lastSyncAt: connection.lastSyncAt,
  connections: [connection],
};

export const overview = (properties: ChannelProperty[]) => ({
  data: { channels: ['airbnb', 'booking', 'vrbo', 'gathern', 'other'], properties },
});

export const logRow: SyncLogRow = {
  id: '101',
  propertyId,
  propertyName: 'Olaya flat',
  reservationId: '00000000-0000-4000-8000-0000000000d1',
  buildingId,
  buildingName: 'Olaya Tower',
  action: 'sync_now',
  type: 'reservation',
  request: 'GET https://www.airbnb.com/calendar/ical/1418.ics?s=[redacted]\nIf-None-Match: "x"',
  response: '200 OK\n3 events',
  responseId: 'abc123@airbnb.com',
  timestamp: '2026-03-01T10:15:42.000Z',
  searchId,
  status: 'success',
  channel: 'airbnb',
  connectionId,
};

function Probe() {
  const { pathname, search } = useLocation();
  return <p data-testid="probe" data-path={`${pathname}${search}`} />;
}

/** The channels screens (their lazy routes, as the app has them) starting at `path`. */
export function renderChannels(fetchMock: Mock<typeof fetch>, path: string, routes: ApiRoutes) {
  serveApi(fetchMock, {
    'GET /listings': [200, { data: [], meta: { page: 1, pageSize: 50, total: 0 } }],
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        hydrateFallbackElement: <p data-testid="route-loading" />,
        children: [...channelsRoutes, { path: '*', element: <Probe /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}
