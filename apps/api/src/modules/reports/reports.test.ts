import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSourceIds } from '@nuzul/shared/definitions';
import type { Database } from '../../db/client';
import { bookings, calendarHolds, properties } from '../../db/schema/index';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { bookingBody, bookingsApi, insertBookableProperty } from '../bookings/bookings.fixtures';

type Api = ReturnType<typeof bookingsApi>;

/**
 * A booking written as history (stays of the past cannot be made through the API, A-13),
 * with its calendar hold unless cancelled, as the bookings module keeps them.
 */
async function insertStay(
  db: Database,
  stay: {
    ownerId: string;
    propertyId: string;
    unitNo?: number;
    status: 'confirmed' | 'pending' | 'cancelled';
    dateFrom: string;
    dateTo: string;
    guestPrice: number;
    priceToYou: number;
    bookingSourceId?: number;
  },
) {
  const [row] = await db
    .insert(bookings)
    .values({
      ownerId: stay.ownerId,
      propertyId: stay.propertyId,
      unitNo: stay.unitNo ?? 1,
      status: stay.status,
      dateFrom: stay.dateFrom,
      dateTo: stay.dateTo,
      guests: 2,
      guestPrice: stay.guestPrice,
      alreadyPaid: 0,
      priceToYou: stay.priceToYou,
      bookingSourceId: stay.bookingSourceId ?? null,
      guestFirstName: 'Noura',
      guestLastName: 'Alotaibi',
      guestAddress: 'Tahlia Street',
      guestPostalCode: '23411',
      guestCountry: 'SA',
      guestLanguage: 'ar',
      guestEmail: 'noura@example.sa',
      guestPhone: '+966500000000',
      guestMobile: '+966500000000',
      cancelledAt: stay.status === 'cancelled' ? new Date('2026-10-01T00:00:00Z') : null,
    })
    .returning({ id: bookings.id });
  if (stay.status !== 'cancelled') {
    await holdNights(db, stay.propertyId, stay.unitNo ?? 1, stay.dateFrom, stay.dateTo, row!.id);
  }
  return row!.id;
}

async function holdNights(
  db: Database,
  propertyId: string,
  unitNo: number,
  from: string,
  to: string,
  bookingId?: string,
) {
  await db.insert(calendarHolds).values({
    propertyId,
    unitNo,
    nights: sql`daterange(${from}::date, ${to}::date, '[)')` as unknown as string,
    kind: bookingId ? 'booking' : 'block',
    bookingId: bookingId ?? null,
  });
}

/**
 * Reports (requirements-next §15) over hand-computed fixtures. The owner has a villa (1 unit)
 * and a tower property (2 units): 3 unit-nights a day.
 *   Villa: 29 Oct → 3 Nov confirmed (5 nights, 1000.01 SAR, 850 to you, Airbnb): 3 nights in
 *          October, 2 in November; its price split by night is 600.00 and 400.01, to you
 *          510.00 and 340.00. 10 → 12 Oct cancelled (500 SAR). 15 → 22 Oct blocked (7 nights).
 *   Tower: unit 1, 5 → 9 Oct confirmed (4 nights, 400 SAR, 300 to you); unit 2, 20 → 23 Nov
 *          pending (3 nights, 900 SAR, 900 to you); a block left on a unit 3 it does not have.
 * Another owner's property has a booking and a block in October that are never counted.
 */
