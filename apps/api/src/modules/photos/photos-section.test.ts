import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo, PhotosSection } from '@nuzul/shared/listings';
import { properties } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import {
  createOwner,
  imageTypeIds,
  insertOwnDefinition,
  insertProperty,
  uploadPhoto,
} from '../../test/listing-fixtures';
import { jpegImage } from '../../test/test-images';
import { issueSaying } from '../../test/field-issues';

type Owner = Awaited<ReturnType<typeof createOwner>>;
type Section = PhotosSection['photos'];

describe('the photos step', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: Owner;
  let stranger: Owner;
  let types: Awaited<ReturnType<typeof imageTypeIds>>;
  let image: Buffer;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url } });
    owner = await createOwner(t.app, mail);
    stranger = await createOwner(t.app, mail);
    types = await imageTypeIds(t.database.db);
    image = await jpegImage(1024, 768);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const call = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    token = owner.token,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  /** A property of the owner with `count` uploaded photos, in upload order. */
  async function propertyWithPhotos(count: number) {
    const property = await insertProperty(t.database.db, owner.userId);
    const photos: Photo[] = [];
    for (let i = 0; i < count; i += 1) {
      const res = await uploadPhoto(t.app, owner.token, property.id, image);
      if (res.statusCode !== 201) throw new Error(res.body);
      photos.push(res.json().data);
    }
    return { id: property.id, photos };
  }

  /** A section that follows every rule: bedroom and bathroom present, the first is main. */
  function validSection(photos: Photo[]): Section {
    return photos.map((photo, index) => ({
      id: photo.id,
      description: `Photo ${index + 1} of the apartment`,
      imageTypeIds: [index === 0 ? types.bedroom : index === 1 ? types.bathroom : types.kitchen],
      position: index,
      isMain: index === 0,
    }));
  }

  async function expectRefused(propertyId: string, photos: Section, path: string, message: string) {
    const before = (await call('GET', `/properties/${propertyId}/photos`)).json();
    const res = await call('PUT', `/properties/${propertyId}/photos`, owner.token, { photos });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().details).toContainEqual(issueSaying(path, message));
    expect((await call('GET', `/properties/${propertyId}/photos`)).json()).toEqual(before);
  }

  it('saves descriptions, types, order and the main image, and marks the step done once', async () => {
    const property = await propertyWithPhotos(5);
    const section = validSection(property.photos);
    // Reverse the order and make the last upload the main image.
    const reordered = section.map((p, index) => ({
      ...p,
      position: section.length - 1 - index,
      isMain: index === section.length - 1,
    }));
    const [{ updatedAt: before } = { updatedAt: new Date(0) }] = await t.database.db
      .select({ updatedAt: properties.updatedAt })
      .from(properties)
      .where(eq(properties.id, property.id));

    const res = await call('PUT', `/properties/${property.id}/photos`, owner.token, {
      photos: reordered,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as Photo[];
    expect(saved.map((p) => p.id)).toEqual(property.photos.map((p) => p.id).reverse());
    expect(saved.map((p) => p.position)).toEqual([0, 1, 2, 3, 4]);
    expect(saved.filter((p) => p.isMain).map((p) => p.id)).toEqual([property.photos[4]!.id]);
    expect(saved[4]).toMatchObject({
      description: 'Photo 1 of the apartment',
      imageTypeIds: [types.bedroom],
    });

    const listed = await call('GET', `/properties/${property.id}/photos`);
    expect(listed.json().data).toEqual(saved);

    await call('PUT', `/properties/${property.id}/photos`, owner.token, { photos: reordered });
    const [row] = await t.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, property.id));
    expect(row!.completedSections).toEqual(['photos']);
    expect(row!.updatedAt.getTime()).toBeGreaterThan(before.getTime());
  });

  it('accepts the owner’s own image types', async () => {
    const property = await propertyWithPhotos(5);
    const rooftop = await insertOwnDefinition(t.database.db, owner.userId, 'image_type', 'Roof');
    const section = validSection(property.photos);
    section[4]!.imageTypeIds = [rooftop, types.kitchen];
    const res = await call('PUT', `/properties/${property.id}/photos`, owner.token, {
      photos: section,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[4].imageTypeIds).toEqual([rooftop, types.kitchen]);
  });

  it('refuses two main images', async () => {
    const property = await propertyWithPhotos(5);
    const section = validSection(property.photos);
    section[2]!.isMain = true;
    await expectRefused(property.id, section, 'body.photos', 'Choose exactly one main image');
  });

  it('refuses no main image', async () => {
    const property = await propertyWithPhotos(5);
    const section = validSection(property.photos).map((p) => ({ ...p, isMain: false }));
    await expectRefused(property.id, section, 'body.photos', 'Choose exactly one main image');
  });

  it('refuses the order 0, 1, 3, ...: positions are consecutive from 0', async () => {
    const property = await propertyWithPhotos(5);
    const section = validSection(property.photos).map((p, i) => ({
      ...p,
      position: i < 2 ? i : i + 1,
    }));
    await expectRefused(
      property.id,
      section,
      'body.photos',
      'Photo order must be unique and consecutive from 0',
    );
  });

  it('refuses a photo without a description', async () => {
    const property = await propertyWithPhotos(5);
    const section = validSection(property.photos);
    section[3]!.description = '   ';
    await expectRefused(
      property.id,
      section,
      'body.photos.3.description',
      'This field is required',
    );
  });

  it('refuses a photo without an image type', async () => {
    const property = await propertyWithPhotos(5);
    const section = validSection(property.photos);
    section[2]!.imageTypeIds = [];
    await expectRefused(
      property.id,
      section,
      'body.photos.2.imageTypeIds',
      'Each photo needs at least one image type',
    );
  });

  it('refuses photos without the required type bathroom', async () => {
    const property = await propertyWithPhotos(5);
    const section = validSection(property.photos);
    section[1]!.imageTypeIds = [types.kitchen];
    await expectRefused(property.id, section, 'body.photos', 'A required image type is missing');
  });

  it('refuses image types that are unknown or another owner’s', async () => {
    const property = await propertyWithPhotos(5);
    const theirs = await insertOwnDefinition(t.database.db, stranger.userId, 'image_type', 'Gym');
    const section = validSection(property.photos);
    section[3]!.imageTypeIds = [theirs];
    section[4]!.imageTypeIds = [987_654];
    await expectRefused(property.id, section, 'body.photos.3.imageTypeIds', 'Unknown value');
    await expectRefused(property.id, section, 'body.photos.4.imageTypeIds', 'Unknown value');
  });

  it('refuses 4 photos when the minimum is 5', async () => {
    const property = await propertyWithPhotos(4);
    await expectRefused(
      property.id,
      validSection(property.photos),
      'body.photos',
      'Add more photos',
    );
  });

  it('refuses ids that are not exactly the property’s photos', async () => {
    const property = await propertyWithPhotos(5);
    const other = await propertyWithPhotos(1);
    const section = validSection(property.photos);
    const cases: Section[] = [
      section.slice(0, 4),
      [...section.slice(0, 4), { ...section[4]!, id: randomUUID() }],
      [...section.slice(0, 4), { ...section[4]!, id: other.photos[0]!.id }],
      [...section.slice(0, 4), { ...section[4]!, id: section[3]!.id }],
    ];
    for (const photos of cases) {
      await expectRefused(property.id, photos, 'body.photos', 'Invalid value');
    }
  });

  it('deletes a photo and numbers the rest from 0 again', async () => {
    const property = await propertyWithPhotos(4);
    const [first, second, third, fourth] = property.photos;
    const res = await call('DELETE', `/properties/${property.id}/photos/${second!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const rest = res.json().data as Photo[];
    expect(rest.map((p) => [p.id, p.position, p.isMain])).toEqual([
      [first!.id, 0, true],
      [third!.id, 1, false],
      [fourth!.id, 2, false],
    ]);
    // The files go by a job that the deleting transaction enqueued.
    await t.app.jobs.drain();
    expect((await t.app.inject({ method: 'GET', url: second!.urls.large })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: first!.urls.large })).statusCode).toBe(200);
    const again = await call('DELETE', `/properties/${property.id}/photos/${second!.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('hands the main flag to the first remaining photo when the main one is deleted', async () => {
    const property = await propertyWithPhotos(5);
    const section = validSection(property.photos).map((p, i) => ({ ...p, isMain: i === 2 }));
    await call('PUT', `/properties/${property.id}/photos`, owner.token, { photos: section });
    const res = await call('DELETE', `/properties/${property.id}/photos/${property.photos[2]!.id}`);
    const rest = res.json().data as Photo[];
    expect(rest.map((p) => p.position)).toEqual([0, 1, 2, 3]);
    expect(rest.filter((p) => p.isMain).map((p) => p.id)).toEqual([property.photos[0]!.id]);
  });

  it('does not delete a photo through another property of the same owner', async () => {
    const one = await propertyWithPhotos(1);
    const two = await propertyWithPhotos(1);
    const res = await call('DELETE', `/properties/${two.id}/photos/${one.photos[0]!.id}`);
    expect(res.statusCode).toBe(404);
    expect((await call('GET', `/properties/${one.id}/photos`)).json().data).toHaveLength(1);
  });

  it('answers another account 404 on every route, as for a property that does not exist', async () => {
    const property = await propertyWithPhotos(5);
    const photos = validSection(property.photos);
    const photoId = property.photos[0]!.id;
    const missing = randomUUID();
    const asStranger = [
      call('GET', `/properties/${property.id}/photos`, stranger.token),
      call('PUT', `/properties/${property.id}/photos`, stranger.token, { photos }),
      call('DELETE', `/properties/${property.id}/photos/${photoId}`, stranger.token),
      uploadPhoto(t.app, stranger.token, property.id, image),
    ];
    const asNobody = [
      call('GET', `/properties/${missing}/photos`, stranger.token),
      call('PUT', `/properties/${missing}/photos`, stranger.token, { photos }),
      call('DELETE', `/properties/${missing}/photos/${photoId}`, stranger.token),
      uploadPhoto(t.app, stranger.token, missing, image),
    ];
    const foreign = await Promise.all(asStranger);
    const absent = await Promise.all(asNobody);
    foreign.forEach((res, i) => {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual(absent[i]!.json());
    });
    const mine = await call('GET', `/properties/${property.id}/photos`);
    expect(mine.json().data).toEqual(property.photos);
  });

  it('needs a signed-in account on every route', async () => {
    const id = randomUUID();
    // A body the schema accepts: validation runs before the preHandler that signs in.
    const photos = [{ id, description: 'Salon', imageTypeIds: [1], position: 0, isMain: true }];
    for (const [method, url] of [
      ['GET', `/properties/${id}/photos`],
      ['PUT', `/properties/${id}/photos`],
      ['DELETE', `/properties/${id}/photos/${id}`],
    ] as const) {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, payload: { photos } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
