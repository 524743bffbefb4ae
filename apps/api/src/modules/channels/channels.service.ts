import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  SYNC_INTERVAL_MINUTES,
  SYNC_LOG_RETENTION_DAYS,
  SYNC_LOG_TEXT_MAX,
  SYNC_LOGS_PAGE_SIZE,
  channelBookingSourceIds,
  channels,
  isEmptiedFeed,
  type Channel,
  type ChannelConflict,
  type ChannelConnection,
  type ChannelsOverview,
  type ConflictsQuery,
  type ConnectionCreateInput,
  type ConnectionUpdateInput,
  type FeedTestResult,
  type SyncAction,
  type SyncFailure,
  type SyncLogRow,
  type SyncLogsFilter,
  type SyncLogsResponse,
  type SyncRunResult,
} from '@nuzul/shared/channels';
import { addDays, compareDates, todayIn, type IsoDate } from '@nuzul/shared/dates';
import { AppError, fieldIssue, validationFailed } from '@nuzul/shared/errors';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { decrypt, encrypt, randomToken, sha256 } from '../../platform/crypto';
import { sqlState } from '../../platform/errors';
import { recordEvent, type DomainEvent } from '../../platform/events/domain-events';
import { scopeOf, type Actor } from '../../platform/policy';
import type { BookingsLookup } from '../bookings/bookings.lookup';
import { syncFailedEvent, syncRecoveredEvent } from './channels.events';
import { redactUrl, type FeedFetcher, type FetchOutcome } from './channels.fetch';
import { buildFeed, parseFeed, type FeedEvent } from './channels.ical';
import {
  channelsRepository,
  type ConnectionRow,
  type ImportedRow,
  type NewSyncLog,
} from './channels.repository';
import '../bookings/bookings.events';

export interface ChannelsServiceDeps {
  db: Database;
  clock: Clock;
  bookings: Pick<BookingsLookup, 'stayFacts' | 'lockCalendar'>;
  fetcher: FeedFetcher;
  /** Seals export tokens for display (derived from the master key). */
  tokenKey: Buffer;
  /** Where `/ical/<token>.ics` is served: the app's public origin. */
  appUrl: string;
}

const channelNames: Record<Channel, string> = {
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  vrbo: 'Vrbo',
  gathern: 'Gathern',
  other: 'iCal',
};

const PERIOD_MS = SYNC_INTERVAL_MINUTES * 60 * 1000;
const cut = (text: string) =>
  text.length > SYNC_LOG_TEXT_MAX ? text.slice(0, SYNC_LOG_TEXT_MAX) : text;
const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export type ExportAnswer =
  | { status: 404 }
  | { status: 304; etag: string; lastModified: string }
  | { status: 200; etag: string; lastModified: string; body: string };

/**
 * Channels (requirements §11.1): connections, the import of a channel's feed into the
 * calendar (bookings and blocks, moved and cancelled as the feed changes), our own feed, and
 * the sync logs every run writes.
 */
