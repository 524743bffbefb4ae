import { addDays, DEFAULT_TIME_ZONE, eachDay, todayIn } from '@nuzul/shared/dates';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NoResizeObserver,
  queriesOf,
  wideScreen,
  type ApiRoutes,
} from '../../billing/test-harness';
import {
  booking,
  bookingId,
  page,
  propertyId,
  renderBookings as renderScreens,
  row,
  slow,
} from '../test-harness';
import { testDefinitions } from '../../listings/test-harness';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const renderBookings = (path: string, routes: ApiRoutes) =>
  renderScreens(fetchMock, testDefinitions, path, routes);

// The first render pays for antd's styles on a busy machine.
describe('BookingListPage', { timeout: 30_000 }, () => {
  it('shows each booking’s guest, property, stay, guests, status, source and amounts', async () => {
    wideScreen();
    renderBookings('/bookings', { 'GET /bookings': [200, page([row])] });
    const table = await screen.findByTestId('booking-list', {}, slow);
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual([
      'Guest',
      'Property',
      'Arrival → departure',
      'Number of guests',
      'Status',
      'Booking source',
      'Guest price',
      'Already paid',
      'Balance',
    ]);
    const cells = [...table.querySelectorAll('tr[data-row-key] td')].map((td) => td.textContent);
    expect(cells[0]).toBe('Huda Saleh');
    expect(cells[1]).toBe('Olaya flatRiyadh');
    expect(cells[2]).toContain('Mar 12, 2026 → Mar 15, 2026');
    expect(cells[2]).toContain('3 nights');
    expect(cells[4]).toBe('Pending');
    expect(cells.slice(6)).toEqual(
      ['SAR 1,350.00', 'SAR 500.00', 'SAR 850.00'].map((text) => text.replace(' ', '\u00a0')),
    );
  });

  it('reads Upcoming, the search and the status from the URL and asks the API with them', async () => {
    renderBookings('/bookings?when=upcoming&search=Huda&status=pending', {
      'GET /bookings': [200, page([row])],
    });
    await screen.findAllByTestId('booking-card', {}, slow);
    const [query] = queriesOf(fetchMock, '/bookings');
    const params = new URLSearchParams(query);
    expect(params.get('when')).toBe('upcoming');
    expect(params.get('search')).toBe('Huda');
    expect(params.get('status')).toBe('pending');
    expect(params.get('pageSize')).toBe('20');
  });

  it('types a search into the URL after a pause', async () => {
    const router = renderBookings('/bookings', { 'GET /bookings': [200, page([row])] });
    fireEvent.change(await screen.findByTestId('booking-search', {}, slow), {
      target: { value: 'Olaya' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?search=Olaya'));
  });

  it('offers Add booking when there is none', async () => {
    const router = renderBookings('/bookings', { 'GET /bookings': [200, page([])] });
    const empty = await screen.findByTestId('booking-list-empty', {}, slow);
    expect(empty.textContent).toContain('No bookings found');
    fireEvent.click(within(empty).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings/new'));
  });

  it('says "Failed to fetch data" with Retry', async () => {
    renderBookings('/bookings', {
      'GET /bookings': [500, { code: 'UNEXPECTED_ERROR', message: 'boom' }],
    });
    const failure = await screen.findByTestId('booking-list-error', {}, slow);
    expect(failure.textContent).toContain('Failed to fetch data');
  });
});

describe('BookingFormPage', { timeout: 30_000 }, () => {
  it('says every missing required field by the shared rules and sends nothing', async () => {
    renderBookings(`/bookings/new?property=${propertyId}&from=2026-03-12&to=2026-03-15`, {});
    fireEvent.click(await screen.findByTestId('booking-save', {}, slow));
    await waitFor(() =>
      expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(7),
    );
    fireEvent.change(screen.getByTestId('guest-phone'), { target: { value: '123456' } });
    await screen.findByText('Phone must be 7 to 15 digits with an optional +');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('saves nothing from an unchanged edit: "No changes to save."', async () => {
    renderBookings(`/bookings/${bookingId}/edit`, {
      [`GET /bookings/${bookingId}`]: [200, { data: booking }],
    });
    fireEvent.click(await screen.findByTestId('booking-save', {}, slow));
    await screen.findByText('No changes to save.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says "Update failed" when the server fails the edit', async () => {
    renderBookings(`/bookings/${bookingId}/edit`, {
      [`GET /bookings/${bookingId}`]: [200, { data: booking }],
      [`PUT /bookings/${bookingId}`]: [500, { code: 'UNEXPECTED_ERROR', message: 'boom' }],
    });
    fireEvent.change(await screen.findByTestId('guest-firstName', {}, slow), {
      target: { value: 'Hind' },
    });
    fireEvent.click(screen.getByTestId('booking-save'));
    expect((await screen.findByTestId('booking-form-failure')).textContent).toBe('Update failed');
  });
});

describe('BookingFormPage’s suggested price', { timeout: 30_000 }, () => {
  it('does not call the edited booking’s own nights unavailable, but another booking’s', async () => {
    const today = todayIn(DEFAULT_TIME_ZONE, new Date());
    const own = { ...booking, dateFrom: addDays(today, 2), dateTo: addDays(today, 5) };
    const holds = (id: string) => ({
      id,
      guestName: 'Huda Saleh',
      status: 'confirmed' as const,
      dateFrom: own.dateFrom,
      dateTo: own.dateTo,
      unitNo: 1,
    });
    const calendar = (bookingIdOnDays: string) => ({
      propertyId,
      timeZone: 'Asia/Riyadh',
      today,
      units: 1,
      from: today,
      to: addDays(today, 399),
      days: eachDay(today, addDays(today, 30)).map((date) => ({
        date,
        status: date >= own.dateFrom && date < own.dateTo ? 'booked' : 'available',
        price: 45_000,
        priceSource: 'base',
        minNights: null,
        maxNights: null,
        preparationHours: null,
        bookings: date >= own.dateFrom && date < own.dateTo ? [holds(bookingIdOnDays)] : [],
        blockNote: null,
      })),
    });
    const quote = {
      arrival: own.dateFrom,
      departure: own.dateTo,
      nights: 3,
      guests: 2,
      currency: 'SAR',
      nightly: [],
      unpricedNights: [],
      rent: 135_000,
      extraGuests: 0,
      lines: [],
      fees: 0,
      taxes: 0,
      vat: 0,
      total: 135_000,
      due: { atBooking: 0, atCheckIn: 0, atCheckOut: 0 },
      downPayment: 0,
      securityDeposit: 0,
      cancellation: [],
      rules: {
        minStay: 1,
        maxStay: 30,
        minStayMet: true,
        maxStayMet: true,
        guestsAllowed: true,
        preparationMet: true,
        withinWindow: true,
      },
      bookable: true,
      // The quote counts every hold, the edited booking's too.
      available: false,
    };
    const routes = (bookingIdOnDays: string): ApiRoutes => ({
      [`GET /bookings/${bookingId}`]: [200, { data: own }],
      [`GET /properties/${propertyId}/calendar`]: [200, { data: calendar(bookingIdOnDays) }],
      'GET /bookings/quote': [200, { data: quote }],
    });
    renderBookings(`/bookings/${bookingId}/edit`, routes(bookingId));
    await screen.findByTestId('quote-total', {}, slow);
    await waitFor(() => expect(screen.queryByTestId('booking-quote-warning')).toBeNull());
    cleanup();

    renderBookings(`/bookings/${bookingId}/edit`, routes('00000000-0000-4000-8000-0000000000b2'));
    expect((await screen.findByTestId('booking-quote-warning', {}, slow)).textContent).toBe(
      'Property is not available for a given dates - There is no space to add this apartment!',
    );
  });
});

describe('BookingViewPage', { timeout: 30_000 }, () => {
  it('shows the price kept when booked, not a quote at today’s prices', async () => {
    const priceBreakdown = {
      nights: 3,
      guests: 2,
      currency: 'SAR' as const,
      nightly: [],
      unpricedNights: [],
      rent: 120_000,
      extraGuests: 0,
      lines: [],
      fees: 15_000,
      taxes: 0,
      vat: 0,
      total: 135_000,
      due: { atBooking: 135_000, atCheckIn: 0, atCheckOut: 0 },
      downPayment: 0,
      securityDeposit: 50_000,
      pricedAt: '2026-03-01T10:00:00.000Z',
    };
    renderBookings(`/bookings/${bookingId}`, {
      [`GET /bookings/${bookingId}`]: [200, { data: { ...booking, priceBreakdown } }],
    });
    const kept = await screen.findByTestId('booking-view-breakdown', {}, slow);
    expect(kept.textContent).toContain('Priced on Mar 1, 2026, 1:00 PM');
    expect(within(kept).getByTestId('quote-total').textContent).toBe('SAR\u00a01,350.00');
    expect(kept.textContent).toContain('SAR\u00a0150.00');
    expect(kept.textContent).toContain('SAR\u00a0500.00');
    expect(screen.getByText('Price when booked')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/bookings/quote'))).toBe(
      false,
    );
  });

  it('says when a booking kept no price', async () => {
    renderBookings(`/bookings/${bookingId}`, {
      [`GET /bookings/${bookingId}`]: [200, { data: booking }],
    });
    expect((await screen.findByTestId('booking-view-no-breakdown', {}, slow)).textContent).toBe(
      'This booking was made before bookings kept their price: no breakdown is stored.',
    );
  });

  it('shows the guest, the balance and the penalty of cancelling in the confirmation', async () => {
    renderBookings(`/bookings/${bookingId}`, {
      [`GET /bookings/${bookingId}`]: [200, { data: booking }],
    });
    expect((await screen.findByTestId('booking-view-guest', {}, slow)).textContent).toBe(
      'Huda Saleh',
    );
    expect(screen.getByTestId('booking-view-balance').textContent).toBe('SAR\u00a0850.00');
    fireEvent.click(screen.getByTestId('booking-cancel'));
    const penalty = await screen.findByTestId('booking-cancel-penalty');
    expect(penalty.textContent).toContain('2 days before arrival');
    expect(penalty.textContent).toContain('SAR\u00a0675.00');
    expect(penalty.textContent).toContain('50%');
  });

  it('Message guest opens the booking’s thread (made on the first press) in the inbox', async () => {
    const threadId = '3f2b8c1e-9a4d-4c6e-8f10-2b3c4d5e6f70';
    const router = renderBookings(`/bookings/${bookingId}`, {
      [`GET /bookings/${bookingId}`]: [200, { data: booking }],
      'POST /inbox/threads': ({ body }) =>
        (body as { bookingId?: string }).bookingId === bookingId
          ? [201, { data: { id: threadId, bookingId } }]
          : [400, { code: 'VALIDATION_FAILED' }],
    });
    const action = await screen.findByTestId('booking-message-guest', {}, slow);
    expect(action.textContent).toBe('Message guest');
    fireEvent.click(action);
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(router.state.location.search).toBe(`?thread=${threadId}`);
  });

  it('Send arrival instructions asks first, posts to the booking’s route and says it was sent', async () => {
    const sent = vi.fn();
    renderBookings(`/bookings/${bookingId}`, {
      [`GET /bookings/${bookingId}`]: [200, { data: booking }],
      [`POST /bookings/${bookingId}/arrival-instructions`]: () => {
        sent();
        return [200, { data: { sentAt: '2026-03-01T10:00:00.000Z' } }];
      },
    });
    const action = await screen.findByTestId('booking-send-arrival-instructions', {}, slow);
    expect(action.textContent).toBe('Send arrival instructions');
    fireEvent.click(action);
    expect(
      await screen.findByText(`E-mail the arrival instructions to ${booking.guest.email}?`),
    ).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const done = await screen.findByTestId('booking-arrival-instructions-sent', {}, slow);
    expect(done.textContent).toBe(`The arrival instructions were sent to ${booking.guest.email}.`);
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
