import type {
  BookingsReport,
  OccupancyReport,
  PropertiesReport,
  RevenueReport,
  SourcesReport,
} from '@nuzul/shared/reports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoResizeObserver, queriesOf, serveApi, type ApiRoutes } from '../../billing/test-harness';
import { reportsRoutes } from '../routes';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const echo = {
  from: '2025-12-01',
  to: '2026-12-01',
  groupBy: 'month',
  propertyId: null,
  source: null,
} as const;
const propertyId = '0b6c8d7e-1111-4a2b-9c3d-222233334444';

const bookings: BookingsReport = {
  ...echo,
  rows: [{ bucket: '2026-11-01', confirmed: 3, pending: 1, cancelled: 1 }],
  totals: { confirmed: 3, pending: 1, cancelled: 1 },
};
const nights = { availableNights: 60, blockedNights: 7, bookedNights: 12, occupancyPercent: 20 };
const occupancy: OccupancyReport = {
  ...echo,
  rows: [{ bucket: '2026-11-01', ...nights }],
  totals: nights,
};
const money = { guestPrice: 1_234_50, priceToYou: 1_100_05, adr: 102_88, revpar: 20_58 };
const revenue: RevenueReport = {
  ...echo,
  rows: [{ bucket: '2026-11-01', ...nights, ...money }],
  totals: { ...nights, ...money },
};
const sources: SourcesReport = {
  ...echo,
  rows: [
    {
      sourceId: 10201,
      nameAr: 'مباشر',
      nameEn: 'Direct',
      bookings: 4,
      cancelled: 1,
      bookedNights: 12,
      guestPrice: 1_234_50,
      priceToYou: 1_100_05,
    },
  ],
  totals: {
    bookings: 4,
    cancelled: 1,
    bookedNights: 12,
    guestPrice: 1_234_50,
    priceToYou: 1_100_05,
  },
};
const properties: PropertiesReport = {
  ...echo,
  rows: [
    {
      propertyId,
      name: 'Palm Chalet',
      internalName: null,
      units: 2,
      bookings: 4,
      cancelled: 1,
      ...nights,
      ...money,
    },
  ],
};

const routes: ApiRoutes = {
  'GET /reports/bookings': [200, { data: bookings }],
  'GET /reports/occupancy': [200, { data: occupancy }],
  'GET /reports/revenue': [200, { data: revenue }],
  'GET /reports/sources': [200, { data: sources }],
  'GET /reports/properties': [200, { data: properties }],
  'GET /definitions': [200, { data: { items: [] } }],
};

function renderReports(path = '/charts') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ hydrateFallbackElement: <p data-testid="route-loading" />, children: reportsRoutes }],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function cells(testId: string) {
  return within(screen.getByTestId(testId))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

describe('ReportsPage', { timeout: 20_000 }, () => {
  it('reads every report for the last 12 months by month, and shows revenue, occupancy, ADR and RevPAR', async () => {
    serveApi(fetchMock, routes);
    renderReports();

    expect(
      (await screen.findByTestId('reports-revenue', {}, { timeout: 15_000 })).textContent,
    ).toBe('SAR\u00a01,234.50');
    expect(screen.getByTestId('reports-price-to-you').textContent).toBe('SAR\u00a01,100.05');
    expect(screen.getByTestId('reports-occupancy').textContent).toBe('20%');
    expect(screen.getByTestId('reports-adr').textContent).toBe('SAR\u00a0102.88');
    expect(screen.getByTestId('reports-revpar').textContent).toBe('SAR\u00a020.58');
    const query = '?from=2025-12-01&to=2026-12-01&groupBy=month';
    for (const kind of ['bookings', 'occupancy', 'revenue', 'sources', 'properties']) {
      expect(queriesOf(fetchMock, `/reports/${kind}`)).toEqual([query]);
    }
  });

  it('shows each table beside its chart, with a totals row', async () => {
    serveApi(fetchMock, routes);
    renderReports();

    await screen.findByTestId('report-bookings-table', {}, { timeout: 15_000 });
    expect(cells('report-bookings-table')).toEqual([
      ['Month', 'Confirmed', 'Pending', 'Cancelled'],
      ['Nov 2026', '3', '1', '1'],
      ['Total', '3', '1', '1'],
    ]);
    expect(cells('report-occupancy-table')[1]).toEqual(['Nov 2026', '60', '7', '12', '20%']);
    expect(cells('report-sources-table')[1]?.[0]).toBe('Direct');
    expect(cells('report-properties-table')[1]?.slice(0, 3)).toEqual(['Palm Chalet', '2', '4']);
    await screen.findByTestId('report-bookings-chart');
  });

  it('narrows the reports to the property and source of the URL; the comparison keeps every property', async () => {
    serveApi(fetchMock, routes);
    renderReports(`/charts?period=year&property=${propertyId}&source=10201`);

    await screen.findByTestId('report-bookings-table', {}, { timeout: 15_000 });
    expect(queriesOf(fetchMock, '/reports/revenue')).toEqual([
      `?from=2026-01-01&to=2027-01-01&propertyId=${propertyId}&source=10201&groupBy=month`,
    ]);
    expect(queriesOf(fetchMock, '/reports/properties')).toEqual([
      '?from=2026-01-01&to=2027-01-01&source=10201&groupBy=month',
    ]);
  });

  it('says so when a report fails, with a retry, and when a period has nothing', async () => {
    serveApi(fetchMock, {
      ...routes,
      'GET /reports/occupancy': [500, { code: 'INTERNAL_ERROR', message: 'Internal error' }],
      'GET /reports/sources': [200, { data: { ...sources, rows: [] } }],
    });
    renderReports();

    const failure = await screen.findByTestId('report-occupancy-error');
    expect(failure.textContent).toContain('Failed to load this report');
    expect(within(failure).getByRole('button', { name: /Try again/ })).toBeTruthy();
    expect((await screen.findByTestId('report-sources-empty')).textContent).toBe(
      'Nothing in this period.',
    );
    expect(screen.getByTestId('report-sources-csv').hasAttribute('disabled')).toBe(true);
  });
});
