import fs from 'node:fs';
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../platform/s3-storage';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createOwner, insertProperty, uploadPhoto } from '../../test/listing-fixtures';
import { jpegImage } from '../../test/test-images';

/** With S3_* set, photos go to the bucket and the API still serves them at /media. */
describe('photos in S3-compatible object storage', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let mail: MailCatcher;

  beforeAll(async () => {
    [s3, mail] = await Promise.all([startS3Server(), startMailCatcher()]);
    // No storage given: the app picks it from the configuration, as in production.
    t = await createTestApp({ env: { SMTP_URL: mail.url, ...s3.env }, storage: undefined });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([s3.close(), mail.close()]);
  });

  it('stores an uploaded photo in the bucket and streams it back at /media with the cache headers', async () => {
    const owner = await createOwner(t.app, mail);
    const property = await insertProperty(t.database.db, owner.userId);
    const upload = await uploadPhoto(t.app, owner.token, property.id, await jpegImage(1600, 1200));
    expect(upload.statusCode).toBe(201);
    const { urls } = upload.json().data as { urls: Record<string, string> };
    const key = /^\/media\/([\w-]{22})\/large\.webp$/.exec(urls.large!)![1]!;

    // The bytes are in the bucket, and nothing was written to the local media directory.
    const bucket = s3Storage(s3.settings);
    const stored = await bucket.get(`${key}/large`);
    expect(stored).toMatchObject({ contentType: 'image/webp' });
    const bytes = await buffer(stored!.body as Readable);
    expect(fs.readdirSync(t.mediaDir)).toEqual([]);

    for (const [variant, url] of Object.entries(urls)) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, variant).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-length': String(res.rawPayload.length),
      });
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
      if (variant === 'large') expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('answers 404 for a key the bucket does not hold', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/${'A'.repeat(22)}/large.webp` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
