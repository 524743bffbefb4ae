import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookingSourceIds, feeTypeIds } from '@nuzul/shared/definitions';
import { bookingHistory, bookings, calendarHolds, propertyPhotos } from '../../db/schema/index';
import { issueSaying } from '../../test/field-issues';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { cancellation } from '../../test/terms-fixtures';
import {
  bookingBody,
  bookingsApi,
  guest,
  insertBookableProperty,
  keepRecordedEvents,
  recordedEvents,
} from './bookings.fixtures';

type Api = ReturnType<typeof bookingsApi>;

const NO_SPACE =
  'Property is not available for a given dates - There is no space to add this apartment!';

describe('bookings (requirements-next §5)', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: Api;
  let ownerId: string;
  const clock = testClock();

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: clock.clock });
    const created = await createOwner(t.app, mail);
    owner = bookingsApi(t.app, created.token);
    ownerId = created.userId;
    await keepRecordedEvents(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });
  beforeEach(() => clock.set(new Date('2026-11-22T09:00:00.000Z')));

  const newProperty = (options: Parameters<typeof insertBookableProperty>[2] = {}) =>
    insertBookableProperty(t.database.db, ownerId, options).then((row) => row.id);
  const book = (propertyId: string, dateFrom: string, dateTo: string, extra = {}) =>
    owner.post('/bookings', bookingBody(propertyId, { dateFrom, dateTo }, extra));
  const holdsOf = (propertyId: string) =>
    t.database.db
      .select({
        unitNo: calendarHolds.unitNo,
        kind: calendarHolds.kind,
        nights: sql<string>`${calendarHolds.nights}::text`,
      })
      .from(calendarHolds)
      .where(eq(calendarHolds.propertyId, propertyId))
      .orderBy(calendarHolds.unitNo, sql`lower(${calendarHolds.nights})`);

  describe('POST /bookings', () => {
    it('makes a confirmed booking with its guest, nights, balance and payment status (201)', async () => {
      const propertyId = await newProperty();
      const res = await book(propertyId, '2026-12-01', '2026-12-04', {
        guest: { ...guest, phone: '+966 50-123 4567', email: 'Sara@Example.SA' },
      });
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data).toMatchObject({
        status: 'confirmed',
        unitNo: 1,
        dateFrom: '2026-12-01',
        dateTo: '2026-12-04',
        nights: 3,
        guests: 2,
        guestPrice: 120_000,
        alreadyPaid: 20_000,
        priceToYou: 100_000,
        balance: 100_000,
        paymentStatus: 'partly',
        cancelledAt: null,
        property: { id: propertyId, name: 'شقة العليا الفاخرة', thumbnailUrl: null },
        guest: { ...guest, phone: '+966501234567', email: 'sara@example.sa' },
      });
      expect(data.history).toEqual([{ kind: 'created', at: expect.any(String), changes: {} }]);
      expect(await holdsOf(propertyId)).toEqual([
        { unitNo: 1, kind: 'booking', nights: '[2026-12-01,2026-12-04)' },
      ]);
      expect((await owner.get(`/bookings/${data.id}`)).json().data).toEqual(data);
    });

    it('shows the property’s main photo as its thumbnail', async () => {
      const propertyId = await newProperty();
      const photo = { propertyId, width: 1024, height: 768, bytes: 1000 };
      await t.database.db.insert(propertyPhotos).values([
        { ...photo, storageKey: `first-${propertyId}`, position: 0, isMain: false },
        { ...photo, storageKey: `main-${propertyId}`, position: 1, isMain: true },
      ]);
      const res = await book(propertyId, '2026-12-01', '2026-12-02');
      expect(res.json().data.property.thumbnailUrl).toBe(`/media/main-${propertyId}/thumb.webp`);
    });

    it('records booking.created in the same transaction', async () => {
      const propertyId = await newProperty();
      const res = await book(propertyId, '2026-12-01', '2026-12-02');
      expect((await book(propertyId, '2026-12-01', '2026-12-02')).statusCode).toBe(409);
      expect(await recordedEvents(t.database.db, propertyId)).toEqual([
        {
          type: 'booking.created',
          payload: {
            bookingId: res.json().data.id,
            ownerId,
            propertyId,
            unitNo: 1,
            status: 'confirmed',
            dateFrom: '2026-12-01',
            dateTo: '2026-12-02',
            previous: null,
          },
        },
      ]);
    });

    describe('phone and mobile: 7 to 15 digits with an optional +', () => {
      const withPhone = async (phone: string, field: 'phone' | 'mobile' = 'phone') =>
        book(await newProperty(), '2026-12-01', '2026-12-02', {
          guest: { ...guest, [field]: phone },
        });

      it.each(['1234567', '+1234567', '123456789012345', '+123456789012345'])(
        'accepts %s',
        async (phone) => {
          expect((await withPhone(phone)).statusCode).toBe(201);
          expect((await withPhone(phone, 'mobile')).statusCode).toBe(201);
        },
      );

      it.each(['123456', '+123456', '1234567890123456', '+1234567890123456'])(
        'refuses %s with "Phone must be 7 to 15 digits with an optional +"',
        async (phone) => {
          for (const field of ['phone', 'mobile'] as const) {
            const res = await withPhone(phone, field);
            expect(res.statusCode).toBe(400);
            expect(res.json().details).toEqual([
              issueSaying(`body.guest.${field}`, 'Phone must be 7 to 15 digits with an optional +'),
            ]);
          }
        },
      );
    });

    it('requires every field the spec names, and nothing is stored', async () => {
      const propertyId = await newProperty();
      const res = await owner.post('/bookings', { propertyId, guest: {} });
      expect(res.statusCode).toBe(400);
      const paths = res.json().details.map((issue: { path: string }) => issue.path);
      expect(paths).toEqual(
        expect.arrayContaining([
          'body.dateFrom',
          'body.dateTo',
          'body.guests',
          'body.guestPrice',
          'body.alreadyPaid',
          'body.priceToYou',
          'body.guest.firstName',
          'body.guest.lastName',
          'body.guest.address',
          'body.guest.postalCode',
          'body.guest.country',
          'body.guest.language',
          'body.guest.email',
          'body.guest.phone',
          'body.guest.mobile',
        ]),
      );
      expect(await holdsOf(propertyId)).toEqual([]);
    });

    it('refuses departure = arrival and takes a one-night stay', async () => {
      const propertyId = await newProperty();
      const same = await book(propertyId, '2026-12-01', '2026-12-01');
      expect(same.statusCode).toBe(400);
      expect(same.json().details).toEqual([
        issueSaying('body.dateTo', 'Departure must be after arrival'),
      ]);
      expect((await book(propertyId, '2026-12-01', '2026-12-02')).statusCode).toBe(201);
    });

    it('accepts back-to-back stays: a departure day is the next arrival', async () => {
      const propertyId = await newProperty();
      expect((await book(propertyId, '2026-12-01', '2026-12-04')).statusCode).toBe(201);
      expect((await book(propertyId, '2026-12-04', '2026-12-06')).statusCode).toBe(201);
      expect((await book(propertyId, '2026-11-29', '2026-12-01')).statusCode).toBe(201);
    });

    it('refuses a stay sharing one night with another with the spec message (409)', async () => {
      const propertyId = await newProperty();
      expect((await book(propertyId, '2026-12-01', '2026-12-04')).statusCode).toBe(201);
      for (const [from, to] of [
        ['2026-12-03', '2026-12-05'],
        ['2026-11-30', '2026-12-02'],
        ['2026-12-02', '2026-12-03'],
        ['2026-11-25', '2026-12-10'],
      ] as const) {
        const res = await book(propertyId, from, to);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'NO_SPACE_FOR_DATES', message: NO_SPACE });
      }
      expect(await holdsOf(propertyId)).toHaveLength(1);
    });

    it('refuses a blocked night', async () => {
      const propertyId = await newProperty();
      const block = await owner.post(`/properties/${propertyId}/blocks`, {
        from: '2026-12-10',
        to: '2026-12-10',
      });
      expect(block.statusCode).toBe(201);
      const res = await book(propertyId, '2026-12-08', '2026-12-11');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(NO_SPACE);
      // The block holds the night of the 10th only: leaving on the 10th, arriving on the 11th.
      expect((await book(propertyId, '2026-12-08', '2026-12-10')).statusCode).toBe(201);
      expect((await book(propertyId, '2026-12-11', '2026-12-12')).statusCode).toBe(201);
    });

    it('takes today at 23:59 in Riyadh and refuses that day at 00:00, by the injected clock', async () => {
      // Signed in at 20:00 UTC, so that the session lasts past midnight in Riyadh.
      clock.set(new Date('2026-11-22T20:00:00.000Z'));
      const late = await createOwner(t.app, mail);
      const api = bookingsApi(t.app, late.token);
      const [first, second] = [
        await insertBookableProperty(t.database.db, late.userId),
        await insertBookableProperty(t.database.db, late.userId),
      ];
      const stay = (propertyId: string, dateFrom: string, dateTo: string) =>
        api.post('/bookings', bookingBody(propertyId, { dateFrom, dateTo }));
      // 20:59 UTC on 22 November is 23:59 in Riyadh: today is still the 22nd.
      clock.set(new Date('2026-11-22T20:59:00.000Z'));
      expect((await stay(first.id, '2026-11-22', '2026-11-23')).statusCode).toBe(201);
      const past = await stay(first.id, '2026-11-21', '2026-11-22');
      expect(past.statusCode).toBe(400);
      expect(past.json().details).toEqual([
        issueSaying('body.dateFrom', 'Past dates cannot be selected'),
      ]);
      // 21:00 UTC is 00:00 on the 23rd in Riyadh: the 22nd is past now.
      clock.set(new Date('2026-11-22T21:00:00.000Z'));
      const yesterday = await stay(second.id, '2026-11-22', '2026-11-24');
      expect(yesterday.statusCode).toBe(400);
      expect(yesterday.json().details).toEqual([
        issueSaying('body.dateFrom', 'Past dates cannot be selected'),
      ]);
      expect((await stay(second.id, '2026-11-23', '2026-11-24')).statusCode).toBe(201);
    });

    it('counts today in the property’s own time zone', async () => {
      // 07:30 UTC on the 22nd is 23:30 on the 21st in Los Angeles.
      const propertyId = await newProperty({ timeZone: 'America/Los_Angeles' });
      clock.set(new Date('2026-11-22T07:30:00.000Z'));
      expect((await book(propertyId, '2026-11-21', '2026-11-22')).statusCode).toBe(201);
    });

    it('takes a departure up to three years ahead, not a day more', async () => {
      const propertyId = await newProperty();
      expect((await book(propertyId, '2029-11-21', '2029-11-22')).statusCode).toBe(201);
      const far = await book(propertyId, '2029-11-22', '2029-11-23');
      expect(far.statusCode).toBe(400);
      expect(far.json().details).toEqual([
        issueSaying('body.dateTo', 'Choose a date within three years'),
      ]);
      expect((await book(propertyId, '9999-12-30', '9999-12-31')).statusCode).toBe(400);
    });

    it('refuses more guests than the property sleeps (4)', async () => {
      const propertyId = await newProperty();
      const res = await book(propertyId, '2026-12-01', '2026-12-02', { guests: 5 });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([issueSaying('body.guests', 'This value is too large')]);
      expect((await book(propertyId, '2026-12-01', '2026-12-02', { guests: 4 })).statusCode).toBe(
        201,
      );
    });

    it('refuses a country that is not a known one', async () => {
      const res = await book(await newProperty(), '2026-12-01', '2026-12-02', {
        guest: { ...guest, country: 'ZZ' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([issueSaying('body.guest.country', 'Unknown value')]);
    });

    it('takes a seeded booking source and the owner’s own, and refuses another owner’s own', async () => {
      const propertyId = await newProperty();
      const seededSource = await book(propertyId, '2026-12-01', '2026-12-02', {
        bookingSourceId: bookingSourceIds.gathern,
      });
      expect(seededSource.statusCode).toBe(201);
      expect(seededSource.json().data.bookingSourceId).toBe(bookingSourceIds.gathern);

      const own = await owner.post('/definitions/user', {
        kind: 'booking_source',
        nameEn: 'Broker',
      });
      expect(own.statusCode).toBe(201);
      const ownSource = await book(propertyId, '2026-12-02', '2026-12-03', {
        bookingSourceId: own.json().data.id,
      });
      expect(ownSource.statusCode).toBe(201);

      const stranger = await createOwner(t.app, mail);
      const theirs = await bookingsApi(t.app, stranger.token).post('/definitions/user', {
        kind: 'booking_source',
        nameEn: 'Their broker',
      });
      expect(theirs.statusCode).toBe(201);
      const res = await book(propertyId, '2026-12-03', '2026-12-04', {
        bookingSourceId: theirs.json().data.id,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([issueSaying('body.bookingSourceId', 'Unknown value')]);
      // A definition of another kind is no booking source either.
      const feeType = await book(propertyId, '2026-12-03', '2026-12-04', {
        bookingSourceId: feeTypeIds.cleaning,
      });
      expect(feeType.statusCode).toBe(400);
      expect(await holdsOf(propertyId)).toHaveLength(2);
    });

    it('refuses paid or price to you above the guest price', async () => {
      const propertyId = await newProperty();
      const res = await book(propertyId, '2026-12-01', '2026-12-02', {
        guestPrice: 100_000,
        alreadyPaid: 100_001,
        priceToYou: 100_001,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        issueSaying('body.alreadyPaid', 'The amount paid cannot exceed the guest price'),
        issueSaying('body.priceToYou', 'The price to you cannot exceed the guest price'),
      ]);
    });

    it('takes pending bookings as holding their nights, and cancelled ones as holding none', async () => {
      const propertyId = await newProperty();
      expect(
        (await book(propertyId, '2026-12-01', '2026-12-03', { status: 'pending' })).statusCode,
      ).toBe(201);
      expect((await book(propertyId, '2026-12-02', '2026-12-03')).statusCode).toBe(409);
      const cancelled = await book(propertyId, '2026-12-05', '2026-12-07', {
        status: 'cancelled',
      });
      expect(cancelled.statusCode).toBe(201);
      expect(cancelled.json().data.cancelledAt).toBe('2026-11-22T09:00:00.000Z');
      expect((await book(propertyId, '2026-12-05', '2026-12-07')).statusCode).toBe(201);
    });
  });

  describe('multi-unit properties', () => {
    it('a two-unit property takes two overlapping bookings, shows multiple, and refuses the third', async () => {
      const propertyId = await newProperty({ units: 2 });
      const first = await book(propertyId, '2026-12-01', '2026-12-04');
      const second = await book(propertyId, '2026-12-02', '2026-12-05');
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      expect([first.json().data.unitNo, second.json().data.unitNo]).toEqual([1, 2]);

      const third = await book(propertyId, '2026-12-03', '2026-12-04');
      expect(third.statusCode).toBe(409);
      expect(third.json()).toEqual({
        statusCode: 409,
        code: 'NO_SPACE_FOR_DATES',
        error: 'Conflict',
        message: NO_SPACE,
      });

      const days = (
        await owner.get(`/properties/${propertyId}/calendar?from=2026-12-01&to=2026-12-05`)
      ).json().data;
      expect(days.units).toBe(2);
      expect(days.days.map((day: { status: string }) => day.status)).toEqual([
        'booked',
        'multiple',
        'multiple',
        'booked',
        'available',
      ]);
      expect(days.days[1].bookings).toEqual([
        {
          id: first.json().data.id,
          guestName: 'Sara Alharbi',
          status: 'confirmed',
          dateFrom: '2026-12-01',
          dateTo: '2026-12-04',
          unitNo: 1,
        },
        {
          id: second.json().data.id,
          guestName: 'Sara Alharbi',
          status: 'confirmed',
          dateFrom: '2026-12-02',
          dateTo: '2026-12-05',
          unitNo: 2,
        },
      ]);
      // The night of the 4th is free on unit 1.
      const fourth = await book(propertyId, '2026-12-04', '2026-12-05');
      expect(fourth.json().data.unitNo).toBe(1);
    });
  });

  describe('bookingsCount of the property list and details', () => {
    it('counts the bookings that hold nights: confirmed and pending, not cancelled', async () => {
      const propertyId = await newProperty({ name: 'Counted Villa' });
      const count = async () => {
        const details = await owner.get(`/properties/${propertyId}`);
        const list = await owner.get('/listings?tab=properties&search=Counted');
        expect(list.json().data).toHaveLength(1);
        return [details.json().data.bookingsCount, list.json().data[0].bookingsCount];
      };
      expect(await count()).toEqual([0, 0]);
      await book(propertyId, '2026-12-01', '2026-12-03');
      const pending = await book(propertyId, '2026-12-03', '2026-12-05', { status: 'pending' });
      expect(await count()).toEqual([2, 2]);
      await owner.post(`/bookings/${pending.json().data.id}/cancel`, {});
      expect(await count()).toEqual([1, 1]);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers the same booking to the same key and body, sequentially', async () => {
      const propertyId = await newProperty();
      const body = bookingBody(propertyId, { dateFrom: '2026-12-01', dateTo: '2026-12-03' });
      const headers = { 'idempotency-key': 'form-7f3a' };
      const first = await owner.post('/bookings', body, headers);
      const again = await owner.post('/bookings', body, headers);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      const rows = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.propertyId, propertyId));
      expect(rows).toHaveLength(1);
    });

    it('makes one booking when the same key and body arrive at once', async () => {
      const propertyId = await newProperty();
      const body = bookingBody(propertyId, { dateFrom: '2026-12-01', dateTo: '2026-12-03' });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          owner.post('/bookings', body, { 'idempotency-key': 'same-click' }),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
      expect(new Set(answers.map((res) => res.json().data.id)).size).toBe(1);
      const rows = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.propertyId, propertyId));
      expect(rows).toHaveLength(1);
    });

    it('refuses the same key with another body (422) and changes nothing', async () => {
      const propertyId = await newProperty();
      const headers = { 'idempotency-key': 'reused' };
      const body = bookingBody(propertyId, { dateFrom: '2026-12-01', dateTo: '2026-12-03' });
      expect((await owner.post('/bookings', body, headers)).statusCode).toBe(201);
      const other = await owner.post('/bookings', { ...body, guests: 3 }, headers);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This request was already sent with other data. Reload and try again.',
      });
      expect(await holdsOf(propertyId)).toHaveLength(1);
    });

    it('keeps keys per owner: another owner’s same key is a new booking', async () => {
      const propertyId = await newProperty();
      const stranger = await createOwner(t.app, mail);
      const theirs = await insertBookableProperty(t.database.db, stranger.userId);
      const headers = { 'idempotency-key': 'shared-key' };
      const mine = await owner.post(
        '/bookings',
        bookingBody(propertyId, { dateFrom: '2026-12-01', dateTo: '2026-12-03' }),
        headers,
      );
      const their = await bookingsApi(t.app, stranger.token).post(
        '/bookings',
        bookingBody(theirs.id, { dateFrom: '2026-12-01', dateTo: '2026-12-03' }),
        headers,
      );
      expect([mine.statusCode, their.statusCode]).toEqual([201, 201]);
      expect(their.json().data.id).not.toBe(mine.json().data.id);
    });
  });

  describe('PUT /bookings/:id', () => {
    it('moves a booking onto nights that overlap its own, checked without itself', async () => {
      const propertyId = await newProperty();
      const made = (await book(propertyId, '2026-12-01', '2026-12-04')).json().data;
      const res = await owner.put(
        `/bookings/${made.id}`,
        bookingBody(propertyId, { dateFrom: '2026-12-02', dateTo: '2026-12-06' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ dateFrom: '2026-12-02', dateTo: '2026-12-06' });
      expect(res.json().data.history.map((entry: { kind: string }) => entry.kind)).toEqual([
        'created',
        'updated',
      ]);
      expect(res.json().data.history[1].changes).toEqual({
        dateFrom: { from: '2026-12-01', to: '2026-12-02' },
        dateTo: { from: '2026-12-04', to: '2026-12-06' },
      });
      expect(await holdsOf(propertyId)).toEqual([
        { unitNo: 1, kind: 'booking', nights: '[2026-12-02,2026-12-06)' },
      ]);
      // The freed night of the 1st can be booked.
      expect((await book(propertyId, '2026-11-30', '2026-12-02')).statusCode).toBe(201);
      const events = await recordedEvents(t.database.db, propertyId);
      expect(events[1]).toEqual({
        type: 'booking.updated',
        payload: {
          bookingId: made.id,
          ownerId,
          propertyId,
          unitNo: 1,
          status: 'confirmed',
          dateFrom: '2026-12-02',
          dateTo: '2026-12-06',
          previous: { propertyId, dateFrom: '2026-12-01', dateTo: '2026-12-04' },
        },
      });
    });

    it('refuses nights held by another booking, and keeps its own nights', async () => {
      const propertyId = await newProperty();
      const made = (await book(propertyId, '2026-12-01', '2026-12-03')).json().data;
      expect((await book(propertyId, '2026-12-05', '2026-12-07')).statusCode).toBe(201);
      const res = await owner.put(
        `/bookings/${made.id}`,
        bookingBody(propertyId, { dateFrom: '2026-12-01', dateTo: '2026-12-06' }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(NO_SPACE);
      expect(await holdsOf(propertyId)).toEqual([
        { unitNo: 1, kind: 'booking', nights: '[2026-12-01,2026-12-03)' },
        { unitNo: 1, kind: 'booking', nights: '[2026-12-05,2026-12-07)' },
      ]);
      const after = (await owner.get(`/bookings/${made.id}`)).json().data;
      expect(after).toMatchObject({ dateTo: '2026-12-03' });
      expect(after.history).toHaveLength(1);
    });

    it('moves a booking to another of the owner’s properties', async () => {
      const from = await newProperty();
      const to = await newProperty();
      const made = (await book(from, '2026-12-01', '2026-12-03')).json().data;
      const res = await owner.put(
        `/bookings/${made.id}`,
        bookingBody(to, { dateFrom: '2026-12-01', dateTo: '2026-12-03' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.property.id).toBe(to);
      expect(await holdsOf(from)).toEqual([]);
      expect(await holdsOf(to)).toHaveLength(1);
    });

    it('keeps a stay that has begun editable except its past dates (A-13)', async () => {
      clock.set(new Date('2026-11-22T20:00:00.000Z'));
      const late = await createOwner(t.app, mail);
      const api = bookingsApi(t.app, late.token);
      const propertyId = (await insertBookableProperty(t.database.db, late.userId)).id;
      const stay = { dateFrom: '2026-11-22', dateTo: '2026-11-24' };
      const made = (await api.post('/bookings', bookingBody(propertyId, stay))).json().data;
      // 21:30 UTC is 00:30 on the 23rd in Riyadh: the arrival day is past.
      clock.set(new Date('2026-11-22T21:30:00.000Z'));
      const paid = await api.put(
        `/bookings/${made.id}`,
        bookingBody(propertyId, stay, { alreadyPaid: 120_000 }),
      );
      expect(paid.statusCode).toBe(200);
      expect(paid.json().data).toMatchObject({ balance: 0, paymentStatus: 'paid' });
      // The guest stays a night longer: the arrival is kept, the departure is ahead.
      const longer = await api.put(
        `/bookings/${made.id}`,
        bookingBody(propertyId, { dateFrom: '2026-11-22', dateTo: '2026-11-25' }),
      );
      expect(longer.statusCode).toBe(200);
      const moved = await api.put(
        `/bookings/${made.id}`,
        bookingBody(propertyId, { dateFrom: '2026-11-21', dateTo: '2026-11-25' }),
      );
      expect(moved.statusCode).toBe(400);
      expect(moved.json().details).toEqual([
        issueSaying('body.dateFrom', 'Past dates cannot be selected'),
      ]);
    });

    it('records nothing when nothing changed', async () => {
      const propertyId = await newProperty();
      const body = bookingBody(propertyId, { dateFrom: '2026-12-01', dateTo: '2026-12-03' });
      const made = (await owner.post('/bookings', body)).json().data;
      const res = await owner.put(`/bookings/${made.id}`, body);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.history).toHaveLength(1);
    });
  });

  describe('POST /bookings/:id/cancel', () => {
    it('frees the nights, records the reason and the policy’s penalty, and booking.cancelled', async () => {
      const propertyId = await newProperty();
      expect(
        (await owner.put(`/properties/${propertyId}/cancellation-policies`, cancellation))
          .statusCode,
      ).toBe(200);
      // Arrival 10 December, cancelled on 22 November: 18 days before, 50 % (8–30 days).
      const made = (await book(propertyId, '2026-12-10', '2026-12-12')).json().data;
      expect(made.cancellation).toEqual({ daysBefore: 18, penaltyPercent: 5_000, penalty: 60_000 });
      const res = await owner.post(`/bookings/${made.id}/cancel`, { reason: 'Guest asked' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'cancelled',
        cancelledAt: '2026-11-22T09:00:00.000Z',
        cancelReason: 'Guest asked',
        cancellation: { daysBefore: 18, penaltyPercent: 5_000, penalty: 60_000 },
      });
      expect(res.json().data.history.map((entry: { kind: string }) => entry.kind)).toEqual([
        'created',
        'cancelled',
      ]);
      expect(await holdsOf(propertyId)).toEqual([]);
      expect((await book(propertyId, '2026-12-10', '2026-12-12')).statusCode).toBe(201);
      const events = await recordedEvents(t.database.db, propertyId);
      expect(events.map((event) => event.type)).toEqual([
        'booking.created',
        'booking.cancelled',
        'booking.created',
      ]);
    });

    it('charges nothing without a cancellation policy, and a second cancel changes nothing', async () => {
      const propertyId = await newProperty();
      const made = (await book(propertyId, '2026-12-10', '2026-12-12')).json().data;
      const first = await owner.post(`/bookings/${made.id}/cancel`, {});
      expect(first.json().data.cancellation).toEqual({
        daysBefore: 18,
        penaltyPercent: 0,
        penalty: 0,
      });
      const second = await owner.post(`/bookings/${made.id}/cancel`, {});
      expect(second.statusCode).toBe(200);
      const history = await t.database.db
        .select()
        .from(bookingHistory)
        .where(eq(bookingHistory.bookingId, made.id));
      expect(history).toHaveLength(2);
    });

    it('a cancelled booking made confirmed again must find free nights', async () => {
      const propertyId = await newProperty();
      const body = bookingBody(propertyId, { dateFrom: '2026-12-10', dateTo: '2026-12-12' });
      const made = (await owner.post('/bookings', body)).json().data;
      await owner.post(`/bookings/${made.id}/cancel`, {});
      expect((await book(propertyId, '2026-12-11', '2026-12-13')).statusCode).toBe(201);
      const back = await owner.put(`/bookings/${made.id}`, body);
      expect(back.statusCode).toBe(409);
      expect(back.json().message).toBe(NO_SPACE);
    });
  });
});
