import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MAX_COUNT } from '@nuzul/shared/listings';
import { propertyPhotos } from '../../db/schema/index';
import { localStorage } from '../../platform/storage';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createOwner, insertProperty, uploadPhoto } from '../../test/listing-fixtures';
import {
  jpegImage,
  jpegWithGps,
  multipartFile,
  pngOfExactSize,
  svgImage,
} from '../../test/test-images';
import { createRateLimiter, memoryRateLimitStore } from '../../platform/rate-limit';
import { definitionsLookup } from '../definitions/definitions.lookup';
import { propertyAccess } from '../listings/property.access';
import { photosRepository } from './photos.repository';
import { photosService } from './photos.service';
import { hasStoredPhoto, newPhotoKey } from './photo-store';

/** Files under the app's media directory: what an upload left behind. */
function storedFiles(t: TestApp): string[] {
  return fs
    .readdirSync(t.mediaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('photo uploads', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: Awaited<ReturnType<typeof createOwner>>;
  let smallJpeg: Buffer;
  /** Accounts whose uploads the limiter treats as over their allowance. */
  const exhausted = new Set<string>();

  beforeAll(async () => {
    mail = await startMailCatcher();
    const memory = memoryRateLimitStore();
    t = await createTestApp({
      env: { SMTP_URL: mail.url },
      rateLimitStore: {
        hit: (key, windowMs) =>
          [...exhausted].some((id) => key === `photoUpload:account:${id}`)
            ? Promise.resolve(Number.MAX_SAFE_INTEGER)
            : memory.hit(key, windowMs),
        peek: (key) => memory.peek(key),
      },
    });
    owner = await createOwner(t.app, mail);
    smallJpeg = await jpegImage(1024, 768);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const newProperty = () => insertProperty(t.database.db, owner.userId);

  async function refusedWith(res: Awaited<ReturnType<typeof uploadPhoto>>, message: string) {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      details: [{ path: 'body.file', message }],
    });
  }

  it('accepts a 1024x768 JPEG: 201 with the photo, the first one main at position 0', async () => {
    const property = await newProperty();
    const res = await uploadPhoto(t.app, owner.token, property.id, smallJpeg);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      description: '',
      imageTypeIds: [],
      position: 0,
      isMain: true,
      width: 1024,
      height: 768,
    });
    expect(data.urls.thumb).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\/thumb\.webp$/);

    const second = await uploadPhoto(t.app, owner.token, property.id, smallJpeg);
    expect(second.json().data).toMatchObject({ position: 1, isMain: false });
  });

  it('refuses 1023x768 with "Image must be at least 1024x768 px" and stores nothing', async () => {
    const property = await newProperty();
    const before = storedFiles(t).length;
    const res = await uploadPhoto(t.app, owner.token, property.id, await jpegImage(1023, 768));
    await refusedWith(res, 'Image must be at least 1024x768 px');
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('refuses a text file named photo.jpg with "Image files only"', async () => {
    const property = await newProperty();
    const text = Buffer.from('I am plain text pretending to be a JPEG.');
    const res = await uploadPhoto(t.app, owner.token, property.id, text, {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
    await refusedWith(res, 'Image files only');
  });

  it('refuses an SVG', async () => {
    const property = await newProperty();
    const res = await uploadPhoto(t.app, owner.token, property.id, svgImage, {
      filename: 'plan.svg',
      contentType: 'image/svg+xml',
    });
    await refusedWith(res, 'Image files only');
  });

  it('refuses a file of PHOTO_MAX_BYTES + 1 bytes with "Image must be under 5 MB"', async () => {
    const property = await newProperty();
    const png = await pngOfExactSize(1024, 768, PHOTO_MAX_BYTES + 1);
    expect((await sharp(png).metadata()).format).toBe('png');
    const res = await uploadPhoto(t.app, owner.token, property.id, png, {
      filename: 'big.png',
      contentType: 'image/png',
    });
    await refusedWith(res, 'Image must be under 5 MB');
  });

  it('accepts a file of exactly PHOTO_MAX_BYTES', async () => {
    const property = await newProperty();
    const png = await pngOfExactSize(1024, 768, PHOTO_MAX_BYTES);
    const res = await uploadPhoto(t.app, owner.token, property.id, png, {
      filename: 'exact.png',
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(201);
  });

  it('asks for the file when the form has none, or has it under another name', async () => {
    const property = await newProperty();
    const other = await uploadPhoto(t.app, owner.token, property.id, smallJpeg, { field: 'image' });
    await refusedWith(other, 'A photo is required');
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${property.id}/photos`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { file: 'x' },
    });
    await refusedWith(json, 'A photo is required');
  });

  it('serves WebP variants without EXIF or GPS, no wider than 400/1024/2048 and never enlarged', async () => {
    const property = await newProperty();
    const input = await jpegWithGps(1200, 900);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await uploadPhoto(t.app, owner.token, property.id, input);
    const { urls } = res.json().data as { urls: Record<string, string> };

    const widths: Record<string, number | undefined> = {};
    for (const [variant, url] of Object.entries(urls)) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.rawPayload.toString('latin1')).not.toContain('NuzulCam');
      widths[variant] = meta.width;
    }
    expect(widths).toEqual({ thumb: 400, medium: 1024, large: 1200 });
  });

  it('answers 404 for a media URL that names no stored variant', async () => {
    const property = await newProperty();
    const res = await uploadPhoto(t.app, owner.token, property.id, smallJpeg);
    const key = /\/media\/([^/]+)\//.exec(res.json().data.urls.thumb as string)![1]!;
    for (const url of [
      `/media/${newPhotoKey()}/thumb.webp`,
      `/media/${key}/huge.webp`,
      `/media/${key}/thumb.png`,
      `/media/${key}/thumb`,
      `/media/..%2F..%2Fetc/thumb.webp`,
      `/media/${key}`,
    ]) {
      const miss = await t.app.inject({ method: 'GET', url });
      expect(miss.statusCode, url).toBe(404);
    }
  });

  it('accepts the 40th photo and refuses the 41st with "Too many photos"', async () => {
    const property = await newProperty();
    await t.database.db.insert(propertyPhotos).values(
      Array.from({ length: PHOTO_MAX_COUNT - 1 }, (_, position) => ({
        propertyId: property.id,
        storageKey: newPhotoKey(),
        width: 1024,
        height: 768,
        bytes: 1,
        position,
        isMain: position === 0,
      })),
    );
    const last = await uploadPhoto(t.app, owner.token, property.id, smallJpeg);
    expect(last.statusCode).toBe(201);
    expect(last.json().data).toMatchObject({ position: PHOTO_MAX_COUNT - 1, isMain: false });
    const before = storedFiles(t).length;
    const over = await uploadPhoto(t.app, owner.token, property.id, smallJpeg);
    await refusedWith(over, 'Too many photos');
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('stores exactly 40 photos when 10 uploads arrive together at 35, and nothing of the rest', async () => {
    const property = await newProperty();
    await t.database.db.insert(propertyPhotos).values(
      Array.from({ length: PHOTO_MAX_COUNT - 5 }, (_, position) => ({
        propertyId: property.id,
        storageKey: newPhotoKey(),
        width: 1024,
        height: 768,
        bytes: 1,
        position,
        isMain: position === 0,
      })),
    );
    const before = storedFiles(t).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => uploadPhoto(t.app, owner.token, property.id, smallJpeg)),
    );
    const created = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(created).toHaveLength(5);
    for (const res of refused) await refusedWith(res, 'Too many photos');
    const rows = await t.database.db
      .select({ position: propertyPhotos.position })
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, property.id));
    expect(rows.map((row) => row.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: PHOTO_MAX_COUNT }, (_, i) => i),
    );
    // A refused upload leaves no file behind: only the five stored photos added any.
    const key = /^\/media\/([^/]+)\//.exec(created[0]!.json().data.urls.thumb)![1]!;
    const perPhoto = fs.readdirSync(path.join(t.mediaDir, key)).length;
    expect(perPhoto).toBeGreaterThanOrEqual(3);
    expect(storedFiles(t)).toHaveLength(before + 5 * perPhoto);
  });

  it('deletes the stored variants when the photo row cannot be written', async () => {
    const property = await newProperty();
    const repo = photosRepository(t.database.db);
    const storage = localStorage(t.mediaDir);
    const failing = photosService({
      properties: propertyAccess(t.database.db),
      definitions: definitionsLookup(t.database.db),
      repo: {
        ...repo,
        transaction: (work) =>
          repo.transaction((tx) =>
            work({ ...tx, insertPhoto: () => Promise.reject(new Error('insert failed')) }),
          ),
      },
      storage,
      limiter: createRateLimiter(memoryRateLimitStore()),
    });
    const before = storedFiles(t).length;
    const actor = { userId: owner.userId, role: 'owner' as const, accountId: owner.userId };
    await expect(failing.upload(actor, property.id, smallJpeg)).rejects.toThrow('insert failed');
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('fails the file-deletion job while the storage fails, so it is retried; named files stay', async () => {
    const property = await newProperty();
    const res = await uploadPhoto(t.app, owner.token, property.id, smallJpeg);
    const key = /^\/media\/([^/]+)\//.exec(res.json().data.urls.thumb)![1]!;
    const repo = photosRepository(t.database.db);
    const storage = localStorage(t.mediaDir);
    const limiter = createRateLimiter(memoryRateLimitStore());
    const modules = {
      properties: propertyAccess(t.database.db),
      definitions: definitionsLookup(t.database.db),
    };
    const failing = photosService({
      ...modules,
      repo,
      storage: { ...storage, deleteTree: () => Promise.reject(new Error('disk busy')) },
      limiter,
    });
    // A photo still names the key: nothing to delete, so nothing fails.
    await failing.deleteFiles([key]);
    await t.database.db.delete(propertyPhotos).where(eq(propertyPhotos.storageKey, key));
    await expect(failing.deleteFiles([key])).rejects.toThrow('disk busy');
    expect(await hasStoredPhoto(storage, key)).toBe(true);
    await photosService({ ...modules, repo, storage, limiter }).deleteFiles([key]);
    expect(await hasStoredPhoto(storage, key)).toBe(false);
  });

  it('answers 404 for a property of another account, as for one that does not exist', async () => {
    const stranger = await createOwner(t.app, mail);
    const property = await newProperty();
    const before = storedFiles(t).length;
    const foreign = await uploadPhoto(t.app, stranger.token, property.id, smallJpeg);
    const missing = await uploadPhoto(t.app, stranger.token, randomUUID(), smallJpeg);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('needs a signed-in account', async () => {
    const property = await newProperty();
    const { payload, headers } = multipartFile(smallJpeg);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${property.id}/photos`,
      payload,
      headers,
    });
    expect(res.statusCode).toBe(401);
  });

  it('limits how many images one account may upload', async () => {
    const busy = await createOwner(t.app, mail);
    const property = await insertProperty(t.database.db, busy.userId);
    exhausted.add(busy.userId);
    const res = await uploadPhoto(t.app, busy.token, property.id, smallJpeg);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });
});

describe('POST /uploads/building-photo', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: Awaited<ReturnType<typeof createOwner>>;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url } });
    owner = await createOwner(t.app, mail);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const send = (file: Buffer, token?: string) => {
    const { payload, headers } = multipartFile(file);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/building-photo',
      payload,
      headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    });
  };

  it('stores a building photo and answers its key and URLs', async () => {
    const res = await send(await jpegImage(1600, 1200), owner.token);
    expect(res.statusCode).toBe(201);
    const { photoKey, urls } = res.json().data;
    expect(photoKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(urls.large).toBe(`/media/${photoKey}/large.webp`);
    expect(await hasStoredPhoto(localStorage(t.mediaDir), photoKey)).toBe(true);
    expect(await hasStoredPhoto(localStorage(t.mediaDir), newPhotoKey())).toBe(false);
    expect(await hasStoredPhoto(localStorage(t.mediaDir), '../x')).toBe(false);
    const served = await t.app.inject({ method: 'GET', url: urls.medium });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1024);
  });

  it('follows the same image rules', async () => {
    const res = await send(await jpegImage(800, 600), owner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Image must be at least 1024x768 px');
  });

  it('needs a signed-in account', async () => {
    expect((await send(await jpegImage(1024, 768))).statusCode).toBe(401);
  });
});
