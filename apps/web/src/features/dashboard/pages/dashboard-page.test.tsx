import type { DashboardSummary } from '@nuzul/shared/reports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import {
  currentSubscription,
  NoResizeObserver,
  queriesOf,
  serveApi,
  type ApiRoutes,
} from '../../billing/test-harness';
import { dashboardRoutes } from '../routes';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

/** An owner with 3 properties, 2 published, none connected (no channel yet). */
const summary12m: DashboardSummary = {
  period: '12m',
  groupBy: 'month',
  from: '2025-12-01',
  to: '2026-12-01',
  today: '2026-11-24',
  properties: { total: 3, connected: 0, readyToConnect: 2 },
  bookings: { confirmed: 7, cancelled: 2 },
  arrivals: { today: 1, thisWeek: 4 },
  series: [
    { bucket: '2026-10-01', confirmed: 3, cancelled: 0 },
    { bucket: '2026-11-01', confirmed: 4, cancelled: 2 },
  ],
};

const summary30d: DashboardSummary = {
  ...summary12m,
  period: '30d',
  groupBy: 'day',
  from: '2026-10-26',
  to: '2026-11-25',
  bookings: { confirmed: 1, cancelled: 0 },
  series: [{ bucket: '2026-11-24', confirmed: 1, cancelled: 0 }],
};

const noProperty: DashboardSummary = {
  ...summary12m,
  properties: { total: 0, connected: 0, readyToConnect: 0 },
  bookings: { confirmed: 0, cancelled: 0 },
  arrivals: { today: 0, thisWeek: 0 },
  series: [],
};

function summaryRoute(byPeriod: Record<string, DashboardSummary>): ApiRoutes {
  return {
    'GET /dashboard/summary': ({ url }) => [
      200,
      { data: byPeriod[url.searchParams.get('period') ?? ''] },
    ],
  };
}

function renderDashboard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        hydrateFallbackElement: <p data-testid="route-loading" />,
        children: [...dashboardRoutes, { path: '*', element: <p data-testid="elsewhere" /> }],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// The first render pays for antd's styles on a busy machine.
describe('DashboardPage', { timeout: 20_000 }, () => {
  it('shows the counts, each linking to the filtered property list, and the booking stats of the last 12 months from one request', async () => {
    serveApi(fetchMock, summaryRoute({ '12m': summary12m }));
    renderDashboard();

    expect(
      (await screen.findByTestId('dashboard-count-total', {}, { timeout: 15_000 })).textContent,
    ).toBe('3');
    expect(screen.getByTestId('dashboard-count-connected').textContent).toBe('0');
    expect(screen.getByTestId('dashboard-count-ready').textContent).toBe('2');
    expect(screen.getByTestId('dashboard-count-total-link').getAttribute('href')).toBe(
      '/properties?tab=properties',
    );
    expect(screen.getByTestId('dashboard-count-connected-link').getAttribute('href')).toBe(
      '/properties?tab=properties&connection=connected',
    );
    expect(screen.getByTestId('dashboard-count-ready-link').getAttribute('href')).toBe(
      '/properties?tab=properties&connection=ready',
    );
    expect(screen.getByTestId('dashboard-confirmed').textContent).toBe('7');
    expect(screen.getByTestId('dashboard-cancelled').textContent).toBe('2');
    expect(screen.getByTestId('dashboard-arrivals-today').textContent).toBe('1');
    expect(screen.getByTestId('dashboard-arrivals-week').textContent).toBe('4');
    expect(queriesOf(fetchMock, '/dashboard/summary')).toEqual(['?period=12m']);
    // Nothing else is asked for: the counts come with the stats.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/v1/dashboard/summary?period=12m',
    ]);
  });

  it("gives screen readers the chart's data as a table: a row per month with both series", async () => {
    serveApi(fetchMock, summaryRoute({ '12m': summary12m }));
    renderDashboard();

    const table = await screen.findByTestId('dashboard-chart-table');
    expect(
      within(table).getByText('Confirmed and cancelled bookings by arrival date'),
    ).toBeTruthy();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Month', 'Confirmed', 'Cancelled'],
      ['Oct 2026', '3', '0'],
      ['Nov 2026', '4', '2'],
    ]);
    await screen.findByTestId('dashboard-chart');
  });

  it('reads another period when one is chosen: 30 days by day', async () => {
    serveApi(fetchMock, summaryRoute({ '12m': summary12m, '30d': summary30d }));
    renderDashboard();
    await screen.findByTestId('dashboard-period');

    fireEvent.click(screen.getByText('30 days'));

    await waitFor(() => expect(screen.getByTestId('dashboard-confirmed').textContent).toBe('1'));
    expect(queriesOf(fetchMock, '/dashboard/summary')).toEqual(['?period=12m', '?period=30d']);
    const table = screen.getByTestId('dashboard-chart-table');
    const cells = within(table).getAllByRole('row')[1]?.children ?? [];
    expect(Array.from(cells, (cell) => cell.textContent)).toEqual(['Nov 24', '1', '0']);
    expect(within(table).getAllByRole('columnheader')[0]?.textContent).toBe('Day');
  });

  it('shows the figures in Arabic with Arabic digits', async () => {
    await i18n.changeLanguage('ar');
    serveApi(fetchMock, summaryRoute({ '12m': summary12m }));
    renderDashboard();

    expect(
      (await screen.findByTestId('dashboard-count-total', {}, { timeout: 15_000 })).textContent,
    ).toBe('٣');
    expect(screen.getByText('جاهزة للاتصال')).toBeTruthy();
    const rows = within(screen.getByTestId('dashboard-chart-table')).getAllByRole('row');
    expect(rows[2]?.children[0]?.textContent).toBe('نوفمبر ٢٠٢٦');
  });

  it('leads an owner without a plan to the plans, and one with a plan but no property to add one', async () => {
    serveApi(fetchMock, {
      ...summaryRoute({ '12m': noProperty }),
      'GET /subscriptions/current': [200, { data: null }],
    });
    const first = renderDashboard();
    await screen.findByTestId('dashboard-no-plan');
    first.unmount();

    serveApi(fetchMock, {
      ...summaryRoute({ '12m': noProperty }),
      'GET /subscriptions/current': [200, { data: currentSubscription }],
    });
    renderDashboard();
    await screen.findByTestId('dashboard-add-property');
    expect(screen.getByText('You have no properties yet.')).toBeTruthy();
  });

  it('says "Failed to load properties" when the summary fails, and a retry reads it again', async () => {
    serveApi(fetchMock, {
      'GET /dashboard/summary': [500, { code: 'INTERNAL_ERROR', message: 'Internal error' }],
    });
    renderDashboard();

    const failure = await screen.findByTestId('dashboard-properties-error');
    expect(within(failure).getByText('Failed to load properties')).toBeTruthy();

    serveApi(fetchMock, summaryRoute({ '12m': summary12m }));
    fireEvent.click(screen.getByTestId('dashboard-properties-error-retry'));
    expect(
      (await screen.findByTestId('dashboard-count-total', {}, { timeout: 15_000 })).textContent,
    ).toBe('3');
  });
});
