import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema/billing';
import { payments, sandboxPayments } from '../../db/schema/payments';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { api } from '../listings/listings.fixtures';
import { sandboxProviderWebhook, type SandboxWebhook } from './sandbox.provider';

const SECRET = 'test-webhook-secret';
const APP_URL = 'https://app.nuzul.test';
const time = testClock(new Date('2026-03-10T09:00:00.000Z'));

let t: TestApp;
let mail: MailCatcher;

type Api = ReturnType<typeof api>;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({
    env: { SMTP_URL: mail.url, PAYMENT_WEBHOOK_SECRET: SECRET, APP_URL },
    clock: time.clock,
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await mail.close();
});

/** An owner with a pending subscription to Basic monthly (99.00 SAR + VAT = 113.85) and its invoice. */
async function ownerWithInvoice() {
  const owner = await createOwner(t.app, mail);
  const me = api(t.app, owner.token);
  const [basic] = await t.database.db.select().from(plans).where(eq(plans.code, 'basic_monthly'));
  const subscribed = await me.post('/subscriptions', { planId: basic!.id });
  expect(subscribed.statusCode, subscribed.body).toBe(201);
  const { invoice, subscription } = subscribed.json().data as {
    invoice: { id: number; total: number; number: string };
    subscription: { id: number };
  };
  return {
    me,
    email: owner.email,
    invoiceId: invoice.id,
    invoice,
    subscriptionId: subscription.id,
  };
}

/** Starts a checkout and answers the sandbox payment id from the redirect URL. */
async function startCheckout(me: Api, invoiceId: number) {
  const res = await me.post(`/invoices/${invoiceId}/pay`, {});
  expect(res.statusCode, res.body).toBe(201);
  const url = new URL(res.json().data.redirectUrl as string);
  expect(url.origin).toBe(APP_URL);
  const paymentId = /^\/sandbox\/checkout\/(sbx_[\w-]+)$/.exec(url.pathname)?.[1];
  expect(paymentId).toBeDefined();
  return paymentId!;
}

