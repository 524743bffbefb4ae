import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { feeTypeIds } from '@nuzul/shared/definitions';
import { properties } from '../../db/schema/listings';
import {
  propertyAvailability,
  propertyFees,
  propertySeasons,
  propertyTermsLinks,
} from '../../db/schema/terms';
import { issueSaying } from '../../test/field-issues';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { api } from '../listings/listings.fixtures';
import {
  arrival,
  availability,
  cancellation,
  chargeProfile,
  checkInOut,
  createProperty,
  paymentMethods,
  season,
  sections,
  terms,
} from '../../test/terms-fixtures';

type Api = ReturnType<typeof api>;

describe('the Property Booking sections', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: Api;
  let other: Api;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: testClock().clock });
    owner = api(t.app, (await createOwner(t.app, mail)).token);
    other = api(t.app, (await createOwner(t.app, mail)).token);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const details = (res: { json(): { details?: unknown[] } }) => res.json().details ?? [];
  const settingsOf = async (id: string) => {
    const res = await owner.get(`/properties/${id}/booking-settings`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('answers every section null and no seasons before any is saved', async () => {
    const id = await createProperty(owner);
    expect(await settingsOf(id)).toEqual({
      propertyId: id,
      timeZone: 'Asia/Riyadh',
      completedSections: ['location', 'specifications'],
      chargeProfile: null,
      checkInOut: null,
      seasons: [],
      availability: null,
      arrival: null,
      paymentMethods: null,
      terms: null,
      cancellation: null,
    });
  });

  it.each(sections)(
    'saves the %s section, answers the whole settings and records the section completed',
    async (name, path, body) => {
      const id = await createProperty(owner);
      const res = await owner.put(`/properties/${id}/${path}`, body);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.propertyId).toBe(id);
      expect(data.completedSections).toEqual(['location', name, 'specifications'].sort());
      expect(data[name]).toMatchObject(body);
      expect(await settingsOf(id)).toEqual(data);
    },
  );

  it('reads back every section as saved, with the fields the requests left out', async () => {
    const id = await createProperty(owner);
    for (const [, path, body] of sections) {
      expect((await owner.put(`/properties/${id}/${path}`, body)).statusCode).toBe(200);
    }
    expect((await owner.post(`/properties/${id}/seasons`, season)).statusCode).toBe(201);
    const saved = await settingsOf(id);
    expect(saved.completedSections).toEqual([
      'arrival',
      'availability',
      'cancellation',
      'chargeProfile',
      'checkInOut',
      'location',
      'paymentMethods',
      'seasons',
      'specifications',
      'terms',
    ]);
    expect(saved.chargeProfile).toEqual({
      fees: [
        { ...chargeProfile.fees[0], percentage: null },
        { ...chargeProfile.fees[1], value: null },
      ],
      downPayment: { type: 'percentage', percentage: 2_000, amount: null },
      securityDeposit: { type: 'amount', percentage: null, amount: 50_000 },
    });
    expect(saved.checkInOut).toEqual(checkInOut);
    expect(saved.seasons).toEqual([{ id: expect.any(String), ...season }]);
    expect(saved.availability).toEqual(availability);
    expect(saved.arrival).toEqual(arrival);
    expect(saved.paymentMethods).toEqual(paymentMethods);
    expect(saved.terms).toEqual(terms);
    expect(saved.cancellation).toEqual(cancellation);
  });

  it('replaces a section whole: a second save keeps only its own rows', async () => {
    const id = await createProperty(owner);
    await owner.put(`/properties/${id}/cancellation-policies`, cancellation);
    const second = { policies: [{ fromDays: 0, toDays: 1, penaltyPercent: 10_000 }] };
    const res = await owner.put(`/properties/${id}/cancellation-policies`, second);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cancellation).toEqual(second);
  });

  describe('charge profile', () => {
    it('refuses a profile without fees (feeRequired)', async () => {
      const id = await createProperty(owner);
      const res = await owner.put(`/properties/${id}/charge-profile`, {
        ...chargeProfile,
        fees: [],
      });
      expect(res.statusCode).toBe(400);
      expect(details(res)).toEqual([issueSaying('body.fees', 'Add at least one fee')]);
    });

    it.each([
      ['an amount', { type: 'amount' }, 'body.downPayment.amount'],
      ['a percentage', { type: 'percentage' }, 'body.downPayment.percentage'],
    ])('refuses a down payment of %s without its value', async (_name, downPayment, path) => {
      const id = await createProperty(owner);
      const res = await owner.put(`/properties/${id}/charge-profile`, {
        ...chargeProfile,
        downPayment,
      });
      expect(res.statusCode).toBe(400);
      expect(details(res)).toEqual([issueSaying(path, 'This field is required')]);
    });

    it('refuses an unknown fee type and leaves the saved profile as it was', async () => {
      const id = await createProperty(owner);
      const first = await owner.put(`/properties/${id}/charge-profile`, chargeProfile);
      expect(first.statusCode).toBe(200);
      const before = first.json().data;
      const res = await owner.put(`/properties/${id}/charge-profile`, {
        ...chargeProfile,
        downPayment: { type: 'amount', amount: 10_000 },
        fees: [chargeProfile.fees[0], { ...chargeProfile.fees[1], typeId: 999_999 }],
      });
      expect(res.statusCode).toBe(400);
      expect(details(res)).toEqual([issueSaying('body.fees.1.typeId', 'Unknown value')]);
      expect(await settingsOf(id)).toEqual(before);
    });

    it("accepts the owner's own fee type and refuses another owner's", async () => {
      const own = await owner.post('/definitions/user', {
        kind: 'fee_type',
        nameAr: 'رسوم المسبح',
        nameEn: 'Pool fee',
      });
      const foreign = await other.post('/definitions/user', {
        kind: 'fee_type',
        nameAr: 'رسوم الحديقة',
        nameEn: 'Garden fee',
      });
      const fee = (typeId: number) => ({ ...chargeProfile.fees[0], typeId });
      const id = await createProperty(owner);
      const mine = await owner.put(`/properties/${id}/charge-profile`, {
        ...chargeProfile,
        fees: [fee(own.json().data.id)],
      });
      expect(mine.statusCode).toBe(200);
      const theirs = await owner.put(`/properties/${id}/charge-profile`, {
        ...chargeProfile,
        fees: [fee(foreign.json().data.id)],
      });
      expect(theirs.statusCode).toBe(400);
      expect(details(theirs)).toEqual([issueSaying('body.fees.0.typeId', 'Unknown value')]);
    });

    it('refuses a payment method id as a fee type (another kind)', async () => {
      const id = await createProperty(owner);
      const res = await owner.put(`/properties/${id}/charge-profile`, {
        ...chargeProfile,
        fees: [{ ...chargeProfile.fees[0], typeId: paymentMethods.methods[0]!.methodId }],
      });
      expect(res.statusCode).toBe(400);
      expect(details(res)).toEqual([issueSaying('body.fees.0.typeId', 'Unknown value')]);
    });
  });

  describe('check-in/out', () => {
    it('saves a check-in window that passes midnight (20:00–01:00)', async () => {
      const id = await createProperty(owner);
      const res = await owner.put(`/properties/${id}/check-in-out`, checkInOut);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.checkInOut).toMatchObject({
        checkInFrom: '20:00',
        checkInTo: '01:00',
      });
    });

    it('refuses no early/late range', async () => {
      const id = await createProperty(owner);
      const res = await owner.put(`/properties/${id}/check-in-out`, {
        ...checkInOut,
        earlyLateRanges: [],
      });
      expect(res.statusCode).toBe(400);
      expect(details(res)[0]).toMatchObject({
        path: 'body.earlyLateRanges',
        code: 'earlyLateRequired',
      });
    });

    it('refuses an early check-in ending after check-in starts, and changes nothing', async () => {
      const id = await createProperty(owner);
      expect((await owner.put(`/properties/${id}/check-in-out`, checkInOut)).statusCode).toBe(200);
      const res = await owner.put(`/properties/${id}/check-in-out`, {
        ...checkInOut,
        earlyLateRanges: [{ feeType: 'early_check_in', from: '18:00', to: '20:15', cost: 0 }],
      });
      expect(res.statusCode).toBe(400);
      expect(details(res)[0]).toMatchObject({
        path: 'body.earlyLateRanges.0.from',
        code: 'earlyCheckInTooLate',
        message: 'Early check-in must end by the check-in time',
      });
      const saved = await owner.get(`/properties/${id}/booking-settings`);
      expect(saved.json().data.checkInOut).toEqual(checkInOut);
    });
  });

  describe('availability', () => {
    it("opens the window on the property's today and refuses yesterday (pastDate)", async () => {
      const id = await createProperty(owner);
      const yesterday = await owner.put(`/properties/${id}/availability`, {
        ...availability,
        openFrom: '2026-11-21',
      });
      expect(yesterday.statusCode).toBe(400);
      expect(details(yesterday)).toEqual([
        issueSaying('body.openFrom', 'Past dates cannot be selected'),
      ]);
      const today = await owner.put(`/properties/${id}/availability`, {
        ...availability,
        openFrom: '2026-11-22',
      });
      expect(today.statusCode).toBe(200);
    });

    it('closes the window at most three years after it opens (dateTooFar)', async () => {
      const id = await createProperty(owner);
      const atLimit = await owner.put(`/properties/${id}/availability`, {
        ...availability,
        openUntil: '2029-11-22',
      });
      expect(atLimit.statusCode).toBe(200);
      const beyond = await owner.put(`/properties/${id}/availability`, {
        ...availability,
        openUntil: '2029-11-23',
      });
      expect(beyond.statusCode).toBe(400);
      expect(details(beyond)).toEqual([
        issueSaying('body.openUntil', 'Choose a date within three years'),
      ]);
    });

    it('keeps an opening day that has passed since it was saved, but no other past day', async () => {
      const id = await createProperty(owner);
      expect((await owner.put(`/properties/${id}/availability`, availability)).statusCode).toBe(
        200,
      );
      // As if saved three days ago, when 19 November was today.
      await t.database.db
        .update(propertyAvailability)
        .set({ openFrom: '2026-11-19' })
        .where(eq(propertyAvailability.propertyId, id));
      const kept = await owner.put(`/properties/${id}/availability`, {
        ...availability,
        openFrom: '2026-11-19',
        maxNights: 60,
      });
      expect(kept.statusCode).toBe(200);
      expect(kept.json().data.availability).toMatchObject({
        openFrom: '2026-11-19',
        maxNights: 60,
      });
      const moved = await owner.put(`/properties/${id}/availability`, {
        ...availability,
        openFrom: '2026-11-20',
      });
      expect(moved.statusCode).toBe(400);
      expect(details(moved)).toEqual([
        issueSaying('body.openFrom', 'Past dates cannot be selected'),
      ]);
    });

    it("decides today in the property's time zone", async () => {
      // 09:00 UTC on 22 November is 23:00 on the 21st in Honolulu: the 21st is not past there.
      const id = await createProperty(owner);
      const yesterday = { ...availability, openFrom: '2026-11-21' };
      expect((await owner.put(`/properties/${id}/availability`, yesterday)).statusCode).toBe(400);
      await t.database.db
        .update(properties)
        .set({ timeZone: 'Pacific/Honolulu' })
        .where(eq(properties.id, id));
      const res = await owner.put(`/properties/${id}/availability`, yesterday);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.timeZone).toBe('Pacific/Honolulu');
    });
  });

  describe('arrival information', () => {
    it('refuses no arrival instruction with the key the web shows as seasonalPricing.errors.arrivalInstructionsnotempty', async () => {
      const id = await createProperty(owner);
      const res = await owner.put(`/properties/${id}/arrival`, {
        ...arrival,
        arrivalInstructions: [],
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toContain('arrivalInstructions.');
      expect(body.details[0]).toMatchObject({
        path: 'body.arrivalInstructions',
        code: 'arrivalInstructionsNotEmpty',
      });
    });
  });

  describe('payment methods', () => {
    it('refuses an unknown payment method and a fee type given as one', async () => {
      const id = await createProperty(owner);
      const res = await owner.put(`/properties/${id}/payment-methods`, {
        methods: [
          { methodId: paymentMethods.methods[0]!.methodId, note: '' },
          { methodId: 999_999, note: '' },
          { methodId: feeTypeIds.cleaning, note: '' },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(details(res)).toEqual([
        issueSaying('body.methods.1.methodId', 'Unknown value'),
        issueSaying('body.methods.2.methodId', 'Unknown value'),
      ]);
      expect((await settingsOf(id)).paymentMethods).toBeNull();
    });
  });

  describe('terms and conditions', () => {
    it.each(['javascript:alert(1)', 'data:text/html,<b>terms</b>', 'example.sa/terms'])(
      'refuses %s as the terms address',
      async (url) => {
        const id = await createProperty(owner);
        const res = await owner.put(`/properties/${id}/terms`, {
          terms: [{ language: 'ar', url }],
        });
        expect(res.statusCode).toBe(400);
        expect(details(res)).toEqual([issueSaying('body.terms.0.url', 'Invalid URL')]);
      },
    );
  });

  describe('cancellation policies', () => {
    it('accepts from days equal to to days', async () => {
      const id = await createProperty(owner);
      const res = await owner.put(`/properties/${id}/cancellation-policies`, {
        policies: [{ fromDays: 3, toDays: 3, penaltyPercent: 5_000 }],
      });
      expect(res.statusCode).toBe(200);
    });

    it('refuses from days one above to days', async () => {
      const id = await createProperty(owner);
      const res = await owner.put(`/properties/${id}/cancellation-policies`, {
        policies: [{ fromDays: 4, toDays: 3, penaltyPercent: 5_000 }],
      });
      expect(res.statusCode).toBe(400);
      expect(details(res)).toEqual([
        issueSaying('body.policies.0.fromDays', 'Cancellation from days must not exceed to days.'),
      ]);
    });
  });

  describe('definitions in use', () => {
    it('refuses deleting a fee type or payment method that a property uses, until it is dropped', async () => {
      const feeType = (
        await owner.post('/definitions/user', {
          kind: 'fee_type',
          nameAr: 'رسوم الشاطئ',
          nameEn: 'Beach fee',
        })
      ).json().data.id as number;
      const method = (
        await owner.post('/definitions/user', {
          kind: 'payment_method',
          nameAr: 'محفظة المالك',
          nameEn: "Owner's wallet",
        })
      ).json().data.id as number;
      const id = await createProperty(owner);
      await owner.put(`/properties/${id}/charge-profile`, {
        ...chargeProfile,
        fees: [{ ...chargeProfile.fees[0], typeId: feeType }],
      });
      await owner.put(`/properties/${id}/payment-methods`, {
        methods: [{ methodId: method, note: '' }],
      });
      for (const entry of [feeType, method]) {
        const res = await owner.delete(`/definitions/user/${entry}`);
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('DEFINITION_IN_USE');
      }
      await owner.put(`/properties/${id}/charge-profile`, chargeProfile);
      await owner.put(`/properties/${id}/payment-methods`, paymentMethods);
      for (const entry of [feeType, method]) {
        expect((await owner.delete(`/definitions/user/${entry}`)).statusCode).toBe(200);
      }
    });
  });

  it("deletes a property's terms and prices with the property", async () => {
    const id = await createProperty(owner);
    await owner.put(`/properties/${id}/charge-profile`, chargeProfile);
    await owner.put(`/properties/${id}/terms`, terms);
    expect((await owner.post(`/properties/${id}/seasons`, season)).statusCode).toBe(201);
    expect((await owner.delete(`/properties/${id}`)).statusCode).toBe(200);
    const { db } = t.database;
    for (const table of [propertyFees, propertySeasons, propertyTermsLinks]) {
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.propertyId, id));
      expect(row?.n).toBe(0);
    }
  });
});
