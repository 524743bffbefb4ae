import {
  REALTIME_PATH,
  REALTIME_TRANSPORTS,
  realtimeEvents,
  type AvailabilityChangedPayload,
  type BookingChangedPayload,
  type NotificationNewPayload,
  type RealtimeAuth,
  type RealtimeEventName,
  type ServerToClientEvents,
} from '@nuzul/shared/notifications';
import {
  chatRealtimeEvents,
  type ChatMessagePayload,
  type ChatServerToClientEvents,
} from '@nuzul/shared/inbox';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from './session';

/**
 * The real-time connection (spec §4, §7, §9; requirements-next §9). Exactly the spec's
 * behaviour: opened only when a stored user id exists; closed when the user id changes or the
 * signed-in layout goes away; success and errors are written to the console and never shown
 * (no toast); reconnection is socket.io's own (decision A-25). The token goes in the handshake's
 * auth beside the user id (never in the address): the server resolves the session from it.
 */

/** Server → client events (`@nuzul/shared/notifications`, the inbox's `chat:*`). */
type LiveEventName = RealtimeEventName | keyof ChatServerToClientEvents;
type LiveEvents = ServerToClientEvents & ChatServerToClientEvents;

/** Server → client events and their payloads. */
export type RealtimeEvents = {
  [E in LiveEventName]: Parameters<LiveEvents[E]>[0];
};

/** What the hook needs of a socket.io client socket (a test passes a fake). */
export interface RealtimeSocket {
  on(event: string, listener: (...args: never[]) => void): unknown;
  disconnect(): unknown;
}

export interface RealtimeOptions {
  path: typeof REALTIME_PATH;
  transports: (typeof REALTIME_TRANSPORTS)[number][];
  auth: RealtimeAuth;
}

/** Opens a socket; socket.io-client is fetched with the first connection. */
export type SocketFactory = (options: RealtimeOptions) => Promise<RealtimeSocket>;

/*
 * socket.io-client is a chunk of its own, imported when a signed-in screen opens the
 * connection: the sign-in screens never download it, and the signed-in shell draws before it.
 */
const connectWithSocketIo: SocketFactory = async (options) => {
  const { io } = await import('socket.io-client');
  // The same origin as the page (Vite's dev server proxies /socket.io to the API).
  return io(options);
};

/**
 * The TanStack Query keys an event makes stale, by the prefixes of the features' keys
 * (`bookingKeys`, `calendarKeys`, `billingKeys`, `notificationKeys`, `channelKeys` in their
 * api.ts): the shell does not import the screens' modules to name them.
 */
