import { randomUUID } from 'node:crypto';
import { todayIn } from '@nuzul/shared/dates';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { sha256 } from '../../platform/crypto';
import { propertyFacts } from './channels.import';
import { buildFeed } from './channels.ical';
import { channelsRepository, type NewSyncLog } from './channels.repository';

export type ExportAnswer =
  | { status: 404 }
  | { status: 304; etag: string; lastModified: string }
  | { status: 200; etag: string; lastModified: string; body: string };

const FEEDS_KEPT = 1000;

/**
 * Our own feed of a unit (`/ical/<token>.ics`) for the channels to poll: busy nights only,
 * stable UIDs, ETag and Last-Modified. Feed reads are logged like every sync, but a channel
 * polling our feed should not wait for a write: their rows are kept here and written
 * together, within a second, before any read of the logs (`flushLogs`), and on `close`.
 */
export function feedExporter(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const repo = channelsRepository(db);

  let pendingExportLogs: NewSyncLog[] = [];
  let flushing: Promise<void> = Promise.resolve();
  function flushLogs(): Promise<void> {
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
  const flushTimer = setInterval(() => void flushLogs().catch(() => undefined), 1000);
  flushTimer.unref();

  /** `GET /ical/<token>.ics`: the unit's feed, or 304 when the poller has it already. */
  async function exportFeed(token: string, ifNoneMatch: string | undefined): Promise<ExportAnswer> {
    const row = await repo.findByTokenHash(sha256(token));
    if (!row || !row.enabled) return { status: 404 };
    const facts = await propertyFacts(db, row.propertyId);
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
  }

  return {
    exportFeed,
    flushLogs,
    /** Writes the feed reads' log rows still held, and stops the timer (the app closes). */
    async close(): Promise<void> {
      clearInterval(flushTimer);
      await flushLogs();
    },
  };
}

/** If-None-Match: a list of tags (weak ones compare by their value) or `*`. */
function matchesEtag(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
