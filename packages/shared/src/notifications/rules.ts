/**
 * Notifications (spec §3 "Notification: types booking, payment, sync status, MFA enabled";
 * requirements-next §8). A notification is stored as its kind, event and parameters, never
 * as rendered text, so that the center shows it in the interface language of the moment.
 */

/** The spec's four types; "sync" is a channel's sync status. */
export const notificationKinds = ['booking', 'payment', 'sync', 'mfa'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * What happened, named as the domain event that records it (`booking.created` is both the
 * event the bookings module records and the notification it raises).
 */
export const notificationEvents = [
  'booking.created',
  'booking.updated',
  'booking.cancelled',
  /** A guest wrote in the booking's inbox thread (requirements §10). */
  'booking.message',
  /** A visitor asked for a stay on the owner's site: a Pending booking (issue 19). */
  'booking.requested',
  'payment.succeeded',
  'payment.failed',
  'payment.pending',
  'sync.failed',
  'sync.recovered',
  'mfa.enabled',
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

/** The kind each event belongs to. */
export const kindOfEvent: Readonly<Record<NotificationEvent, NotificationKind>> = {
  'booking.created': 'booking',
  'booking.updated': 'booking',
  'booking.cancelled': 'booking',
  'booking.message': 'booking',
  'booking.requested': 'booking',
  'payment.succeeded': 'payment',
  'payment.failed': 'payment',
  'payment.pending': 'payment',
  'sync.failed': 'sync',
  'sync.recovered': 'sync',
  'mfa.enabled': 'mfa',
};

/** Channels a kind may also be delivered on; in-app is always recorded (requirements §8.2). */
export const notificationChannels = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** The center's page (requirements §8.3 "infinite paging (20)"). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Test mails an account may ask for per window (requirements §8.4: 3 per 10 minutes). */
export const TEST_MAIL_LIMIT = { max: 3, windowMs: 10 * 60 * 1000 } as const;

export type ChannelSwitches = Record<NotificationChannel, boolean>;
export type KindPreferences = Record<NotificationKind, ChannelSwitches>;

/** Every switch on: an account's preferences before it saves any. */
export function defaultKindPreferences(): KindPreferences {
  const on = (): ChannelSwitches => ({ email: true, sms: true, push: true });
  return { booking: on(), payment: on(), sync: on(), mfa: on() };
}

/**
 * A kind is enabled when one of its channels that can deliver is on. SMS counts only when a
 * provider is configured: without one its switch delivers nothing.
 */
export function isKindEnabled(switches: ChannelSwitches, smsAvailable: boolean): boolean {
  return switches.email || switches.push || (smsAvailable && switches.sms);
}

/**
 * Spec §5 "Notifications: at least one type must stay enabled" (A-24: types are the four
 * kinds). The form disables the last enabled kind's switches; the server refuses it.
 */
export function keepsOneKindEnabled(kinds: KindPreferences, smsAvailable: boolean): boolean {
  return notificationKinds.some((kind) => isKindEnabled(kinds[kind], smsAvailable));
}
