import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { issueSaying } from '../../test/field-issues';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { bookingBody, bookingsApi, insertBookableProperty } from '../bookings/bookings.fixtures';
import {
  airbnbFeed,
  bookingComFeed,
  channelsApi,
  startFeedServer,
  type ChannelsApi,
  type FeedServer,
} from './channels.fixtures';

/**
 * Channels, two-way iCal sync (issue 15, requirements-next §11.1–11.3): a local feed server
 * stands in for Airbnb and Booking.com; the app may fetch loopback
 * (CHANNELS_FETCH_ALLOW_LOOPBACK, as the tests' and bench's switch). Today is 2026-11-22.
 */
describe('channels: iCal import, export and sync logs', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let feeds: FeedServer;
  let owner: ChannelsApi;
  let ownerId: string;
  let token: string;
  let other: ChannelsApi;
  const clock = testClock();

  beforeAll(async () => {
    mail = await startMailCatcher();
    feeds = await startFeedServer();
    t = await createTestApp({
      env: {
        SMTP_URL: mail.url,
        CHANNELS_FETCH_ALLOW_LOOPBACK: 'true',
        APP_URL: 'https://nuzul.test',
      },
      clock: clock.clock,
    });
    const created = await createOwner(t.app, mail);
    token = created.token;
    owner = channelsApi(t.app, created.token);
    ownerId = created.userId;
    other = channelsApi(t.app, (await createOwner(t.app, mail)).token);
  });
  afterAll(async () => {
    await t.close();
    await feeds.close();
    await mail.close();
  });
  beforeEach(() => clock.set(new Date('2026-11-22T09:00:00.000Z')));

  const db = () => t.database.db;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await db().execute(query)) as unknown as { rows: T[] };

  async function connect(feedPath: string | null, channel = 'airbnb', units = 1) {
    const property = await insertBookableProperty(db(), ownerId, { units });
    const response = await owner.post('/channels/connections', {
      propertyId: property.id,
      channel,
      importUrl: feedPath === null ? null : feeds.url(feedPath),
      ...(units > 1 ? { unitNo: 1 } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return {
      propertyId: property.id,
      connection: response.json().data as Record<string, unknown> & {
        id: string;
        exportUrl: string;
      },
    };
  }
  const syncNow = async (id: string) => {
    const response = await owner.post(`/channels/connections/${id}/sync`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Record<string, unknown> & {
      searchId: string;
      connection: Record<string, unknown>;
    };
  };
  const bookingsOf = (propertyId: string) =>
    rows<{
      id: string;
      status: string;
      from: string;
      to: string;
      uid: string;
      source: number;
      price: number;
    }>(
      sql`select id, status, date_from::text as "from", date_to::text as "to", external_uid as uid,
        booking_source_id as source, guest_price as price
        from bookings where property_id = ${propertyId} order by external_uid, date_from`,
    ).then((r) => r.rows);
  const blocksOf = (propertyId: string) =>
    rows<{ from: string; to: string; uid: string | null }>(
      sql`select lower(nights)::text as "from", upper(nights)::text as "to", external_uid as uid
        from calendar_holds where property_id = ${propertyId} and kind = 'block' order by lower(nights)`,
    ).then((r) => r.rows);
  const exportPath = (url: string) => new URL(url).pathname;

  it('imports an Airbnb feed: reservations become bookings of the channel, "Not available" a block; twice in a row changes nothing', async () => {
    feeds.serve(
      '/airbnb-1.ics',
      airbnbFeed([
        { uid: 'HMA1@airbnb.com', from: '2026-12-01', to: '2026-12-05' },
        { uid: 'HMA2@airbnb.com', from: '2026-12-10', to: '2026-12-12' },
        {
          uid: 'blk1@airbnb.com',
          from: '2026-12-20',
          to: '2026-12-22',
          summary: 'Airbnb (Not available)',
        },
        // Over before today: history, not applied.
        { uid: 'HMOLD@airbnb.com', from: '2026-10-01', to: '2026-10-03' },
      ]),
    );
    const { propertyId, connection } = await connect('/airbnb-1.ics');
    expect(connection).toMatchObject({
      channel: 'airbnb',
      unitNo: null,
      enabled: true,
      lastStatus: null,
    });
    expect(connection.exportUrl).toMatch(/^https:\/\/nuzul\.test\/ical\/[A-Za-z0-9_-]{43}\.ics$/);

    const first = await syncNow(connection.id);
    expect(first).toMatchObject({
      status: 'success',
      events: 3,
      created: 3,
      moved: 0,
      cancelled: 0,
      conflicts: 0,
    });
    expect(first.connection).toMatchObject({
      lastStatus: 'success',
      lastError: null,
      lastSyncAt: '2026-11-22T09:00:00.000Z',
    });
    const booked = await bookingsOf(propertyId);
    expect(booked).toEqual([
      expect.objectContaining({
        uid: 'HMA1@airbnb.com',
        status: 'confirmed',
        from: '2026-12-01',
        to: '2026-12-05',
        source: 10_204,
        price: 0,
      }),
      expect.objectContaining({
        uid: 'HMA2@airbnb.com',
        status: 'confirmed',
        from: '2026-12-10',
        to: '2026-12-12',
      }),
    ]);
    expect(await blocksOf(propertyId)).toEqual([
      { from: '2026-12-20', to: '2026-12-22', uid: 'blk1@airbnb.com' },
    ]);

    const second = await syncNow(connection.id);
    expect(second).toMatchObject({
      status: 'success',
      created: 0,
      moved: 0,
      cancelled: 0,
      unchanged: 3,
    });
    expect(await bookingsOf(propertyId)).toEqual(booked);
    expect(await blocksOf(propertyId)).toHaveLength(1);

    // Every row of a run shares its search ID; the feed's secret is not in the request text.
    const logs = (await owner.get(`/sync-logs?search=${first.searchId}`)).json();
    expect(logs.meta).toEqual({ page: 1, pageSize: 50, total: 4 });
    for (const row of logs.data) {
      expect(row).toMatchObject({
        searchId: first.searchId,
        propertyId,
        action: 'sync_now',
        status: 'success',
        channel: 'airbnb',
      });
    }
    const reservationRows = logs.data.filter((row: { type: string }) => row.type === 'reservation');
    expect(reservationRows.map((row: { responseId: string }) => row.responseId).sort()).toEqual([
      'HMA1@airbnb.com',
      'HMA2@airbnb.com',
    ]);
    expect(
      reservationRows.map((row: { reservationId: string }) => row.reservationId).sort(),
    ).toEqual(booked.map((b) => b.id).sort());
  });

  it('moves and cancels exactly as the feed says, reads a sloppy DTSTART:YYYYMMDD, skips a cancelled event', async () => {
    feeds.serve(
      '/booking-1.ics',
      bookingComFeed([
        { uid: 'bc-1', from: '2026-12-10', to: '2026-12-13', sloppy: true },
        { uid: 'bc-2', from: '2026-12-15', to: '2026-12-17' },
        { uid: 'bc-3', from: '2026-12-24', to: '2026-12-26', status: 'CANCELLED' },
      ]),
    );
    const { propertyId, connection } = await connect('/booking-1.ics', 'booking');
    expect(await syncNow(connection.id)).toMatchObject({ created: 2, events: 2 });
    // Booking.com writes every stay as "CLOSED - Not available": blocks.
    expect(await blocksOf(propertyId)).toEqual([
      { from: '2026-12-10', to: '2026-12-13', uid: 'bc-1' },
      { from: '2026-12-15', to: '2026-12-17', uid: 'bc-2' },
    ]);

    feeds.serve(
      '/booking-1.ics',
      bookingComFeed([
        { uid: 'bc-1', from: '2026-12-11', to: '2026-12-14', sloppy: true },
        { uid: 'bc-2', from: '2026-12-15', to: '2026-12-17' },
        { uid: 'bc-4', from: '2026-12-28', to: '2026-12-30' },
      ]),
    );
    expect(await syncNow(connection.id)).toMatchObject({
      created: 1,
      moved: 1,
      cancelled: 0,
      unchanged: 1,
    });
    expect(await blocksOf(propertyId)).toEqual([
      { from: '2026-12-11', to: '2026-12-14', uid: 'bc-1' },
      { from: '2026-12-15', to: '2026-12-17', uid: 'bc-2' },
      { from: '2026-12-28', to: '2026-12-30', uid: 'bc-4' },
    ]);

    // A reservation moved and one cancelled (STATUS:CANCELLED, as the channel marks it).
    feeds.serve(
      '/airbnb-2.ics',
      airbnbFeed([
        { uid: 'R1', from: '2026-12-01', to: '2026-12-04' },
        { uid: 'R2', from: '2026-12-06', to: '2026-12-08' },
      ]),
    );
    const airbnb = await connect('/airbnb-2.ics');
    await syncNow(airbnb.connection.id);
    const [r1] = await bookingsOf(airbnb.propertyId);
    feeds.serve(
      '/airbnb-2.ics',
      airbnbFeed([
        { uid: 'R1', from: '2026-12-02', to: '2026-12-05' },
        { uid: 'R2', from: '2026-12-06', to: '2026-12-08', status: 'CANCELLED' },
      ]),
    );
    const run = await syncNow(airbnb.connection.id);
    expect(run).toMatchObject({ moved: 1, cancelled: 1, created: 0 });
    const after = await bookingsOf(airbnb.propertyId);
    expect(after).toEqual([
      expect.objectContaining({
        id: r1!.id,
        uid: 'R1',
        status: 'confirmed',
        from: '2026-12-02',
        to: '2026-12-05',
      }),
      expect.objectContaining({
        uid: 'R2',
        status: 'cancelled',
        from: '2026-12-06',
        to: '2026-12-08',
      }),
    ]);
    const holds = await rows<{ count: number }>(
      sql`select count(*)::int as count from calendar_holds where property_id = ${airbnb.propertyId}`,
    );
    expect(holds.rows[0]!.count).toBe(1);
    const cancelLog = (await owner.get(`/sync-logs?search=${run.searchId}&action=cancel`)).json();
    expect(cancelLog.data).toEqual([
      expect.objectContaining({
        action: 'cancel',
        type: 'reservation',
        responseId: 'R2',
        reservationId: after[1]!.id,
      }),
    ]);
  });

  it('refuses an emptied feed: nothing cancelled, the run failed with the reason, the owner notified, until confirmed', async () => {
    const events = [
      { uid: 'E1', from: '2026-12-01', to: '2026-12-03' },
      { uid: 'E2', from: '2026-12-05', to: '2026-12-07' },
      { uid: 'E3', from: '2026-12-09', to: '2026-12-11' },
    ];
    feeds.serve('/emptied.ics', airbnbFeed(events));
    const { propertyId, connection } = await connect('/emptied.ics');
    await syncNow(connection.id);
    feeds.serve('/emptied.ics', airbnbFeed([]));
    const held = await syncNow(connection.id);
    expect(held).toMatchObject({
      status: 'failed',
      failure: { reason: 'emptied_feed', detail: '0 of 3 events' },
      cancelled: 0,
      connection: { lastStatus: 'failed', pendingConfirmation: { previousEvents: 3, events: 0 } },
    });
    expect((await bookingsOf(propertyId)).map((b) => b.status)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
    ]);
    // Losing more than half of several is held too; a run while held notifies no second time.
    feeds.serve('/emptied.ics', airbnbFeed(events.slice(0, 1)));
    expect(await syncNow(connection.id)).toMatchObject({
      status: 'failed',
      failure: { reason: 'emptied_feed', detail: '1 of 3 events' },
    });

    await t.app.jobs.drain();
    const notes = await rows<{ event: string; params: Record<string, unknown>; link: string }>(
      sql`select event, params, link from notifications where user_id = ${ownerId} and event = 'sync.failed'
        and params->>'propertyId' = ${propertyId}`,
    );
    expect(notes.rows).toEqual([
      expect.objectContaining({
        event: 'sync.failed',
        params: expect.objectContaining({
          channel: 'airbnb',
          reason: 'emptied_feed',
          detail: '0 of 3 events',
        }),
        link: `/sync-logs?search=${held.searchId}`,
      }),
    ]);
    const failedLog = (await owner.get(`/sync-logs?search=${held.searchId}`)).json().data;
    expect(failedLog).toEqual([
      expect.objectContaining({ status: 'failed', action: 'sync_now', type: 'availability' }),
    ]);
    expect(failedLog[0].response).toContain('held, not applied');

    // The property list's filter "failed" finds it until the owner confirms.
    const failed = await owner.get('/listings?status=failed&tab=properties&pageSize=50');
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data.map((item: { id: string }) => item.id)).toContain(propertyId);

    const confirmed = await owner.post(`/channels/connections/${connection.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: 'success',
      cancelled: 2,
      unchanged: 1,
      connection: { pendingConfirmation: null, lastStatus: 'success' },
    });
    expect((await bookingsOf(propertyId)).map((b) => b.status)).toEqual([
      'confirmed',
      'cancelled',
      'cancelled',
    ]);
    const again = await owner.post(`/channels/connections/${connection.id}/confirm`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CHANNEL_NOTHING_TO_CONFIRM',
      message: 'There is no held sync to confirm.',
    });
    const success = await owner.get('/listings?status=success&tab=properties&pageSize=50');
    expect(success.json().data.map((item: { id: string }) => item.id)).toContain(propertyId);
  });

  it('records an event that overlaps a booking already on the calendar as a conflict, lists and notifies it', async () => {
    feeds.serve('/conflict.ics', airbnbFeed([{ uid: 'C1', from: '2026-12-03', to: '2026-12-06' }]));
    const { propertyId, connection } = await connect('/conflict.ics');
    const own = await bookingsApi(t.app, await ownerToken()).post(
      '/bookings',
      bookingBody(propertyId, { dateFrom: '2026-12-01', dateTo: '2026-12-04' }),
    );
    expect(own.statusCode, own.body).toBe(201);
    const run = await syncNow(connection.id);
    expect(run).toMatchObject({ status: 'success', created: 0, conflicts: 1 });
    const conflicts = (await owner.get(`/channels/conflicts?propertyId=${propertyId}`)).json().data;
    expect(conflicts).toEqual([
      expect.objectContaining({
        connectionId: connection.id,
        channel: 'airbnb',
        externalUid: 'C1',
        dateFrom: '2026-12-03',
        dateTo: '2026-12-06',
        conflictingBookingId: own.json().data.id,
        unitNo: 1,
      }),
    ]);
    // Still there on the next run, notified once.
    await syncNow(connection.id);
    await t.app.jobs.drain();
    const notes = await rows<{ params: Record<string, unknown> }>(
      sql`select params from notifications where user_id = ${ownerId} and params->>'reason' = 'conflict'
        and params->>'propertyId' = ${propertyId}`,
    );
    expect(notes.rows).toHaveLength(1);
    expect(
      await other.get(`/channels/conflicts?propertyId=${propertyId}`).then((r) => r.json().data),
    ).toEqual([]);
  });

  it('exports bookings and blocks as busy all-day events (DTEND = departure), with ETag and 304, without guest data; a cancelled booking disappears', async () => {
    const { propertyId, connection } = await connect(null, 'vrbo');
    const token = await ownerToken();
    const booking = await bookingsApi(t.app, token).post(
      '/bookings',
      bookingBody(propertyId, { dateFrom: '2026-12-01', dateTo: '2026-12-04' }),
    );
    expect(booking.statusCode, booking.body).toBe(201);
    const block = await bookingsApi(t.app, token).post(`/properties/${propertyId}/blocks`, {
      from: '2026-12-10',
      to: '2026-12-12',
    });
    expect(block.statusCode, block.body).toBe(201);

    const path = exportPath(connection.exportUrl);
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(feed.headers['last-modified']).toMatch(/GMT$/);
    const body = feed.body;
    expect(body).toContain('DTSTART;VALUE=DATE:20261201\r\nDTEND;VALUE=DATE:20261204');
    // The block of days 10–12 holds the nights 10, 11 and 12: DTEND is the 13th.
    expect(body).toContain('DTSTART;VALUE=DATE:20261210\r\nDTEND;VALUE=DATE:20261213');
    expect(body).toContain(`UID:booking-${booking.json().data.id}@nuzul`);
    expect(body).not.toMatch(/Sara|Alharbi|sara@example|966501234567/);
    expect(body.match(/SUMMARY:Not available/g)).toHaveLength(2);

    // The same feed again is the same bytes: If-None-Match answers 304.
    const again = await t.app.inject({ method: 'GET', url: path });
    expect(again.headers.etag).toBe(feed.headers.etag);
    const notModified = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': feed.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    const cancel = await bookingsApi(t.app, token).post(
      `/bookings/${booking.json().data.id}/cancel`,
      {},
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': feed.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('20261201');
    expect(after.body).toContain('DTSTART;VALUE=DATE:20261210');

    // Export reads are logged, the token redacted.
    const logs = (await owner.get(`/sync-logs?propertyId=${propertyId}&action=export`)).json();
    expect(logs.meta.total).toBe(4);
    expect(logs.data[0].request).toContain('/ical/[redacted].ics');
    expect(JSON.stringify(logs.data)).not.toContain(path.slice(6, 40));

    // A new token: the old URL is gone.
    const regenerated = await owner.post(`/channels/connections/${connection.id}/export-token`);
    expect(regenerated.statusCode).toBe(200);
    expect(regenerated.json().data.exportUrl).not.toBe(connection.exportUrl);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: exportPath(regenerated.json().data.exportUrl) }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/ical/not-a-token.ics' })).statusCode).toBe(
      404,
    );
  });

  it('round trip: the export of property A imported as the feed of property B blocks the same nights', async () => {
    const a = await connect(null, 'other');
    const token = await ownerToken();
    expect(
      (
        await bookingsApi(t.app, token).post(
          '/bookings',
          bookingBody(a.propertyId, { dateFrom: '2026-12-05', dateTo: '2026-12-08' }),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await bookingsApi(t.app, token).post(`/properties/${a.propertyId}/blocks`, {
          from: '2026-12-20',
          to: '2026-12-20',
        })
      ).statusCode,
    ).toBe(201);
    // Serve A's feed from the local server, as a channel would fetch it from us.
    const feed = await t.app.inject({ method: 'GET', url: exportPath(a.connection.exportUrl) });
    feeds.serve('/from-a.ics', feed.body);
    const b = await connect('/from-a.ics', 'other');
    expect(await syncNow(b.connection.id)).toMatchObject({ created: 2 });
    expect((await blocksOf(b.propertyId)).map(({ from, to }) => ({ from, to }))).toEqual([
      { from: '2026-12-05', to: '2026-12-08' },
      { from: '2026-12-20', to: '2026-12-21' },
    ]);
    expect(await bookingsOf(b.propertyId)).toEqual([]);
  });

  it('Test fetches and counts events without saving anything', async () => {
    feeds.serve(
      '/test.ics',
      airbnbFeed([
        { uid: 'T1', from: '2026-12-01', to: '2026-12-03' },
        { uid: 'T2', from: '2026-10-01', to: '2026-10-03' },
      ]),
    );
    // Reads of our own feed by earlier tests are logged within a second (batched): not counted.
    const logged = sql`select count(*)::int as count from sync_logs where action <> 'export'`;
    const before = await rows<{ count: number }>(logged);
    const tested = await owner.post('/channels/test', { url: feeds.url('/test.ics') });
    expect(tested.statusCode).toBe(200);
    expect(tested.json().data).toEqual({
      events: 2,
      upcomingEvents: 1,
      from: '2026-10-01',
      to: '2026-12-03',
    });
    const after = await rows<{ count: number }>(logged);
    expect(after.rows[0]!.count).toBe(before.rows[0]!.count);
    const missing = await owner.post('/channels/test', { url: feeds.url('/nothing.ics') });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'CHANNEL_FEED_UNREACHABLE' });
    feeds.serve('/html', '<html>hello</html>');
    expect((await owner.post('/channels/test', { url: feeds.url('/html') })).json()).toMatchObject({
      code: 'CHANNEL_FEED_INVALID',
      message: 'This link does not return an iCal calendar.',
    });
  });

  it('the scheduled job imports each enabled connection every 15 minutes', async () => {
    feeds.serve(
      '/scheduled.ics',
      airbnbFeed([{ uid: 'S1', from: '2026-12-01', to: '2026-12-03' }]),
    );
    const { propertyId, connection } = await connect('/scheduled.ics');
    clock.advance(16 * 60 * 1000);
    // The minute's schedule fires once its time comes; the poll hands due connections out.
    await fireSchedules();
    await t.app.jobs.drain();
    expect(await bookingsOf(propertyId)).toEqual([
      expect.objectContaining({ uid: 'S1', status: 'confirmed' }),
    ]);
    const logs = (await owner.get(`/sync-logs?propertyId=${propertyId}&action=import`)).json();
    expect(logs.data[0]).toMatchObject({
      action: 'import',
      status: 'success',
      connectionId: connection.id,
    });
    // Disabled: no more runs.
    const disabled = await owner.put(`/channels/connections/${connection.id}`, { enabled: false });
    expect(disabled.json().data).toMatchObject({ enabled: false });
    clock.advance(16 * 60 * 1000);
    await fireSchedules();
    await t.app.jobs.drain();
    expect(
      (
        await owner.get(`/sync-logs?propertyId=${propertyId}&action=import&type=availability`)
      ).json().meta.total,
    ).toBe(1);
  });

  it('lists properties with connections, counts connected and ready to connect on the dashboard', async () => {
    const overview = await owner.get('/channels');
    expect(overview.statusCode).toBe(200);
    const data = overview.json().data;
    expect(data.channels).toEqual(['airbnb', 'booking', 'vrbo', 'gathern', 'other']);
    expect(data.properties.length).toBeGreaterThan(3);
    expect(
      data.properties.every((p: { connections: unknown[] }) => p.connections.length === 1),
    ).toBe(true);
    expect((await other.get('/channels')).json().data.properties).toEqual([]);
    const summary = (await owner.get('/dashboard/summary')).json().data;
    const enabled = data.properties.filter(
      (p: { connections: Array<{ enabled: boolean }> }) => p.connections[0]!.enabled,
    ).length;
    expect(summary.properties).toMatchObject({ connected: enabled, readyToConnect: 0 });

    // Where the counts lead: the property list filtered to them.
    const connected = (await owner.get('/listings?connection=connected&pageSize=50')).json();
    expect(connected.meta.total).toBe(enabled);
    expect(connected.data.every((item: { kind: string }) => item.kind === 'property')).toBe(true);
    // A published property without a connection is ready to connect; a pending one is not.
    const published = await insertBookableProperty(db(), ownerId, { name: 'Ready villa' });
    await db().execute(sql`update properties set status = 'published' where id = ${published.id}`);
    await insertBookableProperty(db(), ownerId, { name: 'Pending villa' });
    const ready = (await owner.get('/listings?connection=ready&pageSize=50')).json();
    expect(ready.data.map((item: { id: string }) => item.id)).toEqual([published.id]);
    expect((await owner.get('/dashboard/summary')).json().data.properties).toMatchObject({
      connected: enabled,
      readyToConnect: 1,
    });
    expect((await other.get('/listings?connection=ready')).json().meta.total).toBe(0);
    const refused = await owner.get('/listings?connection=maybe');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('VALIDATION_FAILED');
  });

  it('another owner’s connection answers 404; bad input is a translated 400; one connection per channel and unit', async () => {
    const { propertyId, connection } = await connect(null, 'gathern');
    for (const response of [
      await other.put(`/channels/connections/${connection.id}`, { enabled: false }),
      await other.delete(`/channels/connections/${connection.id}`),
      await other.post(`/channels/connections/${connection.id}/sync`),
      await other.post(`/channels/connections/${connection.id}/export-token`),
      await other.post(`/channels/connections/${connection.id}/confirm`),
      await other.post('/channels/connections', { propertyId, channel: 'airbnb', importUrl: null }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const twice = await owner.post('/channels/connections', { propertyId, channel: 'gathern' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'CHANNEL_ALREADY_CONNECTED',
      message: 'This property is already connected to this channel.',
    });
    const bad = await owner.post('/channels/connections', {
      propertyId,
      channel: 'expedia',
      importUrl: 'file:///etc/passwd',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        issueSaying('body.importUrl', 'Invalid URL'),
        issueSaying('body.channel', 'Invalid value'),
      ]),
    );
    const exportOnly = await owner.post(`/channels/connections/${connection.id}/sync`);
    expect(exportOnly.statusCode).toBe(409);
    expect(exportOnly.json().code).toBe('CHANNEL_NO_IMPORT_URL');
    const logsQuery = await owner.get('/sync-logs?status=maybe&from=2026-12-02&to=2026-12-01');
    expect(logsQuery.statusCode).toBe(400);
    // Disconnect: gone for good.
    expect((await owner.delete(`/channels/connections/${connection.id}`)).statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: exportPath(connection.exportUrl) })).statusCode,
    ).toBe(404);
    // A multi-unit property needs its unit.
    const multi = await insertBookableProperty(db(), ownerId, { units: 3 });
    const noUnit = await owner.post('/channels/connections', {
      propertyId: multi.id,
      channel: 'airbnb',
    });
    expect(noUnit.json().details).toEqual([issueSaying('body.unitNo', 'This field is required')]);
    const unit2 = await owner.post('/channels/connections', {
      propertyId: multi.id,
      channel: 'airbnb',
      unitNo: 2,
    });
    expect(unit2.json().data.unitNo).toBe(2);
  });

  it('keeps sync logs 90 days, then the daily job removes them', async () => {
    const day = 86_400_000;
    const at = (ms: number) => new Date(clock.clock().getTime() - ms).toISOString();
    const [oldest, newer] = (
      await rows<{ id: number }>(sql`select id from sync_logs order by id limit 2`)
    ).rows;
    await rows(sql`update sync_logs set created_at = ${at(91 * day)} where id = ${oldest!.id}`);
    await rows(sql`update sync_logs set created_at = ${at(89 * day)} where id = ${newer!.id}`);
    await fireSchedules('channels.purge-logs');
    const left = await rows<{ id: number }>(
      sql`select id from sync_logs where id in (${oldest!.id}, ${newer!.id})`,
    );
    expect(left.rows.map((row) => Number(row.id))).toEqual([Number(newer!.id)]);
  });

  /** Makes the schedules (or one) due at the test clock's time and runs what is due. */
  async function fireSchedules(name?: string) {
    const due = new Date(clock.clock().getTime() - 60_000).toISOString();
    await rows(
      name
        ? sql`update job_schedules set next_run_at = ${due} where name = ${name}`
        : sql`update job_schedules set next_run_at = ${due}`,
    );
    await t.app.jobs.drain();
  }

  async function ownerToken() {
    return token;
  }
});
