import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { bookingBody, bookingsApi } from '../bookings/bookings.fixtures';
import { siteReader } from './site.lookup';
import { createSiteOwner, insertSiteProperty, siteApi } from './site.fixtures';

const label = (en: string) => ({ ar: `${en} ع`, en });

describe("the owner's public site as data (issue 19)", () => {
  let t: TestApp;
  let mail: MailCatcher;
  let site: ReturnType<typeof siteApi>;
  let owner: Awaited<ReturnType<typeof createSiteOwner>>;
  let other: Awaited<ReturnType<typeof createSiteOwner>>;
  let published: string;
  let second: string;
  let unpublished: string;
  let othersProperty: string;
  const clock = testClock();

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: clock.clock });
    site = siteApi(t.app);
    owner = await createSiteOwner(t, mail);
    other = await createSiteOwner(t, mail);
    published = await insertSiteProperty(t, owner, { name: 'شاليه النخيل' });
    second = await insertSiteProperty(t, owner, { name: 'استراحة الورد' });
    unpublished = await insertSiteProperty(t, owner, { published: false, name: 'مسودة' });
    othersProperty = await insertSiteProperty(t, other, { name: 'عقار مالك آخر' });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const book = (propertyId: string, dateFrom: string, dateTo: string) =>
    bookingsApi(t.app, owner.token).post(
      '/bookings',
      bookingBody(propertyId, { dateFrom, dateTo }),
    );

  it('answers the site: name, colour, contacts and menus without an unpublished property', async () => {
    const menu = await owner.cms.put('/cms/menus/header', {
      items: [
        { label: label('Palm'), target: { type: 'property', propertyId: published } },
        { label: label('Draft'), target: { type: 'property', propertyId: unpublished } },
        {
          label: label('More'),
          target: { type: 'blog' },
          children: [
            { label: label('Draft too'), target: { type: 'property', propertyId: unpublished } },
            { label: label('Rose'), target: { type: 'property', propertyId: second } },
          ],
        },
      ],
    });
    expect(menu.statusCode).toBe(200);
    const res = await site.get(`/${owner.slug}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      slug: owner.slug,
      displayName: { ar: 'شاليهات النخيل', en: 'Palm Chalets' },
      brandColor: '#0e7c66',
      logo: null,
      contact: { phone: '+966501234567', whatsapp: '0501234567' },
    });
    expect(data.menus.header.items.map((item: { label: { en: string } }) => item.label.en)).toEqual(
      ['Palm', 'More'],
    );
    expect(data.menus.header.items[1].children).toEqual([
      expect.objectContaining({ target: { type: 'property', propertyId: second } }),
    ]);
    expect(data.menus.footer.items).toEqual([]);
  });

  it("answers 404 SITE_NOT_FOUND with the spec's text for an unknown slug, on every route", async () => {
    for (const url of [
      '/no-such-site',
      '/no-such-site/properties',
      `/no-such-site/properties/${published}`,
      `/no-such-site/properties/${published}/availability?from=2026-12-01&to=2026-12-02`,
      `/no-such-site/properties/${published}/quote?dateFrom=2026-12-01&dateTo=2026-12-02&guests=1`,
    ]) {
      const res = await site.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({
        code: 'SITE_NOT_FOUND',
        message: 'Failed to load white label content',
      });
    }
  });

  it("lists only the published properties of the slug's owner, with city, cover and from-price", async () => {
    const res = await site.get(`/${owner.slug}/properties`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((card: { id: string }) => card.id).sort()).toEqual([published, second].sort());
    expect(data.find((card: { id: string }) => card.id === published)).toEqual({
      id: published,
      name: 'شاليه النخيل',
      city: { ar: 'الرياض', en: 'Riyadh' },
      cover: null,
      fromPrice: 40_000,
      maxGuests: 4,
    });
    const others = (await site.get(`/${other.slug}/properties`)).json().data;
    expect(others.map((card: { id: string }) => card.id)).toEqual([othersProperty]);
  });

  it('answers 404 SITE_PROPERTY_NOT_FOUND for an unpublished, foreign or unknown property', async () => {
    for (const id of [unpublished, othersProperty, '00000000-0000-4000-8000-000000000000', 'x']) {
      for (const suffix of [
        '',
        '/availability?from=2026-12-01&to=2026-12-02',
        '/quote?dateFrom=2026-12-01&dateTo=2026-12-02&guests=1',
      ]) {
        const res = await site.get(`/${owner.slug}/properties/${id}${suffix}`);
        expect(res.statusCode, `${id}${suffix}`).toBe(404);
        expect(res.json().code).toBe('SITE_PROPERTY_NOT_FOUND');
      }
    }
    // Another owner's slug never shows this owner's property either.
    const res = await site.get(`/${other.slug}/properties/${published}`);
    expect(res.json().code).toBe('SITE_PROPERTY_NOT_FOUND');
  });

  it("answers a property's page: texts, rooms, location, rules and terms", async () => {
    const res = await site.get(`/${owner.slug}/properties/${published}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: published,
      name: 'شاليه النخيل',
      maxGuests: 4,
      today: '2026-11-22',
      location: { city: { ar: 'الرياض', en: 'Riyadh' }, countryCode: 'SA' },
      checkInOut: { checkInFrom: '20:00', checkInTo: '01:00', checkOutTime: '12:00' },
      bookingRules: {
        minNights: 1,
        maxNights: 30,
        preparationHours: 24,
        openFrom: '2026-11-22',
        openUntil: '2027-11-22',
        maxGuests: 4,
      },
    });
    expect(data.cancellationPolicies.length).toBeGreaterThan(0);
    expect(data.terms.length).toBeGreaterThan(0);
    // The owner's internal name is theirs, not the visitors'.
    expect(JSON.stringify(data)).not.toContain('OLAYA-301');
  });

  it('hides a property taken on any night of the searched stay, and those too small for the guests', async () => {
    expect((await book(second, '2026-12-03', '2026-12-05')).statusCode).toBe(201);
    const ids = async (query: string) =>
      (await site.get(`/${owner.slug}/properties?${query}`))
        .json()
        .data.map((card: { id: string }) => card.id)
        .sort();
    expect(await ids('dateFrom=2026-12-01&dateTo=2026-12-04&guests=2')).toEqual([published]);
    // The departure day is free: a stay ending on the arrival of the next one fits.
    expect(await ids('dateFrom=2026-12-01&dateTo=2026-12-03')).toEqual([published, second].sort());
    expect(await ids('dateFrom=2026-12-05&dateTo=2026-12-07')).toEqual([published, second].sort());
    expect(await ids('guests=5')).toEqual([]);
    // Only stays inside the bookable window (its last night 2027-11-22).
    expect(await ids('dateFrom=2027-11-20&dateTo=2027-11-23')).toEqual([published, second].sort());
    expect(await ids('dateFrom=2027-11-20&dateTo=2027-11-24')).toEqual([]);
    // A stay before the property's today is free nowhere.
    expect(await ids('dateFrom=2026-11-20&dateTo=2026-11-23')).toEqual([]);
    const oneDate = await site.get(`/${owner.slug}/properties?dateFrom=2026-12-01`);
    expect(oneDate.statusCode).toBe(400);
    expect(oneDate.json().details[0]).toMatchObject({
      path: 'querystring.dateTo',
      code: 'required',
    });
  });

  it('answers each night free or not, without guests, at most 400 days', async () => {
    expect((await book(published, '2026-12-10', '2026-12-12')).statusCode).toBe(201);
    const res = await site.get(
      `/${owner.slug}/properties/${published}/availability?from=2026-11-21&to=2026-12-12`,
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const free = Object.fromEntries(
      data.days.map((day: { date: string; available: boolean }) => [day.date, day.available]),
    );
    expect(data.days).toHaveLength(22);
    expect(free['2026-11-21']).toBe(false); // yesterday
    expect(free['2026-11-22']).toBe(true);
    expect(free['2026-12-09']).toBe(true);
    expect(free['2026-12-10']).toBe(false);
    expect(free['2026-12-11']).toBe(false);
    expect(free['2026-12-12']).toBe(true); // the departure day
    expect(JSON.stringify(data)).not.toContain('Sara');
    // The owner takes stays up to the last night of their bookable window, 2027-11-22.
    const window = await site.get(
      `/${owner.slug}/properties/${published}/availability?from=2027-11-21&to=2027-11-23`,
    );
    expect(window.json().data.days.map((day: { available: boolean }) => day.available)).toEqual([
      true,
      true,
      false,
    ]);
    const tooLong = await site.get(
      `/${owner.slug}/properties/${published}/availability?from=2026-12-01&to=2028-01-05`,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details[0]).toMatchObject({ path: 'querystring.to', code: 'tooLarge' });
  });

  it("keeps a building's night free until every one of its units holds it", async () => {
    const building = await insertSiteProperty(t, owner, { name: 'برج العليا', units: 2 });
    const night = async () => {
      const res = await site.get(
        `/${owner.slug}/properties/${building}/availability?from=2026-12-20&to=2026-12-21`,
      );
      return res.json().data.days.map((day: { available: boolean }) => day.available);
    };
    const page = () =>
      siteReader(t.database.db, clock.clock).propertyPage(owner.userId, building, {
        range: { from: '2026-12-20', to: '2026-12-21' },
        stay: { dateFrom: '2026-12-20', dateTo: '2026-12-21', guests: 2 },
      });
    expect((await book(building, '2026-12-20', '2026-12-21')).statusCode).toBe(201);
    expect(await night()).toEqual([true, true]);
    expect(await page()).toMatchObject({
      availability: { days: [{ available: true }, { available: true }] },
      quote: { available: true },
    });
    expect((await book(building, '2026-12-20', '2026-12-21')).statusCode).toBe(201);
    expect(await night()).toEqual([false, true]);
    expect(await page()).toMatchObject({
      availability: { days: [{ available: false }, { available: true }] },
      quote: { available: false },
    });
  });

  it("quotes a stay on its page with the calendar's own night prices, as the owner's form does", async () => {
    const id = await insertSiteProperty(t, owner, { name: 'شاليه الأسعار' });
    const owners = bookingsApi(t.app, owner.token);
    expect(
      (
        await owners.put(`/properties/${id}/day-settings`, {
          from: '2026-12-02',
          to: '2026-12-02',
          price: 65_000,
        })
      ).statusCode,
    ).toBe(200);
    const found = await siteReader(t.database.db, clock.clock).propertyPage(owner.userId, id, {
      range: { from: '2026-11-22', to: '2027-02-21' },
      stay: { dateFrom: '2026-12-01', dateTo: '2026-12-04', guests: 2 },
    });
    const form = await owners.get(
      `/bookings/quote?propertyId=${id}&from=2026-12-01&to=2026-12-04&guests=2`,
    );
    expect(found?.quote).toEqual(form.json().data);
    // 400 + 650 + 400 SAR: the day's own price wins over the base price.
    expect(found?.quote).toMatchObject({ nights: 3, rent: 145_000, available: true });
  });

  it("quotes a stay exactly as the owner's booking form does", async () => {
    const res = await site.get(
      `/${owner.slug}/properties/${published}/quote?dateFrom=2026-12-01&dateTo=2026-12-04&guests=2`,
    );
    expect(res.statusCode).toBe(200);
    const owners = await bookingsApi(t.app, owner.token).get(
      `/bookings/quote?propertyId=${published}&from=2026-12-01&to=2026-12-04&guests=2`,
    );
    expect(res.json().data).toEqual(owners.json().data);
    expect(res.json().data).toMatchObject({ nights: 3, rent: 120_000, available: true });
    const taken = await site.get(
      `/${owner.slug}/properties/${published}/quote?dateFrom=2026-12-09&dateTo=2026-12-11&guests=2`,
    );
    expect(taken.json().data.available).toBe(false);
    // Beyond the booking horizon (three years), refused at the site's own field.
    const far = await site.get(
      `/${owner.slug}/properties/${published}/quote?dateFrom=2029-11-20&dateTo=2029-11-25&guests=2`,
    );
    expect(far.statusCode).toBe(400);
    expect(far.json().details).toEqual([
      expect.objectContaining({ path: 'querystring.dateTo', code: 'dateTooFar' }),
    ]);
  });

  it("documents every route of the site and the owner's answers in the OpenAPI schema", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const base = '/api/v1/public/sites/{slug}';
    for (const [path, method] of [
      [base, 'get'],
      [`${base}/properties`, 'get'],
      [`${base}/properties/{propertyId}`, 'get'],
      [`${base}/properties/{propertyId}/availability`, 'get'],
      [`${base}/properties/{propertyId}/quote`, 'get'],
      [`${base}/properties/{propertyId}/booking-requests`, 'post'],
      ['/api/v1/bookings/{id}/confirm', 'post'],
      ['/api/v1/bookings/{id}/decline', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.summary, `${method} ${path}`).toEqual(expect.any(String));
    }
    const request = doc.paths[`${base}/properties/{propertyId}/booking-requests`].post;
    expect(Object.keys(request.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['dateFrom', 'dateTo', 'guests', 'guest', 'message', 'captchaValue']),
    );
  });

  it('reads the same through siteReader as through the routes, undefined where they answer 404', async () => {
    const reader = siteReader(t.database.db, clock.clock);
    expect(await reader.site(owner.slug)).toEqual((await site.get(`/${owner.slug}`)).json().data);
    expect(await reader.property(owner.slug, published)).toEqual(
      (await site.get(`/${owner.slug}/properties/${published}`)).json().data,
    );
    expect(await reader.site('no-such-site')).toBeUndefined();
    expect(await reader.properties('no-such-site')).toBeUndefined();
    expect(await reader.property(owner.slug, unpublished)).toBeUndefined();
    expect(await reader.property(other.slug, published)).toBeUndefined();
    expect(
      await reader.availability(owner.slug, othersProperty, {
        from: '2026-12-01',
        to: '2026-12-02',
      }),
    ).toBeUndefined();
    // Called without the route's check, it still answers at most 400 nights.
    const nights = await reader.availability(owner.slug, published, {
      from: '2026-12-01',
      to: '2029-12-01',
    });
    expect(nights?.days).toHaveLength(400);
    expect(nights?.to).toBe('2028-01-04');
    expect(
      await reader.quote(owner.slug, unpublished, {
        dateFrom: '2026-12-01',
        dateTo: '2026-12-02',
        guests: 1,
      }),
    ).toBeUndefined();
  });
});
