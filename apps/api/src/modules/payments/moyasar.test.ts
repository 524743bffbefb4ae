import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { plans } from '../../db/schema/billing';
import { payments } from '../../db/schema/payments';
import { createVerifiedAccount, loginToken } from '../../test/accounts-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { startMoyasarStandIn, type MoyasarStandIn } from '../../test/moyasar-standin';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { api } from '../listings/listings.fixtures';

/**
 * Paying invoices through Moyasar (requirements-next §7.6, libraries-next §10), against a
 * stand-in that speaks its API on 127.0.0.1 and sends its webhooks to this app over HTTP.
 */

const APP_URL = 'https://app.nuzul.test';
const time = testClock(new Date('2026-03-10T09:00:00.000Z'));

let t: TestApp;
let mail: MailCatcher;
let moyasar: MoyasarStandIn;

type Api = ReturnType<typeof api>;

beforeAll(async () => {
  mail = await startMailCatcher();
  moyasar = await startMoyasarStandIn({ clock: time.clock });
  t = await createTestApp({
    env: {
      SMTP_URL: mail.url,
      APP_URL,
      PAYMENT_PROVIDER: 'moyasar',
      MOYASAR_SECRET_KEY: moyasar.secretKey,
      MOYASAR_WEBHOOK_SECRET: moyasar.webhookSecret,
      MOYASAR_API_BASE: moyasar.apiBase,
    },
    clock: time.clock,
  });
  // Moyasar's servers post their webhooks over the network: the app listens for them.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  moyasar.webhookUrl = `http://127.0.0.1:${port}/api/v1/payments/webhooks/moyasar`;
}, 60_000);
afterAll(async () => {
  await t.close();
  await moyasar.close();
  await mail.close();
});
beforeEach(() => {
  moyasar.outage = 'none';
});

/** An owner with a pending subscription to Basic monthly (99.00 SAR + VAT = 113.85) and its invoice. */
async function ownerWithInvoice() {
  // A new owner, without any subscription yet.
  const { email } = await createVerifiedAccount(t.app, mail);
  const me = api(t.app, await loginToken(t.app, email));
  const [basic] = await t.database.db.select().from(plans).where(eq(plans.code, 'basic_monthly'));
  const subscribed = await me.post('/subscriptions', { planId: basic!.id });
  expect(subscribed.statusCode, subscribed.body).toBe(201);
  const { invoice } = subscribed.json().data as {
    invoice: { id: number; total: number; number: string };
  };
  return { me, email, invoiceId: invoice.id, invoice };
}

