import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/index';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { seeded } from '../listings/listings.fixtures';
import { bookingBody, bookingsApi, guest, insertBookableProperty } from './bookings.fixtures';

type Api = ReturnType<typeof bookingsApi>;

/**
 * The bookings list (requirements-next §5.3) and the account boundary. The clock stands at
 * 2026-11-22 12:00 in Riyadh: Upcoming is a departure from the 22nd on.
 */
describe('GET /bookings and another owner', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: Api;
  let stranger: Api;
  let strangerId: string;
  let olaya: string;
  let corniche: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: testClock().clock });
    const created = await createOwner(t.app, mail);
    owner = bookingsApi(t.app, created.token);
    const other = await createOwner(t.app, mail);
    stranger = bookingsApi(t.app, other.token);
    strangerId = other.userId;
    const db = t.database.db;
    olaya = (
      await insertBookableProperty(db, created.userId, {
        name: 'شقة العليا الفاخرة',
        address: 'King Fahd Road',
        cityId: seeded.riyadh,
      })
    ).id;
    corniche = (
      await insertBookableProperty(db, created.userId, {
        name: 'Corniche Villa',
        address: 'Corniche Road',
        cityId: seeded.jeddah,
      })
    ).id;
    const make = async (
      name: string,
      propertyId: string,
      dateFrom: string,
      dateTo: string,
      extra: Parameters<typeof bookingBody>[2] = {},
    ) => {
      const res = await owner.post(
        '/bookings',
        bookingBody(propertyId, { dateFrom, dateTo }, extra),
      );
      expect(res.statusCode).toBe(201);
      ids[name] = res.json().data.id;
    };
    await make('sara', olaya, '2026-11-22', '2026-11-24');
    await make('omar', olaya, '2026-12-10', '2026-12-12', {
      status: 'pending',
      guest: {
        ...guest,
        firstName: 'Omar',
        lastName: 'Khan',
        email: 'omar@example.com',
        phone: '0551112222',
      },
    });
    await make('lina', corniche, '2026-12-01', '2026-12-05', {
      status: 'cancelled',
      guest: { ...guest, firstName: 'Lina', lastName: 'Haddad', email: 'lina@mail.jo' },
    });
    // Stays of the past cannot be made through the API: written as history.
    const past = (name: string, dateFrom: string, dateTo: string, firstName: string) =>
      db
        .insert(bookings)
        .values({
          ownerId: created.userId,
          propertyId: corniche,
          status: 'confirmed',
          dateFrom,
          dateTo,
          guests: 2,
          guestPrice: 80_000,
          alreadyPaid: 80_000,
          priceToYou: 70_000,
          guestFirstName: firstName,
          guestLastName: 'Guest',
          guestAddress: 'Tahlia Street',
          guestPostalCode: '23411',
          guestCountry: 'SA',
          guestLanguage: 'ar',
          guestEmail: `${firstName.toLowerCase()}@example.sa`,
          guestPhone: '+966500000000',
          guestMobile: '+966500000000',
        })
        .returning({ id: bookings.id })
        .then(([row]) => {
          ids[name] = row!.id;
        });
    await past('left', '2026-11-10', '2026-11-12', 'Faisal');
    // Leaves today: still upcoming (in house).
    await past('leaving', '2026-11-20', '2026-11-22', 'Huda');
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const list = async (query = '') => {
    const res = await owner.get(`/bookings?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Array<{ id: string }>; meta: Record<string, number> };
  };
  const names = async (query = '') => {
    const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    return (await list(query)).data.map((row) => byId[row.id]);
  };

  it('lists All by arrival, latest first, with each row as the list shows it', async () => {
    expect(await names()).toEqual(['omar', 'lina', 'sara', 'leaving', 'left']);
    const { data, meta } = await list();
    expect(meta).toEqual({ page: 1, pageSize: 20, total: 5 });
    expect(data.find((row) => row.id === ids.omar)).toEqual({
      id: ids.omar,
      property: {
        id: olaya,
        name: 'شقة العليا الفاخرة',
        internalName: 'OLAYA-301',
        thumbnailUrl: null,
        cityId: seeded.riyadh,
        cityNameAr: 'الرياض',
        cityNameEn: 'Riyadh',
        address: 'King Fahd Road',
        timeZone: 'Asia/Riyadh',
      },
      unitNo: 1,
      status: 'pending',
      dateFrom: '2026-12-10',
      dateTo: '2026-12-12',
      nights: 2,
      guests: 2,
      guestName: 'Omar Khan',
      guestEmail: 'omar@example.com',
      guestPhone: '0551112222',
      bookingSourceId: null,
      guestPrice: 120_000,
      alreadyPaid: 20_000,
      balance: 100_000,
      paymentStatus: 'partly',
      createdAt: expect.any(String),
    });
  });

  it('Upcoming: departure today or later, soonest arrival first; Past: departure before today', async () => {
    expect(await names('when=upcoming')).toEqual(['leaving', 'sara', 'lina', 'omar']);
    expect(await names('when=past')).toEqual(['left']);
    expect(await names('when=upcoming&order=desc')).toEqual(['omar', 'lina', 'sara', 'leaving']);
  });

  it.each([
    ['the first name', 'sara', ['sara']],
    ['the last name, in any case', 'KHAN', ['omar']],
    ['first and last name', 'lina hadd', ['lina']],
    ['the e-mail', 'omar@example', ['omar']],
    ['the phone, spaced', '055 111', ['omar']],
    ['the property name', 'corniche villa', ['lina', 'leaving', 'left']],
    ['the property name in Arabic', 'العليا', ['omar', 'sara']],
    ['the city in Arabic', 'جدة', ['lina', 'leaving', 'left']],
    ['the city in English', 'riyadh', ['omar', 'sara']],
    ['the address', 'King Fahd', ['omar', 'sara']],
    ['LIKE characters taken literally', '%', []],
  ])('searches by %s', async (_what, search, expected) => {
    expect(await names(`search=${encodeURIComponent(search)}`)).toEqual(expected);
  });

  it('filters by status and property, with the other filters', async () => {
    expect(await names('status=pending')).toEqual(['omar']);
    expect(await names('status=cancelled&when=upcoming')).toEqual(['lina']);
    expect(await names(`propertyId=${corniche}`)).toEqual(['lina', 'leaving', 'left']);
    expect(await names(`propertyId=${corniche}&search=faisal`)).toEqual(['left']);
  });

  it('pages', async () => {
    const second = await list('pageSize=2&page=2');
    expect(second.meta).toEqual({ page: 2, pageSize: 2, total: 5 });
    expect(await names('pageSize=2&page=2')).toEqual(['sara', 'leaving']);
    expect((await list('pageSize=2&page=4')).data).toEqual([]);
    const wrong = await owner.get('/bookings?when=soon');
    expect(wrong.statusCode).toBe(400);
  });

  it('counts each property’s own today, from UTC−11 to UTC+14, and pages across them', async () => {
    // 09:00 UTC on the 22nd is the 21st, 22:00 in Pago Pago and the 22nd, 23:00 in Kiritimati.
    const other = await createOwner(t.app, mail);
    const api = bookingsApi(t.app, other.token);
    const db = t.database.db;
    const pago = (await insertBookableProperty(db, other.userId, { timeZone: 'Pacific/Pago_Pago' }))
      .id;
    const kiri = (
      await insertBookableProperty(db, other.userId, { timeZone: 'Pacific/Kiritimati' })
    ).id;
    const stays: Array<[string, string, string, string]> = [
      ['pago-left', pago, '2026-11-18', '2026-11-20'],
      ['pago-leaving', pago, '2026-11-19', '2026-11-21'],
      ['kiri-left', kiri, '2026-11-19', '2026-11-21'],
      ['kiri-leaving', kiri, '2026-11-20', '2026-11-22'],
      ['pago-in', pago, '2026-11-22', '2026-11-24'],
      ['kiri-next', kiri, '2026-11-23', '2026-11-25'],
      ['pago-dec', pago, '2026-12-01', '2026-12-03'],
    ];
    const byId: Record<string, string> = {};
    for (const [name, propertyId, dateFrom, dateTo] of stays) {
      const [row] = await db
        .insert(bookings)
        .values({
          ownerId: other.userId,
          propertyId,
          status: 'confirmed',
          dateFrom,
          dateTo,
          guests: 1,
          guestPrice: 50_000,
          alreadyPaid: 0,
          priceToYou: 40_000,
          guestFirstName: name,
          guestLastName: 'Guest',
          guestAddress: 'Main Road',
          guestPostalCode: '12345',
          guestCountry: 'SA',
          guestLanguage: 'en',
          guestEmail: `${name}@example.com`,
          guestPhone: '+966500000000',
          guestMobile: '+966500000000',
        })
        .returning({ id: bookings.id });
      byId[row!.id] = name;
    }
    const page = async (query: string) => {
      const res = await api.get(`/bookings?${query}`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: Array<{ id: string }>; meta: { total: number } };
      return { names: body.data.map((row) => byId[row.id]), total: body.meta.total };
    };
    expect(await page('when=upcoming')).toEqual({
      names: ['pago-leaving', 'kiri-leaving', 'pago-in', 'kiri-next', 'pago-dec'],
      total: 5,
    });
    expect(await page('when=past')).toEqual({ names: ['kiri-left', 'pago-left'], total: 2 });
    expect(await page('when=past&order=asc')).toEqual({
      names: ['pago-left', 'kiri-left'],
      total: 2,
    });
    // Pages of two, across the stays running today and those arriving later.
    const upcoming = async (order: string, n: number) =>
      (await page(`when=upcoming&order=${order}&pageSize=2&page=${n}`)).names;
    expect([await upcoming('asc', 1), await upcoming('asc', 2), await upcoming('asc', 3)]).toEqual([
      ['pago-leaving', 'kiri-leaving'],
      ['pago-in', 'kiri-next'],
      ['pago-dec'],
    ]);
    expect([
      await upcoming('desc', 1),
      await upcoming('desc', 2),
      await upcoming('desc', 3),
    ]).toEqual([['pago-dec', 'kiri-next'], ['pago-in', 'kiri-leaving'], ['pago-leaving']]);
    expect(await upcoming('asc', 4)).toEqual([]);
    expect(await page('when=upcoming&pageSize=2&page=4')).toEqual({ names: [], total: 5 });
    expect(await page(`when=upcoming&propertyId=${kiri}`)).toEqual({
      names: ['kiri-leaving', 'kiri-next'],
      total: 2,
    });
    expect(await page('when=upcoming&search=pago')).toEqual({
      names: ['pago-leaving', 'pago-in', 'pago-dec'],
      total: 3,
    });
    expect(await page('when=past&search=kiri')).toEqual({ names: ['kiri-left'], total: 1 });
  });

  describe('another owner', () => {
    it('sees none of the bookings', async () => {
      const res = await stranger.get('/bookings');
      expect(res.json()).toEqual({ data: [], meta: { page: 1, pageSize: 20, total: 0 } });
    });

    it('gets 404 on every route of a booking or property that is not theirs', async () => {
      const booking = ids.sara!;
      const body = bookingBody(olaya, { dateFrom: '2026-12-20', dateTo: '2026-12-22' });
      const days = { from: '2026-12-20', to: '2026-12-21' };
      const answers = await Promise.all([
        stranger.get(`/bookings/${booking}`),
        stranger.put(`/bookings/${booking}`, body),
        stranger.post(`/bookings/${booking}/cancel`, {}),
        stranger.post('/bookings', body),
        stranger.get(`/bookings/quote?propertyId=${olaya}&from=2026-12-20&to=2026-12-22&guests=2`),
        stranger.get(`/properties/${olaya}/calendar?from=2026-12-01&to=2026-12-31`),
        stranger.post(`/properties/${olaya}/blocks`, days),
        stranger.post(`/properties/${olaya}/availability`, days),
        stranger.put(`/properties/${olaya}/day-settings`, { ...days, price: 1_000 }),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
      }
      // Nothing changed: the booking is still confirmed, the days are free.
      expect((await owner.get(`/bookings/${booking}`)).json().data.status).toBe('confirmed');
      const calendar = await owner.get(
        `/properties/${olaya}/calendar?from=2026-12-20&to=2026-12-21`,
      );
      expect(calendar.json().data.days.map((day: { status: string }) => day.status)).toEqual([
        'available',
        'available',
      ]);
    });

    it('cannot move their own booking onto a property that is not theirs', async () => {
      const theirs = await insertBookableProperty(t.database.db, strangerId);
      const made = await stranger.post(
        '/bookings',
        bookingBody(theirs.id, { dateFrom: '2026-12-20', dateTo: '2026-12-22' }),
      );
      expect(made.statusCode).toBe(201);
      const moved = await stranger.put(
        `/bookings/${made.json().data.id}`,
        bookingBody(olaya, { dateFrom: '2026-12-20', dateTo: '2026-12-22' }),
      );
      expect(moved.statusCode).toBe(404);
    });

    it('is 401 without a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/bookings' });
      expect(res.statusCode).toBe(401);
    });
  });
});
