import { addDays, DEFAULT_TIME_ZONE, todayIn } from '@nuzul/shared/dates';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aheadWindow,
  noFilters,
  startFirstPage,
  takeFirstPage,
  type TimelineFilters,
} from './timeline-first-page';

const fetchMock = vi.fn<typeof fetch>();
const page = {
  data: { from: '2026-11-24', to: '2027-11-24', units: [], properties: [] },
  meta: { page: 1, pageSize: 50, total: 0 },
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify(page), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  // Whatever a test left unread is taken here, so the next one starts without it.
  takeFirstPage(noFilters, 1, aheadWindow(todayIn(DEFAULT_TIME_ZONE, new Date())));
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());

// The calendar route asks for the timeline's first page as the app starts (routes.tsx); the
// screen's query takes that answer instead of asking again (issue 17, first render).
describe('the timeline’s first page, read early', () => {
  it('asks for page 1 of every unit from today to a year ahead, and hands that answer over once', async () => {
    startFirstPage();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe('/api/v1/calendar');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: today(),
      to: addDays(today(), 365),
      page: '1',
      pageSize: '50',
    });
    const taken = takeFirstPage(noFilters, 1, aheadWindow(today()));
    expect(await taken).toEqual(page);
    expect(takeFirstPage(noFilters, 1, aheadWindow(today()))).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not the answer to another page, window or filter, and waits for the one it is', () => {
    startFirstPage();
    const window = aheadWindow(today());
    const filtered: TimelineFilters[] = [
      { ...noFilters, search: 'العليا' },
      { ...noFilters, cityId: 3001 },
      { ...noFilters, buildingId: '00000000-0000-4000-8000-000000000001' },
      { ...noFilters, status: 'published' },
    ];
    for (const filters of filtered) expect(takeFirstPage(filters, 1, window)).toBeUndefined();
    expect(takeFirstPage(noFilters, 2, window)).toBeUndefined();
    expect(
      takeFirstPage(noFilters, 1, { from: addDays(today(), -365), to: addDays(today(), -1) }),
    ).toBeUndefined();
    expect(takeFirstPage(noFilters, 1, window)).toBeDefined();
  });

  it('is no longer handed over 10 s after it was asked for', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startFirstPage();
    vi.setSystemTime(Date.now() + 10_001);
    expect(takeFirstPage(noFilters, 1, aheadWindow(today()))).toBeUndefined();
  });
});