function choose(paymentId: string, outcome: 'paid' | 'failed' | 'pending') {
  return t.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}&lng=en`,
  });
}

function deliver(webhook: SandboxWebhook, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhooks/sandbox',
    headers: { ...webhook.headers, ...headers },
    payload: webhook.body,
  });
}

async function state(me: Api, invoiceId: number) {
  const invoice = (await me.get(`/invoices/${invoiceId}`)).json().data;
  const payment = (await me.get(`/invoices/${invoiceId}/payment`)).json().data;
  const current = (await me.get('/subscriptions/current')).json().data;
  return {
    invoice: invoice.status as string,
    payment: payment.status as string,
    subscription: (current?.status ?? null) as string | null,
  };
}

/** The receipts mailed for an invoice, after the job runner had time to send any. */
async function receiptsOf(email: string, invoiceNumber: string, wait = 1) {
  await mail.mailsTo(email, wait + 1); // the verification code came first
  await t.app.jobs.drain();
  return mail.received.filter((m) => m.to === email && m.subject.includes(invoiceNumber));
}

describe('paying an invoice in the sandbox', () => {
  it('pays through the checkout: Pay sends the signed webhook, the invoice is paid and the subscription active', async () => {
    const { me, email, invoiceId, invoice } = await ownerWithInvoice();
    expect(await state(me, invoiceId)).toEqual({
      invoice: 'pending',
      payment: 'none',
      subscription: null,
    });
    const paymentId = await startCheckout(me, invoiceId);
    expect((await me.get(`/invoices/${invoiceId}/payment`)).json().data).toEqual({
      status: 'pending',
      paidAt: null,
    });

    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox/checkout/${paymentId}?lng=en`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain(invoice.number);
    expect(page.body).toContain('SAR\u00a0113.85');
    expect(page.body).toContain('>Pay</button>');
    expect(page.body).toContain('>Fail</button>');
    expect(page.body).toContain('>Leave pending</button>');
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${APP_URL}`);

    const returned = await choose(paymentId, 'paid');
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(
      `${APP_URL}/subscriptions/payment-result?invoice=${invoiceId}`,
    );
    expect(await state(me, invoiceId)).toEqual({
      invoice: 'paid',
      payment: 'paid',
      subscription: 'active',
    });
    expect((await me.get(`/invoices/${invoiceId}/payment`)).json().data).toEqual({
      status: 'paid',
      paidAt: time.clock().toISOString(),
    });
    const [receipt, ...more] = await receiptsOf(email, invoice.number);
    expect(more).toEqual([]);
    expect(receipt!.subject).toBe(`تم استلام دفعتك للفاتورة ${invoice.number}`);
    expect(receipt!.text).toContain(`للفاتورة ${invoice.number} في ١٠ مارس ٢٠٢٦`);
    expect(receipt!.text).toContain(`${APP_URL}/invoices/${invoiceId}`);
  });

  it('shows the checkout in Arabic by Accept-Language, right to left', async () => {
    const { me, invoiceId } = await ownerWithInvoice();
    const paymentId = await startCheckout(me, invoiceId);
    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox/checkout/${paymentId}`,
      headers: { 'accept-language': 'fr;q=1, ar-SA;q=0.8, en;q=0.5' },
    });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('>ادفع</button>');
    expect(page.body).toContain('>اتركه قيد الانتظار</button>');
  });

  it('leaves the invoice unpaid and the payment pending when the payer leaves it pending', async () => {
    const { me, invoiceId } = await ownerWithInvoice();
    const paymentId = await startCheckout(me, invoiceId);
    const returned = await choose(paymentId, 'pending');
    expect(returned.statusCode).toBe(303);
    expect(await state(me, invoiceId)).toEqual({
      invoice: 'pending',
      payment: 'pending',
      subscription: null,
    });
  });

  it('marks the invoice failed on Fail, and a new checkout of it can still be paid', async () => {
    const { me, invoiceId } = await ownerWithInvoice();
    await choose(await startCheckout(me, invoiceId), 'failed');
    expect(await state(me, invoiceId)).toEqual({
      invoice: 'failed',
      payment: 'failed',
      subscription: null,
    });
    await choose(await startCheckout(me, invoiceId), 'paid');
    expect(await state(me, invoiceId)).toEqual({
      invoice: 'paid',
      payment: 'paid',
      subscription: 'active',
    });
  });

  it('never changes state from the return URL: only the webhook does', async () => {
    const { me, invoiceId } = await ownerWithInvoice();
    await startCheckout(me, invoiceId);
    const page = await t.app.inject({
      method: 'GET',
      url: `/subscriptions/payment-result?invoice=${invoiceId}&status=paid`,
    });
    expect(page.statusCode).not.toBe(500);
    expect(await state(me, invoiceId)).toMatchObject({ invoice: 'pending', payment: 'pending' });
  });
});

