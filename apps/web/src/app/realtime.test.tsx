import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  liveQueryPrefixes,
  useRealtime,
  useRealtimeEvent,
  type RealtimeOptions,
  type RealtimeSocket,
  type SocketFactory,
} from './realtime';
import { sessionStore } from './session';
import { setToastApi } from './toast';

/** A socket.io client socket as the hook sees it: the test emits the server's events. */
class FakeSocket implements RealtimeSocket {
  readonly handlers = new Map<string, ((...args: never[]) => void)[]>();
  disconnected = 0;
  constructor(readonly options: RealtimeOptions) {}
  on(event: string, listener: (...args: never[]) => void): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
    return this;
  }
  disconnect(): this {
    this.disconnected += 1;
    return this;
  }
  emit(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) {
      (handler as (...values: unknown[]) => void)(...args);
    }
  }
}

function fakeFactory() {
  const sockets: FakeSocket[] = [];
  const connect = vi.fn<SocketFactory>((options) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return Promise.resolve(socket);
  });
  return { connect, sockets };
}

const ALI = { id: '6f1c2f8e-6a55-4a8f-9a59-0d6f2d1c0a11', email: 'ali@example.com' };
const SARA = { id: '0b9f6c1e-2c41-4f3d-8a6b-5b1f0e7d9c22', email: 'sara@example.com' };

let warn: MockInstance<typeof console.warn>;
let info: MockInstance<typeof console.info>;
let error: MockInstance<typeof console.error>;
const toasts = { error: vi.fn(), success: vi.fn(), info: vi.fn() };

function renderRealtime(connect: SocketFactory, client = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useRealtime(connect), { wrapper }), client };
}

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  setToastApi(toasts);
});

