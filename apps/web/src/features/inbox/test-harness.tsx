import type { MessageResponse, ThreadResponse } from '@nuzul/shared/inbox';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import type { Mock } from 'vitest';
import { guestThreadRoutes, inboxRoutes } from './routes';

/** Test helpers of the inbox screens: answers shaped as the API gives them. */

/** jsdom has no ResizeObserver; antd's text areas and badges measure with one. */
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
export type ApiRoutes = Record<string, Reply | ((request: Request) => Reply | Promise<Reply>)>;

/** Answers `METHOD /path` (under /api/v1, without its query) from `routes`; others are 404. */
export function serveApi(fetchMock: Mock<typeof fetch>, routes: ApiRoutes): void {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const route = routes[`${init?.method ?? 'GET'} ${path}`];
    const body = init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown);
    const reply: Reply =
      route === undefined
        ? [404, { code: 'NOT_FOUND', message: 'Not found' }]
        : typeof route === 'function'
          ? await route({ url, body })
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

/** The inbox's and the guest page's routes from `path`, below `header` (the chat icon). */
export function renderInbox(path: string, header?: ReactNode) {
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
        children: [...inboxRoutes, ...guestThreadRoutes, { path: '*', element: <Probe /> }],
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

export const THREAD_ID = '3f2b8c1e-9a4d-4c6e-8f10-2b3c4d5e6f70';
export const BOOKING_ID = '4f0b7c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
export const id = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** Khalid Al-Otaibi's stay at "Olaya Apartment", 10 to 13 May 2026. */
export function threadOf(overrides: Partial<ThreadResponse> = {}): ThreadResponse {
  return {
    id: THREAD_ID,
    bookingId: BOOKING_ID,
    bookingStatus: 'confirmed',
    dateFrom: '2026-05-10',
    dateTo: '2026-05-13',
    propertyId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    propertyName: 'Olaya Apartment',
    guestFirstName: 'Khalid',
    guestLastName: 'Al-Otaibi',
    guestLanguage: 'en',
    guestCanBeEmailed: true,
    lastMessage: { sender: 'guest', systemKind: null, preview: 'What time is check-in?' },
    lastMessageAt: '2026-05-01T09:00:00.000Z',
    unreadCount: 0,
    createdAt: '2026-04-30T09:00:00.000Z',
    ...overrides,
  };
}

export function messageOf(
  index: number,
  sender: MessageResponse['sender'],
  body: string,
  createdAt: string,
  overrides: Partial<MessageResponse> = {},
): MessageResponse {
  return {
    id: id(index),
    threadId: THREAD_ID,
    sender,
    systemKind: sender === 'system' ? 'booking_confirmed' : null,
    body: sender === 'system' ? '' : body,
    createdAt,
    readAt: null,
    ...overrides,
  };
}

export const threadsPage = (data: ThreadResponse[], unreadCount = 0) => ({
  data,
  meta: { page: 1, pageSize: 20, total: data.length, unreadCount },
});

export const messagesPage = (data: MessageResponse[], before: string | null = null) => ({
  data,
  meta: { before },
});
