import {
  SYNC_INTERVAL_MINUTES,
  SYNC_LOG_RETENTION_DAYS,
  SYNC_LOGS_PAGE_SIZE,
  channels,
  type ChannelConflict,
  type ChannelConnection,
  type ChannelsOverview,
  type ConflictsQuery,
  type ConnectionCreateInput,
  type ConnectionUpdateInput,
  type FeedTestResult,
  type SyncLogRow,
  type SyncLogsFilter,
  type SyncLogsResponse,
  type SyncRunResult,
} from '@nuzul/shared/channels';
import { compareDates, todayIn, type IsoDate } from '@nuzul/shared/dates';
import { AppError, fieldIssue, validationFailed } from '@nuzul/shared/errors';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { decrypt, encrypt, randomToken, sha256 } from '../../platform/crypto';
import { sqlState } from '../../platform/errors';
import { scopeOf, type Actor } from '../../platform/policy';
import type { BookingsLookup } from '../bookings/bookings.lookup';
import { feedExporter } from './channels.export';
import type { FeedFetcher } from './channels.fetch';
import { parseFeed } from './channels.ical';
import { feedImporter } from './channels.import';
import { channelsRepository, type ConnectionRow } from './channels.repository';
import '../bookings/bookings.events';

export type { ExportAnswer } from './channels.export';

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

const PERIOD_MS = SYNC_INTERVAL_MINUTES * 60 * 1000;
const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * Channels (requirements §11.1): connections, the import of a channel's feed into the
 * calendar (bookings and blocks, moved and cancelled as the feed changes: channels.import.ts),
 * our own feed (channels.export.ts), and the sync logs every run writes.
 */
export function channelsService(deps: ChannelsServiceDeps) {
  const { db, clock } = deps;
  const repo = channelsRepository(db);

  const exporter = feedExporter(deps);
  const run = feedImporter(deps, async (row) => toConnection(row, await unitsOf(row.propertyId)));

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
      await exporter.flushLogs();
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
    close: exporter.close,

    /** `GET /ical/<token>.ics`: the unit's feed, or 304 when the poller has it already. */
    exportFeed: exporter.exportFeed,

    /** The daily job: sync logs are kept 90 days (requirements §11.2). */
    async purgeLogs(): Promise<number> {
      return repo.purgeLogs(new Date(clock().getTime() - SYNC_LOG_RETENTION_DAYS * 86_400_000));
    },
  };
}
export type ChannelsService = ReturnType<typeof channelsService>;
