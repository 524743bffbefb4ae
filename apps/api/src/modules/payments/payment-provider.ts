import type { PaymentProviderName, PaymentStatus } from '@nuzul/shared/payments';

/** What a provider needs to start a checkout for an invoice. */
export interface CheckoutRequest {
  invoiceId: number;
  /** `INV-2026-000001`: shown on the checkout and kept with the provider's payment. */
  invoiceNumber: string;
  /** Halalas, VAT included. */
  amount: number;
  /** Where the provider sends the browser once the payer is done (our payment-result page). */
  callbackUrl: string;
}

export interface ProviderPayment {
  status: PaymentStatus;
  /** When the provider took the money; set when paid. */
  paidAt: Date | null;
}

/**
 * A webhook as the provider sent it: refused (nothing changes, 400), about a payment (acted on
 * once per event id, by the payment's state re-fetched from the provider), or about something
 * else (acknowledged and ignored).
 */
export type WebhookVerdict =
  | { ok: false; reason: string }
  | {
      ok: true;
      event: { id: string; paymentId: string } | null;
      /** What the provider asks of us about a webhook that is no payment's (Moyasar: confirm
       * a new webhook with its verification code), done before the webhook is answered. */
      followUp?: () => Promise<void>;
    };

/** A payment gateway. Amounts are halalas; ids are the provider's own. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(
    request: CheckoutRequest,
  ): Promise<{ providerPaymentId: string; redirectUrl: string }>;
  /** The payment's state at the provider, the only state a webhook is acted on by. */
  fetchPayment(providerPaymentId: string): Promise<ProviderPayment>;
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): WebhookVerdict;
}
