import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import Fastify from 'fastify';

/**
 * A stand-in for Moyasar on 127.0.0.1 (libraries-next §10 "Testing without internet"): a real
 * HTTP server that speaks the part of its API the Moyasar provider uses — invoices created and
 * fetched with the secret key in HTTP Basic (401 otherwise) — serves the
 * invoice's hosted page where the payer pays or has a card declined, and sends Moyasar's
 * webhooks (the secret token in the JSON body) to the app as its servers would. Tests steer
 * it: settle an invoice without telling, send any event with any secret, go down, revoke the
 * key.
 */

export type InvoiceStatus =
  'initiated' | 'paid' | 'failed' | 'refunded' | 'canceled' | 'on_hold' | 'expired' | 'voided';

export interface StandInPayment {
  id: string;
  status: 'initiated' | 'paid' | 'failed';
  amount: number;
  currency: string;
  description: string;
  invoice_id: string;
  created_at: string;
  updated_at: string;
  metadata: Record<string, string> | null;
  source: { type: 'creditcard'; company: 'visa'; number: string; message: string };
}

export interface StandInInvoice {
  id: string;
  status: InvoiceStatus;
  amount: number;
  currency: string;
  description: string;
  amount_format: string;
  url: string;
  callback_url: string | null;
  success_url: string | null;
  back_url: string | null;
  expired_at: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  payment_id: string | null;
  metadata: Record<string, string> | null;
  payments: StandInPayment[];
}

export interface StandInEvent {
  id: string;
  /** The raw JSON body, as Moyasar posts it. */
  body: string;
}

export interface Delivery {
  event: StandInEvent;
  status: number;
  body: unknown;
}

export interface MoyasarStandIn {
  /** What MOYASAR_API_BASE is set to: `http://127.0.0.1:<port>/v1`. */
  apiBase: string;
  /** The secret key its API takes now. */
  readonly secretKey: string;
  /** The webhook's secret token, as set in Moyasar's dashboard. */
  readonly webhookSecret: string;
  /** Where its webhooks are posted: the app's `/api/v1/payments/webhooks/moyasar`. */
  webhookUrl: string | undefined;
  /** `down`: its API answers 503; `reset`: it drops the connection without a word. */
  outage: 'none' | 'down' | 'reset';
  /** Every API call, with whether it carried the secret key it takes. */
  readonly calls: { method: string; path: string; authorized: boolean; body: unknown }[];
  /** Every webhook it sent, with the app's answer. */
  readonly deliveries: Delivery[];
  /** The webhook Moyasar posts to: verified once its 6-digit code is posted back. */
  readonly webhook: { id: string; verified: boolean; code: string; attempts: number };
  invoice(id: string): StandInInvoice | undefined;
  /** Takes another secret key (a new one unless given), as when the merchant regenerates
   * them: the old one gets 401. */
  rotateKey(key?: string): string;
  /** The payer pays the invoice by card: a paid payment, the invoice paid. */
  pay(invoiceId: string): StandInPayment;
  /** A card is declined: a failed payment, the invoice stays open for another card. */
  decline(invoiceId: string): StandInPayment;
  /** The invoice's state at Moyasar, changed without any webhook. */
  setStatus(invoiceId: string, status: InvoiceStatus): void;
  /** A webhook event about a payment, with the right secret token unless another is given. */
  event(
    type: string,
    data: object,
    options?: { secretToken?: string | null; id?: string },
  ): StandInEvent;
  /** Posts the event to `webhookUrl` and answers the app's reply. */
  send(event: StandInEvent): Promise<Delivery>;
  close(): Promise<void>;
}

const formatAmount = (halalas: number, currency: string) =>
  `${(halalas / 100).toFixed(2)} ${currency}`;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

function validationErrors(body: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!Number.isInteger(input.amount)) fail('amount', 'must be an integer');
  else if ((input.amount as number) < 100) fail('amount', 'must be greater than or equal to 100');
  if (input.currency !== undefined && !/^[A-Z]{3}$/.test(String(input.currency))) {
    fail('currency', 'is not a valid ISO currency');
  }
  if (typeof input.description !== 'string' || input.description.trim() === '') {
    fail('description', "can't be blank");
  }
  for (const field of ['callback_url', 'success_url', 'back_url']) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || !URL.canParse(value)) fail(field, 'is not a valid URL');
  }
  const metadata = input.metadata;
  if (metadata !== undefined && metadata !== null) {
    const values = typeof metadata === 'object' ? Object.values(metadata) : [null];
    if (Array.isArray(metadata) || values.some((value) => typeof value !== 'string')) {
      fail('metadata', 'must be an object of strings');
    }
  }
  return errors;
}

