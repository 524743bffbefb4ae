/**
 * Payments (requirements-next §7.6): an invoice is paid through a provider's checkout, and only
 * the provider's server-side confirmation (its webhook, re-fetched from the provider) changes
 * its state; the browser's return is never trusted.
 */

/** The providers a deployment can choose with PAYMENT_PROVIDER; `sandbox` is the embedded default. */
export const paymentProviders = ['sandbox', 'moyasar'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** A payment's state at the provider: pending until it is paid or it failed, both final. */
export const paymentStatuses = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What the payment-result page shows: `none` until a payment of the invoice was started. */
export const invoicePaymentStatuses = [...paymentStatuses, 'none'] as const;
export type InvoicePaymentStatus = (typeof invoicePaymentStatuses)[number];

/** How often the payment-result page asks again while the outcome is pending. */
export const PAYMENT_POLL_INTERVAL_MS = 2000;

/** A webhook whose timestamp is further than this from the server's clock is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** The web page the browser returns to from a checkout. */
export function paymentResultPath(invoiceId: number): string {
  return `/subscriptions/payment-result?invoice=${invoiceId}`;
}
