import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { calendarDaySettings, calendarHolds } from '../../db/schema/index';
import { issueSaying } from '../../test/field-issues';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { availability, season } from '../../test/terms-fixtures';
import {
  bookingBody,
  bookingsApi,
  insertBookableProperty,
  keepRecordedEvents,
  recordedEvents,
} from './bookings.fixtures';
import { bookingsLookup } from './bookings.lookup';

type Api = ReturnType<typeof bookingsApi>;

const UNAVAILABLE =
  'Your selected date range contains one or more unavailable days. Please select only available dates.';

/** 20–31 December 2026 at 500 SAR a night, 2 to 14 nights. */
const december = { ...season, dateFrom: '2026-12-20', dateTo: '2026-12-31' };

describe('availability calendar (requirements-next §4)', () => {
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

  /** A property with the availability defaults (400 SAR, 1–30 nights, 24 h) and the December season. */
  async function pricedProperty(units = 1) {
    const { id } = await insertBookableProperty(t.database.db, ownerId, { units });
    expect((await owner.put(`/properties/${id}/availability`, availability)).statusCode).toBe(200);
    expect((await owner.post(`/properties/${id}/seasons`, december)).statusCode).toBe(201);
    return id;
  }
  const calendar = (id: string, from: string, to: string) =>
    owner.get(`/properties/${id}/calendar?from=${from}&to=${to}`);
  const daysOf = async (id: string, from: string, to: string) =>
    (await calendar(id, from, to)).json().data.days as Array<Record<string, unknown>>;
  const statuses = async (id: string, from: string, to: string) =>
    (await daysOf(id, from, to)).map((day) => day.status);
  const block = (id: string, from: string, to: string, note?: string) =>
    owner.post(`/properties/${id}/blocks`, { from, to, ...(note ? { note } : {}) });
  const makeAvailable = (id: string, from: string, to: string) =>
    owner.post(`/properties/${id}/availability`, { from, to });
  const book = (id: string, dateFrom: string, dateTo: string) =>
    owner.post('/bookings', bookingBody(id, { dateFrom, dateTo }));
  const holdsOf = (id: string) =>
    t.database.db
      .select({
        unitNo: calendarHolds.unitNo,
        kind: calendarHolds.kind,
        nights: sql<string>`${calendarHolds.nights}::text`,
        note: calendarHolds.note,
      })
      .from(calendarHolds)
      .where(eq(calendarHolds.propertyId, id))
      .orderBy(calendarHolds.unitNo, sql`lower(${calendarHolds.nights})`);

  describe('GET /properties/:id/calendar', () => {
    it('answers each day with its price and stay rules: day setting, else season, else base', async () => {
      const id = await pricedProperty();
      const res = await calendar(id, '2026-12-19', '2026-12-20');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        propertyId: id,
        timeZone: 'Asia/Riyadh',
        today: '2026-11-22',
        units: 1,
        from: '2026-12-19',
        to: '2026-12-20',
        days: [
          {
            date: '2026-12-19',
            status: 'available',
            price: 40_000,
            priceSource: 'base',
            minNights: 1,
            maxNights: 30,
            preparationHours: 24,
            bookings: [],
            blockNote: null,
          },
          {
            date: '2026-12-20',
            status: 'available',
            price: 50_000,
            priceSource: 'season',
            minNights: 2,
            maxNights: 14,
            preparationHours: 24,
            bookings: [],
            blockNote: null,
          },
        ],
      });
    });

    it('has no price before the availability section is saved', async () => {
      const { id } = await insertBookableProperty(t.database.db, ownerId);
      expect(await daysOf(id, '2026-12-01', '2026-12-01')).toEqual([
        expect.objectContaining({ price: null, priceSource: null, minNights: null }),
      ]);
    });

    it('answers at most 400 days', async () => {
      const id = await pricedProperty();
      expect((await calendar(id, '2026-11-22', '2027-12-26')).json().data.days).toHaveLength(400);
      const more = await calendar(id, '2026-11-22', '2027-12-27');
      expect(more.statusCode).toBe(400);
      expect(more.json().details).toEqual([
        issueSaying('querystring.to', 'This value is too large'),
      ]);
    });

    it('reaches three years ahead: days beyond are refused, for reading and for actions', async () => {
      const id = await pricedProperty();
      expect((await calendar(id, '2029-11-01', '2029-11-22')).statusCode).toBe(200);
      const far = await calendar(id, '2029-11-01', '2029-11-23');
      expect(far.statusCode).toBe(400);
      expect(far.json().details).toEqual([
        issueSaying('querystring.to', 'Choose a date within three years'),
      ]);
      for (const res of [
        await calendar(id, '9999-12-31', '9999-12-31'),
        await block(id, '9999-12-31', '9999-12-31'),
        await makeAvailable(id, '9999-12-30', '9999-12-31'),
        await owner.get(`/bookings/quote?propertyId=${id}&from=9999-12-30&to=9999-12-31&guests=1`),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().details[0].code).toBe('dateTooFar');
      }
    });

    it('shows a booking on its nights, not on its departure day', async () => {
      const id = await pricedProperty();
      const made = (await book(id, '2026-12-01', '2026-12-03')).json().data;
      expect(await statuses(id, '2026-11-30', '2026-12-03')).toEqual([
        'available',
        'booked',
        'booked',
        'available',
      ]);
      expect((await daysOf(id, '2026-12-01', '2026-12-01'))[0]!.bookings).toEqual([
        {
          id: made.id,
          guestName: 'Sara Alharbi',
          status: 'confirmed',
          dateFrom: '2026-12-01',
          dateTo: '2026-12-03',
          unitNo: 1,
        },
      ]);
    });
  });

  describe('Block', () => {
    it('blocks the days from..to, both included, with the note, and records availability.changed', async () => {
      const id = await pricedProperty();
      const res = await block(id, '2026-12-05', '2026-12-07', 'Maintenance');
      expect(res.statusCode).toBe(201);
      expect(res.json().data.days.map((day: { status: string }) => day.status)).toEqual([
        'blocked',
        'blocked',
        'blocked',
      ]);
      expect(res.json().data.days[0].blockNote).toBe('Maintenance');
      expect(await statuses(id, '2026-12-04', '2026-12-08')).toEqual([
        'available',
        'blocked',
        'blocked',
        'blocked',
        'available',
      ]);
      expect(await holdsOf(id)).toEqual([
        { unitNo: 1, kind: 'block', nights: '[2026-12-05,2026-12-08)', note: 'Maintenance' },
      ]);
      expect(await recordedEvents(t.database.db, id)).toEqual([
        {
          type: 'availability.changed',
          payload: {
            ownerId,
            propertyId: id,
            from: '2026-12-05',
            to: '2026-12-07',
            action: 'block',
          },
        },
      ]);
    });

    it('blocks one day, and a blocked day again with the new note', async () => {
      const id = await pricedProperty();
      expect((await block(id, '2026-12-05', '2026-12-06', 'Family')).statusCode).toBe(201);
      expect((await block(id, '2026-12-06', '2026-12-06', 'Painting')).statusCode).toBe(201);
      expect(await holdsOf(id)).toEqual([
        { unitNo: 1, kind: 'block', nights: '[2026-12-05,2026-12-06)', note: 'Family' },
        { unitNo: 1, kind: 'block', nights: '[2026-12-06,2026-12-07)', note: 'Painting' },
      ]);
    });

    it('blocks every unit of a multi-unit property', async () => {
      const id = await pricedProperty(3);
      expect((await block(id, '2026-12-05', '2026-12-05')).statusCode).toBe(201);
      expect((await holdsOf(id)).map((hold) => hold.unitNo)).toEqual([1, 2, 3]);
      expect((await book(id, '2026-12-05', '2026-12-06')).statusCode).toBe(409);
    });

    it('refuses a range with one booked night (409, the spec message) and changes nothing', async () => {
      const id = await pricedProperty();
      expect((await book(id, '2026-12-07', '2026-12-09')).statusCode).toBe(201);
      const res = await block(id, '2026-12-01', '2026-12-07');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        code: 'DATES_UNAVAILABLE',
        error: 'Conflict',
        message: UNAVAILABLE,
      });
      expect(await holdsOf(id)).toEqual([
        { unitNo: 1, kind: 'booking', nights: '[2026-12-07,2026-12-09)', note: null },
      ]);
      // The departure day is no booked night: blocking it is fine.
      expect((await block(id, '2026-12-09', '2026-12-10')).statusCode).toBe(201);
      expect((await block(id, '2026-12-01', '2026-12-06')).statusCode).toBe(201);
    });

    it('refuses a past day (400 PAST_DATES) and takes today, in Riyadh, by the injected clock', async () => {
      const id = await pricedProperty();
      const past = await block(id, '2026-11-21', '2026-11-23');
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({
        code: 'PAST_DATES',
        message: 'Past dates cannot be changed.',
      });
      expect(await holdsOf(id)).toEqual([]);
      // Signed in at 20:00 UTC, so that the session lasts past midnight in Riyadh.
      clock.set(new Date('2026-11-22T20:00:00.000Z'));
      const late = await createOwner(t.app, mail);
      const lateOwner = bookingsApi(t.app, late.token);
      const own = (await insertBookableProperty(t.database.db, late.userId)).id;
      const blockToday = () =>
        lateOwner.post(`/properties/${own}/blocks`, { from: '2026-11-22', to: '2026-11-23' });
      // 21:00 UTC is 00:00 on the 23rd in Riyadh: the 22nd is past.
      clock.set(new Date('2026-11-22T21:00:00.000Z'));
      expect((await blockToday()).statusCode).toBe(400);
      // 20:59 UTC is 23:59 in Riyadh: the 22nd is still today.
      clock.set(new Date('2026-11-22T20:59:00.000Z'));
      expect((await blockToday()).statusCode).toBe(201);
    });

    it('refuses a note over 200 characters', async () => {
      const id = await pricedProperty();
      const res = await block(id, '2026-12-05', '2026-12-05', 'x'.repeat(201));
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([issueSaying('body.note', 'This value is too long')]);
    });
  });

  describe('Make Available', () => {
    it('removes blocks in the range and keeps the nights of a block outside it', async () => {
      const id = await pricedProperty();
      expect((await block(id, '2026-12-01', '2026-12-10', 'Renovation')).statusCode).toBe(201);
      const res = await makeAvailable(id, '2026-12-04', '2026-12-05');
      expect(res.statusCode).toBe(200);
      expect(await statuses(id, '2026-12-03', '2026-12-06')).toEqual([
        'blocked',
        'available',
        'available',
        'blocked',
      ]);
      expect(await holdsOf(id)).toEqual([
        { unitNo: 1, kind: 'block', nights: '[2026-12-01,2026-12-04)', note: 'Renovation' },
        { unitNo: 1, kind: 'block', nights: '[2026-12-06,2026-12-11)', note: 'Renovation' },
      ]);
      expect((await makeAvailable(id, '2026-11-30', '2026-12-20')).statusCode).toBe(200);
      expect(await holdsOf(id)).toEqual([]);
    });

    it('refuses a range with a booked day (409) and a past day (400), changing nothing', async () => {
      const id = await pricedProperty();
      expect((await block(id, '2026-12-01', '2026-12-03')).statusCode).toBe(201);
      expect((await book(id, '2026-12-04', '2026-12-05')).statusCode).toBe(201);
      const booked = await makeAvailable(id, '2026-12-01', '2026-12-04');
      expect(booked.statusCode).toBe(409);
      expect(booked.json().message).toBe(UNAVAILABLE);
      const past = await makeAvailable(id, '2026-11-21', '2026-12-03');
      expect(past.statusCode).toBe(400);
      expect(past.json().code).toBe('PAST_DATES');
      expect(await statuses(id, '2026-12-01', '2026-12-04')).toEqual([
        'blocked',
        'blocked',
        'blocked',
        'booked',
      ]);
    });
  });

  describe('Set price and stay rules', () => {
    const settings = (id: string, body: object) =>
      owner.put(`/properties/${id}/day-settings`, body);

    it('sets a price and stay rules on the days, which win over the season, and resets them', async () => {
      const id = await pricedProperty();
      const res = await settings(id, {
        from: '2026-12-20',
        to: '2026-12-21',
        price: 65_000,
        minNights: 3,
        preparationHours: 0,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.days).toEqual([
        expect.objectContaining({
          date: '2026-12-20',
          price: 65_000,
          priceSource: 'override',
          minNights: 3,
          maxNights: 14,
          preparationHours: 0,
        }),
        expect.objectContaining({ date: '2026-12-21', price: 65_000, priceSource: 'override' }),
      ]);
      // Left out is kept; null clears one setting.
      await settings(id, { from: '2026-12-21', to: '2026-12-21', price: null });
      expect((await daysOf(id, '2026-12-21', '2026-12-21'))[0]).toMatchObject({
        price: 50_000,
        priceSource: 'season',
        minNights: 3,
      });
      await settings(id, { from: '2026-12-20', to: '2026-12-21', reset: true });
      expect(await daysOf(id, '2026-12-20', '2026-12-21')).toEqual([
        expect.objectContaining({ price: 50_000, priceSource: 'season', minNights: 2 }),
        expect.objectContaining({ price: 50_000, priceSource: 'season', minNights: 2 }),
      ]);
      const rows = await t.database.db
        .select()
        .from(calendarDaySettings)
        .where(eq(calendarDaySettings.propertyId, id));
      expect(rows).toEqual([]);
    });

    it('gives other modules the day prices of the nights [from, to), for their quotes', async () => {
      const id = await pricedProperty();
      await settings(id, { from: '2026-12-05', to: '2026-12-06', price: 70_000 });
      await settings(id, { from: '2026-12-07', to: '2026-12-07', minNights: 2 });
      expect(await bookingsLookup(t.database.db).dayPrices(id, '2026-12-04', '2026-12-08')).toEqual(
        [
          { date: '2026-12-05', price: 70_000 },
          { date: '2026-12-06', price: 70_000 },
        ],
      );
      expect(await bookingsLookup(t.database.db).dayPrices(id, '2026-12-06', '2026-12-06')).toEqual(
        [],
      );
    });

    it('refuses a minimum above the day’s maximum, also one set earlier', async () => {
      const id = await pricedProperty();
      await settings(id, { from: '2026-12-05', to: '2026-12-05', maxNights: 3 });
      const res = await settings(id, { from: '2026-12-04', to: '2026-12-05', minNights: 4 });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        issueSaying('body.minNights', 'Minimum stay cannot exceed maximum stay'),
      ]);
      expect((await daysOf(id, '2026-12-04', '2026-12-04'))[0]).toMatchObject({ minNights: 1 });
    });

    it('refuses booked days (409) and past days (400)', async () => {
      const id = await pricedProperty();
      expect((await book(id, '2026-12-04', '2026-12-05')).statusCode).toBe(201);
      const booked = await settings(id, { from: '2026-12-01', to: '2026-12-04', price: 1_000 });
      expect(booked.statusCode).toBe(409);
      expect(booked.json().code).toBe('DATES_UNAVAILABLE');
      const past = await settings(id, { from: '2026-11-21', to: '2026-11-23', price: 1_000 });
      expect(past.statusCode).toBe(400);
      expect(past.json().code).toBe('PAST_DATES');
    });
  });

  describe('GET /bookings/quote', () => {
    const quote = (id: string, query: string) =>
      owner.get(`/bookings/quote?propertyId=${id}&${query}`);

    it('prices the nights with the day prices first, and counts the arrival day’s own min nights', async () => {
      const id = await pricedProperty();
      await owner.put(`/properties/${id}/day-settings`, {
        from: '2026-12-19',
        to: '2026-12-19',
        price: 45_000,
        minNights: 3,
      });
      const res = await quote(id, 'from=2026-12-19&to=2026-12-21&guests=2');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(
        data.nightly.map((night: { price: number; source: string }) => [night.price, night.source]),
      ).toEqual([
        [45_000, 'override'],
        [50_000, 'season'],
      ]);
      expect(data.rent).toBe(95_000);
      expect(data.rules).toMatchObject({ minStay: 3, minStayMet: false });
      expect(data.bookable).toBe(false);
      expect(data.available).toBe(true);
    });

    it('says when no unit is free', async () => {
      const id = await pricedProperty();
      expect((await book(id, '2026-12-02', '2026-12-03')).statusCode).toBe(201);
      expect(
        (await quote(id, 'from=2026-12-01&to=2026-12-04&guests=2')).json().data.available,
      ).toBe(false);
      expect(
        (await quote(id, 'from=2026-12-03&to=2026-12-04&guests=2')).json().data.available,
      ).toBe(true);
    });

    it('counts the nights of the booking being edited as free to it', async () => {
      const id = await pricedProperty();
      const made = (await book(id, '2026-12-02', '2026-12-04')).json().data;
      const moved = 'from=2026-12-03&to=2026-12-05&guests=2';
      expect((await quote(id, moved)).json().data.available).toBe(false);
      expect((await quote(id, `${moved}&bookingId=${made.id}`)).json().data.available).toBe(true);
    });
  });

  describe('the price a booking keeps (price when booked)', () => {
    const quote = (id: string, query: string) =>
      owner.get(`/bookings/quote?propertyId=${id}&${query}`);
    /** The quote without what is not a price: the stay rules, penalties and availability. */
    const pricesOf = (data: Record<string, unknown>) => {
      const { arrival, departure, cancellation, rules, bookable, available, ...prices } = data;
      void [arrival, departure, cancellation, rules, bookable, available];
      return prices;
    };

    it('keeps the quote’s price of the stay when booked, whatever the prices become', async () => {
      const id = await pricedProperty();
      const quoted = (await quote(id, 'from=2026-12-19&to=2026-12-21&guests=2')).json().data;
      const made = await book(id, '2026-12-19', '2026-12-21');
      expect(made.statusCode).toBe(201);
      const { priceBreakdown } = made.json().data;
      expect(priceBreakdown).toEqual({
        ...pricesOf(quoted),
        pricedAt: '2026-11-22T09:00:00.000Z',
      });
      // The base price on the 19th, the December season on the 20th.
      expect(priceBreakdown).toMatchObject({ nights: 2, rent: 90_000, currency: 'SAR' });

      const cheaper = { ...availability, basePrice: 30_000 };
      expect((await owner.put(`/properties/${id}/availability`, cheaper)).statusCode).toBe(200);
      expect((await quote(id, 'from=2026-12-19&to=2026-12-21&guests=2')).json().data.rent).toBe(
        80_000,
      );
      expect(
        (await owner.get(`/bookings/${made.json().data.id}`)).json().data.priceBreakdown,
      ).toEqual(priceBreakdown);
    });

    it('prices the stay again when its guests or dates change, and keeps it for other edits', async () => {
      const id = await pricedProperty();
      const stay = { dateFrom: '2026-12-19', dateTo: '2026-12-21' };
      const made = (await owner.post('/bookings', bookingBody(id, stay))).json().data;
      clock.set(new Date('2026-11-22T09:05:00.000Z'));
      const commented = await owner.put(
        `/bookings/${made.id}`,
        bookingBody(id, stay, { comment: 'Late arrival' }),
      );
      expect(commented.statusCode).toBe(200);
      expect(commented.json().data.priceBreakdown).toEqual(made.priceBreakdown);

      const threeGuests = await owner.put(
        `/bookings/${made.id}`,
        bookingBody(id, stay, { guests: 3 }),
      );
      expect(threeGuests.statusCode).toBe(200);
      const quoted = (await quote(id, 'from=2026-12-19&to=2026-12-21&guests=3')).json().data;
      expect(threeGuests.json().data.priceBreakdown).toEqual({
        ...pricesOf(quoted),
        pricedAt: '2026-11-22T09:05:00.000Z',
      });
      expect(threeGuests.json().data.priceBreakdown.guests).toBe(3);

      const longer = await owner.put(
        `/bookings/${made.id}`,
        bookingBody(id, { ...stay, dateTo: '2026-12-22' }, { guests: 3 }),
      );
      expect(longer.json().data.priceBreakdown).toMatchObject({ nights: 3, rent: 140_000 });
    });
  });
});
