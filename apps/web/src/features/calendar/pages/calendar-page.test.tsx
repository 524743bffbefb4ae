import type { Calendar, CalendarDay } from '@nuzul/shared/bookings';
import { eachDay } from '@nuzul/shared/dates';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NoResizeObserver,
  postedTo,
  serveApi,
  wideScreen,
  type ApiRoutes,
} from '../../billing/test-harness';
import { calendarRoutes } from '../routes';

const fetchMock = vi.fn<typeof fetch>();
const propertyId = '00000000-0000-4000-8000-000000000001';
const bookingId = '00000000-0000-4000-8000-0000000000b1';

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  wideScreen();
});

// Each test's router and query client are disposed after it, so that a lazy route or a
// polling query settling later schedules no render once the test environment is gone.
const disposers: Array<() => void> = [];

afterEach(() => {
  cleanup();
  for (const dispose of disposers.splice(0)) dispose();
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

function day(date: string, extra: Partial<CalendarDay> = {}): CalendarDay {
  return {
    date,
    status: 'available',
    price: 45_000,
    priceSource: 'base',
    minNights: null,
    maxNights: null,
    preparationHours: null,
    bookings: [],
    blockNote: null,
    ...extra,
  };
}

const stay = {
  id: bookingId,
  guestName: 'Huda Saleh',
  status: 'confirmed' as const,
  dateFrom: '2026-03-12',
  dateTo: '2026-03-14',
  unitNo: 1,
};

/** March and April 2026, today 10 March: a booking on 12–13, a block on 20, no price on 25. */
function calendarOf(): Calendar {
  const special: Record<string, Partial<CalendarDay>> = {
    '2026-03-12': { status: 'booked', bookings: [stay] },
    '2026-03-13': { status: 'booked', bookings: [stay] },
    '2026-03-20': { status: 'blocked', blockNote: 'Painting' },
    '2026-03-25': { price: null, priceSource: null },
  };
  return {
    propertyId,
    timeZone: 'Asia/Riyadh',
    today: '2026-03-10',
    units: 1,
    from: '2026-03-01',
    to: '2026-04-30',
    days: eachDay('2026-03-01', '2026-04-30').map((date) => day(date, special[date])),
  };
}

const listing = {
  id: propertyId,
  kind: 'property',
  name: 'Olaya flat',
  status: 'published',
  mainPhotoUrl: null,
  bookingsCount: 1,
  fromPrice: 45_000,
  completeness: 100,
  owner: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Sara', email: 'sara@example.sa' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function api(extra: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /listings': [200, { data: [listing], meta: { page: 1, pageSize: 50, total: 1 } }],
    [`GET /properties/${propertyId}/calendar`]: [200, { data: calendarOf() }],
    ...extra,
  };
}

function Probe() {
  const { pathname, search } = useLocation();
  return <p data-testid="probe" data-path={`${pathname}${search}`} />;
}

function renderCalendar(path = `/calendar?property=${propertyId}&month=2026-03`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        hydrateFallbackElement: <p data-testid="route-loading" />,
        children: [...calendarRoutes, { path: '*', element: <Probe /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  disposers.push(() => {
    router.dispose();
    client.clear();
  });
  return router;
}

/** Picks a day with the keyboard (Enter), as the first or the last day of a range. */
function pick(date: string): void {
  fireEvent.keyDown(screen.getByTestId(`calendar-day-${date}`), { key: 'Enter' });
}

// The first render pays for antd's styles on a busy machine.
describe('CalendarPage', { timeout: 20_000 }, () => {
  it('shows two months with each day’s price, Hijri day, status and the booking’s bar', async () => {
    serveApi(fetchMock, api());
    renderCalendar();
    const twelfth = await screen.findByTestId('calendar-day-2026-03-12', {}, { timeout: 15_000 });
    expect(screen.getByTestId('calendar-month-2026-03-01')).toBeTruthy();
    expect(screen.getByTestId('calendar-month-2026-04-01')).toBeTruthy();
    expect(twelfth.dataset.status).toBe('booked');
    expect(twelfth.querySelector('[data-testid="calendar-booking-bar"]')?.textContent).toBe(
      'Huda Saleh',
    );
    // The bar carries the name on the arrival only; the departure day (14th) is free.
    expect(
      screen.getByTestId('calendar-day-2026-03-13').querySelector('.nz-cal-bar')?.textContent,
    ).toBe('\u00a0');
    expect(screen.getByTestId('calendar-day-2026-03-14').dataset.status).toBe('available');
    expect(screen.getByTestId('calendar-day-2026-03-20').dataset.status).toBe('blocked');
    // 20 March 2026 is 1 Shawwal 1447, a Friday: tinted as the weekend.
    const twentieth = screen.getByTestId('calendar-day-2026-03-20');
    expect(twentieth.querySelector('.nz-cal-hijri')?.textContent).toBe('1');
    expect(twentieth.className).toContain('nz-cal-weekend');
    expect(twelfth.querySelector('.nz-cal-price')?.textContent).toBe('450');
    expect(
      screen.getByTestId('calendar-day-2026-03-25').querySelector('.nz-cal-price')?.textContent,
    ).toBe('—');
    expect(screen.getByTestId('calendar-day-2026-03-09').getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByTestId('calendar-day-2026-03-10').getAttribute('aria-disabled')).toBeNull();
  });

  it('shows a day with bookings on two units as multiple bookings with their count', async () => {
    const second = { ...stay, id: '00000000-0000-4000-8000-0000000000b2', unitNo: 2 };
    const twoUnits = calendarOf();
    twoUnits.units = 2;
    twoUnits.days = twoUnits.days.map((entry) =>
      entry.date === '2026-03-12'
        ? { ...entry, status: 'multiple', bookings: [stay, second] }
        : entry,
    );
    serveApi(
      fetchMock,
      api({ [`GET /properties/${propertyId}/calendar`]: [200, { data: twoUnits }] }),
    );
    renderCalendar();
    const twelfth = await screen.findByTestId('calendar-day-2026-03-12', {}, { timeout: 15_000 });
    expect(twelfth.dataset.status).toBe('multiple');
    expect(twelfth.querySelector('.nz-cal-bar-multiple')?.textContent).toBe('2 bookings');
    expect(screen.getByText('Multiple bookings', { selector: 'li' })).toBeTruthy();
  });

  it('books the chosen days as nights: days 15–17 open the form for 15 → 18', async () => {
    serveApi(fetchMock, api());
    const router = renderCalendar();
    await screen.findByTestId('calendar-day-2026-03-15');
    pick('2026-03-17');
    pick('2026-03-15');
    fireEvent.click(await screen.findByTestId('calendar-book'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?property=${propertyId}&from=2026-03-15&to=2026-03-18`,
      ),
    );
    expect(router.state.location.pathname).toBe('/bookings/new');
  });

  it('refuses a reservation over a blocked day with the spec’s message and sends nothing', async () => {
    serveApi(fetchMock, api());
    const router = renderCalendar();
    await screen.findByTestId('calendar-day-2026-03-19');
    pick('2026-03-19');
    pick('2026-03-21');
    fireEvent.click(await screen.findByTestId('calendar-book'));
    await screen.findByText(
      'Your selected date range contains one or more unavailable days. Please select only available dates.',
    );
    expect(router.state.location.pathname).toBe('/calendar');
  });

  it('refuses to block a range with a booked day, and blocks free days with the note', async () => {
    serveApi(
      fetchMock,
      api({ [`POST /properties/${propertyId}/blocks`]: [201, { data: { id: 'b' } }] }),
    );
    renderCalendar();
    await screen.findByTestId('calendar-day-2026-03-11');
    pick('2026-03-11');
    pick('2026-03-12');
    fireEvent.click(await screen.findByTestId('calendar-block'));
    expect(
      await screen.findAllByText(
        'Your selected date range contains one or more unavailable days. Please select only available dates.',
      ),
    ).not.toHaveLength(0);
    expect(screen.queryByTestId('calendar-block-form')).toBeNull();

    pick('2026-03-16');
    pick('2026-03-18');
    fireEvent.click(await screen.findByTestId('calendar-block'));
    fireEvent.change(await screen.findByTestId('calendar-block-note'), {
      target: { value: 'Painting' },
    });
    fireEvent.click(screen.getByTestId('calendar-block-confirm'));
    await waitFor(() =>
      expect(postedTo(fetchMock, `/properties/${propertyId}/blocks`)).toEqual([
        { from: '2026-03-16', to: '2026-03-18', note: 'Painting' },
      ]),
    );
  });

  it('opens a booking from its day', async () => {
    serveApi(fetchMock, api());
    const router = renderCalendar();
    pick((await screen.findByTestId('calendar-day-2026-03-13')).dataset.date ?? '');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/bookings/${bookingId}`));
  });

  it('says "Failed to load availability data" and reads again on Retry', async () => {
    let calls = 0;
    serveApi(
      fetchMock,
      api({
        [`GET /properties/${propertyId}/calendar`]: () => {
          calls += 1;
          return calls === 1
            ? [500, { code: 'UNEXPECTED_ERROR', message: 'boom' }]
            : [200, { data: calendarOf() }];
        },
      }),
    );
    renderCalendar();
    expect((await screen.findByTestId('calendar-error')).textContent).toContain(
      'Failed to load availability data',
    );
    fireEvent.click(screen.getByTestId('calendar-error-retry'));
    expect((await screen.findByTestId('calendar-day-2026-03-12')).dataset.status).toBe('booked');
  });

  it('draws "All properties" with the page itself, not after a loading placeholder', async () => {
    serveApi(
      fetchMock,
      api({
        'GET /calendar': [
          200,
          {
            data: { from: '2026-03-10', to: '2027-03-10', units: [], properties: [] },
            meta: { page: 1, pageSize: 50, total: 0 },
          },
        ],
      }),
    );
    renderCalendar('/calendar?view=timeline');
    await screen.findByTestId('calendar-page');
    // In the page's first drawing: a lazy view would show its placeholder there first, and
    // React keeps a placeholder for at least 300 ms.
    expect(screen.getByTestId('timeline')).toBeTruthy();
    expect(await screen.findByTestId('timeline-empty')).toBeTruthy();
  });
});
