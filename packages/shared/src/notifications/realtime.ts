import type { ChatServerToClientEvents } from '../inbox/realtime';
import type { NotificationResponse } from './responses';

/**
 * The real-time connection (spec §7: websocket transport only, path /socket.io, an auth
 * payload with userId; requirements-next §9). The client sends `auth: { userId, token }`
 * (the session token, never in the address); the server only emits, to the user's own room.
 */
export const REALTIME_PATH = '/socket.io';
export const REALTIME_TRANSPORTS = ['websocket'] as const;

/** What the client passes as socket.io's `auth`. */
export interface RealtimeAuth {
  userId: string;
  token: string;
}

/** Server → client event names. */
export const realtimeEvents = {
  notificationNew: 'notification:new',
  bookingCreated: 'booking:created',
  bookingUpdated: 'booking:updated',
  bookingCancelled: 'booking:cancelled',
  availabilityChanged: 'availability:changed',
  paymentUpdated: 'payment:updated',
  subscriptionUpdated: 'subscription:updated',
} as const;
export type RealtimeEventName = (typeof realtimeEvents)[keyof typeof realtimeEvents];

export interface NotificationNewPayload {
  notification: NotificationResponse;
  /** The account's unread count with this one (the bell's badge). */
  unreadCount: number;
}

export interface BookingChangedPayload {
  bookingId: string;
  propertyId: string;
}

/** Calendar days `[from, to)` of the property whose availability changed (ISO days). */
export interface AvailabilityChangedPayload {
  propertyId: string;
  from: string;
  to: string;
}

/** An invoice's payment moved: `paid`, `failed` or `pending`. */
export interface PaymentUpdatedPayload {
  invoiceId: number;
  status: 'paid' | 'failed' | 'pending';
}

/** The account's subscription changed (paid, renewed, ended): refetch it. */
export type SubscriptionUpdatedPayload = Record<string, never>;

/**
 * socket.io's typed map of server → client events (`Socket<ServerToClientEvents>`), with the
 * inbox's `chat:message` and `chat:read` (@nuzul/shared/inbox).
 */
export interface ServerToClientEvents extends ChatServerToClientEvents {
  'notification:new': (payload: NotificationNewPayload) => void;
  'booking:created': (payload: BookingChangedPayload) => void;
  'booking:updated': (payload: BookingChangedPayload) => void;
  'booking:cancelled': (payload: BookingChangedPayload) => void;
  'availability:changed': (payload: AvailabilityChangedPayload) => void;
  'payment:updated': (payload: PaymentUpdatedPayload) => void;
  'subscription:updated': (payload: SubscriptionUpdatedPayload) => void;
}

/** Clients send nothing: they cannot join rooms or emit to others. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ClientToServerEvents {}
