import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema/billing';
import { users } from '../../db/schema/accounts';
import { notifications } from '../../db/schema/notifications';
import type { Database } from '../../db/client';
import { recordEvent } from '../../platform/events/domain-events';
import { enqueueJobs } from '../../platform/jobs/jobs.repository';
import { issueSaying } from '../../test/field-issues';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { bookingBody, bookingsApi, insertBookableProperty } from '../bookings/bookings.fixtures';
import { sandboxProviderWebhook } from '../payments/sandbox.provider';
import '../accounts/account-mail';

const APP_URL = 'https://app.nuzul.test';
const SECRET = 'test-webhook-secret';
const KEEP_ONE = 'Keep at least one notification type enabled';

type Api = ReturnType<typeof bookingsApi>;
type Switches = { email: boolean; sms: boolean; push: boolean };
const on: Switches = { email: true, sms: true, push: true };
const off: Switches = { email: false, sms: false, push: false };

describe('notifications (requirements-next §8)', () => {
  let t: TestApp;
  let mail: MailCatcher;
  const clock = testClock();

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({
      env: { SMTP_URL: mail.url, APP_URL, PAYMENT_WEBHOOK_SECRET: SECRET },
      clock: clock.clock,
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  async function owner() {
    const made = await createOwner(t.app, mail);
    return { ...made, api: bookingsApi(t.app, made.token) };
  }

  async function listOf(me: Api, query = '') {
    await t.app.jobs.drain();
    const res = await me.get(`/notifications${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: Array<{
        id: string;
        kind: string;
        event: string;
        params: Record<string, unknown>;
        link: string | null;
        readAt: string | null;
      }>;
      meta: { unreadCount: number; nextCursor: string | null };
    };
  }

  async function bookingOf(me: { userId: string; api: Api }, name = 'Olaya Suites') {
    const property = await insertBookableProperty(t.database.db, me.userId, { name });
    const res = await me.api.post(
      '/bookings',
      bookingBody(property.id, { dateFrom: '2026-12-01', dateTo: '2026-12-04' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return { propertyId: property.id, bookingId: res.json().data.id as string };
  }

  /** Mails to the address whose subject has the text, once the jobs have run. */
  async function mailsAbout(email: string, text: string) {
    await t.app.jobs.drain();
    return mail.received.filter((m) => m.to === email && m.subject.includes(text));
  }

  describe('triggers (§8.2)', () => {
    it("records booking created, changed and cancelled for the property's owner, newest first", async () => {
      const me = await owner();
      const { bookingId, propertyId } = await bookingOf(me);
      const edited = await me.api.put(
        `/bookings/${bookingId}`,
        bookingBody(propertyId, { dateFrom: '2026-12-02', dateTo: '2026-12-05' }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      const cancelled = await me.api.post(`/bookings/${bookingId}/cancel`, { reason: null });
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      const list = await listOf(me.api);
      expect(list.data.map((n) => [n.kind, n.event, n.link])).toEqual([
        ['booking', 'booking.cancelled', `/bookings/${bookingId}`],
        ['booking', 'booking.updated', `/bookings/${bookingId}`],
        ['booking', 'booking.created', `/bookings/${bookingId}`],
      ]);
      expect(list.data[1]!.params).toEqual({
        bookingId,
        propertyId,
        propertyName: 'Olaya Suites',
        dateFrom: '2026-12-02',
        dateTo: '2026-12-05',
        status: 'confirmed',
      });
      expect(list.meta).toEqual({ unreadCount: 3, nextCursor: null });
    });

    it('makes one notification of an event delivered twice', async () => {
      const me = await owner();
      const { bookingId, propertyId } = await bookingOf(me);
      // The booking's own notification first, so the order below is the recording order.
      await t.app.jobs.drain();
      const delivered = {
        id: 987_654_321,
        type: 'booking.updated',
        aggregate: `property:${propertyId}`,
        occurredAt: new Date().toISOString(),
        payload: {
          bookingId,
          ownerId: me.userId,
          propertyId,
          unitNo: 1,
          status: 'confirmed',
          dateFrom: '2026-12-01',
          dateTo: '2026-12-04',
          previous: null,
        },
      };
      await enqueueJobs(t.database.db, [
        { queue: 'event:notifications', payload: delivered },
        { queue: 'event:notifications', payload: delivered },
      ]);
      const list = await listOf(me.api);
      expect(list.data.map((n) => n.event)).toEqual(['booking.updated', 'booking.created']);
    });

    describe('payments (§7.6)', () => {
      /** An owner's invoice paid, failed or left pending through the sandbox checkout. */
      async function payment(outcome: 'paid' | 'failed' | 'pending') {
        const me = await owner();
        const [basic] = await t.database.db
          .select()
          .from(plans)
          .where(eq(plans.code, 'basic_monthly'));
        const subscribed = await me.api.post('/subscriptions', { planId: basic!.id });
        expect(subscribed.statusCode, subscribed.body).toBe(201);
        const invoice = subscribed.json().data.invoice as {
          id: number;
          number: string;
          total: number;
        };
        const pay = await me.api.post(`/invoices/${invoice.id}/pay`, {});
        expect(pay.statusCode, pay.body).toBe(201);
        const paymentId = /\/sandbox\/checkout\/(sbx_[\w-]+)$/.exec(
          new URL(pay.json().data.redirectUrl as string).pathname,
        )![1]!;
        if (outcome === 'pending') {
          // Webhooks arrive (twice) while the provider still reports the payment pending: the
          // payment is acted on by the provider's state, so it is pending, told once.
          for (let i = 0; i < 2; i += 1) {
            const webhook = sandboxProviderWebhook(SECRET, clock.clock(), paymentId, 'paid');
            const res = await t.app.inject({
              method: 'POST',
              url: '/api/v1/payments/webhooks/sandbox',
              headers: webhook.headers,
              payload: webhook.body,
            });
            expect(res.statusCode, res.body).toBe(200);
          }
          return { me, invoice };
        }
        const chosen = await t.app.inject({
          method: 'POST',
          url: `/sandbox/checkout/${paymentId}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `outcome=${outcome}&lng=en`,
        });
        expect(chosen.statusCode, chosen.body).toBeLessThan(400);
        return { me, invoice };
      }

      it('mails a failed payment once, and a paid one only by its receipt (no second e-mail)', async () => {
        const failed = await payment('failed');
        const failedMails = await mailsAbout(failed.me.email, failed.invoice.number);
        expect(failedMails.map((m) => m.subject)).toEqual([
          `تعذّر دفع الفاتورة ${failed.invoice.number}`,
        ]);
        const paid = await payment('paid');
        // The payments module's receipt is the one mail about the paid invoice.
        expect(await mailsAbout(paid.me.email, paid.invoice.number)).toHaveLength(1);
      });

      it.each([
        ['paid', 'payment.succeeded'],
        ['failed', 'payment.failed'],
        ['pending', 'payment.pending'],
      ] as const)('records a %s payment as %s for the invoice account', async (outcome, event) => {
        const { me, invoice } = await payment(outcome);
        const list = await listOf(me.api, '?kind=payment');
        expect(list.data.map((n) => [n.kind, n.event, n.params, n.link])).toEqual([
          [
            'payment',
            event,
            { invoiceId: invoice.id, invoiceNumber: invoice.number, amount: invoice.total },
            `/subscriptions/invoices/${invoice.id}`,
          ],
        ]);
      });
    });

    it('records two-factor enabled for the account', async () => {
      const me = await owner();
      await recordEvent(t.database.db, {
        type: 'mfa.enabled',
        aggregate: `user:${me.userId}`,
        payload: { userId: me.userId, email: me.email, language: 'ar', firstName: 'Sara' },
      });
      const list = await listOf(me.api);
      expect(list.data.map((n) => [n.kind, n.event, n.params, n.link])).toEqual([
        ['mfa', 'mfa.enabled', {}, '/settings/security'],
      ]);
    });
  });

  describe('the center (§8.3, §8.5)', () => {
    async function insertMany(db: Database, userId: string, count: number) {
      const rows = Array.from({ length: count }, (_, i) => ({
        userId,
        kind: i % 2 === 0 ? ('booking' as const) : ('payment' as const),
        event: i % 2 === 0 ? ('booking.created' as const) : ('payment.failed' as const),
        params: { n: i },
        link: null,
        dedupeKey: `test:${i}`,
      }));
      for (const row of rows) await db.insert(notifications).values(row);
    }

    it('pages 20 newest first with a cursor, and filters by kind and unread', async () => {
      const me = await owner();
      await insertMany(t.database.db, me.userId, 25);
      const first = await listOf(me.api);
      expect(first.data).toHaveLength(20);
      expect(first.data[0]!.params).toEqual({ n: 24 });
      expect(first.meta.unreadCount).toBe(25);
      expect(first.meta.nextCursor).not.toBeNull();
      const second = await listOf(me.api, `?cursor=${first.meta.nextCursor}`);
      expect(second.data.map((n) => n.params.n)).toEqual([4, 3, 2, 1, 0]);
      expect(second.meta.nextCursor).toBeNull();

      const payments = await listOf(me.api, '?kind=payment');
      expect(payments.data.every((n) => n.kind === 'payment')).toBe(true);
      expect(payments.data).toHaveLength(12);

      const read = await me.api.post(`/notifications/${first.data[0]!.id}/read`, {});
      expect(read.json()).toEqual({ data: { unreadCount: 24 } });
      const unread = await listOf(me.api, '?unread=true&kind=booking');
      expect(unread.data).toHaveLength(12);
      expect(unread.data.some((n) => n.id === first.data[0]!.id)).toBe(false);
    });

    it('refuses a bad kind, unread value or cursor with 400', async () => {
      const me = await owner();
      for (const query of ['?kind=chat', '?unread=yes', '?cursor=1%3B2', '?cursor=abc']) {
        const res = await me.api.get(`/notifications${query}`);
        expect([query, res.statusCode, res.json().code]).toEqual([query, 400, 'VALIDATION_FAILED']);
      }
    });

    it('marks one read, then all read; the unread count follows', async () => {
      const me = await owner();
      await insertMany(t.database.db, me.userId, 3);
      const { data } = await listOf(me.api);
      const one = await me.api.post(`/notifications/${data[1]!.id}/read`, {});
      expect(one.json()).toEqual({ data: { unreadCount: 2 } });
      // Reading it again keeps its first reading time.
      const firstReadAt = (await listOf(me.api)).data[1]!.readAt;
      expect(firstReadAt).not.toBeNull();
      await me.api.post(`/notifications/${data[1]!.id}/read`, {});
      expect((await listOf(me.api)).data[1]!.readAt).toBe(firstReadAt);

      const all = await me.api.post('/notifications/read-all', {});
      expect(all.json()).toEqual({ data: { unreadCount: 0 } });
      expect((await listOf(me.api, '?unread=true')).data).toEqual([]);
    });

    it("answers 404 for another account's notification and leaves it unread", async () => {
      const me = await owner();
      const other = await owner();
      await insertMany(t.database.db, other.userId, 1);
      const theirs = (await listOf(other.api)).data[0]!;
      const res = await me.api.post(`/notifications/${theirs.id}/read`, {});
      expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
      expect((await listOf(me.api)).data).toEqual([]);
      expect((await listOf(other.api)).data[0]!.readAt).toBeNull();
      const unknown = await me.api.post(
        '/notifications/00000000-0000-4000-8000-000000000000/read',
        {},
      );
      expect(unknown.statusCode).toBe(404);
      expect((await me.api.post('/notifications/not-an-id/read', {})).statusCode).toBe(400);
    });

    it('needs a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('preferences (§8.4): "at least one type must stay enabled"', () => {
    const kinds = (
      overrides: Partial<Record<'booking' | 'payment' | 'sync' | 'mfa', Switches>>,
    ) => ({
      kinds: { booking: on, payment: on, sync: on, mfa: on, ...overrides },
    });

    it('starts with every switch on and says no SMS provider is configured', async () => {
      const me = await owner();
      const res = await me.api.get('/notifications/preferences');
      expect(res.json()).toEqual({ data: { ...kinds({}), smsAvailable: false } });
    });

    it('saves three kinds off while the fourth keeps one channel', async () => {
      const me = await owner();
      const body = kinds({
        booking: off,
        payment: off,
        sync: off,
        mfa: { email: false, sms: false, push: true },
      });
      const res = await me.api.put('/notifications/preferences', body);
      expect(res.statusCode, res.body).toBe(200);
      expect((await me.api.get('/notifications/preferences')).json().data).toEqual({
        ...body,
        smsAvailable: false,
      });
    });

    it('refuses switching off the last enabled kind (400, the message) and changes nothing', async () => {
      const me = await owner();
      const saved = kinds({ booking: off, payment: off, sync: off });
      await me.api.put('/notifications/preferences', saved);
      const res = await me.api.put(
        '/notifications/preferences',
        kinds({ booking: off, payment: off, sync: off, mfa: off }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: KEEP_ONE,
        details: [issueSaying('body.kinds', KEEP_ONE)],
      });
      expect((await me.api.get('/notifications/preferences')).json().data.kinds).toEqual(
        saved.kinds,
      );
    });

    it('does not count an SMS switch while no SMS provider is configured', async () => {
      const me = await owner();
      const res = await me.api.put(
        '/notifications/preferences',
        kinds({
          booking: off,
          payment: off,
          sync: off,
          mfa: { email: false, sms: true, push: false },
        }),
      );
      expect([res.statusCode, res.json().message]).toEqual([400, KEEP_ONE]);
    });
  });

  describe('e-mail (§8.2: through jobs, in the user language, when the kind allows)', () => {
    it('mails a new booking in Arabic, then in English once the owner prefers it', async () => {
      const me = await owner();
      await bookingOf(me, 'Olaya Suites');
      const arabic = await mailsAbout(me.email, 'حجز جديد في Olaya Suites');
      expect(arabic).toHaveLength(1);
      expect(arabic[0]!.text).toContain(`${APP_URL}/bookings/`);

      await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, me.userId));
      await bookingOf(me, 'Corniche Villa');
      const english = await mailsAbout(me.email, 'New booking at Corniche Villa');
      expect(english).toHaveLength(1);
      expect(english[0]!.text).toMatch(/^Hello Sara,/);
    });

    it("sends none when the kind's e-mail switch is off, and still records it", async () => {
      const me = await owner();
      await me.api.put('/notifications/preferences', {
        kinds: {
          booking: { email: false, sms: false, push: true },
          payment: on,
          sync: on,
          mfa: on,
        },
      });
      await bookingOf(me, 'Quiet Place');
      expect(await mailsAbout(me.email, 'Quiet Place')).toEqual([]);
      expect((await listOf(me.api)).data.map((n) => n.event)).toEqual(['booking.created']);
    });
  });

  describe('send test mail (§8.4)', () => {
    it('sends a bilingual test e-mail to the account address and names it', async () => {
      const me = await owner();
      const res = await me.api.post('/notifications/test-mail', {});
      expect(res.json()).toEqual({ data: { email: me.email } });
      const sent = await mailsAbout(me.email, 'Nuzul test e-mail');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain('هذه رسالة تجريبية من نُزُل');
      expect(sent[0]!.text).toContain('This is a test e-mail from Nuzul');
    });

    it('allows 3 per 10 minutes: the 4th is refused (429) and sends nothing', async () => {
      const me = await owner();
      for (let i = 0; i < 3; i += 1) {
        expect((await me.api.post('/notifications/test-mail', {})).statusCode).toBe(200);
      }
      const fourth = await me.api.post('/notifications/test-mail', {});
      expect([fourth.statusCode, fourth.json().code]).toEqual([429, 'RATE_LIMITED']);
      expect(await mailsAbout(me.email, 'Nuzul test e-mail')).toHaveLength(3);
      clock.advance(10 * 60 * 1000 + 1);
      expect((await me.api.post('/notifications/test-mail', {})).statusCode).toBe(200);
    });
  });
});
