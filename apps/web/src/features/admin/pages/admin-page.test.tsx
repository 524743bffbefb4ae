import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { adminRoutes } from '../routes';

const fetchMock = vi.fn<typeof fetch>();

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

const account = {
  id: '6f1c1d4e-5b1a-4c59-9f0e-1b2c3d4e5f60',
  name: 'Sara Alharbi',
  email: 'sara@example.sa',
  status: 'active',
  role: 'owner',
  plan: { ar: 'الأساسية', en: 'Basic' },
  propertiesCount: 2,
  createdAt: '2026-03-20T09:00:00.000Z',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function serve(role: 'admin' | 'owner') {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = init?.method ?? 'GET';
    if (path === '/user/me') return json(200, { data: { id: 'me', email: 'a@x.sa', role } });
    if (method === 'GET' && path === '/admin/accounts') {
      return json(200, { data: [account], meta: { page: 1, pageSize: 20, total: 1 } });
    }
    if (method === 'PUT' && path === `/admin/accounts/${account.id}/status`) {
      return json(200, { data: { ok: true } });
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

function renderAdmin() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ hydrateFallbackElement: <p data-testid="route-loading" />, children: adminRoutes }],
    { initialEntries: ['/admin'] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// The route's chunks, imported once before the clock of a test runs (a loaded machine takes
// seconds to transform them).
beforeAll(async () => {
  await Promise.all([import('./admin-page'), import('../admin-only')]);
}, 60_000);
beforeEach(async () => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('AdminPage', { timeout: 45_000 }, () => {
  it('lists the accounts for an admin and suspends one after a confirmation', async () => {
    serve('admin');
    renderAdmin();
    const table = await screen.findByTestId('admin-accounts-table', {}, { timeout: 20_000 });
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual([
      'Name',
      'E-mail',
      'Status',
      'Plan',
      'Properties',
      'Created',
      'Actions',
    ]);
    expect(screen.getByTestId('account-status').textContent).toBe('Active');
    fireEvent.click(screen.getByTestId('account-status-change'));
    fireEvent.click(await screen.findByText('Confirm'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith(`/admin/accounts/${account.id}/status`) &&
            init?.method === 'PUT' &&
            JSON.parse(String(init.body)).status === 'suspended',
        ),
      ).toBe(true),
    );
  });

  it('is "not found" for an owner, who never calls an admin route', async () => {
    serve('owner');
    renderAdmin();
    await screen.findByTestId('not-found', {}, { timeout: 20_000 });
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/admin/'))).toHaveLength(0);
  });
});
