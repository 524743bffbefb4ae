import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoResizeObserver, queriesOf, wideScreen } from '../../billing/test-harness';
import { buildingId, logRow, propertyId, renderChannels, searchId } from '../test-harness';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  wideScreen();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const slow = { timeout: 40_000 };
const page = (rows: (typeof logRow)[], total = rows.length) => ({
  data: rows,
  meta: { page: 1, pageSize: 50, total },
});

describe('SyncLogsPage', { timeout: 60_000 }, () => {
  it('has exactly the spec’s columns, then the status', async () => {
    renderChannels(fetchMock, '/sync-logs', { 'GET /sync-logs': [200, page([logRow])] });
    const table = await screen.findByTestId('sync-logs', {}, slow);
    const headers = [...table.querySelectorAll('thead th')]
      .map((th) => th.textContent)
      .filter((text) => text !== '');
    expect(headers).toEqual([
      'Property ID',
      'Reservation ID',
      'Building ID',
      'Action',
      'Type',
      'Request',
      'Response',
      'Response ID',
      'Timestamp',
      'Search ID',
      'Status',
    ]);
    const row = table.querySelector('tr[data-row-key="101"]') as HTMLElement;
    expect(within(row).getByTestId('sync-log-property').getAttribute('href')).toBe(
      `/properties/${propertyId}`,
    );
    expect(within(row).getByTestId('sync-log-property').textContent).toBe('Olaya flat');
    expect(within(row).getByTestId('sync-log-building').getAttribute('href')).toBe(
      `/buildings/${buildingId}`,
    );
    expect(within(row).getByTestId('sync-log-action').textContent).toBe('Sync now');
    expect(within(row).getByTestId('sync-status').textContent).toBe('Success');
    expect(row.textContent).toMatch(/\d{1,2}:\d{2}:\d{2}/);
  });

  it('asks the API with the filters of the URL, 50 a page from the server', async () => {
    renderChannels(
      fetchMock,
      `/sync-logs?property=${propertyId}&status=failed&action=import&type=availability&from=2026-03-01&to=2026-03-31&search=abc&page=2`,
      { 'GET /sync-logs': [200, page([logRow], 120)] },
    );
    await screen.findByTestId('sync-logs', {}, slow);
    const params = new URLSearchParams(queriesOf(fetchMock, '/sync-logs')[0]);
    expect(Object.fromEntries(params)).toEqual({
      propertyId,
      status: 'failed',
      action: 'import',
      type: 'availability',
      from: '2026-03-01',
      to: '2026-03-31',
      search: 'abc',
      page: '2',
    });
  });

  it('puts a chosen filter and a typed search in the query string, back to page 1', async () => {
    const { router } = renderChannels(fetchMock, '/sync-logs?page=2', {
      'GET /sync-logs': [200, page([logRow], 120)],
    });
    await screen.findByTestId('sync-logs', {}, slow);
    fireEvent.mouseDown(within(screen.getByTestId('sync-logs-status')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Failed'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    fireEvent.change(screen.getByTestId('sync-logs-search'), { target: { value: 'HMABC' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed&search=HMABC'));
    await waitFor(() =>
      expect(queriesOf(fetchMock, '/sync-logs').at(-1)).toBe('?status=failed&search=HMABC&page=1'),
    );
  });

  it('filters to one run when its Search ID is clicked', async () => {
    const { router } = renderChannels(fetchMock, '/sync-logs', {
      'GET /sync-logs': [200, page([logRow])],
    });
    const table = await screen.findByTestId('sync-logs', {}, slow);
    fireEvent.click(within(table).getByTestId('sync-log-search-id'));
    await waitFor(() => expect(router.state.location.search).toBe(`?search=${searchId}`));
    expect((screen.getByTestId('sync-logs-search') as HTMLInputElement).value).toBe(searchId);
  });

  it('opens a row to its full request and response', async () => {
    renderChannels(fetchMock, '/sync-logs', { 'GET /sync-logs': [200, page([logRow])] });
    const table = await screen.findByTestId('sync-logs', {}, slow);
    fireEvent.click(within(table).getByRole('button', { name: /expand/i }));
    expect((await screen.findByTestId('sync-log-request')).textContent).toBe(logRow.request);
    expect(screen.getByTestId('sync-log-response').textContent).toBe(logRow.response);
  });

  it('says when no row matches the filters', async () => {
    renderChannels(fetchMock, '/sync-logs?status=failed', {
      'GET /sync-logs': [200, page([])],
    });
    expect((await screen.findByTestId('sync-logs-empty', {}, slow)).textContent).toContain(
      'No log rows match these filters.',
    );
  });
});
