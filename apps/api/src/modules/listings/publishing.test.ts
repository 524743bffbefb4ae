import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingItem, Photo } from '@nuzul/shared/listings';
import { readinessItems } from '@nuzul/shared/terms';
import { and, eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/billing';
import { properties } from '../../db/schema/listings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createOwner, imageTypeIds, uploadPhoto } from '../../test/listing-fixtures';
import { jpegImage } from '../../test/test-images';
import { availability, season, sections } from '../../test/terms-fixtures';
import { amenities, api, description, location, specifications } from './listings.fixtures';

type Owner = Awaited<ReturnType<typeof createOwner>>;

describe('publishing a property', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: Owner;
  let stranger: Owner;
  let image: Buffer;
  let types: Awaited<ReturnType<typeof imageTypeIds>>;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: testClock().clock });
    owner = await createOwner(t.app, mail);
    stranger = await createOwner(t.app, mail);
    image = await jpegImage(1024, 768);
    types = await imageTypeIds(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const as = (who: Owner) => api(t.app, who.token);

  async function ok(res: { statusCode: number; body: string }, status = 200) {
    expect(res.statusCode, res.body).toBe(status);
  }

  /** A property through the wizard's first step only. */
  async function newProperty(): Promise<string> {
    const res = await as(owner).post('/properties', location);
    await ok(res, 201);
    return res.json().data.id as string;
  }

  async function addPhotos(id: string) {
    const photos: Photo[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await uploadPhoto(t.app, owner.token, id, image);
      await ok(res, 201);
      photos.push(res.json().data);
    }
    await ok(
      await as(owner).put(`/properties/${id}/photos`, {
        photos: photos.map((photo, index) => ({
          id: photo.id,
          description: `صورة ${index + 1}`,
          imageTypeIds: [
            index === 0 ? types.bedroom : index === 1 ? types.bathroom : types.kitchen,
          ],
          position: index,
          isMain: index === 0,
        })),
      }),
    );
  }

  async function addListingSteps(id: string) {
    await ok(await as(owner).put(`/properties/${id}/specifications`, specifications));
    await ok(await as(owner).put(`/properties/${id}/amenities`, amenities));
    await ok(await as(owner).put(`/properties/${id}/description`, description));
  }

  async function addTerms(id: string) {
    const me = as(owner);
    for (const [, path, body] of sections)
      await ok(await me.put(`/properties/${id}/${path}`, body));
    await ok(await me.post(`/properties/${id}/seasons`, season), 201);
  }

  const missingOf = async (id: string) => {
    const res = await as(owner).get(`/properties/${id}/readiness`);
    await ok(res);
    return res.json().data as { missing: string[]; completeness: number; ready: boolean };
  };

  it('refuses a property with only its location with 409 PROPERTY_NOT_READY, naming every readiness item', async () => {
    const id = await newProperty();
    const res = await as(owner).post(`/properties/${id}/publish`, {});
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PROPERTY_NOT_READY',
      message: 'Complete the listing before publishing.',
    });
    const paths = (res.json().details as Array<{ path: string }>).map((d) => d.path);
    expect(paths).toEqual([...readinessItems]);
    expect((await as(owner).get(`/properties/${id}`)).json().data.status).toBe('pending');
  });

  it('names only the terms still missing once the listing steps are saved, and counts completeness', async () => {
    const id = await newProperty();
    await addPhotos(id);
    await addListingSteps(id);
    const readiness = await missingOf(id);
    expect(readiness.missing).toEqual([
      'seasonalPrices',
      'availability',
      'downPayment',
      'arrivalInstructions',
      'paymentMethods',
      'terms',
      'cancellationPolicies',
    ]);
    expect(readiness.ready).toBe(false);
    expect(readiness.completeness).toBe(Math.floor((5 / readinessItems.length) * 100));
  });

  it('publishes a complete listing: Published with publishedAt, the same on a second call; unpublish returns it to Pending', async () => {
    const id = await newProperty();
    await addPhotos(id);
    await addListingSteps(id);
    await addTerms(id);
    expect(await missingOf(id)).toEqual({ missing: [], completeness: 100, ready: true });

    const first = await as(owner).post(`/properties/${id}/publish`, {});
    await ok(first);
    expect(first.json().data.status).toBe('published');
    const publishedAt = first.json().data.publishedAt as string;
    expect(publishedAt).not.toBeNull();

    const again = await as(owner).post(`/properties/${id}/publish`, {});
    await ok(again);
    expect(again.json().data).toMatchObject({ status: 'published', publishedAt });

    const list = await as(owner).get('/listings?tab=properties&status=published');
    const item = (list.json().data as ListingItem[]).find((entry) => entry.id === id);
    expect(item).toMatchObject({
      status: 'published',
      completeness: 100,
      fromPrice: Math.min(season.dailyPrice, availability.basePrice),
    });

    const back = await as(owner).post(`/properties/${id}/unpublish`, {});
    await ok(back);
    expect(back.json().data).toMatchObject({ status: 'pending', publishedAt: null });
  });

  it('answers 404 for another owner’s property on readiness, publish and unpublish, and changes nothing', async () => {
    const id = await newProperty();
    for (const res of [
      await as(stranger).get(`/properties/${id}/readiness`),
      await as(stranger).post(`/properties/${id}/publish`, {}),
      await as(stranger).post(`/properties/${id}/unpublish`, {}),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await as(owner).get(`/properties/${id}`)).json().data.status).toBe('pending');
  });

  describe('the subscription gate of spec §6', () => {
    const setSubscription = (values: Partial<typeof subscriptions.$inferInsert>) =>
      t.database.db
        .update(subscriptions)
        .set(values)
        .where(eq(subscriptions.accountId, owner.userId));

    async function readyProperty(): Promise<string> {
      const id = await newProperty();
      await addPhotos(id);
      await addListingSteps(id);
      await addTerms(id);
      return id;
    }

    it('refuses publishing without an active subscription with 402 "You need an active subscription to publish properties", and the property stays Pending', async () => {
      const id = await readyProperty();
      try {
        // Ended yesterday (22 November in Riyadh is today): read live, before any expiry job.
        await setSubscription({ startDate: '2026-10-22', endDate: '2026-11-21' });
        const res = await as(owner).post(`/properties/${id}/publish`, {});
        expect(res.statusCode, res.body).toBe(402);
        expect(res.json()).toMatchObject({
          code: 'PUBLISH_NEEDS_SUBSCRIPTION',
          message: 'You need an active subscription to publish properties',
        });
        expect((await as(owner).get(`/properties/${id}`)).json().data.status).toBe('pending');

        await setSubscription({ endDate: '2026-11-22' }); // ends today: still active today
        await ok(await as(owner).post(`/properties/${id}/publish`, {}));
      } finally {
        await setSubscription({ startDate: '2000-01-01', endDate: '2999-12-31' });
      }
    });

    it('publishes within the plan’s limit of published properties only; a published property stays published', async () => {
      const first = await readyProperty();
      const second = await readyProperty();
      const published = async () =>
        (
          await t.database.db
            .select()
            .from(properties)
            .where(and(eq(properties.ownerId, owner.userId), eq(properties.status, 'published')))
        ).length;
      try {
        await ok(await as(owner).post(`/properties/${first}/publish`, {}));
        await setSubscription({ propertyLimit: await published() });
        const refused = await as(owner).post(`/properties/${second}/publish`, {});
        expect(refused.statusCode, refused.body).toBe(402);
        expect(refused.json()).toMatchObject({
          code: 'PROPERTY_LIMIT_REACHED',
          message: 'You have reached your property limit for this subscription plan.',
        });
        expect((await as(owner).get(`/properties/${second}`)).json().data.status).toBe('pending');
        // At the limit, publishing what is published already changes nothing and is no refusal.
        await ok(await as(owner).post(`/properties/${first}/publish`, {}));

        await ok(await as(owner).post(`/properties/${first}/unpublish`, {}));
        await ok(await as(owner).post(`/properties/${second}/publish`, {}));
      } finally {
        await setSubscription({ propertyLimit: 100 });
      }
    });
  });
});
