import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsApi, insertBookableProperty } from '../modules/bookings/bookings.fixtures';
import { createOwner, insertProperty, uploadPhoto } from '../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher';
import { createTestApp, type TestApp } from '../test/test-app';
import { photoLikeJpeg } from '../test/test-images';

const browser = 'gzip, deflate, br, zstd';

/**
 * Answers are compressed by the request's Accept-Encoding (brotli first, then gzip) from 1 KB
 * on; validators and 304s keep working; images go as they are stored.
 */
describe('compressed answers', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: Awaited<ReturnType<typeof createOwner>>;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url, APP_URL: 'https://nuzul.test' } });
    owner = await createOwner(t.app, mail);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${owner.token}`, ...headers },
    });

  it('sends a large JSON answer brotli-encoded to a browser, gzip to a client that takes only gzip, plain to one that asks for neither; all decode to the same body', async () => {
    const plain = await get('/api/v1/definitions');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json().data.items.length).toBeGreaterThan(0);

    const br = await get('/api/v1/definitions', { 'accept-encoding': browser });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    for (const acceptEncoding of ['gzip', 'br;q=0, gzip']) {
      const gzip = await get('/api/v1/definitions', { 'accept-encoding': acceptEncoding });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    }
    for (const acceptEncoding of ['identity', 'zstd', 'x-no-such-coding']) {
      const none = await get('/api/v1/definitions', { 'accept-encoding': acceptEncoding });
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(none.body).toBe(plain.body);
    }
  });

  it('leaves an answer under 1 KB plain even when the client takes brotli', async () => {
    const me = await get('/api/v1/user/me', { 'accept-encoding': browser });
    expect(me.statusCode).toBe(200);
    expect(me.rawPayload.length).toBeLessThan(1024);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.json().data.id).toBe(owner.userId);
  });

  it('sends the ETag of a compressed answer weak (its bytes differ by coding), and either form of the tag gets 304', async () => {
    const plain = await get('/api/v1/definitions');
    const strong = plain.headers.etag as string;
    expect(strong).toMatch(/^"/);
    const br = await get('/api/v1/definitions', { 'accept-encoding': browser });
    expect(br.headers.etag).toBe(`W/${strong}`);
    for (const tag of [strong, `W/${strong}`]) {
      const notModified = await get('/api/v1/definitions', {
        'accept-encoding': browser,
        'if-none-match': tag,
      });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.rawPayload.length).toBe(0);
      expect(notModified.headers['content-encoding']).toBeUndefined();
    }
  });

  it('compresses a large iCal export, and its If-None-Match still answers 304', async () => {
    const property = await insertBookableProperty(t.database.db, owner.userId);
    const connection = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channels/connections',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { propertyId: property.id, channel: 'airbnb', importUrl: null },
    });
    expect(connection.statusCode, connection.body).toBe(201);
    // Eight blocks of two nights, a week apart: a feed of well over 1 KB.
    for (let week = 0; week < 8; week += 1) {
      const from = new Date(Date.UTC(2027, 2, 1 + week * 7));
      const to = new Date(from.getTime() + 86_400_000);
      const block = await bookingsApi(t.app, owner.token).post(
        `/properties/${property.id}/blocks`,
        { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) },
      );
      expect(block.statusCode, block.body).toBe(201);
    }
    const path = new URL(connection.json().data.exportUrl as string).pathname;

    const plain = await t.app.inject({ method: 'GET', url: path });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'accept-encoding': browser },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/calendar/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(`W/${plain.headers.etag as string}`);

    for (const tag of [plain.headers.etag as string, br.headers.etag as string]) {
      const notModified = await t.app.inject({
        method: 'GET',
        url: path,
        headers: { 'accept-encoding': browser, 'if-none-match': tag },
      });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.rawPayload.length).toBe(0);
    }
  });

  it('sends a photo as it is stored: no Content-Encoding, the same bytes and length', async () => {
    const property = await insertProperty(t.database.db, owner.userId);
    const upload = await uploadPhoto(
      t.app,
      owner.token,
      property.id,
      await photoLikeJpeg(1024, 768),
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const url = upload.json().data.urls.large as string;
    const plain = await t.app.inject({ method: 'GET', url });
    const asked = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': browser },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toBe('image/webp');
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.headers['content-length']).toBe(String(plain.rawPayload.length));
    expect(asked.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(asked.rawPayload.length).toBeGreaterThan(1024);
  });
});