afterEach(() => {
  // The layout goes before the session, as on a logout.
  cleanup();
  setToastApi(null);
  sessionStore.end('logout');
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('useRealtime', () => {
  it('opens no connection without a stored user id and only writes a console warning', async () => {
    sessionStore.signIn('token-1', { email: 'ali@example.com' });
    const { connect } = fakeFactory();
    renderRealtime(connect);
    await act(() => Promise.resolve());
    expect(connect).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('no stored user id');
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('connects over the websocket transport at /socket.io with the user id and token', async () => {
    sessionStore.signIn('token-1', ALI);
    const { connect } = fakeFactory();
    renderRealtime(connect);
    await waitFor(() => expect(connect).toHaveBeenCalledTimes(1));
    expect(connect).toHaveBeenCalledWith({
      path: '/socket.io',
      transports: ['websocket'],
      auth: { userId: ALI.id, token: 'token-1' },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('writes success and errors to the console only, never a toast', async () => {
    sessionStore.signIn('token-1', ALI);
    const { connect, sockets } = fakeFactory();
    renderRealtime(connect);
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    act(() => socket.emit('connect'));
    expect(info).toHaveBeenCalledWith('Real-time connection open.');
    act(() => socket.emit('connect_error', new Error('websocket error')));
    expect(error).toHaveBeenCalledWith('Real-time connection failed:', 'websocket error');
    act(() => socket.emit('disconnect', 'transport close'));
    expect(info).toHaveBeenCalledWith('Real-time connection closed:', 'transport close');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(toasts.error).not.toHaveBeenCalled();
    expect(toasts.info).not.toHaveBeenCalled();
    expect(toasts.success).not.toHaveBeenCalled();
    // socket.io reconnects by itself: the hook does not close the socket on an error.
    expect(socket.disconnected).toBe(0);
  });

  it('closes the connection and opens one for the new user when the stored user id changes', async () => {
    sessionStore.signIn('token-1', ALI);
    const { connect, sockets } = fakeFactory();
    renderRealtime(connect);
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sessionStore.signIn('token-2', SARA));
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets[0]?.disconnected).toBe(1);
    expect(sockets[1]?.options.auth).toEqual({ userId: SARA.id, token: 'token-2' });
    expect(sockets[1]?.disconnected).toBe(0);
  });

  it('keeps its connection when the stored user changes but not its id', async () => {
    sessionStore.signIn('token-1', ALI);
    const { connect, sockets } = fakeFactory();
    renderRealtime(connect);
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sessionStore.setUser({ ...ALI, email: 'ali.new@example.com' }));
    await act(() => Promise.resolve());
    expect(connect).toHaveBeenCalledTimes(1);
    expect(sockets[0]?.disconnected).toBe(0);
  });

  it('closes the connection when the user id goes away, with a console warning', async () => {
    sessionStore.signIn('token-1', ALI);
    const { connect, sockets } = fakeFactory();
    renderRealtime(connect);
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sessionStore.setUser({ email: ALI.email }));
    expect(sockets[0]?.disconnected).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('closes the connection when the signed-in layout unmounts', async () => {
    sessionStore.signIn('token-1', ALI);
    const { connect, sockets } = fakeFactory();
    const { unmount } = renderRealtime(connect);
    await waitFor(() => expect(sockets).toHaveLength(1));
    unmount();
    expect(sockets[0]?.disconnected).toBe(1);
  });

  it('closes a socket that opens after the layout is gone', async () => {
    sessionStore.signIn('token-1', ALI);
    let open: (socket: RealtimeSocket) => void = () => undefined;
    const late = new FakeSocket({
      path: '/socket.io',
      transports: ['websocket'],
      auth: { userId: ALI.id, token: 'token-1' },
    });
    const connect = vi.fn<SocketFactory>(
      () => new Promise<RealtimeSocket>((resolve) => (open = resolve)),
    );
    const { unmount } = renderRealtime(connect);
    unmount();
    await act(async () => open(late));
    expect(late.disconnected).toBe(1);
    expect(late.handlers.size).toBe(0);
  });

  it('writes a failure to load the client to the console, not a toast', async () => {
    sessionStore.signIn('token-1', ALI);
    const failure = new Error('chunk failed');
    renderRealtime(() => Promise.reject(failure));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Real-time connection not opened:', failure),
    );
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('makes the matching queries stale on each event', async () => {
    sessionStore.signIn('token-1', ALI);
    const { connect, sockets } = fakeFactory();
    const { client } = renderRealtime(connect);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    const named: (readonly unknown[])[] = [];
    const stale = (event: string, payload: unknown) => {
      invalidate.mockClear();
      act(() => socket.emit(event, payload));
      const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey ?? []);
      named.push(...keys);
      return keys;
    };
    expect(stale('notification:new', { notification: {}, unreadCount: 3 })).toEqual([
      ['notifications'],
    ]);
    // A channel's sync failed or recovered: the channels page and the sync logs too.
    expect(stale('notification:new', { notification: { kind: 'sync' }, unreadCount: 3 })).toEqual([
      ['notifications'],
      ['channels'],
      ['sync-logs'],
    ]);
    const booking = { bookingId: 'b-1', propertyId: 'p-1' };
    const bookingKeys = [
      ['bookings', 'list'],
      ['bookings', 'one', 'b-1'],
      ['bookings', 'quote', 'p-1'],
      ['calendar', 'p-1'],
      ['calendar', 'timeline'],
      ['channels'],
      ['sync-logs'],
    ];
    expect(stale('booking:created', booking)).toEqual(bookingKeys);
    expect(stale('booking:updated', booking)).toEqual(bookingKeys);
    expect(stale('booking:cancelled', booking)).toEqual(bookingKeys);
    expect(
      stale('availability:changed', { propertyId: 'p-1', from: '2026-05-01', to: '2026-05-03' }),
    ).toEqual([
      ['bookings', 'quote', 'p-1'],
      ['calendar', 'p-1'],
      ['calendar', 'timeline'],
      ['channels'],
      ['sync-logs'],
    ]);
    expect(stale('payment:updated', { invoiceId: 42, status: 'paid' })).toEqual([
      ['billing', 'invoices'],
      ['billing', 'subscriptions'],
    ]);
    expect(stale('subscription:updated', {})).toEqual([
      ['billing', 'subscriptions'],
      ['billing', 'invoices'],
    ]);
    const inboxKeys = [
      ['inbox', 'threads'],
      ['inbox', 'thread', 't-1'],
      ['inbox', 'unread'],
    ];
    expect(stale('chat:message', { threadId: 't-1', message: {}, unreadCount: 1 })).toEqual(
      inboxKeys,
    );
    expect(
      stale('chat:read', { threadId: 't-1', reader: 'owner', readAt: '', unreadCount: 0 }),
    ).toEqual(inboxKeys);
    // A (re)connection reads again everything an event would have made stale.
    const underPrefix = (key: readonly unknown[]) =>
      liveQueryPrefixes.some((prefix) => prefix.every((part, i) => key[i] === part));
    expect(named.filter((key) => !underPrefix(key))).toEqual([]);
  });

  it('reads the live queries again on each (re)connection, since events sent meanwhile are lost', async () => {
    sessionStore.signIn('token-1', ALI);
    const { connect, sockets } = fakeFactory();
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const reads = { messages: 0, notifications: 0, profile: 0 };
    const read = (name: keyof typeof reads) => () => Promise.resolve(++reads[name]);
    renderHook(
      () => {
        useRealtime(connect);
        useQuery({ queryKey: ['inbox', 'messages', 't-1'], queryFn: read('messages') });
        useQuery({ queryKey: ['notifications', 'list'], queryFn: read('notifications') });
        useQuery({ queryKey: ['profile'], queryFn: read('profile') });
      },
      { wrapper },
    );
    await waitFor(() => expect(sockets).toHaveLength(1));
    await waitFor(() => expect(reads).toEqual({ messages: 1, notifications: 1, profile: 1 }));
    const socket = sockets[0] as FakeSocket;
    act(() => socket.emit('connect'));
    await waitFor(() => expect(reads).toEqual({ messages: 2, notifications: 2, profile: 1 }));
    // socket.io reconnects by itself: the same socket says connect again.
    act(() => socket.emit('disconnect', 'transport close'));
    act(() => socket.emit('connect'));
    await waitFor(() => expect(reads).toEqual({ messages: 3, notifications: 3, profile: 1 }));
    expect(client.getQueryData(['inbox', 'messages', 't-1'])).toBe(3);
  });

  it('hands each event to the components listening for it', async () => {
    sessionStore.signIn('token-1', ALI);
    const { connect, sockets } = fakeFactory();
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const listener = vi.fn();
    const { unmount } = renderHook(
      () => {
        useRealtime(connect);
        useRealtimeEvent('notification:new', listener);
      },
      { wrapper },
    );
    await waitFor(() => expect(sockets).toHaveLength(1));
    const payload = { notification: { id: 'n-1' }, unreadCount: 1 };
    act(() => sockets[0]?.emit('notification:new', payload));
    expect(listener).toHaveBeenCalledWith(payload);
    unmount();
    act(() => sockets[0]?.emit('notification:new', payload));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