describe('POST /invoices/:id/pay', () => {
  it("answers 404 for another account's invoice, as for one that does not exist", async () => {
    const { invoiceId } = await ownerWithInvoice();
    const { me: stranger } = await ownerWithInvoice();
    for (const id of [invoiceId, 2_000_000_000]) {
      const res = await stranger.post(`/invoices/${id}/pay`, {});
      expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
      const polled = await stranger.get(`/invoices/${id}/payment`);
      expect([polled.statusCode, polled.json().code]).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('refuses an invoice that is paid already with 409 INVOICE_ALREADY_PAID', async () => {
    const { me, invoiceId } = await ownerWithInvoice();
    await choose(await startCheckout(me, invoiceId), 'paid');
    const res = await me.post(`/invoices/${invoiceId}/pay`, {});
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([
      409,
      'INVOICE_ALREADY_PAID',
      'This invoice is already paid.',
    ]);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/invoices/1/pay' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the sandbox webhook', () => {
  /** A payment started at the sandbox, and the sandbox's signed webhook saying it was paid. */
  async function paidAtProvider() {
    const { me, email, invoice, invoiceId } = await ownerWithInvoice();
    const paymentId = await startCheckout(me, invoiceId);
    const now = time.clock();
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'paid', paidAt: now })
      .where(eq(sandboxPayments.id, paymentId));
    const webhook = sandboxProviderWebhook(SECRET, now, paymentId, 'paid');
    return { me, email, invoice, invoiceId, paymentId, webhook };
  }

  it('refuses a bad signature with 400 WEBHOOK_SIGNATURE_INVALID and changes nothing', async () => {
    const { me, invoiceId, paymentId } = await paidAtProvider();
    const forged = sandboxProviderWebhook('another-secret', time.clock(), paymentId, 'paid');
    const res = await deliver(forged);
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([
      400,
      'WEBHOOK_SIGNATURE_INVALID',
      'The webhook signature is not valid.',
    ]);
    // The body changed after signing.
    const good = sandboxProviderWebhook(SECRET, time.clock(), paymentId, 'paid');
    const tampered = await deliver({
      ...good,
      body: good.body.replace('payment.paid', 'payment.PAID'),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: good.body,
    });
    expect([unsigned.statusCode, unsigned.json().code]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
    expect(await state(me, invoiceId)).toMatchObject({ invoice: 'pending', payment: 'pending' });
  });

  it('refuses a timestamp more than 5 minutes old (or ahead) with 400, and takes one at 5 minutes', async () => {
    const { me, invoiceId, paymentId } = await paidAtProvider();
    const now = time.clock().getTime();
    for (const skew of [-301_000, 301_000]) {
      const stale = sandboxProviderWebhook(SECRET, new Date(now + skew), paymentId, 'paid');
      const res = await deliver(stale);
      expect([res.statusCode, res.json().code]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
    }
    expect(await state(me, invoiceId)).toMatchObject({ invoice: 'pending', payment: 'pending' });
    const edge = sandboxProviderWebhook(SECRET, new Date(now - 300_000), paymentId, 'paid');
    expect((await deliver(edge)).statusCode).toBe(200);
    expect(await state(me, invoiceId)).toMatchObject({ invoice: 'paid', payment: 'paid' });
  });

  it('makes one change of the same event delivered 5 times, also at once', async () => {
    const { me, email, invoice, invoiceId, webhook } = await paidAtProvider();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(webhook)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await state(me, invoiceId)).toEqual({
      invoice: 'paid',
      payment: 'paid',
      subscription: 'active',
    });
    expect(await receiptsOf(email, invoice.number)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, invoiceId));
    expect(rows.map((row) => row.status)).toEqual(['paid']);
  });

  it('stays paid when a failed event comes after the paid one: the provider says paid', async () => {
    const { me, invoiceId, paymentId, webhook } = await paidAtProvider();
    expect((await deliver(webhook)).statusCode).toBe(200);
    const late = sandboxProviderWebhook(SECRET, time.clock(), paymentId, 'failed');
    expect((await deliver(late)).statusCode).toBe(200);
    expect(await state(me, invoiceId)).toEqual({
      invoice: 'paid',
      payment: 'paid',
      subscription: 'active',
    });
  });

  it('pays when a failed event arrives first but the provider has the payment paid', async () => {
    const { me, invoiceId, paymentId } = await paidAtProvider();
    const misleading = sandboxProviderWebhook(SECRET, time.clock(), paymentId, 'failed');
    expect((await deliver(misleading)).statusCode).toBe(200);
    expect(await state(me, invoiceId)).toMatchObject({ invoice: 'paid', payment: 'paid' });
  });

  it('answers 404 for a payment it never started, and for a provider that is not configured', async () => {
    const unknown = sandboxProviderWebhook(SECRET, time.clock(), 'sbx_unknown', 'paid');
    expect((await deliver(unknown)).statusCode).toBe(404);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/moyasar',
      headers: unknown.headers,
      payload: unknown.body,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('in production, without a real gateway', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({
      env: { SMTP_URL: mail.url, NODE_ENV: 'production', APP_URL },
      clock: time.clock,
    });
  }, 60_000);
  afterAll(() => production.close());

  it('takes no payment (503) and serves no sandbox checkout: the sandbox would give plans away', async () => {
    const owner = await createOwner(production.app, mail);
    const me = api(production.app, owner.token);
    const [basic] = await production.database.db
      .select()
      .from(plans)
      .where(eq(plans.code, 'basic_monthly'));
    const subscribed = await me.post('/subscriptions', { planId: basic!.id });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const invoiceId = (subscribed.json().data as { invoice: { id: number } }).invoice.id;

    const pay = await me.post(`/invoices/${invoiceId}/pay`, {});
    expect(pay.statusCode, pay.body).toBe(503);
    expect(pay.json().code).toBe('SERVICE_UNAVAILABLE');
    const page = await production.app.inject({ method: 'GET', url: '/sandbox/checkout/anything' });
    expect(page.statusCode).toBe(404);
    expect((await me.get(`/invoices/${invoiceId}`)).json().data.status).toBe('pending');
  });
});