export async function startMoyasarStandIn(
  options: {
    webhookSecret?: string;
    /** Its time, as the app's: when invoices are created and paid. */
    clock?: () => Date;
  } = {},
): Promise<MoyasarStandIn> {
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({ logger: false });
  const invoices = new Map<string, StandInInvoice>();
  const newKey = () => `sk_test_${randomBytes(16).toString('hex')}`;
  let secretKey = newKey();
  const webhookSecret = options.webhookSecret ?? randomBytes(24).toString('base64url');

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const authorized = (header: string | undefined) =>
    header === `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  // The API: outages first, then the key, as a gateway behind its load balancer would.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    if (standIn.outage === 'reset') {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (standIn.outage === 'down') {
      return reply.status(503).type('text/html').send('<h1>503 Service Unavailable</h1>');
    }
    if (!authorized(request.headers.authorization)) {
      standIn.calls.push({
        method: request.method,
        path: request.url,
        authorized: false,
        body: undefined,
      });
      return reply.status(401).send({
        type: 'authentication_error',
        message: 'Invalid authorization credentials',
        errors: null,
      });
    }
  });
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/v1/')) return;
    standIn.calls.push({
      method: request.method,
      path: request.url,
      authorized: true,
      body: request.body,
    });
  });

  const notFound = { type: 'invalid_request_error', message: 'Object not found', errors: null };

  app.post<{ Params: { id: string }; Body: { code?: unknown } }>(
    '/v1/webhooks/:id/verify',
    async (request, reply) => {
      const { webhook } = standIn;
      if (request.params.id !== webhook.id) return reply.status(404).send(notFound);
      webhook.attempts += 1;
      if (webhook.attempts > 5 || request.body?.code !== webhook.code) {
        return reply.status(400).send({
          type: 'webhook_verification_invalid',
          message: 'Verification code is incorrect',
          errors: null,
        });
      }
      webhook.verified = true;
      return { id: webhook.id, verified: true, verified_at: clock().toISOString() };
    },
  );

  app.post('/v1/invoices', async (request, reply) => {
    const errors = validationErrors(request.body);
    if (Object.keys(errors).length > 0) {
      return reply
        .status(400)
        .send({ type: 'invalid_request_error', message: 'Validation Failed', errors });
    }
    const input = request.body as Record<string, unknown>;
    const id = randomUUID();
    const now = clock().toISOString();
    const amount = input.amount as number;
    const currency = (input.currency as string | undefined) ?? 'SAR';
    const invoice: StandInInvoice = {
      id,
      status: 'initiated',
      amount,
      currency,
      description: input.description as string,
      amount_format: formatAmount(amount, currency),
      url: `${origin}/invoices/${id}`,
      callback_url: (input.callback_url as string | undefined) ?? null,
      success_url: (input.success_url as string | undefined) ?? null,
      back_url: (input.back_url as string | undefined) ?? null,
      expired_at: null,
      created_at: now,
      updated_at: now,
      paid_at: null,
      payment_id: null,
      metadata: (input.metadata as Record<string, string> | undefined) ?? null,
      payments: [],
    };
    invoices.set(id, invoice);
    return reply.status(201).send(invoice);
  });

  app.get<{ Params: { id: string } }>('/v1/invoices/:id', async (request, reply) => {
    const invoice = invoices.get(request.params.id);
    return invoice ? invoice : reply.status(404).send(notFound);
  });

  // The invoice's hosted page, as at checkout.moyasar.com: no key, the payer reaches it by id.
  app.get<{ Params: { id: string } }>('/invoices/:id', async (request, reply) => {
    const invoice = invoices.get(request.params.id);
    if (!invoice) return reply.status(404).type('text/html').send('<h1>Not found</h1>');
    const open = invoice.status === 'initiated';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Moyasar stand-in</title></head><body>` +
          `<h1>${escapeHtml(invoice.description)}</h1><p>${invoice.amount_format}</p><p>Status: ${invoice.status}</p>` +
          (open
            ? `<form method="post"><button name="outcome" value="paid">Pay</button>` +
              `<button name="outcome" value="declined">Decline card</button></form>`
            : '') +
          `</body></html>`,
      );
  });

  app.post<{ Params: { id: string }; Body: { outcome?: string } }>(
    '/invoices/:id',
    async (request, reply) => {
      const invoice = invoices.get(request.params.id);
      if (!invoice || invoice.status !== 'initiated') {
        return reply.status(404).type('text/html').send('<h1>Not found</h1>');
      }
      const outcome = request.body?.outcome;
      if (outcome !== 'paid' && outcome !== 'declined') {
        return reply.status(400).type('text/html').send('<h1>Bad request</h1>');
      }
      const payment = outcome === 'paid' ? standIn.pay(invoice.id) : standIn.decline(invoice.id);
      await standIn.send(
        standIn.event(outcome === 'paid' ? 'payment_paid' : 'payment_failed', payment),
      );
      // Paid: back to the merchant. Declined: the page again, for another card.
      const next = outcome === 'paid' ? invoice.success_url : null;
      return reply.redirect(next ?? invoice.url, 303);
    },
  );

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;

  function settle(invoiceId: string, status: StandInPayment['status']): StandInPayment {
    const invoice = invoices.get(invoiceId);
    if (!invoice) throw new Error(`the stand-in has no invoice ${invoiceId}`);
    const now = clock().toISOString();
    const payment: StandInPayment = {
      id: randomUUID(),
      status,
      amount: invoice.amount,
      currency: invoice.currency,
      description: invoice.description,
      invoice_id: invoice.id,
      created_at: now,
      updated_at: now,
      metadata: invoice.metadata,
      source: {
        type: 'creditcard',
        company: 'visa',
        number: status === 'paid' ? 'XXXX-XXXX-XXXX-1111' : 'XXXX-XXXX-XXXX-0002',
        message: status === 'paid' ? 'Succeeded! (Test Environment)' : 'Insufficient Funds',
      },
    };
    invoice.payments.push(payment);
    invoice.updated_at = now;
    if (status === 'paid') {
      invoice.status = 'paid';
      invoice.paid_at = now;
      invoice.payment_id = payment.id;
    }
    return payment;
  }

  const standIn: MoyasarStandIn = {
    apiBase: `${origin}/v1`,
    get secretKey() {
      return secretKey;
    },
    webhookSecret,
    webhookUrl: undefined,
    outage: 'none',
    calls: [],
    deliveries: [],
    webhook: {
      id: randomUUID(),
      verified: false,
      code: String(randomInt(100_000, 1_000_000)),
      attempts: 0,
    },
    invoice: (id) => invoices.get(id),
    rotateKey(key = newKey()) {
      secretKey = key;
      return secretKey;
    },
    pay: (invoiceId) => settle(invoiceId, 'paid'),
    decline: (invoiceId) => settle(invoiceId, 'failed'),
    setStatus(invoiceId, status) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`the stand-in has no invoice ${invoiceId}`);
      invoice.status = status;
      invoice.updated_at = clock().toISOString();
    },
    event(type, data, eventOptions = {}) {
      const id = eventOptions.id ?? randomUUID();
      const secretToken =
        eventOptions.secretToken === undefined ? webhookSecret : eventOptions.secretToken;
      const body = JSON.stringify({
        id,
        type,
        created_at: clock().toISOString(),
        ...(secretToken === null ? {} : { secret_token: secretToken }),
        account_name: 'Nuzul (test)',
        live: false,
        data,
      });
      return { id, body };
    },
    async send(event) {
      if (!standIn.webhookUrl) throw new Error('the stand-in has no webhook URL to send to');
      const response = await fetch(standIn.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Moyasar stand-in' },
        body: event.body,
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text.
      }
      const delivery = { event, status: response.status, body };
      standIn.deliveries.push(delivery);
      return delivery;
    },
    close: () => app.close(),
  };
  return standIn;
}