describe('GET /reports/*', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: Api;
  let stranger: Api;
  let empty: Api;
  let villa: string;
  let tower: string;
  let foreign: string;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: testClock().clock });
    const db = t.database.db;
    const created = await createOwner(t.app, mail);
    owner = bookingsApi(t.app, created.token);
    const other = await createOwner(t.app, mail);
    stranger = bookingsApi(t.app, other.token);
    empty = bookingsApi(t.app, (await createOwner(t.app, mail)).token);
    villa = (await insertBookableProperty(db, created.userId, { name: 'Villa Corniche' })).id;
    tower = (await insertBookableProperty(db, created.userId, { name: 'Olaya Tower', units: 2 }))
      .id;
    foreign = (await insertBookableProperty(db, other.userId, { name: 'Not yours' })).id;
    // Listed since 2025: every night of the months below was on offer.
    await db.execute(sql`update ${properties} set created_at = '2025-01-01T00:00:00Z'`);
    const ownerId = created.userId;
    await insertStay(db, {
      ownerId,
      propertyId: villa,
      status: 'confirmed',
      dateFrom: '2026-10-29',
      dateTo: '2026-11-03',
      guestPrice: 100_001,
      priceToYou: 85_000,
      bookingSourceId: bookingSourceIds.airbnb,
    });
    await insertStay(db, {
      ownerId,
      propertyId: villa,
      status: 'cancelled',
      dateFrom: '2026-10-10',
      dateTo: '2026-10-12',
      guestPrice: 50_000,
      priceToYou: 50_000,
    });
    await holdNights(db, villa, 1, '2026-10-15', '2026-10-22');
    await insertStay(db, {
      ownerId,
      propertyId: tower,
      unitNo: 1,
      status: 'confirmed',
      dateFrom: '2026-10-05',
      dateTo: '2026-10-09',
      guestPrice: 40_000,
      priceToYou: 30_000,
    });
    await insertStay(db, {
      ownerId,
      propertyId: tower,
      unitNo: 2,
      status: 'pending',
      dateFrom: '2026-11-20',
      dateTo: '2026-11-23',
      guestPrice: 90_000,
      priceToYou: 90_000,
    });
    await holdNights(db, tower, 3, '2026-10-01', '2026-10-31');
    await insertStay(db, {
      ownerId: other.userId,
      propertyId: foreign,
      status: 'confirmed',
      dateFrom: '2026-10-01',
      dateTo: '2026-10-20',
      guestPrice: 999_999,
      priceToYou: 999_999,
    });
    await holdNights(db, foreign, 1, '2026-10-20', '2026-10-31');
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const report = async (api: Api, kind: string, query: string) => {
    const res = await api.get(`/reports/${kind}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const octNov = 'from=2026-10-01&to=2026-12-01';

  it('splits a stay across the month end by night: occupancy, ADR and RevPAR per month', async () => {
    const data = await report(owner, 'revenue', octNov);
    expect(data).toMatchObject({
      from: '2026-10-01',
      to: '2026-12-01',
      groupBy: 'month',
      propertyId: null,
      source: null,
    });
    expect(data.rows).toEqual([
      {
        // 3 units × 31 days − 7 blocked = 86; booked 3 (villa) + 4 (tower) = 7.
        bucket: '2026-10-01',
        availableNights: 86,
        blockedNights: 7,
        bookedNights: 7,
        occupancyPercent: 8.1,
        guestPrice: 100_000,
        priceToYou: 81_000,
        adr: 14_286,
        revpar: 1_163,
      },
      {
        // 3 × 30 = 90; booked 2 (villa) + 3 (pending tower stay) = 5.
        bucket: '2026-11-01',
        availableNights: 90,
        blockedNights: 0,
        bookedNights: 5,
        occupancyPercent: 5.6,
        guestPrice: 130_001,
        priceToYou: 124_000,
        adr: 26_000,
        revpar: 1_444,
      },
    ]);
    expect(data.totals).toEqual({
      availableNights: 176,
      blockedNights: 7,
      bookedNights: 12,
      occupancyPercent: 6.8,
      guestPrice: 230_001,
      priceToYou: 205_000,
      adr: 19_167,
      revpar: 1_307,
    });
  });

  it('gives occupancy alone with the same nights', async () => {
    const data = await report(owner, 'occupancy', octNov);
    expect(data.rows).toEqual([
      {
        bucket: '2026-10-01',
        availableNights: 86,
        blockedNights: 7,
        bookedNights: 7,
        occupancyPercent: 8.1,
      },
      {
        bucket: '2026-11-01',
        availableNights: 90,
        blockedNights: 0,
        bookedNights: 5,
        occupancyPercent: 5.6,
      },
    ]);
    expect(data.totals).toEqual({
      availableNights: 176,
      blockedNights: 7,
      bookedNights: 12,
      occupancyPercent: 6.8,
    });
  });

  it('narrows to one property: the villa in October is 3 booked of 24 available', async () => {
    const data = await report(
      owner,
      'revenue',
      `from=2026-10-01&to=2026-11-01&propertyId=${villa}`,
    );
    expect(data.propertyId).toBe(villa);
    expect(data.rows).toEqual([
      {
        bucket: '2026-10-01',
        availableNights: 24,
        blockedNights: 7,
        bookedNights: 3,
        occupancyPercent: 12.5,
        guestPrice: 60_000,
        priceToYou: 51_000,
        adr: 20_000,
        revpar: 2_500,
      },
    ]);
  });

  it('groups by day, each night its share of the price', async () => {
    const data = await report(owner, 'revenue', 'from=2026-10-30&to=2026-11-02&groupBy=day');
    expect(
      data.rows.map((row: Record<string, unknown>) => [
        row.bucket,
        row.availableNights,
        row.bookedNights,
        row.guestPrice,
      ]),
    ).toEqual([
      ['2026-10-30', 3, 1, 20_000],
      ['2026-10-31', 3, 1, 20_000],
      ['2026-11-01', 3, 1, 20_000],
    ]);
  });

  it('counts bookings by arrival month, the cancelled one only as cancelled', async () => {
    const data = await report(owner, 'bookings', octNov);
    expect(data.rows).toEqual([
      { bucket: '2026-10-01', confirmed: 2, pending: 0, cancelled: 1 },
      { bucket: '2026-11-01', confirmed: 0, pending: 1, cancelled: 0 },
    ]);
    expect(data.totals).toEqual({ confirmed: 2, pending: 1, cancelled: 1 });
  });

  it('adds up bookings and revenue by source, the source filter narrowing the nights', async () => {
    const data = await report(owner, 'sources', octNov);
    expect(data.rows).toEqual([
      {
        sourceId: null,
        nameAr: null,
        nameEn: null,
        bookings: 2,
        cancelled: 1,
        bookedNights: 7,
        guestPrice: 130_000,
        priceToYou: 120_000,
      },
      {
        sourceId: bookingSourceIds.airbnb,
        nameAr: 'إير بي إن بي',
        nameEn: 'Airbnb',
        bookings: 1,
        cancelled: 0,
        bookedNights: 5,
        guestPrice: 100_001,
        priceToYou: 85_000,
      },
    ]);
    expect(data.totals).toEqual({
      bookings: 3,
      cancelled: 1,
      bookedNights: 12,
      guestPrice: 230_001,
      priceToYou: 205_000,
    });
    const airbnb = await report(owner, 'occupancy', `${octNov}&source=${bookingSourceIds.airbnb}`);
    expect(airbnb.source).toBe(bookingSourceIds.airbnb);
    expect(airbnb.totals).toEqual({
      availableNights: 176,
      blockedNights: 7,
      bookedNights: 5,
      occupancyPercent: 2.8,
    });
  });

  it('compares the properties over the range, a block on a unit the tower lacks not counted', async () => {
    const data = await report(owner, 'properties', octNov);
    expect(data.rows).toEqual([
      {
        propertyId: tower,
        name: 'Olaya Tower',
        internalName: expect.any(String),
        units: 2,
        bookings: 2,
        cancelled: 0,
        availableNights: 122,
        blockedNights: 0,
        bookedNights: 7,
        occupancyPercent: 5.7,
        guestPrice: 130_000,
        priceToYou: 120_000,
        adr: 18_571,
        revpar: 1_066,
      },
      {
        propertyId: villa,
        name: 'Villa Corniche',
        internalName: expect.any(String),
        units: 1,
        bookings: 1,
        cancelled: 1,
        availableNights: 54,
        blockedNights: 7,
        bookedNights: 5,
        occupancyPercent: 9.3,
        guestPrice: 100_001,
        priceToYou: 85_000,
        adr: 20_000,
        revpar: 1_852,
      },
    ]);
  });

  it('offers no night before the property was created, that day taken in its time zone', async () => {
    const db = t.database.db;
    const newcomer = await createOwner(t.app, mail);
    const api = bookingsApi(t.app, newcomer.token);
    const chalet = (await insertBookableProperty(db, newcomer.userId, { name: 'New Chalet' })).id;
    // 22:30 UTC on 15 October is already the 16th in Riyadh: October offers 16 nights.
    await db.execute(
      sql`update ${properties} set created_at = '2026-10-15T22:30:00Z' where id = ${chalet}`,
    );
    await insertStay(db, {
      ownerId: newcomer.userId,
      propertyId: chalet,
      status: 'confirmed',
      dateFrom: '2026-10-20',
      dateTo: '2026-10-24',
      guestPrice: 80_000,
      priceToYou: 80_000,
    });
    const data = await report(api, 'revenue', octNov);
    expect(
      data.rows.map((row: Record<string, unknown>) => [
        row.bucket,
        row.availableNights,
        row.bookedNights,
        row.occupancyPercent,
        row.revpar,
      ]),
    ).toEqual([
      ['2026-10-01', 16, 4, 25, 5_000],
      ['2026-11-01', 30, 0, 0, 0],
    ]);
    expect(data.totals.availableNights).toBe(46);
    const days = await report(api, 'occupancy', 'from=2026-10-14&to=2026-10-18&groupBy=day');
    expect(
      days.rows.map((row: Record<string, unknown>) => [row.bucket, row.availableNights]),
    ).toEqual([
      ['2026-10-14', 0],
      ['2026-10-15', 0],
      ['2026-10-16', 1],
      ['2026-10-17', 1],
    ]);
    const compared = await report(api, 'properties', octNov);
    expect(compared.rows).toMatchObject([
      { propertyId: chalet, availableNights: 46, bookedNights: 4, occupancyPercent: 8.7 },
    ]);
    // A range that ends before it was created offers nothing.
    const before = await report(api, 'occupancy', 'from=2026-09-01&to=2026-10-01');
    expect(before.totals).toEqual({
      availableNights: 0,
      blockedNights: 0,
      bookedNights: 0,
      occupancyPercent: 0,
    });
  });

  it('answers an empty period with zeros for every month', async () => {
    const data = await report(owner, 'revenue', 'from=2025-01-01&to=2025-03-01');
    expect(data.rows.map((row: Record<string, unknown>) => row.bucket)).toEqual([
      '2025-01-01',
      '2025-02-01',
    ]);
    expect(data.totals).toEqual({
      availableNights: 3 * 59,
      blockedNights: 0,
      bookedNights: 0,
      occupancyPercent: 0,
      guestPrice: 0,
      priceToYou: 0,
      adr: 0,
      revpar: 0,
    });
    const bookingsReport = await report(owner, 'bookings', 'from=2025-01-01&to=2025-03-01');
    expect(bookingsReport.totals).toEqual({ confirmed: 0, pending: 0, cancelled: 0 });
    const sources = await report(owner, 'sources', 'from=2025-01-01&to=2025-03-01');
    expect(sources.rows).toEqual([]);
  });

  it('answers an owner without properties with zeros, not errors', async () => {
    const revenue = await report(empty, 'revenue', octNov);
    expect(revenue.rows).toHaveLength(2);
    expect(revenue.totals).toMatchObject({
      availableNights: 0,
      bookedNights: 0,
      adr: 0,
      revpar: 0,
    });
    expect((await report(empty, 'properties', octNov)).rows).toEqual([]);
    expect((await report(empty, 'sources', octNov)).rows).toEqual([]);
  });

  it("never counts another owner's bookings, and answers 404 for their property", async () => {
    // The other owner sees only their own stay: 19 nights of October, 11 blocked.
    const theirs = await report(stranger, 'occupancy', octNov);
    expect(theirs.totals).toEqual({
      availableNights: 61 - 11,
      blockedNights: 11,
      bookedNights: 19,
      occupancyPercent: 38,
    });
    for (const kind of ['bookings', 'occupancy', 'revenue', 'sources', 'properties']) {
      const res = await owner.get(`/reports/${kind}?${octNov}&propertyId=${foreign}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('refuses a reversed range, a range too long or an unknown grouping (400)', async () => {
    for (const query of [
      'from=2026-11-01&to=2026-11-01',
      'from=2026-01-01&to=2029-01-02',
      'from=2026-01-01&to=2027-01-03&groupBy=day',
      'from=2026-01-01&to=2026-02-01&groupBy=week',
      'from=2026-02-30&to=2026-03-01',
      'to=2026-03-01',
    ]) {
      const res = await owner.get(`/reports/occupancy?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('needs a signed-in owner', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/reports/revenue?${octNov}` });
    expect(res.statusCode).toBe(401);
  });
});

