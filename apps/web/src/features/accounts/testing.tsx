import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { Mock } from 'vitest';
import { forgetLoads } from './calls';

/** Test helpers of the accounts screens: a fake API by route, and a router around a page. */

type Reply = [status: number, body: unknown];
export type ApiRoutes = Record<string, Reply | ((body: unknown) => Reply)>;

export const noCaptchaOptions = {
  data: { google: false, captcha: { provider: 'none' }, resendCooldownSeconds: 60 },
};

function answer([status, body]: Reply): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Answers `METHOD /path` (under /api/v1) from `routes`; /auth/options defaults to no captcha. */
export function serveApi(fetchMock: Mock<typeof fetch>, routes: ApiRoutes): void {
  const all: ApiRoutes = { 'GET /auth/options': [200, noCaptchaOptions], ...routes };
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input).replace(/^\/api\/v1/, '');
    const route = all[`${init?.method ?? 'GET'} ${path}`];
    if (route === undefined) return answer([404, { code: 'NOT_FOUND', message: 'Not found' }]);
    const body: unknown = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    return answer(typeof route === 'function' ? route(body) : route);
  });
}

/** The bodies posted to a path, in order. */
export function postedTo(fetchMock: Mock<typeof fetch>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === `/api/v1${path}` && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

/** Shows where the router went and with which state. */
function Probe() {
  const { pathname, state } = useLocation();
  return (
    <p data-testid="probe" data-path={pathname}>
      {JSON.stringify(state)}
    </p>
  );
}

export interface Arrival {
  pathname: string;
  state?: unknown;
  search?: string;
}

/** Renders `routes` (other paths show the probe) starting at `at`. */
export function renderAt(routes: RouteObject[], at: Arrival) {
  const router = createMemoryRouter([...routes, { path: '*', element: <Probe /> }], {
    initialEntries: [{ pathname: at.pathname, search: at.search ?? '', state: at.state }],
  });
  // A fresh page: nothing loaded yet, as each test's client is fresh.
  forgetLoads();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Where the app went: the probe's path and route state. */
export async function probe(): Promise<{ path: string | null; state: unknown }> {
  const element = await screen.findByTestId('probe');
  return {
    path: element.getAttribute('data-path'),
    state: JSON.parse(element.textContent || 'null') as unknown,
  };
}

/** Types into a 6-box code input as a paste would: the first box spreads it. */
export function typeCode(testId: string, code: string): void {
  const first = within(screen.getByTestId(testId)).getAllByRole('textbox')[0];
  if (first === undefined) throw new Error(`no code boxes in ${testId}`);
  // The boxes listen to `input` events, not `change`.
  fireEvent.input(first, { target: { value: code } });
}

export function fill(testId: string, value: string): void {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}
