import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  basicMonthly,
  invoiceSummaryOf,
  NoResizeObserver,
  pageOf,
  paidInvoice,
  pendingInvoice,
  proMonthly,
  queriesOf,
  renderBilling,
  serveApi,
  wideScreen,
} from '../test-harness';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const pending = invoiceSummaryOf(pendingInvoice, proMonthly.name);
const paid = invoiceSummaryOf(paidInvoice, basicMonthly.name);

// The first render pays for antd's styles on a busy machine.
describe('InvoiceListPage', { timeout: 20_000 }, () => {
  it('lists the invoices in a table on a wide screen: number, plan, issue date, total, status', async () => {
    wideScreen();
    serveApi(fetchMock, { 'GET /invoices': [200, pageOf([pending, paid])] });
    renderBilling('/subscriptions/invoices');
    const table = await screen.findByTestId('invoice-list');
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['Invoice number', 'Plan', 'Issue date', 'Total', 'Status']);
    const rows = [...table.querySelectorAll('tr[data-row-key]')];
    expect(rows).toHaveLength(2);
    const cells = [...(rows[1]?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
    expect(cells[0]).toBe('INV-2026-000041');
    expect(cells[1]).toBe('Basic');
    expect(cells[2]).toContain('Mar 20, 2026');
    expect(cells[3]).toMatch(/^SAR\s102\.47$/);
    expect(cells[4]).toBe('Paid');
    expect(within(rows[0] as HTMLElement).getByTestId('invoice-status').textContent).toBe('Unpaid');
  });

  it('opens an invoice from its number', async () => {
    serveApi(fetchMock, {
      'GET /invoices': [200, pageOf([paid])],
      'GET /invoices/41': [200, { data: paidInvoice }],
    });
    renderBilling('/subscriptions/invoices');
    const [card] = await screen.findAllByTestId('invoice-list-card');
    fireEvent.click(within(card as HTMLElement).getByTestId('invoice-link'));
    expect((await screen.findByTestId('invoice-number')).textContent).toBe('INV-2026-000041');
  });

  it('pages through the invoices, the page in the URL', async () => {
    serveApi(fetchMock, {
      'GET /invoices': ({ url }) => [
        200,
        url.searchParams.get('page') === '2' ? pageOf([paid], 2, 12) : pageOf([pending], 1, 12),
      ],
    });
    const { router } = renderBilling('/subscriptions/invoices');
    await screen.findAllByTestId('invoice-list-card');
    fireEvent.click(screen.getByTitle('Next Page'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(screen.getByTestId('invoice-link').textContent).toBe('INV-2026-000041'),
    );
    expect(queriesOf(fetchMock, '/invoices')).toEqual([
      '?page=1&pageSize=10',
      '?page=2&pageSize=10',
    ]);
  });

  it('says when there is no invoice yet', async () => {
    serveApi(fetchMock, { 'GET /invoices': [200, pageOf([])] });
    renderBilling('/subscriptions/invoices');
    expect((await screen.findByTestId('invoice-list-empty')).textContent).toContain(
      'No invoices yet.',
    );
  });

  it('says "Failed to fetch data" when the list does not load, and tries again', async () => {
    serveApi(fetchMock, { 'GET /invoices': [500, { code: 'UNEXPECTED_ERROR', message: 'x' }] });
    renderBilling('/subscriptions/invoices');
    expect((await screen.findByTestId('invoice-list-error')).textContent).toContain(
      'Failed to fetch data',
    );
    serveApi(fetchMock, { 'GET /invoices': [200, pageOf([paid])] });
    fireEvent.click(screen.getByTestId('invoice-list-error-retry'));
    expect(await screen.findAllByTestId('invoice-list-card')).toHaveLength(1);
  });
});