/**
 * The dashboard (requirements-next §6) at the test clock's 2026-11-22 in Riyadh: 12 months is
 * December 2025 to November 2026, 30 days 24 October to 22 November, this year 2026.
 */
describe('GET /dashboard/summary', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: Api;
  let fresh: Api;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: testClock().clock });
    const db = t.database.db;
    const created = await createOwner(t.app, mail);
    owner = bookingsApi(t.app, created.token);
    fresh = bookingsApi(t.app, (await createOwner(t.app, mail)).token);
    const other = await createOwner(t.app, mail);
    const ownerId = created.userId;
    const villa = (await insertBookableProperty(db, ownerId, { name: 'Villa' })).id;
    const tower = (await insertBookableProperty(db, ownerId, { name: 'Tower', units: 2 })).id;
    await insertBookableProperty(db, ownerId, { name: 'Draft' });
    // Published (past the readiness gate): the villa and the tower; the draft stays Pending.
    await db.execute(
      sql`update ${properties} set status = 'published', published_at = now()
        where id in (${villa}, ${tower})`,
    );
    const foreign = (await insertBookableProperty(db, other.userId)).id;
    await db.execute(sql`update ${properties} set status = 'published' where id = ${foreign}`);
    const history = (
      propertyId: string,
      status: 'confirmed' | 'cancelled',
      dateFrom: string,
      dateTo: string,
      who = ownerId,
    ) =>
      insertStay(db, {
        ownerId: who,
        propertyId,
        status,
        dateFrom,
        dateTo,
        guestPrice: 50_000,
        priceToYou: 40_000,
      });
    await history(villa, 'confirmed', '2025-11-28', '2025-11-30'); // before the 12 months
    await history(villa, 'confirmed', '2025-12-01', '2025-12-03'); // their first day
    await history(villa, 'confirmed', '2026-10-05', '2026-10-08');
    await history(tower, 'cancelled', '2026-10-10', '2026-10-12');
    await history(foreign, 'confirmed', '2026-11-01', '2026-11-03', other.userId);
    await history(foreign, 'cancelled', '2026-11-05', '2026-11-06', other.userId);
    const book = async (
      propertyId: string,
      dateFrom: string,
      dateTo: string,
      status: 'confirmed' | 'pending' = 'confirmed',
    ) => {
      const res = await owner.post(
        '/bookings',
        bookingBody(propertyId, { dateFrom, dateTo }, { status }),
      );
      expect(res.statusCode, res.body).toBe(201);
    };
    await book(villa, '2026-11-22', '2026-11-24'); // arrives today
    await book(tower, '2026-11-28', '2026-11-30', 'pending'); // the week's last day
    await book(villa, '2026-11-29', '2026-12-01'); // the day after the week
    await book(tower, '2026-12-01', '2026-12-03'); // after the 12 months, in this year
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const summary = async (api: Api, query = '') => {
    const res = await api.get(`/dashboard/summary${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('counts the properties: none connected before channels, the published ready to connect', async () => {
    expect((await summary(owner)).properties).toEqual({
      total: 3,
      connected: 0,
      readyToConnect: 2,
    });
  });

  it('gives the last 12 months by arrival month by default, every month present', async () => {
    const data = await summary(owner);
    expect(data).toMatchObject({
      period: '12m',
      groupBy: 'month',
      from: '2025-12-01',
      to: '2026-12-01',
      today: '2026-11-22',
      bookings: { confirmed: 4, cancelled: 1 },
    });
    expect(data.series).toHaveLength(12);
    expect(
      data.series.filter(
        (row: { confirmed: number; cancelled: number }) => row.confirmed || row.cancelled,
      ),
    ).toEqual([
      { bucket: '2025-12-01', confirmed: 1, cancelled: 0 },
      { bucket: '2026-10-01', confirmed: 1, cancelled: 1 },
      { bucket: '2026-11-01', confirmed: 2, cancelled: 0 },
    ]);
    expect(data.series[1]).toEqual({ bucket: '2026-01-01', confirmed: 0, cancelled: 0 });
  });

  it('counts arrivals today and in the week from today (confirmed and pending)', async () => {
    expect((await summary(owner)).arrivals).toEqual({ today: 1, thisWeek: 2 });
  });

  it('gives the last 30 days by day', async () => {
    const data = await summary(owner, '?period=30d');
    expect(data).toMatchObject({ groupBy: 'day', from: '2026-10-24', to: '2026-11-23' });
    expect(data.series).toHaveLength(30);
    expect(data.series[0].bucket).toBe('2026-10-24');
    expect(data.series[29]).toEqual({ bucket: '2026-11-22', confirmed: 1, cancelled: 0 });
    expect(data.bookings).toEqual({ confirmed: 1, cancelled: 0 });
  });

  it('gives this year by month', async () => {
    const data = await summary(owner, '?period=year');
    expect(data).toMatchObject({ from: '2026-01-01', to: '2027-01-01' });
    expect(data.series).toHaveLength(12);
    expect(data.bookings).toEqual({ confirmed: 4, cancelled: 1 });
    expect(data.series[11]).toEqual({ bucket: '2026-12-01', confirmed: 1, cancelled: 0 });
  });

  it('answers a new owner with zeros', async () => {
    const data = await summary(fresh);
    expect(data.properties).toEqual({ total: 0, connected: 0, readyToConnect: 0 });
    expect(data.bookings).toEqual({ confirmed: 0, cancelled: 0 });
    expect(data.arrivals).toEqual({ today: 0, thisWeek: 0 });
    expect(data.series.every((row: { confirmed: number }) => row.confirmed === 0)).toBe(true);
  });

  it('refuses an unknown period (400)', async () => {
    const res = await owner.get('/dashboard/summary?period=7d');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
