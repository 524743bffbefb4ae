import { z } from 'zod';
import { notificationEvents, notificationKinds } from './rules';

/**
 * The parameters the center needs to say what happened in either language, by event.
 * Names are as the domain events carry them (ids as strings or numbers, dates as ISO days).
 */
export const bookingNotificationParams = z.object({
  bookingId: z.uuid(),
  propertyId: z.uuid(),
  /** The property's name as the owner wrote it (either language); null if it has none. */
  propertyName: z.string().nullable(),
  dateFrom: z.string(),
  dateTo: z.string(),
  status: z.string(),
});
export type BookingNotificationParams = z.infer<typeof bookingNotificationParams>;

/**
 * `booking.message`: a guest wrote in the booking's inbox thread. The booking's parameters
 * and the thread; its link is `/inbox?thread=<threadId>`.
 */
export const messageNotificationParams = bookingNotificationParams.extend({ threadId: z.uuid() });
export type MessageNotificationParams = z.infer<typeof messageNotificationParams>;

export const paymentNotificationParams = z.object({
  invoiceId: z.number().int(),
  /** INV-YYYY-NNNNNN. */
  invoiceNumber: z.string(),
  /** Halalas, VAT included. */
  amount: z.number().int(),
});
export type PaymentNotificationParams = z.infer<typeof paymentNotificationParams>;

export const syncNotificationParams = z.object({
  propertyId: z.uuid(),
  channel: z.string(),
  propertyName: z.string().nullable().optional(),
  /**
   * sync.failed: a `syncFailureReason` of @nuzul/shared/channels, or `conflict` (an imported
   * event overlaps a booking or block); `detail` is "HTTP 404", "0 of 5 events" or the nights.
   */
  reason: z.string().optional(),
  detail: z.string().nullable().optional(),
  /** The run's search ID: the notification opens the sync logs filtered by it. */
  searchId: z.string().optional(),
});
export type SyncNotificationParams = z.infer<typeof syncNotificationParams>;

export const mfaNotificationParams = z.object({});
export type MfaNotificationParams = z.infer<typeof mfaNotificationParams>;

/** One notification of the center and the bell. */
export const notificationResponse = z.object({
  id: z.uuid(),
  kind: z.enum(notificationKinds),
  event: z.enum(notificationEvents),
  /** One of the *NotificationParams above, by `kind`. */
  params: z.record(z.string(), z.unknown()),
  /** The in-app path it opens (`/bookings/<id>`), or null. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationResponse = z.infer<typeof notificationResponse>;

export const notificationsMeta = z.object({
  /** Unread notifications of the account, of every kind (the bell's count). */
  unreadCount: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const notificationsListResponse = z.object({
  data: z.array(notificationResponse),
  meta: notificationsMeta,
});
export type NotificationsListResponse = z.infer<typeof notificationsListResponse>;

/** `POST /notifications/:id/read` and `/read-all`: the unread count after the change. */
export const notificationsReadResponse = z.object({
  data: z.object({ unreadCount: z.number().int() }),
});
export type NotificationsReadResponse = z.infer<typeof notificationsReadResponse>;

const channelSwitches = z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() });

export const notificationPreferences = z.object({
  kinds: z.object({
    booking: channelSwitches,
    payment: channelSwitches,
    sync: channelSwitches,
    mfa: channelSwitches,
  }),
  /**
   * Whether an SMS provider is configured. Without one the SMS switches are shown disabled
   * with "No SMS provider configured" and nothing is sent by SMS.
   */
  smsAvailable: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const notificationPreferencesResponse = z.object({ data: notificationPreferences });
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponse>;

/** `POST /notifications/test-mail`: the address the test e-mail was sent to. */
export const testMailResponse = z.object({ data: z.object({ email: z.string() }) });
export type TestMailResponse = z.infer<typeof testMailResponse>;
