import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { bookingBody, bookingsApi } from '../bookings/bookings.fixtures';
import { createSiteOwner, insertSiteProperty, requestBody, siteApi } from './site.fixtures';

/** The owner's own wording, so that the e-mail proves it came through their template. */
const confirmation = {
  subject: { ar: 'تم تأكيد إقامتك في {{property.name}}', en: 'Confirmed: {{property.name}}' },
  body: {
    ar: '<p dir="rtl">أهلًا {{guest.firstName}}، أكدنا إقامتك من {{booking.arrival}} بإجمالي {{booking.total}}.</p>',
    en: '<p>Hi {{guest.firstName}}, your stay from {{booking.arrival}} is confirmed, {{booking.total}} in all.</p>',
  },
};
const declined = {
  subject: { ar: 'نعتذر عن طلبك في {{property.name}}', en: 'Sorry, {{property.name}} is not free' },
  body: {
    ar: '<p dir="rtl">عذرًا {{guest.firstName}}، لا نستطيع استقبالك.</p>',
    en: '<p>Sorry {{guest.firstName}}, we cannot host you from {{booking.arrival}}.</p>',
  },
};

let nextIp = 0;
const freshIp = () => `192.0.2.${(nextIp += 1)}`;

describe('confirm and decline of a Pending booking (issue 19)', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let site: ReturnType<typeof siteApi>;
  let owner: Awaited<ReturnType<typeof createSiteOwner>>;
  let other: Awaited<ReturnType<typeof createSiteOwner>>;
  let api: ReturnType<typeof bookingsApi>;
  let propertyId: string;
  const clock = testClock();

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: clock.clock });
    site = siteApi(t.app);
    owner = await createSiteOwner(t, mail);
    other = await createSiteOwner(t, mail);
    api = bookingsApi(t.app, owner.token);
    propertyId = await insertSiteProperty(t, owner, { name: 'شاليه النخيل' });
    for (const [kind, texts] of [
      ['booking_confirmation', confirmation],
      ['request_declined', declined],
    ] as const) {
      const res = await owner.cms.put(`/cms/email-templates/${kind}`, texts);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  /** A visitor's request for the stay; answers the Pending booking's id. */
  async function requested(
    stay: { dateFrom: string; dateTo: string },
    guest: { email: string; language: 'ar' | 'en'; firstName: string },
  ): Promise<string> {
    const res = await site.request(
      owner.slug,
      propertyId,
      requestBody(stay, {
        guest: { ...guest, lastName: 'Guest', phone: '+966501234567', country: 'SA' },
      }),
      freshIp(),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  }
  const confirm = (id: string, as = api) => as.post(`/bookings/${id}/confirm`, {});
  const decline = (id: string, as = api) => as.post(`/bookings/${id}/decline`, {});

  it("confirms: Confirmed, the thread notes it, and the guest gets the owner's edited confirmation in Arabic", async () => {
    const id = await requested(
      { dateFrom: '2026-12-01', dateTo: '2026-12-03' },
      { email: 'noura@example.sa', language: 'ar', firstName: 'نورة' },
    );
    const res = await confirm(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: 'confirmed' });
    expect((await api.get(`/bookings/${id}`)).json().data.status).toBe('confirmed');

    await t.app.jobs.drain();
    const mails = await mail.mailsTo('noura@example.sa', 2);
    const sent = mails.find((m) => m.subject.startsWith('تم تأكيد'));
    expect(sent?.subject).toBe('تم تأكيد إقامتك في شاليه النخيل');
    expect(sent?.html).toContain('أهلًا نورة، أكدنا إقامتك من');
    expect(sent?.html).toContain('dir="rtl"');

    const thread = (await api.post('/inbox/threads', { bookingId: id })).json().data;
    const kinds = (await api.get(`/inbox/threads/${thread.id}/messages`))
      .json()
      .data.map((m: { systemKind: string | null }) => m.systemKind);
    expect(kinds).toEqual(['booking_requested', 'booking_confirmed']);
    // The nights stay taken.
    const again = await site.request(
      owner.slug,
      propertyId,
      requestBody({ dateFrom: '2026-12-01', dateTo: '2026-12-03' }),
      freshIp(),
    );
    expect(again.statusCode).toBe(409);
  });

  it("declines: cancelled without a charge, the nights free again, the owner's edited e-mail in English", async () => {
    const stay = { dateFrom: '2026-12-10', dateTo: '2026-12-13' };
    const id = await requested(stay, {
      email: 'lena@example.de',
      language: 'en',
      firstName: 'Lena',
    });
    const res = await decline(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: 'cancelled' });
    expect(res.json().data.cancellation).toMatchObject({ penalty: 0 });

    await t.app.jobs.drain();
    const mails = await mail.mailsTo('lena@example.de', 2);
    const sent = mails.find((m) => m.subject.startsWith('Sorry'));
    expect(sent?.subject).toBe('Sorry, شاليه النخيل is not free');
    expect(sent?.text).toContain('Sorry Lena, we cannot host you from');
    expect(sent?.html).toContain('dir="ltr"');

    const thread = (await api.post('/inbox/threads', { bookingId: id })).json().data;
    const kinds = (await api.get(`/inbox/threads/${thread.id}/messages`))
      .json()
      .data.map((m: { systemKind: string | null }) => m.systemKind);
    expect(kinds).toEqual(['booking_requested', 'booking_declined']);

    // Free for the next visitor, and for the owner's own booking.
    const days = (
      await site.get(
        `/${owner.slug}/properties/${propertyId}/availability?from=2026-12-10&to=2026-12-12`,
      )
    ).json().data.days;
    expect(days.every((day: { available: boolean }) => day.available)).toBe(true);
    expect((await api.post('/bookings', bookingBody(propertyId, stay))).statusCode).toBe(201);
  });

  it("an owner's cancellation e-mails the guest the owner's cancellation template in their language; a declined request gets only the decline's", async () => {
    const cancellation = {
      subject: { ar: 'أُلغي حجزك في {{property.name}}', en: 'Cancelled: {{property.name}}' },
      body: {
        ar: '<p dir="rtl">عذرًا {{guest.firstName}}، أُلغيت إقامتك من {{booking.arrival}}.</p>',
        en: '<p>Sorry {{guest.firstName}}, your stay from {{booking.arrival}} is cancelled.</p>',
      },
    };
    const saved = await owner.cms.put('/cms/email-templates/cancellation', cancellation);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = bookingBody(propertyId, { dateFrom: '2027-04-01', dateTo: '2027-04-03' });
    body.guest = { ...body.guest, firstName: 'Omar', email: 'omar@example.com', language: 'en' };
    const made = await api.post('/bookings', body);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as string;
    const cancelled = await api.post(`/bookings/${id}/cancel`, { reason: 'Owner closed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    await t.app.jobs.drain();
    const [sent] = await mail.mailsTo('omar@example.com', 1);
    expect(sent?.subject).toBe('Cancelled: شاليه النخيل');
    expect(sent?.text).toContain('Sorry Omar, your stay from');
    expect(sent?.html).toContain('dir="ltr"');

    const declinedId = await requested(
      { dateFrom: '2027-04-10', dateTo: '2027-04-12' },
      { email: 'huda@example.sa', language: 'ar', firstName: 'هدى' },
    );
    expect((await decline(declinedId)).statusCode).toBe(200);
    await t.app.jobs.drain();
    const theirs = await mail.mailsTo('huda@example.sa', 2);
    await t.app.jobs.drain();
    expect(mail.received.filter((m) => m.to === 'huda@example.sa')).toHaveLength(2);
    expect(theirs.map((m) => m.subject)).not.toContain('أُلغي حجزك في شاليه النخيل');
  });

  it('answers 409 BOOKING_NOT_PENDING to a confirmed or cancelled booking, and changes nothing', async () => {
    const id = await requested(
      { dateFrom: '2027-01-10', dateTo: '2027-01-12' },
      { email: 'a@example.sa', language: 'ar', firstName: 'عبدالله' },
    );
    expect((await confirm(id)).statusCode).toBe(200);
    for (const res of [await confirm(id), await decline(id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'BOOKING_NOT_PENDING',
        message: 'Only a pending booking request can be confirmed or declined.',
      });
    }
    expect((await api.get(`/bookings/${id}`)).json().data.status).toBe('confirmed');
    const own = await api.post(
      '/bookings',
      bookingBody(propertyId, { dateFrom: '2027-01-20', dateTo: '2027-01-22' }),
    );
    expect((await confirm(own.json().data.id)).json().code).toBe('BOOKING_NOT_PENDING');
  });

  it('lets one of a confirm and a decline sent at once win', async () => {
    const id = await requested(
      { dateFrom: '2027-02-01', dateTo: '2027-02-03' },
      { email: 'b@example.sa', language: 'ar', firstName: 'بدر' },
    );
    const answers = await Promise.all([confirm(id), decline(id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!.json().data.status;
    expect((await api.get(`/bookings/${id}`)).json().data.status).toBe(winner);
  });

  it("answers 404 to another owner's confirm or decline, and the booking stays Pending", async () => {
    const id = await requested(
      { dateFrom: '2027-03-01', dateTo: '2027-03-03' },
      { email: 'c@example.sa', language: 'ar', firstName: 'جود' },
    );
    const stranger = bookingsApi(t.app, other.token);
    for (const res of [await confirm(id, stranger), await decline(id, stranger)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await api.get(`/bookings/${id}`)).json().data.status).toBe('pending');
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${id}/confirm` });
    expect(anonymous.statusCode).toBe(401);
  });
});