function staleKeys<E extends LiveEventName>(event: E, payload: RealtimeEvents[E]): QueryKey[] {
  switch (event) {
    case 'notification:new': {
      // A channel's sync failed, was held or recovered: its status and its log rows moved.
      const { notification } = payload as NotificationNewPayload;
      return notification.kind === 'sync'
        ? [['notifications'], ['channels'], ['sync-logs']]
        : [['notifications']];
    }
    case 'booking:created':
    case 'booking:updated':
    case 'booking:cancelled': {
      const { bookingId, propertyId } = payload as BookingChangedPayload;
      return [
        ['bookings', 'list'],
        ['bookings', 'one', bookingId],
        ['bookings', 'quote', propertyId],
        ['calendar', propertyId],
        // The "All properties" timeline (calendar/timeline/timeline-api.ts), every page.
        ['calendar', 'timeline'],
        // A channel's import makes, moves and cancels bookings: its run, status and conflicts.
        ['channels'],
        ['sync-logs'],
      ];
    }
    case 'availability:changed': {
      const { propertyId } = payload as AvailabilityChangedPayload;
      return [
        ['bookings', 'quote', propertyId],
        ['calendar', propertyId],
        ['calendar', 'timeline'],
        ['channels'],
        ['sync-logs'],
      ];
    }
    case 'payment:updated':
      // A paid invoice activates its subscription.
      return [
        ['billing', 'invoices'],
        ['billing', 'subscriptions'],
      ];
    case 'subscription:updated':
      return [
        ['billing', 'subscriptions'],
        ['billing', 'invoices'],
      ];
    case 'chat:message':
    case 'chat:read': {
      // The inbox's list, the thread's unread count and the header's badge (inbox/keys.ts);
      // the open conversation adds the message itself (no refetch of its pages).
      const { threadId } = payload as ChatMessagePayload;
      return [
        ['inbox', 'threads'],
        ['inbox', 'thread', threadId],
        ['inbox', 'unread'],
      ];
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/**
 * What the events above keep fresh, by prefix, and the open conversation's messages (which
 * `chat:message` adds without a read). Events sent while the socket was away are lost, and
 * the first connection opens after the screen's first reads: each (re)connection reads these
 * again. Every key `staleKeys` names starts with one of them.
 */
export const liveQueryPrefixes: readonly QueryKey[] = [
  ['notifications'],
  ['bookings'],
  ['calendar'],
  ['channels'],
  ['sync-logs'],
  ['billing', 'invoices'],
  ['billing', 'subscriptions'],
  ['inbox'],
];

const realtimeEventNames: LiveEventName[] = [
  ...new Set([...Object.values(realtimeEvents), ...Object.values(chatRealtimeEvents)]),
];

type Listener<E extends LiveEventName> = (payload: RealtimeEvents[E]) => void;
const listeners = new Map<LiveEventName, Set<Listener<never>>>();

function deliver<E extends LiveEventName>(event: E, payload: RealtimeEvents[E]): void {
  for (const listener of listeners.get(event) ?? []) (listener as Listener<E>)(payload);
}

/**
 * Calls `listener` with each `event` the connection receives (the bell's toast of a new
 * notification), while the calling component is mounted.
 */
export function useRealtimeEvent<E extends LiveEventName>(event: E, listener: Listener<E>): void {
  useEffect(() => {
    const set = listeners.get(event) ?? new Set();
    listeners.set(event, set);
    const entry = listener as Listener<never>;
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }, [event, listener]);
}

function onEvent<E extends LiveEventName>(client: QueryClient, event: E) {
  return (payload: RealtimeEvents[E]): void => {
    for (const queryKey of staleKeys(event, payload)) {
      void client.invalidateQueries({ queryKey });
    }
    deliver(event, payload);
  };
}

/**
 * The signed-in layout's connection: one socket for the stored user, closed and opened again
 * when the stored user id (or its token) changes, closed when the layout unmounts.
 */
export function useRealtime(connect: SocketFactory = connectWithSocketIo): void {
  const client = useQueryClient();
  const { user, token } = useSession();
  const userId = typeof user?.id === 'string' && user.id !== '' ? user.id : null;

  useEffect(() => {
    if (userId === null || token === null) {
      console.warn('Real-time connection not opened: no stored user id.');
      return;
    }
    let closed = false;
    let socket: RealtimeSocket | null = null;
    const options: RealtimeOptions = {
      path: REALTIME_PATH,
      transports: [...REALTIME_TRANSPORTS],
      auth: { userId, token },
    };
    connect(options).then(
      (opened) => {
        if (closed) {
          opened.disconnect();
          return;
        }
        socket = opened;
        // Spec §4: the connection's success is written to the console, and shown nowhere.
        opened.on('connect', () => {
          // eslint-disable-next-line no-console
          console.info('Real-time connection open.');
          for (const queryKey of liveQueryPrefixes) void client.invalidateQueries({ queryKey });
        });
        opened.on('connect_error', (error: Error) =>
          console.error('Real-time connection failed:', error.message),
        );
        opened.on('disconnect', (reason: string) =>
          // eslint-disable-next-line no-console
          console.info('Real-time connection closed:', reason),
        );
        for (const event of realtimeEventNames) opened.on(event, onEvent(client, event));
      },
      (error: unknown) => console.error('Real-time connection not opened:', error),
    );
    return () => {
      closed = true;
      socket?.disconnect();
    };
  }, [client, connect, userId, token]);
}
