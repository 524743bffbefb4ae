import type { FastifyBaseLogger } from 'fastify';
import type { DeliveredEvent } from '../../platform/events/domain-events';
import type { Outbox } from '../../platform/events/outbox';
import type { RealtimeEmitter } from '../../platform/realtime';
import type { PropertyAccess } from '../listings/property.access';
import type { NotificationInput, NotificationsService } from './notifications.service';
// The events this module listens to, declared by the modules that record them.
import '../accounts/account-mail';
import '../bookings/bookings.events';
import '../channels/channels.events';
import '../inbox/inbox.events';
import '../payments/payment-events';

type BookingEventType = 'booking.created' | 'booking.updated' | 'booking.cancelled';
type PaymentEventType = 'payment.succeeded' | 'payment.failed' | 'payment.pending';
type SyncEventType = 'sync.failed' | 'sync.recovered';
type NotifiedType =
  BookingEventType | PaymentEventType | SyncEventType | 'mfa.enabled' | 'inbox.guest_message';
type LiveType = BookingEventType | PaymentEventType | 'availability.changed';

const bookingEvents: BookingEventType[] = [
  'booking.created',
  'booking.updated',
  'booking.cancelled',
];
const paymentEvents: PaymentEventType[] = [
  'payment.succeeded',
  'payment.failed',
  'payment.pending',
];

export interface NotificationLookups {
  properties: Pick<PropertyAccess, 'nameOf'>;
  /** The invoice's number (INV-YYYY-NNNNNN); undefined when there is no such invoice. */
  invoiceNumberOf(invoiceId: number): Promise<string | undefined>;
}

/**
 * Requirements §8.2: the notification each domain event raises, and for whom. Booking events
 * go to the property's owner, payment events to the invoice's account, two-factor to the
 * account that enabled it. Dedupe keys make a redelivered event one notification: a booking
 * is notified per event (it may change many times), a payment once per outcome.
 */
export async function notificationOf(
  event: DeliveredEvent<NotifiedType>,
  lookups: NotificationLookups,
): Promise<NotificationInput | undefined> {
  switch (event.type) {
    case 'booking.created':
    case 'booking.updated':
    case 'booking.cancelled': {
      const booking = event.payload;
      return {
        userId: booking.ownerId,
        // The site's request is told apart: the owner has to confirm or decline it.
        event: booking.via === 'site' ? 'booking.requested' : event.type,
        params: {
          bookingId: booking.bookingId,
          propertyId: booking.propertyId,
          propertyName: (await lookups.properties.nameOf(booking.propertyId)) ?? null,
          dateFrom: booking.dateFrom,
          dateTo: booking.dateTo,
          status: booking.status,
        },
        link: `/bookings/${booking.bookingId}`,
        dedupeKey: `event:${event.id}`,
      };
    }
    case 'inbox.guest_message': {
      const message = event.payload;
      return {
        userId: message.ownerId,
        event: 'booking.message',
        params: {
          bookingId: message.bookingId,
          propertyId: message.propertyId,
          propertyName: (await lookups.properties.nameOf(message.propertyId)) ?? null,
          dateFrom: message.dateFrom,
          dateTo: message.dateTo,
          status: message.status,
          threadId: message.threadId,
        },
        link: `/inbox?thread=${message.threadId}`,
        dedupeKey: `message:${message.messageId}`,
      };
    }
    case 'payment.succeeded':
    case 'payment.failed':
    case 'payment.pending': {
      const payment = event.payload;
      const invoiceNumber = await lookups.invoiceNumberOf(payment.invoiceId);
      if (invoiceNumber === undefined) return undefined;
      return {
        userId: payment.accountId,
        event: event.type,
        params: { invoiceId: payment.invoiceId, invoiceNumber, amount: payment.amount },
        link: `/subscriptions/invoices/${payment.invoiceId}`,
        dedupeKey: `${event.type}:${payment.paymentId}`,
      };
    }
    case 'sync.failed':
    case 'sync.recovered': {
      const sync = event.payload;
      return {
        userId: sync.ownerId,
        event: event.type,
        params: {
          propertyId: sync.propertyId,
          channel: sync.channel,
          propertyName: (await lookups.properties.nameOf(sync.propertyId)) ?? null,
          ...(event.type === 'sync.failed'
            ? { reason: event.payload.reason, detail: event.payload.detail }
            : {}),
          searchId: sync.searchId,
        },
        link: `/sync-logs?search=${sync.searchId}`,
        dedupeKey: `event:${event.id}`,
      };
    }
    case 'mfa.enabled':
      return {
        userId: event.payload.userId,
        event: 'mfa.enabled',
        params: {},
        link: '/settings/security',
        dedupeKey: `event:${event.id}`,
      };
  }
}

/** Records the notifications of domain events (through the outbox, at least once). */
export function subscribeNotifications(
  outbox: Outbox,
  notifications: NotificationsService,
  lookups: NotificationLookups,
): void {
  outbox.subscribe<NotifiedType>(
    'notifications',
    [
      ...bookingEvents,
      ...paymentEvents,
      'sync.failed',
      'sync.recovered',
      'mfa.enabled',
      'inbox.guest_message',
    ],
    async (event) => {
      const input = await notificationOf(event, lookups);
      if (input) await notifications.record(input);
    },
  );
}

/**
 * The live events the web refreshes its screens by (requirements §9): each to the account
 * it concerns, on whichever process holds its sockets, as soon as the event is committed.
 * They are hints to refetch, not records (the notification is the record), so they are watched,
 * not given jobs: no queue between a booking and the calendar that shows it.
 */
export function subscribeLiveEvents(
  outbox: Outbox,
  realtime: RealtimeEmitter,
  log: Pick<FastifyBaseLogger, 'error'>,
): void {
  outbox.watch<LiveType>(
    [...bookingEvents, ...paymentEvents, 'availability.changed'],
    (event) => {
      switch (event.type) {
        case 'booking.created':
        case 'booking.updated':
        case 'booking.cancelled': {
          const { ownerId, bookingId, propertyId } = event.payload;
          const name = event.type.replace('.', ':') as
            'booking:created' | 'booking:updated' | 'booking:cancelled';
          realtime.toUser(ownerId, name, { bookingId, propertyId });
          return;
        }
        case 'availability.changed': {
          const { ownerId, propertyId, from, to } = event.payload;
          realtime.toUser(ownerId, 'availability:changed', { propertyId, from, to });
          return;
        }
        case 'payment.succeeded':
          realtime.toUser(event.payload.accountId, 'payment:updated', {
            invoiceId: event.payload.invoiceId,
            status: 'paid',
          });
          // A paid invoice activates its subscription.
          realtime.toUser(event.payload.accountId, 'subscription:updated', {});
          return;
        case 'payment.failed':
        case 'payment.pending':
          realtime.toUser(event.payload.accountId, 'payment:updated', {
            invoiceId: event.payload.invoiceId,
            status: event.type === 'payment.failed' ? 'failed' : 'pending',
          });
          return;
      }
    },
    (error) => log.error({ err: error }, 'live event not sent'),
  );
}