/** Starts a checkout and answers Moyasar's invoice id from the redirect to its hosted page. */
async function startCheckout(me: Api, invoiceId: number) {
  const res = await me.post(`/invoices/${invoiceId}/pay`, {});
  expect(res.statusCode, res.body).toBe(201);
  const url = new URL(res.json().data.redirectUrl as string);
  expect(`${url.origin}/v1`).toBe(moyasar.apiBase);
  const moyasarId = /^\/invoices\/([\w-]+)$/.exec(url.pathname)?.[1];
  expect(moyasar.invoice(moyasarId!)).toBeDefined();
  return moyasarId!;
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

const unpaid = { invoice: 'pending', payment: 'pending', subscription: null };
const paid = { invoice: 'paid', payment: 'paid', subscription: 'active' };

/** The receipts mailed for an invoice, after the job runner had time to send any. */
async function receiptsOf(email: string, invoiceNumber: string) {
  await mail.mailsTo(email, 2); // the verification code came first
  await t.app.jobs.drain();
  return mail.received.filter((m) => m.to === email && m.subject.includes(invoiceNumber));
}

/** The payer on Moyasar's hosted page: Pay or a declined card. */
function submit(moyasarId: string, outcome: 'paid' | 'declined') {
  return fetch(`${moyasar.apiBase.replace(/\/v1$/, '')}/invoices/${moyasarId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
}

describe('configuration', () => {
  const base = { NODE_ENV: 'test', PAYMENT_PROVIDER: 'moyasar' } as const;

  it('keeps the sandbox the default provider, with no Moyasar settings', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.payments.provider).toBe('sandbox');
    expect(config.payments.moyasar).toBeUndefined();
  });

  it('refuses to start with Moyasar but a missing key, naming it', () => {
    expect(() => loadConfig({ ...base, MOYASAR_WEBHOOK_SECRET: 'w' })).toThrow(
      'Invalid environment variable MOYASAR_SECRET_KEY: is required when PAYMENT_PROVIDER=moyasar',
    );
    expect(() => loadConfig({ ...base, MOYASAR_SECRET_KEY: 'sk_test_1' })).toThrow(
      'Invalid environment variable MOYASAR_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER=moyasar',
    );
  });

  it('refuses a publishable key, which cannot read a payment back', () => {
    expect(() =>
      loadConfig({ ...base, MOYASAR_SECRET_KEY: 'pk_test_1', MOYASAR_WEBHOOK_SECRET: 'w' }),
    ).toThrow(
      'Invalid environment variable MOYASAR_SECRET_KEY (got "pk_test_1"): must be a Moyasar secret key (sk_…)',
    );
  });

  it("calls Moyasar's public API unless MOYASAR_API_BASE says otherwise", () => {
    const config = loadConfig({
      ...base,
      MOYASAR_SECRET_KEY: 'sk_live_abc',
      MOYASAR_WEBHOOK_SECRET: 'w',
    });
    expect(config.payments.moyasar).toEqual({
      secretKey: 'sk_live_abc',
      webhookSecret: 'w',
      apiBase: 'https://api.moyasar.com/v1',
    });
    expect(
      loadConfig({
        ...base,
        MOYASAR_SECRET_KEY: 'sk_1',
        MOYASAR_WEBHOOK_SECRET: 'w',
        MOYASAR_API_BASE: 'http://127.0.0.1:9/v1/',
      }).payments.moyasar?.apiBase,
    ).toBe('http://127.0.0.1:9/v1');
  });
});

describe('paying an invoice through Moyasar', () => {
  it('opens a Moyasar invoice for the amount in halalas with the secret key, and pays on its webhook: invoice paid, subscription active', async () => {
    const { me, email, invoiceId, invoice } = await ownerWithInvoice();
    const moyasarId = await startCheckout(me, invoiceId);

    const [created] = moyasar.calls.filter(
      (call) =>
        call.method === 'POST' &&
        (call.body as { metadata?: { invoice_id?: string } })?.metadata?.invoice_id ===
          String(invoiceId),
    );
    expect(created).toEqual({
      method: 'POST',
      path: '/v1/invoices',
      authorized: true,
      body: {
        amount: 11385,
        currency: 'SAR',
        description: `فاتورة ${invoice.number} | Invoice ${invoice.number}`,
        success_url: `${APP_URL}/subscriptions/payment-result?invoice=${invoiceId}`,
        back_url: `${APP_URL}/subscriptions/payment-result?invoice=${invoiceId}`,
        metadata: { invoice_id: String(invoiceId), invoice_number: invoice.number },
      },
    });
    expect(invoice.total).toBe(11385);
    expect(await state(me, invoiceId)).toEqual(unpaid);

    const page = await fetch(`${moyasar.apiBase.replace(/\/v1$/, '')}/invoices/${moyasarId}`);
    expect(await page.text()).toContain('113.85 SAR');

    const returned = await submit(moyasarId, 'paid');
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe(
      `${APP_URL}/subscriptions/payment-result?invoice=${invoiceId}`,
    );
    const delivery = moyasar.deliveries.at(-1)!;
    expect([delivery.status, delivery.body]).toEqual([200, { data: { ok: true } }]);
    expect(await state(me, invoiceId)).toEqual(paid);
    // The day paid is Moyasar's, read back from its API.
    expect((await me.get(`/invoices/${invoiceId}/payment`)).json().data).toEqual({
      status: 'paid',
      paidAt: moyasar.invoice(moyasarId)!.paid_at,
    });
    // The webhook was acted on after fetching the invoice again with the secret key.
    expect(moyasar.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/invoices/${moyasarId}`,
      authorized: true,
    });
    expect(await receiptsOf(email, invoice.number)).toHaveLength(1);
  });

  it('keeps the invoice unpaid when a card is declined (the Moyasar invoice stays open), and pays with the next card', async () => {
    const { me, invoiceId } = await ownerWithInvoice();
    const moyasarId = await startCheckout(me, invoiceId);
    const declined = await submit(moyasarId, 'declined');
    expect(declined.status).toBe(303);
    expect(moyasar.deliveries.at(-1)!.status).toBe(200);
    expect(await state(me, invoiceId)).toEqual(unpaid);

    await submit(moyasarId, 'paid');
    expect(await state(me, invoiceId)).toEqual(paid);
  });

  it('marks the invoice failed when Moyasar has its invoice expired, and a new checkout can still pay it', async () => {
    const { me, invoiceId } = await ownerWithInvoice();
    const first = await startCheckout(me, invoiceId);
    const attempt = moyasar.decline(first);
    moyasar.setStatus(first, 'expired');
    expect((await moyasar.send(moyasar.event('payment_failed', attempt))).status).toBe(200);
    expect(await state(me, invoiceId)).toEqual({
      invoice: 'failed',
      payment: 'failed',
      subscription: null,
    });

    const second = await startCheckout(me, invoiceId);
    expect(second).not.toBe(first);
    await submit(second, 'paid');
    expect(await state(me, invoiceId)).toEqual(paid);
  });
});