export function channelsService(deps: ChannelsServiceDeps) {
  const { db, clock } = deps;
  const repo = channelsRepository(db);

  // Feed reads are logged like every sync, but a channel polling our feed should not wait
  // for a write: their rows are kept here and written together, within a second, before any
  // read of the logs, and when the app closes.
  let pendingExportLogs: NewSyncLog[] = [];
  let flushing: Promise<void> = Promise.resolve();
  function flushExportLogs(): Promise<void> {
    // A failed write loses that batch only; the next flush starts afresh.
    flushing = flushing
      .catch(() => undefined)
      .then(async () => {
        const batch = pendingExportLogs;
        pendingExportLogs = [];
        if (batch.length > 0) await repo.insertLogs(batch);
      });
    return flushing;
  }
  // The last feed built per connection, by the digest of what it lists: pollers mostly ask
  // for an unchanged feed, which is then one small query instead of 500 rows to write out.
  const feeds = new Map<
    string,
    { key: string; body: string; etag: string; lastModified: string; events: number }
  >();
  const FEEDS_KEPT = 1000;
  const flushTimer = setInterval(() => void flushExportLogs().catch(() => undefined), 1000);
  flushTimer.unref();

  function exportUrlOf(row: ConnectionRow): string {
    return `${deps.appUrl.replace(/\/$/, '')}/ical/${decrypt(deps.tokenKey, row.exportTokenSealed)}.ics`;
  }

  function newToken() {
    const token = randomToken();
    return { exportTokenHash: sha256(token), exportTokenSealed: encrypt(deps.tokenKey, token) };
  }

  function toConnection(row: ConnectionRow, units: number): ChannelConnection {
    return {
      id: row.id,
      propertyId: row.propertyId,
      unitNo: units > 1 ? row.unitNo : null,
      channel: row.channel,
      importUrl: row.importUrl,
      exportUrl: exportUrlOf(row),
      enabled: row.enabled,
      lastSyncAt: iso(row.lastSyncAt),
      lastStatus: row.lastStatus,
      lastError: row.lastError,
      pendingConfirmation: row.pendingConfirmation,
      createdAt: iso(row.createdAt)!,
      updatedAt: iso(row.updatedAt)!,
    };
  }

  async function unitsOf(propertyId: string): Promise<number> {
    return (await deps.bookings.stayFacts(propertyId))?.units ?? 1;
  }

  async function owned(actor: Actor, id: string): Promise<ConnectionRow> {
    const row = await repo.find(scopeOf(actor, 'listings:manage'), id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function propertyFacts(propertyId: string) {
    const [row] = (
      (await db.execute(
        // The names a log row shows are read when the logs are; here only the ids.
        sqlPropertyFacts(propertyId),
      )) as unknown as {
        rows: Array<{ buildingId: string | null; timeZone: string; name: string | null }>;
      }
    ).rows;
    return row;
  }

  /** One run of a connection's import: fetch, read, guard, apply, log. */
  async function run(
    connection: ConnectionRow,
    action: SyncAction,
    force: boolean,
  ): Promise<SyncRunResult> {
    const searchId = randomUUID();
    const now = clock();
    const facts = await propertyFacts(connection.propertyId);
    const today = todayIn(facts?.timeZone ?? 'Asia/Riyadh', now);
    const base = {
      ownerId: connection.ownerId,
      propertyId: connection.propertyId,
      buildingId: facts?.buildingId ?? null,
      connectionId: connection.id,
      channel: connection.channel,
      searchId,
    } satisfies Partial<NewSyncLog>;
    const url = connection.importUrl!;
    const fetched: FetchOutcome = await deps.fetcher.fetch(url);
    const request = requestText(fetched.hops.length > 0 ? fetched.hops : [url]);
    const counts = { events: 0, created: 0, moved: 0, cancelled: 0, unchanged: 0, conflicts: 0 };

    const fail = async (
      failure: SyncFailure,
      response: string,
      held?: { previous: number; now: number },
    ) => {
      const row = await db.transaction(async (txDb) => {
        const tx = txDb as unknown as Database;
        const txRepo = channelsRepository(tx);
        const current = await txRepo.find(null, connection.id, true);
        if (!current) return undefined;
        const pending = held
          ? (current.pendingConfirmation ?? {
              previousEvents: held.previous,
              events: held.now,
              detectedAt: now.toISOString(),
            })
          : current.pendingConfirmation;
        const updated = await txRepo.update(current.id, {
          lastStatus: 'failed',
          lastError: failure,
          lastSyncAt: now,
          pendingConfirmation: pending ? { ...pending, events: held?.now ?? pending.events } : null,
        });
        await txRepo.insertLogs([
          {
            ...base,
            action,
            type: 'availability',
            request,
            response: cut(response),
            responseId: fetched.ok ? fetched.etag : null,
            status: 'failed',
            createdAt: now,
          },
        ]);
        // Told once per failure, not every 15 minutes while it lasts.
        const newly = held ? current.pendingConfirmation === null : current.lastStatus !== 'failed';
        if (newly) {
          await recordEvent(
            tx,
            syncFailedEvent({
              ...payloadOf(current, searchId),
              reason: failure.reason,
              detail: failure.detail,
            }),
          );
        }
        return updated;
      });
      const units = await unitsOf(connection.propertyId);
      return {
        searchId,
        status: 'failed' as const,
        failure,
        ...counts,
        connection: toConnection(row ?? connection, units),
      };
    };

    if (!fetched.ok) {
      const failure = { reason: fetched.reason, detail: fetched.detail };
      return fail(
        failure,
        `Refused or failed: ${fetched.reason}${fetched.detail ? ` (${fetched.detail})` : ''}`,
      );
    }
    const parsed = parseFeed(fetched.body);
    if (!parsed.ok) {
      return fail(
        { reason: 'not_ical', detail: parsed.detail },
        `HTTP ${fetched.status}; not an iCal calendar: ${parsed.detail}`,
      );
    }
    const upcoming = parsed.events
      .filter((event) => compareDates(event.dateTo, today) > 0)
      .sort((a, b) => compareDates(a.dateFrom, b.dateFrom) || a.uid.localeCompare(b.uid));
    counts.events = upcoming.length;
    if (!force && isEmptiedFeed(connection.lastEventCount, upcoming.length)) {
      const detail = `${upcoming.length} of ${connection.lastEventCount} events`;
      return fail(
        { reason: 'emptied_feed', detail },
        `HTTP ${fetched.status}; held, not applied: the feed has ${detail} it had. Confirm to apply it.`,
        { previous: connection.lastEventCount, now: upcoming.length },
      );
    }
    const feedUids = new Set(parsed.events.map((event) => event.uid));

    const outcome = await db.transaction(async (txDb) => {
      const tx = txDb as unknown as Database;
      const txRepo = channelsRepository(tx);
      const current = await txRepo.find(null, connection.id, true);
      if (!current) return undefined;
      await deps.bookings.lockCalendar(tx, current.propertyId);
      const existing = new Map((await txRepo.imported(current.id)).map((row) => [row.uid, row]));
      const logs: NewSyncLog[] = [];
      const events: DomainEvent[] = [];
      const conflicts: Parameters<typeof txRepo.replaceConflicts>[1] = [];
      const label = channelNames[current.channel];
      const log = (
        row: Omit<NewSyncLog, keyof typeof base | 'action' | 'createdAt'> & { action?: SyncAction },
      ) => logs.push({ ...base, action, createdAt: now, ...row });
      const bookingEvent = (
        type: 'booking.created' | 'booking.updated' | 'booking.cancelled',
        id: string,
        dateFrom: IsoDate,
        dateTo: IsoDate,
        previous: ImportedRow | null,
      ) =>
        events.push({
          type,
          aggregate: `property:${current.propertyId}`,
          payload: {
            bookingId: id,
            ownerId: current.ownerId,
            propertyId: current.propertyId,
            unitNo: current.unitNo,
            status: type === 'booking.cancelled' ? 'cancelled' : 'confirmed',
            dateFrom,
            dateTo,
            previous: previous && {
              propertyId: current.propertyId,
              dateFrom: previous.dateFrom,
              dateTo: previous.dateTo,
            },
          },
        });
      const blockEvent = (from: IsoDate, to: IsoDate) =>
        events.push({
          type: 'availability.changed',
          aggregate: `property:${current.propertyId}`,
          payload: {
            ownerId: current.ownerId,
            propertyId: current.propertyId,
            from,
            to: addDays(to, -1),
            action: 'block',
          },
        });

      for (const event of upcoming) {
        const before = existing.get(event.uid);
        if (before && before.dateFrom === event.dateFrom && before.dateTo === event.dateTo) {
          counts.unchanged += 1;
          continue;
        }
        const ownHold =
          before === undefined
            ? null
            : before.kind === 'block'
              ? before.id
              : await txRepo.holdOfBooking(before.id);
        const blocking = await txRepo.blockingHold(
          current.propertyId,
          current.unitNo,
          event.dateFrom,
          event.dateTo,
          ownHold,
        );
        const kind = before?.kind ?? event.kind;
        const type = kind === 'booking' ? 'reservation' : 'availability';
        if (blocking) {
          counts.conflicts += 1;
          conflicts.push({
            uid: event.uid,
            summary: event.summary,
            dateFrom: event.dateFrom,
            dateTo: event.dateTo,
            bookingId: blocking.bookingId,
          });
          log({
            type,
            reservationId: before?.kind === 'booking' ? before.id : null,
            request: cut(eventText(event)),
            response: `Conflict: the nights overlap ${blocking.bookingId ? `booking ${blocking.bookingId}` : 'a block'} on unit ${current.unitNo}; not ${before ? 'moved' : 'imported'}`,
            responseId: event.uid,
            status: 'failed',
          });
          continue;
        }
        if (before) {
          if (before.kind === 'booking') {
            await txRepo.moveBooking(before.id, before, event.dateFrom, event.dateTo);
            bookingEvent('booking.updated', before.id, event.dateFrom, event.dateTo, before);
          } else {
            await txRepo.moveBlock(before.id, event.dateFrom, event.dateTo);
            blockEvent(before.dateFrom, before.dateTo);
            blockEvent(event.dateFrom, event.dateTo);
          }
          counts.moved += 1;
          log({
            type,
            reservationId: before.kind === 'booking' ? before.id : null,
            request: cut(eventText(event)),
            response: `Moved ${before.kind} from ${before.dateFrom}..${before.dateTo} to ${event.dateFrom}..${event.dateTo} on unit ${current.unitNo}`,
            responseId: event.uid,
            status: 'success',
          });
          continue;
        }
        let id: string;
        if (event.kind === 'booking') {
          id = await txRepo.insertBooking({
            ownerId: current.ownerId,
            propertyId: current.propertyId,
            unitNo: current.unitNo,
            dateFrom: event.dateFrom,
            dateTo: event.dateTo,
            connectionId: current.id,
            uid: event.uid,
            sourceId: channelBookingSourceIds[current.channel],
            guestLabel: label,
            comment: `Imported from ${label}${event.summary ? `: ${event.summary}` : ''}`,
          });
          bookingEvent('booking.created', id, event.dateFrom, event.dateTo, null);
        } else {
          id = await txRepo.insertBlock({
            propertyId: current.propertyId,
            unitNo: current.unitNo,
            dateFrom: event.dateFrom,
            dateTo: event.dateTo,
            connectionId: current.id,
            uid: event.uid,
            note: `${label}${event.summary ? `: ${event.summary}` : ''}`.slice(0, 200),
          });
          blockEvent(event.dateFrom, event.dateTo);
        }
        counts.created += 1;
        log({
          type,
          reservationId: event.kind === 'booking' ? id : null,
          request: cut(eventText(event)),
          response: `Created ${event.kind} ${id} for ${event.dateFrom}..${event.dateTo} on unit ${current.unitNo}`,
          responseId: event.uid,
          status: 'success',
        });
      }

      // What the feed no longer has goes; a stay already over is history and stays.
      for (const before of existing.values()) {
        if (feedUids.has(before.uid) || compareDates(before.dateTo, today) <= 0) continue;
        if (before.kind === 'booking') {
          await txRepo.cancelBooking(before.id, now, `Removed from the ${label} calendar`);
          bookingEvent('booking.cancelled', before.id, before.dateFrom, before.dateTo, null);
        } else {
          await txRepo.deleteBlock(before.id);
          blockEvent(before.dateFrom, before.dateTo);
        }
        counts.cancelled += 1;
        log({
          action: 'cancel',
          type: before.kind === 'booking' ? 'reservation' : 'availability',
          reservationId: before.kind === 'booking' ? before.id : null,
          request: `UID:${before.uid} no longer in the feed`,
          response: `Cancelled ${before.kind} ${before.id} (${before.dateFrom}..${before.dateTo})`,
          responseId: before.uid,
          status: 'success',
        });
      }

      const fresh = await txRepo.replaceConflicts(current, conflicts);
      const updated = await txRepo.update(current.id, {
        lastStatus: 'success',
        lastError: null,
        lastSyncAt: now,
        lastEventCount: upcoming.length,
        pendingConfirmation: null,
      });
      const summary = `HTTP ${fetched.status}; ${upcoming.length} current and future events (${parsed.events.length} in the feed, ${parsed.cancelled} cancelled, ${parsed.skipped} unreadable); created ${counts.created}, moved ${counts.moved}, cancelled ${counts.cancelled}, unchanged ${counts.unchanged}, conflicts ${counts.conflicts}${force ? '; applied on the owner’s confirmation' : ''}`;
      await txRepo.insertLogs([
        {
          ...base,
          action,
          type: 'availability',
          request,
          response: summary,
          responseId: fetched.etag,
          status: 'success',
          createdAt: now,
        },
        ...logs,
      ]);
      for (const event of events) await recordEvent(tx, event);
      if (fresh.size > 0) {
        const first = conflicts.find((c) => fresh.has(c.uid))!;
        await recordEvent(
          tx,
          syncFailedEvent({
            ...payloadOf(current, searchId),
            reason: 'conflict',
            detail: `${first.dateFrom}..${first.dateTo}${fresh.size > 1 ? ` (+${fresh.size - 1})` : ''}`,
          }),
        );
      }
      if (current.lastStatus === 'failed') {
        await recordEvent(tx, syncRecoveredEvent(payloadOf(current, searchId)));
      }
      return updated;
    });
    const units = await unitsOf(connection.propertyId);
    return {
      searchId,
      status: 'success',
      failure: null,
      ...counts,
      connection: toConnection(outcome ?? connection, units),
    };
  }

  return {
    async overview(actor: Actor): Promise<ChannelsOverview> {
      const ownerId = scopeOf(actor, 'listings:manage');
      const [properties, connections] = await Promise.all([
        repo.properties(ownerId),
        repo.connectionsOf(ownerId),
      ]);
      return {
        channels: [...channels],
        properties: properties.map((property) => {
          const own = connections.filter((row) => row.propertyId === property.id);
          const synced = own.filter((row) => row.lastSyncAt !== null);
          const failed = own.some((row) => row.enabled && row.lastStatus === 'failed');
          const last = synced.reduce<Date | null>(
            (max, row) => (max === null || row.lastSyncAt! > max ? row.lastSyncAt! : max),
            null,
          );
          return {
            ...property,
            lastStatus: failed
              ? 'failed'
              : synced.some((row) => row.lastStatus === 'success')
                ? 'success'
                : null,
            lastSyncAt: iso(last),
            connections: own.map((row) => toConnection(row, property.units)),
          };
        }),
      };
    },

    async create(actor: Actor, input: ConnectionCreateInput & { unitNo: number | null }) {
      const ownerId = scopeOf(actor, 'listings:manage');
      const facts = await deps.bookings.stayFacts(input.propertyId, ownerId);
      if (!facts) throw new AppError('NOT_FOUND');
      if (facts.units > 1 && input.unitNo === null) {
        throw validationFailed([fieldIssue('body.unitNo', 'required')]);
      }
      if (input.unitNo !== null && input.unitNo > facts.units) {
        throw validationFailed([fieldIssue('body.unitNo', 'tooLarge')]);
      }
      // Spread: a new connection's first scheduled run falls somewhere in the next period.
      const nextSyncAt = new Date(clock().getTime() + Math.floor(Math.random() * PERIOD_MS));
      try {
        const row = await repo.insert({
          ownerId,
          propertyId: input.propertyId,
          unitNo: input.unitNo ?? 1,
          channel: input.channel!,
          importUrl: input.importUrl ?? null,
          enabled: input.enabled ?? true,
          nextSyncAt,
          ...newToken(),
        });
        return toConnection(row, facts.units);
      } catch (error) {
        if (sqlState(error) === '23505') throw new AppError('CHANNEL_ALREADY_CONNECTED');
        throw error;
      }
    },

    async update(actor: Actor, id: string, input: ConnectionUpdateInput) {
      const row = await owned(actor, id);
      const changes: Partial<ConnectionRow> = {};
      if (input.importUrl !== undefined && input.importUrl !== row.importUrl) {
        changes.importUrl = input.importUrl;
        // Another feed: the guard's base and any held feed were the old one's.
        changes.lastEventCount = 0;
        changes.pendingConfirmation = null;
      }
      if (input.enabled !== undefined) changes.enabled = input.enabled;
      const updated = Object.keys(changes).length > 0 ? await repo.update(row.id, changes) : row;
      return toConnection(updated, await unitsOf(row.propertyId));
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const row = await repo.remove(scopeOf(actor, 'listings:manage'), id);
      if (!row) throw new AppError('NOT_FOUND');
    },

    async regenerateToken(actor: Actor, id: string) {
      const row = await owned(actor, id);
      const updated = await repo.update(row.id, newToken());
      return toConnection(updated, await unitsOf(row.propertyId));
    },

    async syncNow(actor: Actor, id: string): Promise<SyncRunResult> {
      const row = await owned(actor, id);
      if (!row.importUrl) throw new AppError('CHANNEL_NO_IMPORT_URL');
      return run(row, 'sync_now', false);
    },

    async confirm(actor: Actor, id: string): Promise<SyncRunResult> {
      const row = await owned(actor, id);
      if (!row.pendingConfirmation || !row.importUrl)
        throw new AppError('CHANNEL_NOTHING_TO_CONFIRM');
      return run(row, 'sync_now', true);
    },

    /** The scheduled run of one connection (skipped if it was disabled or removed since). */
    async runScheduled(id: string): Promise<void> {
      const row = await repo.find(null, id);
      if (!row || !row.enabled || !row.importUrl) return;
      await run(row, 'import', false);
    },

    async claimDue(limit: number): Promise<string[]> {
      const now = clock();
      return repo.claimDue(now, new Date(now.getTime() + PERIOD_MS), limit);
    },

    async test(url: string): Promise<FeedTestResult> {
      const fetched = await deps.fetcher.fetch(url);
      if (!fetched.ok) {
        const blocked = ['address_blocked', 'scheme_not_allowed', 'invalid_url'].includes(
          fetched.reason,
        );
        throw new AppError(blocked ? 'CHANNEL_FEED_BLOCKED' : 'CHANNEL_FEED_UNREACHABLE');
      }
      const parsed = parseFeed(fetched.body);
      if (!parsed.ok) throw new AppError('CHANNEL_FEED_INVALID');
      const today = todayIn('Asia/Riyadh', clock());
      const sorted = [...parsed.events].sort((a, b) => compareDates(a.dateFrom, b.dateFrom));
      const last = parsed.events.reduce<IsoDate | null>(
        (max, event) => (max === null || compareDates(event.dateTo, max) > 0 ? event.dateTo : max),
        null,
      );
      return {
        events: parsed.events.length,
        upcomingEvents: parsed.events.filter((event) => compareDates(event.dateTo, today) > 0)
          .length,
        from: sorted[0]?.dateFrom ?? null,
        to: last,
      };
    },

    async conflicts(actor: Actor, query: ConflictsQuery): Promise<ChannelConflict[]> {
      const rows = await repo.conflicts(scopeOf(actor, 'listings:manage'), query);
      return rows.map((row) => ({
        id: row.id,
        connectionId: row.connectionId,
        propertyId: row.propertyId,
        unitNo: row.unitNo,
        channel: row.channel,
        externalUid: row.externalUid,
        summary: row.summary,
        dateFrom: row.dateFrom,
        dateTo: row.dateTo,
        conflictingBookingId: row.conflictingBookingId,
        detectedAt: iso(row.detectedAt)!,
      }));
    },

    async logs(actor: Actor, filter: SyncLogsFilter): Promise<SyncLogsResponse> {
      await flushExportLogs();
      const { rows, total } = await repo.logs(
        scopeOf(actor, 'listings:manage'),
        filter,
        SYNC_LOGS_PAGE_SIZE,
      );
      const data: SyncLogRow[] = rows.map(({ log, propertyName, buildingName }) => ({
        id: String(log.id),
        propertyId: log.propertyId,
        propertyName,
        reservationId: log.reservationId,
        buildingId: log.buildingId,
        buildingName,
        action: log.action,
        type: log.type,
        request: log.request,
        response: log.response,
        responseId: log.responseId,
        timestamp: iso(log.createdAt)!,
        searchId: log.searchId,
        status: log.status,
        channel: log.channel,
        connectionId: log.connectionId,
      }));
      return { data, meta: { page: filter.page, pageSize: SYNC_LOGS_PAGE_SIZE, total } };
    },

    /** Writes the feed reads' log rows still held, and stops the timer (the app closes). */
    async close(): Promise<void> {
      clearInterval(flushTimer);
      await flushExportLogs();
    },

    /** The daily job: sync logs are kept 90 days (requirements §11.2). */
    async purgeLogs(): Promise<number> {
      return repo.purgeLogs(new Date(clock().getTime() - SYNC_LOG_RETENTION_DAYS * 86_400_000));
    },

    /** `GET /ical/<token>.ics`: the unit's feed, or 304 when the poller has it already. */
    async exportFeed(token: string, ifNoneMatch: string | undefined): Promise<ExportAnswer> {
      const row = await repo.findByTokenHash(sha256(token));
      if (!row || !row.enabled) return { status: 404 };
      const facts = await propertyFacts(row.propertyId);
      const now = clock();
      const today = todayIn(facts?.timeZone ?? 'Asia/Riyadh', now);
      const name = facts?.name ?? 'Nuzul';
      const key = `${await repo.exportDigest(row, today)}|${name}`;
      let feed = feeds.get(row.id);
      if (feed?.key !== key) {
        const holds = await repo.exportHolds(row, today);
        const body = buildFeed(
          name,
          holds.map((hold) => ({
            uid: `${hold.kind}-${hold.id}@nuzul`,
            dateFrom: hold.dateFrom,
            dateTo: hold.dateTo,
            stamp: new Date(hold.stamp),
          })),
        );
        const newest = holds.reduce(
          (max, hold) => Math.max(max, new Date(hold.stamp).getTime()),
          new Date(row.createdAt).getTime(),
        );
        feed = {
          key,
          body,
          etag: `"${sha256(body).slice(0, 32)}"`,
          lastModified: new Date(newest).toUTCString(),
          events: holds.length,
        };
        feeds.delete(row.id);
        if (feeds.size >= FEEDS_KEPT) feeds.delete(feeds.keys().next().value!);
      }
      feeds.set(row.id, feed);
      const { body, etag, lastModified } = feed;
      const notModified = ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, etag);
      pendingExportLogs.push({
        ownerId: row.ownerId,
        propertyId: row.propertyId,
        buildingId: facts?.buildingId ?? null,
        connectionId: row.id,
        channel: row.channel,
        action: 'export',
        type: 'availability',
        request: `GET /ical/[redacted].ics${ifNoneMatch ? ` If-None-Match: ${ifNoneMatch.slice(0, 200)}` : ''}`,
        response: notModified ? '304 Not Modified' : `200 OK; ${feed.events} events`,
        responseId: etag,
        status: 'success',
        searchId: randomUUID(),
        createdAt: now,
      });
      return notModified
        ? { status: 304, etag, lastModified }
        : { status: 200, etag, lastModified, body };
    },
  };
}
export type ChannelsService = ReturnType<typeof channelsService>;

function payloadOf(row: ConnectionRow, searchId: string) {
  return {
    ownerId: row.ownerId,
    propertyId: row.propertyId,
    connectionId: row.id,
    channel: row.channel,
    searchId,
  };
}

function requestText(hops: string[]): string {
  const [first, ...redirects] = hops.map(redactUrl);
  return `GET ${first}${redirects.map((hop) => `\n→ redirect GET ${hop}`).join('')}`;
}

function eventText(event: FeedEvent): string {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTART;VALUE=DATE:${event.dateFrom.replaceAll('-', '')}`,
    `DTEND;VALUE=DATE:${event.dateTo.replaceAll('-', '')}`,
    ...(event.summary ? [`SUMMARY:${event.summary}`] : []),
    'END:VEVENT',
  ].join('\n');
}

/** If-None-Match: a list of tags (weak ones compare by their value) or `*`. */
function matchesEtag(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

function sqlPropertyFacts(propertyId: string) {
  return sql`select building_id as "buildingId", time_zone as "timeZone",
    coalesce(name, internal_name) as name from properties where id = ${propertyId}`;
}
