import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feeTypeIds, paymentMethodIds } from '@nuzul/shared/definitions';
import { properties } from '../../db/schema/listings';
import { propertySeasons } from '../../db/schema/terms';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { api } from '../listings/listings.fixtures';
import { propertyAccess } from '../listings/property.access';
import { fromPriceOf, termsLookup, type TermsLookup } from './terms.lookup';
import {
  availability,
  chargeProfile,
  createProperty,
  paymentMethods,
  season,
} from '../../test/terms-fixtures';

type Api = ReturnType<typeof api>;

describe('the terms lookup', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: Api;
  let lookup: TermsLookup;

  beforeAll(async () => {
    mail = await startMailCatcher();
    const { clock } = testClock();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock });
    owner = api(t.app, (await createOwner(t.app, mail)).token);
    const { db } = t.database;
    lookup = termsLookup({ db, properties: propertyAccess(db), clock });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  /** A season written directly: past seasons cannot be created through the API. */
  const insertSeason = (propertyId: string, dailyPrice: number, dateFrom: string, dateTo: string) =>
    t.database.db
      .insert(propertySeasons)
      .values({ ...season, propertyId, dailyPrice, dateFrom, dateTo });

  describe('settingsOf', () => {
    it('answers what GET booking-settings answers', async () => {
      const id = await createProperty(owner);
      await owner.put(`/properties/${id}/charge-profile`, chargeProfile);
      await owner.post(`/properties/${id}/seasons`, season);
      const settings = (await owner.get(`/properties/${id}/booking-settings`)).json().data;
      expect(await lookup.settingsOf(id)).toEqual(settings);
    });

    it('refuses a property that does not exist as NOT_FOUND', async () => {
      await expect(lookup.settingsOf(randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('fromPrices ("from X SAR / night")', () => {
    it('answers null for a property that nothing prices, and for an unknown id', async () => {
      const id = await createProperty(owner);
      const unknown = randomUUID();
      expect(await lookup.fromPrices([id, unknown])).toEqual(
        new Map([
          [id, null],
          [unknown, null],
        ]),
      );
      expect(fromPriceOf(await lookup.settingsOf(id), '2026-11-22')).toBeNull();
    });

    it('answers the base price when no season ends today or later', async () => {
      const id = await createProperty(owner);
      await owner.put(`/properties/${id}/availability`, availability);
      await insertSeason(id, 30_000, '2026-11-01', '2026-11-21');
      expect((await lookup.fromPrices([id])).get(id)).toBe(availability.basePrice);
    });

    it('answers the cheapest night: the lowest price of seasons ending today or later, or the base price when lower', async () => {
      const id = await createProperty(owner);
      await owner.put(`/properties/${id}/availability`, { ...availability, basePrice: 50_000 });
      await insertSeason(id, 30_000, '2026-11-01', '2026-11-21');
      await insertSeason(id, 45_000, '2026-11-22', '2026-11-22');
      await insertSeason(id, 60_000, '2027-06-01', '2027-06-10');
      expect((await lookup.fromPrices([id])).get(id)).toBe(45_000);
      expect((await lookup.fromPrices([id], '2026-11-21')).get(id)).toBe(30_000);
      // Only the June season is ahead, dearer than a night on the base price.
      expect((await lookup.fromPrices([id], '2026-11-23')).get(id)).toBe(50_000);
      // The same rule from settings read already (a property's own page).
      const settings = await lookup.settingsOf(id);
      expect(fromPriceOf(settings, '2026-11-22')).toBe(45_000);
      expect(fromPriceOf(settings, '2026-11-21')).toBe(30_000);
      expect(fromPriceOf(settings, '2026-11-23')).toBe(50_000);
    });

    it('judges each property by its own today', async () => {
      const riyadh = await createProperty(owner);
      const honolulu = await createProperty(owner);
      await t.database.db
        .update(properties)
        .set({ timeZone: 'Pacific/Honolulu' })
        .where(eq(properties.id, honolulu));
      // At 09:00 UTC on 22 November it is still the 21st in Honolulu.
      for (const id of [riyadh, honolulu])
        await insertSeason(id, 30_000, '2026-11-01', '2026-11-21');
      const prices = await lookup.fromPrices([riyadh, honolulu]);
      expect(prices.get(riyadh)).toBeNull();
      expect(prices.get(honolulu)).toBe(30_000);
    });
  });

  describe('definitionInUse', () => {
    it('says whether a charge profile names the fee type or a property accepts the method', async () => {
      expect(await lookup.definitionInUse(feeTypeIds.parking)).toBe(false);
      expect(await lookup.definitionInUse(paymentMethodIds.cheque)).toBe(false);
      const id = await createProperty(owner);
      await owner.put(`/properties/${id}/charge-profile`, {
        ...chargeProfile,
        fees: [{ ...chargeProfile.fees[0], typeId: feeTypeIds.parking }],
      });
      await owner.put(`/properties/${id}/payment-methods`, {
        methods: [...paymentMethods.methods, { methodId: paymentMethodIds.cheque, note: '' }],
      });
      expect(await lookup.definitionInUse(feeTypeIds.parking)).toBe(true);
      expect(await lookup.definitionInUse(paymentMethodIds.cheque)).toBe(true);
    });
  });
});
