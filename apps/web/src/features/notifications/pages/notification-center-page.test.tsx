import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { setToastApi } from '../../../app/toast';
import {
  bookingCreated,
  callsOf,
  listOf,
  mfaEnabled,
  paymentFailed,
  NoResizeObserver,
  renderNotifications,
  serveApi,
} from '../test-harness';

const fetchMock = vi.fn<typeof fetch>();
const toasts = { error: vi.fn(), success: vi.fn(), info: vi.fn() };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  setToastApi(toasts);
});

afterEach(() => {
  setToastApi(null);
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const daysAgo = (days: number) => {
  const day = new Date();
  day.setHours(12, 0, 0, 0);
  day.setDate(day.getDate() - days);
  return day.toISOString();
};

const newest = bookingCreated('11111111-1111-4111-8111-111111111111', new Date().toISOString());
const yesterday = paymentFailed('22222222-2222-4222-8222-222222222222', daysAgo(1));
const older = mfaEnabled('33333333-3333-4333-8333-333333333333', daysAgo(5));
const olderRead = { ...older, readAt: hoursAgo(1) };

const texts = () => screen.getAllByTestId('notification-text').map((node) => node.textContent);

// The first render pays for antd's styles on a busy machine.
describe('NotificationCenterPage', { timeout: 20_000 }, () => {
  it('lists the notifications newest first under Today, Yesterday and Earlier, each said from its event in the interface language', async () => {
    serveApi(fetchMock, { 'GET /notifications': [200, listOf([newest, yesterday, olderRead])] });
    renderNotifications('/notification-center');
    // The screen's chunk loads first (antd's components, cold on a busy machine).
    await screen.findByTestId('notifications-list', {}, { timeout: 15_000 });
    expect(screen.getAllByTestId('notifications-group').map((node) => node.textContent)).toEqual([
      'Today',
      'Yesterday',
      'Earlier',
    ]);
    expect(texts()).toEqual([
      'New booking at Olaya Apartment: May 10, 2026 – May 13, 2026',
      expect.stringMatching(/^Payment of SAR\s309\.47 for invoice INV-2026-000042 failed$/),
      'Two-factor authentication was turned on for your account',
    ]);
    const items = screen.getAllByTestId('notification-item');
    expect(items.map((item) => item.getAttribute('data-unread'))).toEqual([
      'true',
      'true',
      'false',
    ]);
    // Unread in bold, with a dot screen readers hear as "Unread"; an icon per kind.
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(items[0]?.querySelector('strong')).not.toBeNull();
    expect(items[2]?.querySelector('strong')).toBeNull();
    expect(within(items[0] as HTMLElement).getByTestId('notification-icon-booking')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByTestId('notification-icon-payment')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByTestId('notification-icon-mfa')).toBeTruthy();

    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getAllByTestId('notifications-group').map((node) => node.textContent)).toEqual([
      'اليوم',
      'أمس',
      'أقدم',
    ]);
    expect(texts()[0]).toBe('حجز جديد في Olaya Apartment: ١٠ مايو ٢٠٢٦ – ١٣ مايو ٢٠٢٦');
    expect(texts()[2]).toBe('فُعّلت المصادقة الثنائية لحسابك');
  });

  it('marks a notification read when it is opened and goes to its link', async () => {
    serveApi(fetchMock, {
      'GET /notifications': [200, listOf([newest])],
      [`POST /notifications/${newest.id}/read`]: [200, { data: { unreadCount: 0 } }],
    });
    const { router } = renderNotifications('/notification-center');
    const [item] = await screen.findAllByTestId('notification-item');
    fireEvent.click(item as HTMLElement);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/bookings/4f0b7c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f'),
    );
    expect(callsOf(fetchMock)).toContain(`POST /notifications/${newest.id}/read`);
  });

  it('opens a read notification without marking it again, and stays put when it has no link', async () => {
    serveApi(fetchMock, { 'GET /notifications': [200, listOf([olderRead])] });
    const { router } = renderNotifications('/notification-center');
    const [item] = await screen.findAllByTestId('notification-item');
    fireEvent.click(item as HTMLElement);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(router.state.location.pathname).toBe('/notification-center');
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('marks all as read and reads the list again', async () => {
    let unread = true;
    serveApi(fetchMock, {
      'GET /notifications': () => [
        200,
        listOf(unread ? [newest, yesterday] : [{ ...newest, readAt: hoursAgo(0) }]),
      ],
      'POST /notifications/read-all': () => {
        unread = false;
        return [200, { data: { unreadCount: 0 } }];
      },
    });
    renderNotifications('/notification-center');
    await screen.findAllByTestId('notification-item');
    const markAll = screen.getByTestId('notifications-mark-all-read');
    expect(markAll.textContent).toBe('Mark all as read');
    fireEvent.click(markAll);
    await waitFor(() =>
      expect(screen.getByTestId('notification-item').getAttribute('data-unread')).toBe('false'),
    );
    expect(toasts.success).toHaveBeenCalledWith('All notifications are marked as read.');
    expect(screen.getByTestId('notifications-mark-all-read').hasAttribute('disabled')).toBe(true);
  });

  it('filters by kind and unread only, in the address and the query', async () => {
    serveApi(fetchMock, { 'GET /notifications': [200, listOf([newest])] });
    const { router } = renderNotifications('/notification-center?kind=payment');
    await screen.findAllByTestId('notification-item');
    fireEvent.click(screen.getByTestId('notifications-unread-only'));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=payment&unread=1'));
    await waitFor(() =>
      expect(callsOf(fetchMock)).toEqual([
        'GET /notifications?kind=payment',
        'GET /notifications?kind=payment&unread=true',
      ]),
    );
  });

  it('loads 20 more with the cursor of the page before', async () => {
    const first = Array.from({ length: 20 }, (_, index) =>
      bookingCreated(`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, hoursAgo(index)),
    );
    serveApi(fetchMock, {
      'GET /notifications': ({ url }) =>
        url.searchParams.get('cursor') === 'c20'
          ? [200, listOf([olderRead], 20, null)]
          : [200, listOf(first, 20, 'c20')],
    });
    renderNotifications('/notification-center');
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(20);
    fireEvent.click(screen.getByTestId('notifications-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(21));
    expect(screen.queryByTestId('notifications-load-more')).toBeNull();
    expect(callsOf(fetchMock)).toEqual(['GET /notifications', 'GET /notifications?cursor=c20']);
  });

  it('says when there is nothing to show, and when the filters leave nothing', async () => {
    serveApi(fetchMock, { 'GET /notifications': [200, listOf([])] });
    renderNotifications('/notification-center');
    expect((await screen.findByTestId('notifications-empty')).textContent).toContain(
      'No notifications yet.',
    );
    fireEvent.click(screen.getByTestId('notifications-unread-only'));
    await waitFor(() =>
      expect(screen.getByTestId('notifications-empty').textContent).toContain(
        'No notifications match these filters.',
      ),
    );
  });

  it('says "Could not load notifications" when the list does not load, and tries again', async () => {
    serveApi(fetchMock, {
      'GET /notifications': [500, { code: 'UNEXPECTED_ERROR', message: 'x' }],
    });
    renderNotifications('/notification-center');
    expect((await screen.findByTestId('notifications-error')).textContent).toContain(
      'Could not load notifications',
    );
    expect(toasts.error).not.toHaveBeenCalled();
    serveApi(fetchMock, { 'GET /notifications': [200, listOf([newest])] });
    fireEvent.click(screen.getByTestId('notifications-error-retry'));
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(1);
  });
});