describe("Moyasar's webhook", () => {
  /** A checkout paid at Moyasar that the app has not heard of yet. */
  async function paidAtMoyasar() {
    const { me, email, invoice, invoiceId } = await ownerWithInvoice();
    const moyasarId = await startCheckout(me, invoiceId);
    const payment = moyasar.pay(moyasarId);
    return { me, email, invoice, invoiceId, moyasarId, payment };
  }

  it('refuses a wrong, missing or non-string secret token with 400 WEBHOOK_SIGNATURE_INVALID and changes nothing', async () => {
    const { me, invoiceId, payment } = await paidAtMoyasar();
    for (const secretToken of [
      `${moyasar.webhookSecret}x`,
      '',
      null,
      moyasar.webhookSecret.slice(1),
    ]) {
      const forged = await moyasar.send(moyasar.event('payment_paid', payment, { secretToken }));
      expect([forged.status, forged.body]).toMatchObject([
        400,
        { code: 'WEBHOOK_SIGNATURE_INVALID', message: 'The webhook signature is not valid.' },
      ]);
    }
    const numeric = moyasar.event('payment_paid', payment);
    const tokenAsNumber = await moyasar.send({
      ...numeric,
      body: numeric.body.replace(`"${moyasar.webhookSecret}"`, '12345'),
    });
    expect(tokenAsNumber.status).toBe(400);
    const notJson = await moyasar.send({ id: 'x', body: 'secret_token=' + moyasar.webhookSecret });
    expect(notJson.status).toBe(400);
    expect(await state(me, invoiceId)).toEqual(unpaid);
    // Nothing was fetched for a refused webhook.
    expect(moyasar.calls.at(-1)?.method).toBe('POST');
  });

  it('makes one change of the same event delivered 5 times at once: one paid payment, one receipt', async () => {
    const { me, email, invoice, invoiceId, payment } = await paidAtMoyasar();
    const event = moyasar.event('payment_paid', payment);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => moyasar.send(event)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await state(me, invoiceId)).toEqual(paid);
    expect(await receiptsOf(email, invoice.number)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, invoiceId));
    expect(rows.map((row) => [row.provider, row.status])).toEqual([['moyasar', 'paid']]);
  });

  it('stays paid when the failed event of an earlier card comes after the paid one', async () => {
    const { me, invoiceId } = await ownerWithInvoice();
    const moyasarId = await startCheckout(me, invoiceId);
    const declined = moyasar.decline(moyasarId);
    const accepted = moyasar.pay(moyasarId);
    expect((await moyasar.send(moyasar.event('payment_paid', accepted))).status).toBe(200);
    // Moyasar's docs spell it both ways.
    for (const type of ['payment_failed', 'payment_faild']) {
      expect((await moyasar.send(moyasar.event(type, declined))).status).toBe(200);
    }
    expect(await state(me, invoiceId)).toEqual(paid);
  });

  it("acts on Moyasar's state, not the event's: an event saying paid for an invoice Moyasar has failed or still open pays nothing", async () => {
    const { me, invoiceId } = await ownerWithInvoice();
    const moyasarId = await startCheckout(me, invoiceId);
    const claim = {
      id: '6f1e2d3c-0000-4000-8000-000000000000',
      status: 'paid',
      amount: 11385,
      currency: 'SAR',
      invoice_id: moyasarId,
    };
    // Still open at Moyasar: nothing changes.
    expect((await moyasar.send(moyasar.event('payment_paid', claim))).status).toBe(200);
    expect(await state(me, invoiceId)).toEqual(unpaid);
    // Failed at Moyasar: the invoice is failed, not paid.
    moyasar.setStatus(moyasarId, 'failed');
    expect((await moyasar.send(moyasar.event('payment_paid', claim))).status).toBe(200);
    expect(await state(me, invoiceId)).toEqual({
      invoice: 'failed',
      payment: 'failed',
      subscription: null,
    });
  });

  it('verifies a new webhook: the code of its webhook_verification event goes back to Moyasar with the secret key, and a forged one goes nowhere', async () => {
    const { webhook } = moyasar;
    const data = { webhook_id: webhook.id, verification_code: webhook.code };
    const forged = moyasar.event('webhook_verification', data, { secretToken: 'guess' });
    expect((await moyasar.send(forged)).status).toBe(400);
    expect(webhook).toMatchObject({ verified: false, attempts: 0 });

    expect((await moyasar.send(moyasar.event('webhook_verification', data))).status).toBe(200);
    expect(webhook).toMatchObject({ verified: true, attempts: 1 });
    expect(moyasar.calls.at(-1)).toEqual({
      method: 'POST',
      path: `/v1/webhooks/${webhook.id}/verify`,
      authorized: true,
      body: { code: webhook.code },
    });
  });

  it('acknowledges events about no invoice of ours (a payment without invoice) and answers 404 for an invoice it never opened', async () => {
    const direct = moyasar.event('payment_paid', {
      id: 'f0000000-0000-4000-8000-000000000001',
      invoice_id: null,
    });
    expect((await moyasar.send(direct)).status).toBe(200);
    const unknown = moyasar.event('payment_paid', {
      invoice_id: '00000000-0000-4000-8000-000000000000',
    });
    expect((await moyasar.send(unknown)).status).toBe(404);
  });

  it('refuses ids Moyasar could not have issued (a NUL byte) with 400, before the database', async () => {
    const { payment } = await paidAtMoyasar();
    const badEvent = await moyasar.send(
      moyasar.event('payment_paid', payment, { id: 'evt\u0000' }),
    );
    expect(badEvent.status).toBe(400);
    const badInvoice = await moyasar.send(
      moyasar.event('payment_paid', { ...payment, invoice_id: `${payment.invoice_id}\u0000` }),
    );
    expect(badInvoice.status).toBe(400);
  });

  it('listens to Moyasar only: the sandbox has no webhook and no checkout page', async () => {
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(sandbox.statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/checkout/sbx_anything' });
    expect(page.statusCode).toBe(404);
  });
});

