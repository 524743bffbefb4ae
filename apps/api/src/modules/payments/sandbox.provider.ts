import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sandboxPayments } from '../../db/schema/payments';
import type { Clock } from '../../platform/clock';
import { randomToken } from '../../platform/crypto';
import type { PaymentProvider } from './payment-provider';
import { signatureProblem, signedHeaders } from './webhook-signature';

/** What the payer chose on the sandbox's checkout page. */
export const sandboxOutcomes = ['paid', 'failed', 'pending'] as const;
export type SandboxOutcome = (typeof sandboxOutcomes)[number];

const sandboxId = z.string().regex(/^[\w-]{1,200}$/);
const sandboxEvent = z.object({
  id: sandboxId,
  type: z.string(),
  data: z.object({ id: sandboxId }),
});

/** A webhook the sandbox sends, ready to be posted: its raw body and signed headers. */
export interface SandboxWebhook {
  body: string;
  headers: Record<string, string>;
}

/**
 * The embedded provider: a local checkout page instead of a bank. It keeps its payments in its
 * own table, as a gateway keeps them on its servers, and signs its webhooks with the shared
 * secret, so the same rules (signature, freshness, one change per event, the provider's state
 * decides) hold as with a real gateway.
 */
export function sandboxProvider(deps: {
  db: Database;
  clock: Clock;
  secret: string;
  /** The public origin the checkout page is served from (APP_URL). */
  appUrl: string;
}) {
  const { db, clock, secret } = deps;

  const provider: PaymentProvider = {
    name: 'sandbox',

    async createPayment(request) {
      const id = `sbx_${randomToken()}`;
      await db.insert(sandboxPayments).values({
        id,
        amount: request.amount,
        description: request.invoiceNumber,
        callbackUrl: request.callbackUrl,
      });
      return { providerPaymentId: id, redirectUrl: `${deps.appUrl}/sandbox/checkout/${id}` };
    },

    async fetchPayment(id) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      if (!row) throw new Error(`sandbox payment ${id} does not exist`);
      return { status: row.status, paidAt: row.paidAt };
    },

    verifyWebhook(rawBody, headers) {
      const problem = signatureProblem(secret, clock(), rawBody, headers);
      if (problem) return { ok: false, reason: problem };
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'body is not JSON' };
      }
      const event = sandboxEvent.safeParse(parsed);
      if (!event.success) return { ok: false, reason: 'not a sandbox event' };
      return { ok: true, event: { id: event.data.id, paymentId: event.data.data.id } };
    },
  };

  return {
    provider,

    /** The checkout page's payment; undefined for an id the sandbox never issued. */
    async checkout(id: string) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return row;
    },

    /**
     * The payer's choice: a pending payment becomes paid or failed (a final state never
     * changes, as at a bank), and the webhook telling it is signed for sending. Leaving it
     * pending sends none.
     */
    async decide(id: string, outcome: SandboxOutcome): Promise<SandboxWebhook | undefined> {
      if (outcome === 'pending') return undefined;
      const now = clock();
      await db
        .update(sandboxPayments)
        .set({ status: outcome, paidAt: outcome === 'paid' ? now : null, updatedAt: now })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'pending')));
      return sandboxProviderWebhook(secret, now, id, outcome);
    },
  };
}
export type SandboxProvider = ReturnType<typeof sandboxProvider>;

/** A signed sandbox webhook about a payment: what the checkout sends, and what tests replay. */
export function sandboxProviderWebhook(
  secret: string,
  now: Date,
  paymentId: string,
  outcome: Exclude<SandboxOutcome, 'pending'>,
  eventId = `evt_${randomUUID()}`,
): SandboxWebhook {
  const body = JSON.stringify({
    id: eventId,
    type: outcome === 'paid' ? 'payment.paid' : 'payment.failed',
    data: { id: paymentId },
  });
  return { body, headers: signedHeaders(secret, now, body) };
}
