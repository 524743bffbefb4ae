import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DIRECT_BOOKING_SOURCE_ID } from '@nuzul/shared/definitions';
import { bookings } from '../../db/schema/index';
import type { Captcha } from '../../platform/captcha/captcha';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { bookingsApi } from '../bookings/bookings.fixtures';
import { createSiteOwner, insertSiteProperty, requestBody, siteApi } from './site.fixtures';

const NO_SPACE =
  'Property is not available for a given dates - There is no space to add this apartment!';

/** Once on (after the owners signed up), only the widget's answer "human" passes. */
let captchaOn = false;
const captcha: Captcha = {
  options: { provider: 'recaptcha', siteKey: 'test-site-key' },
  verify: async (value) => !captchaOn || value === 'human',
};

let nextIp = 0;
/** A visitor address of its own, so that one test's requests do not count in another's. */
const freshIp = () => `198.51.100.${(nextIp += 1)}`;

describe("booking requests on the owner's site (issue 19)", () => {
  let t: TestApp;
  let mail: MailCatcher;
  let site: ReturnType<typeof siteApi>;
  let owner: Awaited<ReturnType<typeof createSiteOwner>>;
  let other: Awaited<ReturnType<typeof createSiteOwner>>;
  const clock = testClock();

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: clock.clock, captcha });
    site = siteApi(t.app);
    owner = await createSiteOwner(t, mail);
    other = await createSiteOwner(t, mail);
    captchaOn = true;
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const ask = (propertyId: string, body: object, ip = freshIp()) =>
    site.request(owner.slug, propertyId, { captchaValue: 'human', ...body }, ip);
  const pendingOf = (propertyId: string) =>
    t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.propertyId, propertyId), eq(bookings.status, 'pending')));

  it('makes a Pending direct booking holding the nights, at the quoted price, and answers 201', async () => {
    const propertyId = await insertSiteProperty(t, owner);
    const res = await ask(
      propertyId,
      requestBody(
        { dateFrom: '2026-12-01', dateTo: '2026-12-04' },
        { message: 'هل يمكن الوصول متأخرًا؟' },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const quote = (
      await site.get(
        `/${owner.slug}/properties/${propertyId}/quote?dateFrom=2026-12-01&dateTo=2026-12-04&guests=2`,
      )
    ).json().data;
    expect(res.json().data).toEqual({
      id: expect.any(String),
      status: 'pending',
      dateFrom: '2026-12-01',
      dateTo: '2026-12-04',
      guests: 2,
      guestPrice: quote.total,
    });
    const [row] = await pendingOf(propertyId);
    expect(row).toMatchObject({
      ownerId: owner.userId,
      bookingSourceId: DIRECT_BOOKING_SOURCE_ID,
      guestFirstName: 'نورة',
      guestEmail: 'noura@example.sa',
      guestPhone: '+966551234567',
      guestLanguage: 'ar',
      guestCountry: 'SA',
      alreadyPaid: 0,
    });
    // The owner sees it among their bookings, Pending, with the nights taken on the site.
    const api = bookingsApi(t.app, owner.token);
    expect((await api.get(`/bookings/${row!.id}`)).json().data.status).toBe('pending');
    const free = (
      await site.get(
        `/${owner.slug}/properties/${propertyId}/availability?from=2026-12-01&to=2026-12-04`,
      )
    ).json().data.days;
    expect(free.map((day: { available: boolean }) => day.available)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it("notifies the owner, starts the guest's thread and e-mails the guest in their language", async () => {
    const propertyId = await insertSiteProperty(t, owner, { name: 'استراحة الورد' });
    const res = await ask(
      propertyId,
      requestBody(
        { dateFrom: '2026-12-10', dateTo: '2026-12-12' },
        {
          message: 'We arrive late.',
          guest: {
            firstName: 'Lena',
            lastName: 'Meyer',
            email: 'lena@example.de',
            phone: '+49 151 2345678',
            language: 'en',
          },
        },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const bookingId = res.json().data.id as string;
    await t.app.jobs.drain();

    const api = bookingsApi(t.app, owner.token);
    const notices = (await api.get('/notifications')).json().data;
    expect(notices).toContainEqual(
      expect.objectContaining({
        kind: 'booking',
        event: 'booking.requested',
        link: `/bookings/${bookingId}`,
        params: expect.objectContaining({ bookingId, status: 'pending' }),
      }),
    );

    const thread = (await api.post('/inbox/threads', { bookingId })).json().data;
    const messages = (await api.get(`/inbox/threads/${thread.id}/messages`)).json().data;
    expect(
      messages.map((m: { sender: string; systemKind: string | null; body: string }) => [
        m.sender,
        m.systemKind,
        m.body,
      ]),
    ).toEqual([
      ['system', 'booking_requested', ''],
      ['guest', null, 'We arrive late.'],
    ]);

    const [email] = await mail.mailsTo('lena@example.de');
    // The default "request received" template in English, signed with the site's name.
    expect(email!.subject).toContain('استراحة الورد');
    expect(email!.html).toContain('dir="ltr"');
    expect(email!.html).toContain('Palm Chalets');
    expect(email!.text).toContain('Lena');
  });

  it("refuses taken dates with the spec's message, and a stay that overlaps them by one night", async () => {
    const propertyId = await insertSiteProperty(t, owner);
    const stay = { dateFrom: '2026-12-20', dateTo: '2026-12-23' };
    expect((await ask(propertyId, requestBody(stay))).statusCode).toBe(201);
    for (const taken of [stay, { dateFrom: '2026-12-22', dateTo: '2026-12-24' }]) {
      const res = await ask(propertyId, requestBody(taken));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'NO_SPACE_FOR_DATES', message: NO_SPACE });
    }
    // The departure day is the next arrival's.
    expect(
      (await ask(propertyId, requestBody({ dateFrom: '2026-12-23', dateTo: '2026-12-25' })))
        .statusCode,
    ).toBe(201);
    expect(await pendingOf(propertyId)).toHaveLength(2);
  });

  it.each([2, 10])(
    'makes exactly one Pending booking of %i requests for the same nights at once',
    async (count) => {
      const propertyId = await insertSiteProperty(t, owner);
      const stay = { dateFrom: '2027-01-05', dateTo: '2027-01-08' };
      const answers = await Promise.all(
        Array.from({ length: count }, () => ask(propertyId, requestBody(stay))),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(count - 1).fill(409)]);
      for (const res of answers.filter((answer) => answer.statusCode === 409)) {
        expect(res.json().message).toBe(NO_SPACE);
      }
      expect(await pendingOf(propertyId)).toHaveLength(1);
    },
  );

  it('keeps the booking rules: guests within the max, no past arrival, the minimum stay, known country', async () => {
    const propertyId = await insertSiteProperty(t, owner);
    const cases: Array<[object, string, string]> = [
      [{ guests: 5 }, 'body.guests', 'tooLarge'],
      [{ dateFrom: '2026-11-20', dateTo: '2026-11-23' }, 'body.dateFrom', 'pastDate'],
      [{ dateFrom: '2026-12-05', dateTo: '2026-12-05' }, 'body.dateTo', 'stayAtLeastOneNight'],
      [{ dateFrom: '2026-12-01', dateTo: '2027-01-05' }, 'body.dateTo', 'stayAboveMaxNights'],
      [{ dateFrom: '2029-11-20', dateTo: '2029-11-25' }, 'body.dateTo', 'dateTooFar'],
    ];
    for (const [overrides, path, code] of cases) {
      const res = await ask(
        propertyId,
        requestBody({ dateFrom: '2026-12-01', dateTo: '2026-12-03' }, overrides),
      );
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().details[0]).toMatchObject({ path, code });
    }
    const over = await ask(
      propertyId,
      requestBody({ dateFrom: '2026-12-01', dateTo: '2027-01-05' }),
    );
    expect(over.json().details[0].message).toBe('The maximum stay for these dates is 30 nights');
    const phone = await ask(
      propertyId,
      requestBody(
        { dateFrom: '2026-12-01', dateTo: '2026-12-03' },
        {
          guest: {
            firstName: 'A',
            lastName: 'B',
            email: 'not-an-email',
            phone: '12',
            language: 'ar',
            country: 'ZZ',
          },
        },
      ),
    );
    expect(phone.statusCode).toBe(400);
    expect(
      phone
        .json()
        .details.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['body.guest.email', 'body.guest.phone']);
    const country = await ask(
      propertyId,
      requestBody(
        { dateFrom: '2026-12-01', dateTo: '2026-12-03' },
        {
          guest: {
            firstName: 'A',
            lastName: 'B',
            email: 'a@example.sa',
            phone: '+966501234567',
            language: 'ar',
            country: 'ZZ',
          },
        },
      ),
    );
    expect(country.json().details[0]).toMatchObject({
      path: 'body.guest.country',
      code: 'unknownDefinition',
    });
    expect(await pendingOf(propertyId)).toHaveLength(0);
  });

  it('answers 404 for an unpublished property or another slug, and makes nothing', async () => {
    const draft = await insertSiteProperty(t, owner, { published: false });
    const res = await ask(draft, requestBody({ dateFrom: '2026-12-01', dateTo: '2026-12-03' }));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('SITE_PROPERTY_NOT_FOUND');
    const propertyId = await insertSiteProperty(t, owner);
    const foreign = await site.request(
      other.slug,
      propertyId,
      { captchaValue: 'human', ...requestBody({ dateFrom: '2026-12-01', dateTo: '2026-12-03' }) },
      freshIp(),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('SITE_PROPERTY_NOT_FOUND');
    const unknown = await site.request(
      'no-such-site',
      propertyId,
      { captchaValue: 'human', ...requestBody({ dateFrom: '2026-12-01', dateTo: '2026-12-03' }) },
      freshIp(),
    );
    expect(unknown.json()).toMatchObject({
      code: 'SITE_NOT_FOUND',
      message: 'Failed to load white label content',
    });
    expect(await pendingOf(propertyId)).toHaveLength(0);
  });

  it('refuses a request without the captcha while the provider is on', async () => {
    const propertyId = await insertSiteProperty(t, owner);
    const body = requestBody({ dateFrom: '2026-12-01', dateTo: '2026-12-03' });
    for (const captchaValue of [undefined, '', 'robot']) {
      const res = await site.request(owner.slug, propertyId, { ...body, captchaValue }, freshIp());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'CAPTCHA_FAILED',
        message: 'reCAPTCHA failed. Please try again.',
      });
    }
    expect(await pendingOf(propertyId)).toHaveLength(0);
  });

  it('answers 429 BOOKING_REQUEST_RATE_LIMITED to the 6th request from one address in 10 minutes', async () => {
    const propertyId = await insertSiteProperty(t, owner);
    const ip = freshIp();
    const body = (day: number) =>
      requestBody({ dateFrom: `2027-02-${10 + 2 * day}`, dateTo: `2027-02-${11 + 2 * day}` });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await ask(propertyId, body(attempt), ip)).statusCode).toBe(201);
    }
    const sixth = await ask(propertyId, body(5), ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'BOOKING_REQUEST_RATE_LIMITED',
      message:
        'You have sent many booking requests in a short time. Please wait a few minutes and try again.',
    });
    // Another address is not held back.
    expect((await ask(propertyId, body(6))).statusCode).toBe(201);
    expect(await pendingOf(propertyId)).toHaveLength(6);
  });
});
