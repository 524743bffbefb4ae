import { z } from 'zod';
import { pageMeta } from '../listings/responses';
import { channels, syncActions, syncFailureReasons, syncStatuses, syncTypes } from './rules';

const int = () => z.number().int();

/** Why the last run failed: a reason the web translates, and a detail ("HTTP 404"), or null. */
export const syncFailure = z.object({
  reason: z.enum(syncFailureReasons),
  detail: z.string().nullable(),
});
export type SyncFailure = z.infer<typeof syncFailure>;

/**
 * A feed held by the emptied-feed guard: it had `previousEvents` current/future events and now
 * has `events`. Nothing was applied; `POST …/confirm` applies the feed as it is then.
 */
export const pendingConfirmation = z.object({
  previousEvents: int(),
  events: int(),
  detectedAt: z.string(),
});
export type PendingConfirmation = z.infer<typeof pendingConfirmation>;

/** A property's connection to one channel (for one unit of a multi-unit property). */
export const channelConnection = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  /** The unit of a multi-unit property (1..units); null for a one-unit property. */
  unitNo: int().nullable(),
  channel: z.enum(channels),
  /** The channel's iCal URL we import; null = export only. */
  importUrl: z.string().nullable(),
  /** Our feed for the channel to import: `<app>/ical/<token>.ics` (always shown, copyable). */
  exportUrl: z.string(),
  enabled: z.boolean(),
  lastSyncAt: z.string().nullable(),
  lastStatus: z.enum(syncStatuses).nullable(),
  lastError: syncFailure.nullable(),
  pendingConfirmation: pendingConfirmation.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChannelConnection = z.infer<typeof channelConnection>;
export const channelConnectionResponse = z.object({ data: channelConnection });

/** `GET /channels`: every own property with its connections (the page's cards per channel). */
export const channelProperty = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  internalName: z.string().nullable(),
  buildingId: z.uuid().nullable(),
  buildingName: z.string().nullable(),
  status: z.string(),
  /** 1 for a one-unit property; a multi-unit property needs a unit per connection. */
  units: int(),
  /** The property's last sync status over its connections (list filters success/failed). */
  lastStatus: z.enum(syncStatuses).nullable(),
  lastSyncAt: z.string().nullable(),
  connections: z.array(channelConnection),
});
export type ChannelProperty = z.infer<typeof channelProperty>;
export const channelsOverviewResponse = z.object({
  data: z.object({ channels: z.array(z.enum(channels)), properties: z.array(channelProperty) }),
});
export type ChannelsOverview = z.infer<typeof channelsOverviewResponse>['data'];

/** `POST /channels/test`: the feed was fetched and read; nothing saved. */
export const feedTestResult = z.object({
  /** VEVENTs read (cancelled ones excluded). */
  events: int(),
  /** Events whose departure is after today (the ones an import would apply). */
  upcomingEvents: int(),
  /** First arrival and last departure of the events, or null without events. */
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type FeedTestResult = z.infer<typeof feedTestResult>;
export const feedTestResponse = z.object({ data: feedTestResult });

/**
 * One import run (`POST …/sync`, `POST …/confirm`): its search ID (filter the sync logs by
 * it), outcome and what changed. A failed or held run changed nothing.
 */
export const syncRunResult = z.object({
  searchId: z.uuid(),
  status: z.enum(syncStatuses),
  failure: syncFailure.nullable(),
  events: int(),
  created: int(),
  moved: int(),
  cancelled: int(),
  unchanged: int(),
  conflicts: int(),
  connection: channelConnection,
});
export type SyncRunResult = z.infer<typeof syncRunResult>;
export const syncRunResponse = z.object({ data: syncRunResult });

/**
 * A sync-log row: the spec's columns (Property ID, Reservation ID, Building ID, Action, Type,
 * Request, Response, Response ID, Timestamp, Search ID) plus status and the names to show.
 * Request/response are full texts (≤ 64 KB) with tokens and secrets redacted.
 */
export const syncLogRow = z.object({
  id: z.string(),
  propertyId: z.uuid().nullable(),
  propertyName: z.string().nullable(),
  /** The booking's id for a reservation row; null otherwise. */
  reservationId: z.string().nullable(),
  buildingId: z.uuid().nullable(),
  buildingName: z.string().nullable(),
  action: z.enum(syncActions),
  type: z.enum(syncTypes),
  request: z.string(),
  response: z.string(),
  /** The channel's event UID, or the feed's ETag. */
  responseId: z.string().nullable(),
  timestamp: z.string(),
  searchId: z.uuid(),
  status: z.enum(syncStatuses),
  channel: z.enum(channels).nullable(),
  connectionId: z.uuid().nullable(),
});
export type SyncLogRow = z.infer<typeof syncLogRow>;
export const syncLogsResponse = z.object({ data: z.array(syncLogRow), meta: pageMeta });
export type SyncLogsResponse = z.infer<typeof syncLogsResponse>;

/**
 * An imported event that could not be placed: its nights overlap a booking or block already
 * on the unit. Open until a later run no longer finds it overlapping (or it leaves the feed).
 */
export const channelConflict = z.object({
  id: z.uuid(),
  connectionId: z.uuid(),
  propertyId: z.uuid(),
  unitNo: int(),
  channel: z.enum(channels),
  externalUid: z.string(),
  summary: z.string().nullable(),
  /** The event's nights [dateFrom, dateTo). */
  dateFrom: z.string(),
  dateTo: z.string(),
  /** The booking it overlaps, or null when it overlaps a block. */
  conflictingBookingId: z.uuid().nullable(),
  detectedAt: z.string(),
});
export type ChannelConflict = z.infer<typeof channelConflict>;
export const channelConflictsResponse = z.object({ data: z.array(channelConflict) });
