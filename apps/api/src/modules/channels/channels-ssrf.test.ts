import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { insertBookableProperty } from '../bookings/bookings.fixtures';
import {
  airbnbFeed,
  channelsApi,
  startFeedServer,
  type ChannelsApi,
  type FeedServer,
} from './channels.fixtures';
import { createFeedFetcher, isPublicUnicast, redactUrl } from './channels.fetch';

/**
 * The feed fetcher never reaches the server's own network (requirements §11.1, reliability
 * test 14): with the loopback switch off (production), loopback, private, link-local and
 * metadata addresses are refused in every spelling, after DNS, and on every redirect; each
 * refused run is a failed run in the sync logs.
 */
describe('channels: fetching refuses what it must not reach', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let feeds: FeedServer;
  let owner: ChannelsApi;
  let ownerId: string;

  beforeAll(async () => {
    mail = await startMailCatcher();
    feeds = await startFeedServer();
    feeds.serve('/feed.ics', airbnbFeed([{ uid: 'X1', from: '2026-12-01', to: '2026-12-03' }]));
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: testClock().clock });
    const created = await createOwner(t.app, mail);
    owner = channelsApi(t.app, created.token);
    ownerId = created.userId;
  });
  afterAll(async () => {
    await t.close();
    await feeds.close();
    await mail.close();
  });

  const refused = [
    ['loopback', `http://127.0.0.1:${0}/feed.ics`],
    ['localhost (after DNS)', 'http://localhost:PORT/feed.ics'],
    ['IPv6 loopback', 'http://[::1]:PORT/feed.ics'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]:PORT/feed.ics'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['a private 10.x address', 'http://10.0.0.1/feed.ics'],
    ['decimal IPv4', 'http://2130706433:PORT/feed.ics'],
    ['hex IPv4', 'http://0x7f000001:PORT/feed.ics'],
    ['unspecified', 'http://0.0.0.0:PORT/feed.ics'],
  ] as const;

  it.each(refused)('Test refuses %s (nothing fetched)', async (_name, template) => {
    const url = template.replace('PORT', String(feeds.port)).replace(':0/', `:${feeds.port}/`);
    const response = await owner.post('/channels/test', { url });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'CHANNEL_FEED_BLOCKED',
      message: 'This calendar link points to an address that cannot be used.',
    });
  });

  it('file:// and other schemes are refused as invalid URLs before anything is saved or fetched', async () => {
    const property = await insertBookableProperty(t.database.db, ownerId);
    for (const url of ['file:///etc/passwd', 'ftp://example.com/a.ics', 'javascript:alert(1)']) {
      const test = await owner.post('/channels/test', { url });
      expect(test.statusCode).toBe(400);
      expect(test.json().details).toEqual([
        { path: 'body.url', code: 'invalidUrl', message: 'Invalid URL' },
      ]);
      const connect = await owner.post('/channels/connections', {
        propertyId: property.id,
        channel: 'other',
        importUrl: url,
      });
      expect(connect.statusCode).toBe(400);
    }
    const fetcher = createFeedFetcher({ allowLoopback: true });
    expect(await fetcher.fetch('file:///etc/passwd')).toMatchObject({
      ok: false,
      reason: 'scheme_not_allowed',
    });
    await fetcher.close();
  });

  it('a connection to a refused address syncs as a failed run, logged with the reason, and notified once', async () => {
    const property = await insertBookableProperty(t.database.db, ownerId);
    const created = await owner.post('/channels/connections', {
      propertyId: property.id,
      channel: 'airbnb',
      importUrl: `http://localhost:${feeds.port}/feed.ics?s=secret-token-value`,
    });
    const id = created.json().data.id;
    const run = await owner.post(`/channels/connections/${id}/sync`);
    expect(run.statusCode).toBe(200);
    expect(run.json().data).toMatchObject({
      status: 'failed',
      failure: { reason: 'address_blocked', detail: '127.0.0.1' },
      created: 0,
      connection: {
        lastStatus: 'failed',
        lastError: { reason: 'address_blocked', detail: '127.0.0.1' },
      },
    });
    const logs = (await owner.get(`/sync-logs?propertyId=${property.id}&status=failed`)).json();
    expect(logs.data).toHaveLength(1);
    expect(logs.data[0]).toMatchObject({
      action: 'sync_now',
      type: 'availability',
      status: 'failed',
    });
    expect(logs.data[0].request).toBe(`GET http://localhost:${feeds.port}/feed.ics?s=[redacted]`);
    expect(logs.data[0].response).toContain('address_blocked');
    expect(JSON.stringify(logs)).not.toContain('secret-token-value');
    // The property list's "failed" filter and the channels page show it.
    const list = await owner.get('/listings?status=failed&tab=properties&pageSize=50');
    expect(list.json().data.map((item: { id: string }) => item.id)).toEqual([property.id]);
  });

  it('re-checks every redirect: a public address redirecting to loopback or metadata is refused', async () => {
    // 127.0.0.2 plays a public address here (the policy counts it public); the redirect it
    // answers points to loopback, which stays refused.
    const publicServer = await startFeedServer('127.0.0.2');
    publicServer.serve('/ok.ics', airbnbFeed([]));
    publicServer.redirect('/to-loopback', `http://127.0.0.1:${feeds.port}/feed.ics`);
    publicServer.redirect('/to-localhost', `http://localhost:${feeds.port}/feed.ics`);
    publicServer.redirect('/to-metadata', 'http://169.254.169.254/latest/meta-data/');
    publicServer.redirect('/loop', '/loop');
    const fetcher = createFeedFetcher({
      allowLoopback: false,
      isPublicAddress: (ip) => ip === '127.0.0.2' || isPublicUnicast(ip),
    });
    try {
      expect(await fetcher.fetch(publicServer.url('/ok.ics'))).toMatchObject({
        ok: true,
        status: 200,
      });
      expect(await fetcher.fetch(publicServer.url('/to-loopback'))).toMatchObject({
        ok: false,
        reason: 'address_blocked',
        hops: [publicServer.url('/to-loopback'), `http://127.0.0.1:${feeds.port}/feed.ics`],
      });
      expect(await fetcher.fetch(publicServer.url('/to-localhost'))).toMatchObject({
        ok: false,
        reason: 'address_blocked',
      });
      expect(await fetcher.fetch(publicServer.url('/to-metadata'))).toMatchObject({
        ok: false,
        reason: 'address_blocked',
        detail: '169.254.169.254',
      });
      expect(await fetcher.fetch(publicServer.url('/loop'))).toMatchObject({
        ok: false,
        reason: 'too_many_redirects',
      });
      expect((await fetcher.fetch(publicServer.url('/loop'))).hops).toHaveLength(4);
    } finally {
      await fetcher.close();
      await publicServer.close();
    }
  });

  it('the loopback switch opens loopback only: private and metadata ranges stay refused; 2 MB and 5 s limits hold', async () => {
    const fetcher = createFeedFetcher({ allowLoopback: true, timeoutMs: 500, maxBytes: 1024 });
    try {
      expect(await fetcher.fetch(feeds.url('/feed.ics'))).toMatchObject({ ok: true });
      expect(await fetcher.fetch('http://10.0.0.1/feed.ics')).toMatchObject({
        reason: 'address_blocked',
      });
      expect(await fetcher.fetch('http://[fd00:ec2::254]/')).toMatchObject({
        reason: 'address_blocked',
      });
      expect(await fetcher.fetch('http://100.100.100.200/')).toMatchObject({
        reason: 'address_blocked',
      });
      feeds.serve('/big.ics', 'x'.repeat(4096));
      expect(await fetcher.fetch(feeds.url('/big.ics'))).toMatchObject({
        ok: false,
        reason: 'too_large',
      });
    } finally {
      await fetcher.close();
    }
    const slow = await import('node:http').then(({ createServer }) =>
      createServer(() => undefined),
    );
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const port = (slow.address() as { port: number }).port;
    const timed = createFeedFetcher({ allowLoopback: true, timeoutMs: 300 });
    const started = Date.now();
    expect(await timed.fetch(`http://127.0.0.1:${port}/`)).toMatchObject({
      ok: false,
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    await timed.close();
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  });

  it('an address guessing export tokens is refused after 30 unknown ones a minute, valid tokens too', async () => {
    const property = await insertBookableProperty(t.database.db, ownerId);
    const created = await owner.post('/channels/connections', {
      propertyId: property.id,
      channel: 'vrbo',
    });
    const path = new URL(created.json().data.exportUrl).pathname;
    const guess = (n: number) =>
      t.app.inject({
        method: 'GET',
        url: `/ical/${String(n).padStart(43, 'A')}.ics`,
        remoteAddress: '203.0.113.9',
      });
    for (let n = 0; n < 30; n += 1) expect((await guess(n)).statusCode).toBe(404);
    const limited = await guess(30);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(
      (await t.app.inject({ method: 'GET', url: path, remoteAddress: '203.0.113.9' })).statusCode,
    ).toBe(429);
    // Others are not affected.
    expect(
      (await t.app.inject({ method: 'GET', url: path, remoteAddress: '203.0.113.10' })).statusCode,
    ).toBe(200);
  });

  it('redacts tokens in logged URLs', () => {
    expect(redactUrl('https://www.airbnb.com/calendar/ical/12345.ics?s=abcdef0123456789')).toBe(
      'https://www.airbnb.com/calendar/ical/12345.ics?s=[redacted]',
    );
    expect(redactUrl('https://admin.booking.com/hotel/hoteladmin/ical.html?t=9f8e7d6c-5b4a')).toBe(
      'https://admin.booking.com/hotel/hoteladmin/ical.html?t=[redacted]',
    );
    expect(
      redactUrl(
        'https://user:pass@nuzul.test/ical/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde.ics',
      ),
    ).toBe('https://[redacted]@nuzul.test/ical/[redacted].ics');
  });
});
