import type { Booking } from '@nuzul/shared/bookings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { NoResizeObserver, type ApiRoutes } from '../../billing/test-harness';
import { testDefinitions } from '../../listings/test-harness';
import { booking, bookingId, page, renderBookings, row, slow } from '../test-harness';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
  await i18n.changeLanguage('en');
});

const email = booking.guest.email;
const pending: Booking = { ...booking, status: 'pending' };
const confirmed: Booking = { ...pending, status: 'confirmed' };
const declined: Booking = { ...pending, status: 'cancelled', cancelledAt: '2026-03-02T09:00:00Z' };
const notPending = [
  409,
  { code: 'BOOKING_NOT_PENDING', message: 'Only a pending booking request can be confirmed.' },
] as const;

/** The booking page of `start`; the booking is read as `now()` says (what the API holds). */
function renderPage(start: Booking, routes: ApiRoutes, now: () => Booking = () => start) {
  let reads = 0;
  const router = renderBookings(fetchMock, testDefinitions, `/bookings/${bookingId}`, {
    [`GET /bookings/${bookingId}`]: () => {
      reads += 1;
      return [200, { data: reads === 1 ? start : now() }];
    },
    'GET /bookings': [200, page([row])],
    ...routes,
  });
  return { router, reads: () => reads };
}

const posts = (path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      String(url) === `/api/v1/bookings/${bookingId}/${path}` && init?.method === 'POST',
  ).length;

describe('A Pending booking’s Confirm and Decline', { timeout: 30_000 }, () => {
  it('says the booking waits for an answer, with Confirm and Decline', async () => {
    renderPage(pending, {});
    const panel = await screen.findByTestId('booking-decision', {}, slow);
    expect(panel.textContent).toContain('Booking request waiting for your answer');
    expect(panel.textContent).toContain(`e-mails ${email} the booking confirmation`);
    expect(screen.getByTestId('booking-status').textContent).toBe('Pending');
    expect(within(panel).getByTestId('booking-confirm').textContent).toBe('Confirm');
    expect(within(panel).getByTestId('booking-decline').textContent).toBe('Decline');
  });

  it('hides the answer of a booking that is not Pending', async () => {
    renderPage(confirmed, {});
    await screen.findByTestId('booking-view-guest', {}, slow);
    expect(screen.queryByTestId('booking-decision')).toBeNull();
    expect(screen.getByTestId('booking-status').textContent).toBe('Confirmed');
  });

  it('Confirm posts once, says the guest was e-mailed and shows the booking Confirmed', async () => {
    renderPage(pending, { [`POST /bookings/${bookingId}/confirm`]: [200, { data: confirmed }] });
    fireEvent.click(await screen.findByTestId('booking-confirm', {}, slow));
    const done = await screen.findByTestId('booking-decision-done', {}, slow);
    expect(done.textContent).toBe(`Booking confirmed. The confirmation was e-mailed to ${email}.`);
    expect(screen.getByTestId('booking-status').textContent).toBe('Confirmed');
    expect(screen.queryByTestId('booking-decision')).toBeNull();
    expect(posts('confirm')).toBe(1);
    expect(posts('decline')).toBe(0);
  });

  it('Decline asks first; Keep request sends nothing, Decline posts and shows it Cancelled', async () => {
    renderPage(pending, { [`POST /bookings/${bookingId}/decline`]: [200, { data: declined }] });
    fireEvent.click(await screen.findByTestId('booking-decline', {}, slow));
    expect(await screen.findByText('Decline this booking request?')).toBeTruthy();
    expect(
      screen.getByText(
        `The nights become available again and ${email} is told by e-mail. This cannot be undone.`,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep request' }));
    expect(posts('decline')).toBe(0);

    fireEvent.click(screen.getByTestId('booking-decline'));
    fireEvent.click(await screen.findByTestId('booking-decline-ok'));
    const done = await screen.findByTestId('booking-decision-done', {}, slow);
    expect(done.textContent).toBe(`Booking request declined. ${email} was told by e-mail.`);
    expect(screen.getByTestId('booking-status').textContent).toBe('Cancelled');
    expect(posts('decline')).toBe(1);
    expect(posts('confirm')).toBe(0);
  });

  it('shows a refusal with its reason and reads the booking again (answered elsewhere)', async () => {
    const { reads } = renderPage(
      pending,
      { [`POST /bookings/${bookingId}/confirm`]: [...notPending] },
      () => declined,
    );
    fireEvent.click(await screen.findByTestId('booking-confirm', {}, slow));
    const failed = await screen.findByTestId('booking-decision-failed', {}, slow);
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain('The booking could not be confirmed.');
    expect(failed.textContent).toContain(
      'Only a pending booking request can be confirmed or declined.',
    );
    await waitFor(() => expect(screen.getByTestId('booking-status').textContent).toBe('Cancelled'));
    expect(reads()).toBe(2);
    expect(screen.queryByTestId('booking-decision-done')).toBeNull();
  });

  it('says it in Arabic: the question, the answer and the refusal', async () => {
    await i18n.changeLanguage('ar');
    renderPage(pending, {
      [`POST /bookings/${bookingId}/decline`]: [500, { code: 'UNEXPECTED_ERROR', message: 'x' }],
    });
    const panel = await screen.findByTestId('booking-decision', {}, slow);
    expect(panel.textContent).toContain('طلب حجز بانتظار ردك');
    expect(screen.getByTestId('booking-status').textContent).toBe('قيد الانتظار');
    fireEvent.click(within(panel).getByTestId('booking-decline'));
    expect(await screen.findByText('هل تريد رفض طلب الحجز هذا؟')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('booking-decline-ok'));
    const failed = await screen.findByTestId('booking-decision-failed', {}, slow);
    expect(failed.textContent).toContain('تعذّر رفض طلب الحجز.');
    expect(screen.getByTestId('booking-decision')).toBeTruthy();
  });
});
