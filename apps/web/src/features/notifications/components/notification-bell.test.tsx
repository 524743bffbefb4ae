import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealtime, type RealtimeSocket, type SocketFactory } from '../../../app/realtime';
import { sessionStore } from '../../../app/session';
import { setToastApi } from '../../../app/toast';
import {
  bookingCreated,
  callsOf,
  listOf,
  NoResizeObserver,
  renderNotifications,
  serveApi,
} from '../test-harness';
import { NotificationBell } from './notification-bell';

const fetchMock = vi.fn<typeof fetch>();
const toasts = { error: vi.fn(), success: vi.fn(), info: vi.fn() };

/** The server's side of the connection: the test emits its events. */
const handlers = new Map<string, (payload: unknown) => void>();
const connect: SocketFactory = () =>
  Promise.resolve<RealtimeSocket>({
    on: (event, listener) => handlers.set(event, listener as (payload: unknown) => void),
    disconnect: () => undefined,
  });

function Header() {
  useRealtime(connect);
  return <NotificationBell />;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  sessionStore.signIn('token-1', { id: '6f1c2f8e-6a55-4a8f-9a59-0d6f2d1c0a11' });
  setToastApi(toasts);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  setToastApi(null);
  handlers.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetAllMocks();
});

const id = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const seven = Array.from({ length: 7 }, (_, index) => bookingCreated(id(index), minutesAgo(index)));

const count = () => screen.queryByTestId('notification-count');

describe('NotificationBell', { timeout: 20_000 }, () => {
  it('shows the unread count as 99+ above 99, and names it for screen readers', async () => {
    serveApi(fetchMock, { 'GET /notifications': [200, listOf(seven, 120)] });
    renderNotifications('/dashboard', <Header />);
    await waitFor(() => expect(count()?.getAttribute('title')).toBe('120'));
    expect(count()?.textContent).toBe('99+');
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe(
      'Notifications, 120 unread',
    );
  });

  it('shows no count when everything is read', async () => {
    serveApi(fetchMock, { 'GET /notifications': [200, listOf([], 0)] });
    renderNotifications('/dashboard', <Header />);
    await waitFor(() => expect(callsOf(fetchMock)).toEqual(['GET /notifications']));
    expect(count()).toBeNull();
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe(
      'Notifications',
    );
  });

  it('opens the five newest and "See all", which leads to the notification center', async () => {
    serveApi(fetchMock, { 'GET /notifications': [200, listOf(seven, 7)] });
    const { router } = renderNotifications('/dashboard', <Header />);
    await waitFor(() => expect(count()?.textContent).toBe('7'));
    fireEvent.click(screen.getByTestId('notification-bell'));
    const panel = await screen.findByTestId('bell-panel');
    expect(within(panel).getAllByTestId('notification-item')).toHaveLength(5);
    fireEvent.click(within(panel).getByTestId('bell-see-all'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notification-center'));
  });

  it('takes the keyboard into the panel when it opens, and Escape brings it back to the bell', async () => {
    serveApi(fetchMock, { 'GET /notifications': [200, listOf(seven.slice(0, 2), 2)] });
    renderNotifications('/dashboard', <Header />);
    const button = screen.getByTestId('notification-bell');
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(document.activeElement).toBe(panel));
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(button);
  });

  it('marks a notification read from the bell and goes to its link', async () => {
    serveApi(fetchMock, {
      'GET /notifications': [200, listOf(seven.slice(0, 1), 1)],
      [`POST /notifications/${id(0)}/read`]: [200, { data: { unreadCount: 0 } }],
    });
    const { router } = renderNotifications('/dashboard', <Header />);
    fireEvent.click(screen.getByTestId('notification-bell'));
    const [item] = await screen.findAllByTestId('notification-item');
    fireEvent.click(item as HTMLElement);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/bookings/4f0b7c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f'),
    );
    expect(callsOf(fetchMock)).toContain(`POST /notifications/${id(0)}/read`);
  });

  it('says when there is none yet', async () => {
    serveApi(fetchMock, { 'GET /notifications': [200, listOf([], 0)] });
    renderNotifications('/dashboard', <Header />);
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect((await screen.findByTestId('bell-empty')).textContent).toBe('No notifications yet.');
  });

  it('says "Could not load notifications" in the panel, with a retry, and no toast', async () => {
    serveApi(fetchMock, {
      'GET /notifications': [500, { code: 'UNEXPECTED_ERROR', message: 'x' }],
    });
    renderNotifications('/dashboard', <Header />);
    fireEvent.click(screen.getByTestId('notification-bell'));
    const failure = await screen.findByTestId('bell-error');
    expect(failure.textContent).toContain('Could not load notifications');
    expect(toasts.error).not.toHaveBeenCalled();
    serveApi(fetchMock, { 'GET /notifications': [200, listOf(seven.slice(0, 2), 2)] });
    fireEvent.click(within(failure).getByRole('button'));
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(2);
  });

  it('raises the count and shows the new notification as a toast as it arrives', async () => {
    let stored = listOf(seven.slice(1, 3), 2);
    serveApi(fetchMock, { 'GET /notifications': () => [200, stored] });
    renderNotifications('/dashboard', <Header />);
    await waitFor(() => expect(count()?.textContent).toBe('2'));
    await waitFor(() => expect(handlers.has('notification:new')).toBe(true));
    const arrived = seven[0];
    stored = listOf(seven.slice(0, 3), 3);
    act(() => handlers.get('notification:new')?.({ notification: arrived, unreadCount: 3 }));
    await waitFor(() =>
      expect(toasts.info).toHaveBeenCalledWith(
        'New booking at Olaya Apartment: May 10, 2026 – May 13, 2026',
      ),
    );
    await waitFor(() => expect(count()?.textContent).toBe('3'));
    // The bell's list is read again (realtime.ts makes it stale).
    await waitFor(() => expect(callsOf(fetchMock)).toHaveLength(2));
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