describe('when Moyasar cannot be reached or refuses us', () => {
  it('answers 503 PAYMENT_PROVIDER_UNAVAILABLE for a checkout while Moyasar is down or drops the connection, and starts no payment', async () => {
    const { me, invoiceId } = await ownerWithInvoice();
    for (const outage of ['down', 'reset'] as const) {
      moyasar.outage = outage;
      const res = await me.post(`/invoices/${invoiceId}/pay`, {});
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([
        503,
        'PAYMENT_PROVIDER_UNAVAILABLE',
        'The payment service cannot be reached right now. Please try again in a few minutes.',
      ]);
    }
    expect((await me.get(`/invoices/${invoiceId}/payment`)).json().data.status).toBe('none');
    moyasar.outage = 'none';
    await startCheckout(me, invoiceId);
  });

  it('answers a webhook with 503 while its invoice cannot be fetched, so that Moyasar sends it again, and acts on the redelivery', async () => {
    const { me, invoiceId } = await ownerWithInvoice();
    const moyasarId = await startCheckout(me, invoiceId);
    const event = moyasar.event('payment_paid', moyasar.pay(moyasarId));
    moyasar.outage = 'down';
    const refused = await moyasar.send(event);
    expect([refused.status, (refused.body as { code: string }).code]).toEqual([
      503,
      'PAYMENT_PROVIDER_UNAVAILABLE',
    ]);
    expect(await state(me, invoiceId)).toEqual(unpaid);
    moyasar.outage = 'none';
    expect((await moyasar.send(event)).status).toBe(200);
    expect(await state(me, invoiceId)).toEqual(paid);
  });

  it('answers 502 PAYMENT_PROVIDER_ERROR when Moyasar refuses the secret key (401), and starts no payment', async () => {
    const { me, invoiceId } = await ownerWithInvoice();
    const configured = moyasar.secretKey;
    moyasar.rotateKey();
    try {
      const res = await me.post(`/invoices/${invoiceId}/pay`, {});
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([
        502,
        'PAYMENT_PROVIDER_ERROR',
        'The payment service could not handle this payment. Please, contact support.',
      ]);
      expect(moyasar.calls.at(-1)).toMatchObject({ path: '/v1/invoices', authorized: false });
      expect((await me.get(`/invoices/${invoiceId}/payment`)).json().data.status).toBe('none');
    } finally {
      moyasar.rotateKey(configured);
    }
  });
});
