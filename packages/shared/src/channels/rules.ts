import { bookingSourceIds } from '../definitions/ids';

/**
 * Channels: two-way iCal sync (issue 15, requirements-next §11). See `index.ts` for the routes.
 */

/** The channels an owner connects a property to; "other" is any iCal calendar. */
export const channels = ['airbnb', 'booking', 'vrbo', 'gathern', 'other'] as const;
export type Channel = (typeof channels)[number];

/** The booking source (definitions) an imported booking carries: "source = the channel". */
export const channelBookingSourceIds: Readonly<Record<Channel, number>> = {
  airbnb: bookingSourceIds.airbnb,
  booking: bookingSourceIds.booking_com,
  vrbo: bookingSourceIds.vrbo,
  gathern: bookingSourceIds.gathern,
  other: bookingSourceIds.other,
};

/** Spec §3 "Sync status: success, failed". A connection never synced has none (null). */
export const syncStatuses = ['success', 'failed'] as const;
export type SyncStatus = (typeof syncStatuses)[number];

/**
 * Sync-log "Action" (requirements §11.2): `import` = the scheduled run, `sync_now` = the
 * owner's Sync now (and Confirm), `export` = a channel read our feed, `cancel` = a booking
 * or block removed because the feed dropped it. `push` is reserved (iCal has no push).
 */
export const syncActions = ['import', 'export', 'push', 'cancel', 'sync_now'] as const;
export type SyncAction = (typeof syncActions)[number];

/**
 * Sync-log "Type": `availability` = a whole feed (fetched or served) or a block,
 * `reservation` = one booking, `property` = the connection itself, `price` is reserved.
 */
export const syncTypes = ['availability', 'reservation', 'property', 'price'] as const;
export type SyncType = (typeof syncTypes)[number];

/**
 * Why a run (or a Test) failed; the web app translates the reason (`channels.reasons.<r>`).
 * - `invalid_url`: not an absolute http(s) URL; `scheme_not_allowed`: file:, ftp:, …
 * - `address_blocked`: the host is or resolves to loopback, private, link-local, metadata or
 *   unspecified addresses (checked after DNS, on every redirect)
 * - `too_many_redirects` (more than 3), `timeout` (5 s), `too_large` (over 2 MB)
 * - `http_error`: the channel answered a non-2xx status (detail "HTTP 404")
 * - `unreachable`: DNS or connection failure; `not_ical`: the body is not a VCALENDAR
 * - `emptied_feed`: held by the emptied-feed guard until the owner confirms
 */
export const syncFailureReasons = [
  'invalid_url',
  'scheme_not_allowed',
  'address_blocked',
  'too_many_redirects',
  'timeout',
  'too_large',
  'http_error',
  'unreachable',
  'not_ical',
  'emptied_feed',
] as const;
export type SyncFailureReason = (typeof syncFailureReasons)[number];

/** Scheduled import period (requirements §11.1: peers poll every 10–30 minutes). */
export const SYNC_INTERVAL_MINUTES = 15;
/** Sync-log retention, removed by a daily job (requirements §11.2). */
export const SYNC_LOG_RETENTION_DAYS = 90;
/** Sync-log page size (requirements §11.2 "paging (50)"). */
export const SYNC_LOGS_PAGE_SIZE = 50;
/** Request/response texts of a sync-log row are cut at this many characters (§11.2: 64 KB). */
export const SYNC_LOG_TEXT_MAX = 64 * 1024;
export const SYNC_LOGS_SEARCH_MAX_LENGTH = 100;
export const IMPORT_URL_MAX_LENGTH = 2000;

/** Fetch limits of the import (requirements §11.1, reliability test 14). */
export const FEED_FETCH_TIMEOUT_MS = 5000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_MAX_REDIRECTS = 3;

/**
 * The emptied-feed guard: a feed is held (not applied) when it had events (current and
 * future stays) at the last applied run and now has none, or when it had at least
 * EMPTIED_FEED_MIN_PREVIOUS and lost more than half of them.
 */
export const EMPTIED_FEED_MIN_PREVIOUS = 3;

export function isEmptiedFeed(previous: number, now: number): boolean {
  if (previous > 0 && now === 0) return true;
  return previous >= EMPTIED_FEED_MIN_PREVIOUS && now * 2 < previous;
}

/**
 * The property list's channel filter, where the dashboard's counts lead: connected =
 * at least one enabled connection; ready = ready and published (not pending) and not connected.
 */
export const connectionFilters = ['connected', 'ready'] as const;
export type ConnectionFilter = (typeof connectionFilters)[number];
