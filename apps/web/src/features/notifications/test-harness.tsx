import type { NotificationResponse } from '@nuzul/shared/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import type { Mock } from 'vitest';
import { notificationsRoutes } from './routes';

/** Test helpers of the notification screens: answers shaped as the API gives them. */

/** jsdom has no ResizeObserver; antd's Tabs, Select and Popover measure with one. */
export class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

type Reply = [status: number, body: unknown];
interface Request {
  url: URL;
  body: unknown;
}
export type ApiRoutes = Record<string, Reply | ((request: Request) => Reply)>;

/** Answers `METHOD /path` (under /api/v1, without its query) from `routes`; others are 404. */
export function serveApi(fetchMock: Mock<typeof fetch>, routes: ApiRoutes): void {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const route = routes[`${init?.method ?? 'GET'} ${path}`];
    const reply: Reply =
      route === undefined
        ? [404, { code: 'NOT_FOUND', message: 'Not found' }]
        : typeof route === 'function'
          ? route({
              url,
              body:
                init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
            })
          : route;
    return new Response(JSON.stringify(reply[1]), {
      status: reply[0],
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The calls made, as `METHOD /path?query`, in order. */
export function callsOf(fetchMock: Mock<typeof fetch>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}${url.search}`;
  });
}

function Probe() {
  const { pathname, search } = useLocation();
  return <p data-testid="probe" data-path={`${pathname}${search}`} />;
}

/**
 * The notification center's route starting at `path`, inside a layout that shows `header`
 * (the bell) above every screen, as the signed-in shell does.
 */
export function renderNotifications(path: string, header?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        hydrateFallbackElement: <p data-testid="route-loading" />,
        element: (
          <>
            {header}
            <Outlet />
          </>
        ),
        children: [...notificationsRoutes, { path: '*', element: <Probe /> }],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

const base = {
  link: null,
  readAt: null,
} as const;

/** A booking made for "Olaya Apartment", 10 to 13 May 2026. */
export function bookingCreated(id: string, createdAt: string, read = false): NotificationResponse {
  return {
    ...base,
    id,
    kind: 'booking',
    event: 'booking.created',
    params: {
      bookingId: '4f0b7c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
      propertyId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      propertyName: 'Olaya Apartment',
      dateFrom: '2026-05-10',
      dateTo: '2026-05-13',
      status: 'confirmed',
    },
    link: '/bookings/4f0b7c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
    readAt: read ? createdAt : null,
    createdAt,
  };
}

/** Invoice INV-2026-000042 of 309.47 SAR: its payment failed. */
export function paymentFailed(id: string, createdAt: string): NotificationResponse {
  return {
    ...base,
    id,
    kind: 'payment',
    event: 'payment.failed',
    params: { invoiceId: 42, invoiceNumber: 'INV-2026-000042', amount: 309_47 },
    link: '/subscriptions/invoices/42',
    createdAt,
  };
}

export function mfaEnabled(id: string, createdAt: string): NotificationResponse {
  return { ...base, id, kind: 'mfa', event: 'mfa.enabled', params: {}, createdAt };
}

export const listOf = (
  data: NotificationResponse[],
  unreadCount = data.filter((notification) => notification.readAt === null).length,
  nextCursor: string | null = null,
) => ({ data, meta: { unreadCount, nextCursor } });
