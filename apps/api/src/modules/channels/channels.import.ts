import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  SYNC_LOG_TEXT_MAX,
  channelBookingSourceIds,
  isEmptiedFeed,
  type Channel,
  type ChannelConnection,
  type SyncAction,
  type SyncFailure,
  type SyncRunResult,
} from '@nuzul/shared/channels';
import { addDays, compareDates, todayIn, type IsoDate } from '@nuzul/shared/dates';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { recordEvent, type DomainEvent } from '../../platform/events/domain-events';
import type { BookingsLookup } from '../bookings/bookings.lookup';
import { syncFailedEvent, syncRecoveredEvent } from './channels.events';
import { redactUrl, type FeedFetcher, type FetchOutcome } from './channels.fetch';
import { parseFeed, type FeedEvent } from './channels.ical';
import {
  channelsRepository,
  type ConnectionRow,
  type ImportedRow,
  type NewSyncLog,
} from './channels.repository';

export interface FeedImportDeps {
  db: Database;
  clock: Clock;
  bookings: Pick<BookingsLookup, 'lockCalendar'>;
  fetcher: FeedFetcher;
}

const channelNames: Record<Channel, string> = {
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  vrbo: 'Vrbo',
  gathern: 'Gathern',
  other: 'iCal',
};

const cut = (text: string) =>
  text.length > SYNC_LOG_TEXT_MAX ? text.slice(0, SYNC_LOG_TEXT_MAX) : text;

/** The property's building, time zone and name, as a feed's logs and dates need them. */
export async function propertyFacts(db: Database, propertyId: string) {
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

/**
 * The import of a channel's feed (requirements §11.1): its events become bookings and blocks
 * on the connection's unit, moved and cancelled as the feed changes, in one transaction under
 * the bookings module's calendar lock; overlaps are recorded as conflicts, an emptied feed is
 * held for the owner's confirmation, and every run writes its sync-log rows. `present` gives
 * the connection as the API shows it.
 */
export function feedImporter(
  deps: FeedImportDeps,
  present: (row: ConnectionRow) => Promise<ChannelConnection>,
) {
  const { db, clock } = deps;

  /** One run of a connection's import: fetch, read, guard, apply, log. */
  return async function run(
    connection: ConnectionRow,
    action: SyncAction,
    force: boolean,
  ): Promise<SyncRunResult> {
    const searchId = randomUUID();
    const now = clock();
    const facts = await propertyFacts(db, connection.propertyId);
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
      return {
        searchId,
        status: 'failed' as const,
        failure,
        ...counts,
        connection: await present(row ?? connection),
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
    return {
      searchId,
      status: 'success',
      failure: null,
      ...counts,
      connection: await present(outcome ?? connection),
    };
  };
}

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

function sqlPropertyFacts(propertyId: string) {
  return sql`select building_id as "buildingId", time_zone as "timeZone",
    coalesce(name, internal_name) as name from properties where id = ${propertyId}`;
}
