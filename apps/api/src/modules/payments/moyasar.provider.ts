import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '@nuzul/shared/errors';
import type { PaymentStatus } from '@nuzul/shared/payments';
import type { PaymentProvider, ProviderPayment } from './payment-provider';

/**
 * Moyasar (libraries-next §10), through its REST API with the secret key. The checkout is a
 * Moyasar **invoice**: the only hosted payment page the secret key can open, since creating a
 * payment directly needs the card's details, which must never pass through our server. Our
 * payment's provider id is that invoice's id; the payer may try several cards on its page, and
 * the invoice is paid once one of them is.
 *
 * Its webhooks carry no signature: the shared secret token comes back inside the JSON body
 * (`secret_token`), compared in constant time. A webhook is only a notice: the invoice is
 * fetched again with the secret key and its state there is what counts.
 */
export interface MoyasarOptions {
  secretKey: string;
  /** The webhook's "Secret Token" set in Moyasar's dashboard. */
  webhookSecret: string;
  /** `https://api.moyasar.com/v1`, or a stand-in that speaks its API. */
  apiBase: string;
  /** A checkout must not hang on the gateway: past this it counts as unreachable. */
  timeoutMs?: number;
}

/** Moyasar's ids are UUIDs: anything else was never issued by it. */
const moyasarId = z.string().regex(/^[\w-]{1,200}$/);

const invoiceStatuses = {
  initiated: 'pending',
  on_hold: 'pending',
  paid: 'paid',
  // Money that never came, or went back before we heard it was paid: not paid. A payment we
  // already took as paid stays paid (a final state); refunds are not handled here.
  failed: 'failed',
  canceled: 'failed',
  expired: 'failed',
  voided: 'failed',
  refunded: 'failed',
} as const satisfies Record<string, PaymentStatus>;

/** An instant as Moyasar writes it; one that does not read as a date is taken as unknown. */
const instant = z.string().transform((value) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
});

const moyasarInvoice = z.object({
  id: moyasarId,
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  url: z.url({ protocol: /^https?$/ }),
  paid_at: instant.nullish(),
  payments: z
    .array(z.object({ id: z.string(), status: z.string(), updated_at: instant.nullish() }))
    .nullish(),
});
type MoyasarInvoice = z.infer<typeof moyasarInvoice>;

const moyasarEvent = z.object({
  id: moyasarId,
  type: z.string().max(100),
  data: z
    .object({
      invoice_id: moyasarId.nullish(),
      // A `webhook_verification` event's: the webhook to verify and its 6-digit code.
      webhook_id: moyasarId.nullish(),
      verification_code: z
        .string()
        .regex(/^\d{6}$/)
        .nullish(),
    })
    .nullish(),
});

/** Equal secrets, in a time that tells nothing about where they differ nor their lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The invoice's state as our payments know states: paid, failed (final) or pending. */
export function settledState(invoice: MoyasarInvoice): ProviderPayment {
  // A paid attempt on the invoice is money taken, whatever the invoice's own status says.
  const paidAttempt = invoice.payments?.find((payment) => payment.status === 'paid');
  if (invoice.status === 'paid' || paidAttempt) {
    return { status: 'paid', paidAt: invoice.paid_at ?? paidAttempt?.updated_at ?? null };
  }
  const status = invoiceStatuses[invoice.status as keyof typeof invoiceStatuses] as
    PaymentStatus | undefined;
  if (!status) {
    throw new AppError(
      'PAYMENT_PROVIDER_ERROR',
      undefined,
      undefined,
      new Error(`Moyasar invoice ${invoice.id} has an unknown status "${invoice.status}"`),
    );
  }
  return { status, paidAt: null };
}

export function moyasarProvider(options: MoyasarOptions): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 15_000;

  const unavailable = (cause: unknown) =>
    new AppError('PAYMENT_PROVIDER_UNAVAILABLE', undefined, undefined, cause);
  const failure = (message: string) =>
    new AppError('PAYMENT_PROVIDER_ERROR', undefined, undefined, new Error(message));

  /** One call to Moyasar's API; its failures are coded (503 down, 502 refused), never a 500. */
  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    const what = `Moyasar ${method} ${path}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${options.apiBase}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw unavailable(error);
    }
    if (response.status >= 500 || response.status === 429) {
      throw unavailable(new Error(`${what} answered ${response.status}`));
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw failure(`${what} answered ${response.status} with a body that is not JSON`);
    }
    if (!response.ok) {
      // A revoked or wrong key (401), a request it refuses (400): ours to fix, not the payer's.
      const { type, message } = (json ?? {}) as { type?: unknown; message?: unknown };
      throw failure(`${what} answered ${response.status}: ${String(type)}: ${String(message)}`);
    }
    return json;
  }

  function invoiceFrom(json: unknown, what: string): MoyasarInvoice {
    const invoice = moyasarInvoice.safeParse(json);
    if (!invoice.success) throw failure(`${what}: not a Moyasar invoice`);
    return invoice.data;
  }

  return {
    name: 'moyasar',

    async createPayment(request) {
      const json = await call('POST', '/invoices', {
        amount: request.amount,
        currency: 'SAR',
        description: `فاتورة ${request.invoiceNumber} | Invoice ${request.invoiceNumber}`,
        // For an invoice Moyasar's `callback_url` is a server-to-server notice without the
        // secret token; the webhooks tell us instead. The payer comes back to the result page.
        success_url: request.callbackUrl,
        back_url: request.callbackUrl,
        metadata: {
          invoice_id: String(request.invoiceId),
          invoice_number: request.invoiceNumber,
        },
      });
      const invoice = invoiceFrom(json, 'Moyasar POST /invoices');
      if (invoice.amount !== request.amount || invoice.currency !== 'SAR') {
        throw failure(
          `Moyasar invoice ${invoice.id} is for ${invoice.amount} ${invoice.currency}, not ${request.amount} SAR`,
        );
      }
      return { providerPaymentId: invoice.id, redirectUrl: invoice.url };
    },

    async fetchPayment(id) {
      const path = `/invoices/${encodeURIComponent(id)}`;
      return settledState(invoiceFrom(await call('GET', path), `Moyasar GET ${path}`));
    },

    verifyWebhook(rawBody) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'body is not JSON' };
      }
      const token = (parsed as { secret_token?: unknown } | null)?.secret_token;
      if (typeof token !== 'string' || !sameSecret(token, options.webhookSecret)) {
        return { ok: false, reason: 'secret_token does not match' };
      }
      const event = moyasarEvent.safeParse(parsed);
      if (!event.success) return { ok: false, reason: 'not a Moyasar event' };
      // A new webhook receives no event until it is verified: Moyasar sends its code once, to
      // be posted back within 30 minutes (POST /webhooks/:id/verify). It came with our secret.
      const { webhook_id: webhookId, verification_code: code } = event.data.data ?? {};
      if (event.data.type === 'webhook_verification' && webhookId && code) {
        const path = `/webhooks/${encodeURIComponent(webhookId)}/verify`;
        return {
          ok: true,
          event: null,
          followUp: async () => {
            await call('POST', path, { code });
          },
        };
      }
      // Every payment event (paid, failed — spelt `payment_faild` in its docs —, refunded, …)
      // is a notice to fetch the invoice again; others are acknowledged.
      const invoiceId = event.data.data?.invoice_id;
      if (!event.data.type.startsWith('payment_') || !invoiceId) return { ok: true, event: null };
      return { ok: true, event: { id: event.data.id, paymentId: invoiceId } };
    },
  };
}
