import type { DomainEvent } from '../../platform/events/domain-events';

/** A confirmed payment of an invoice, recorded in the transaction that marks it paid. */
export interface PaymentSucceeded {
  paymentId: number;
  invoiceId: number;
  accountId: string;
  /** Halalas, VAT included. */
  amount: number;
  paidAt: string;
}

/**
 * A payment the provider declined (failed, cancelled, expired), or reported still waiting for
 * the bank, recorded in the transaction of the webhook that told it.
 */
export interface PaymentUnsettled {
  paymentId: number;
  invoiceId: number;
  accountId: string;
  /** Halalas, VAT included. */
  amount: number;
}

declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'payment.succeeded': PaymentSucceeded;
    'payment.failed': PaymentUnsettled;
    'payment.pending': PaymentUnsettled;
  }
}

export function paymentSucceeded(payment: {
  id: number;
  invoiceId: number;
  accountId: string;
  amount: number;
  paidAt: Date;
}): DomainEvent<'payment.succeeded'> {
  return {
    type: 'payment.succeeded',
    aggregate: `invoice:${payment.invoiceId}`,
    payload: {
      paymentId: payment.id,
      invoiceId: payment.invoiceId,
      accountId: payment.accountId,
      amount: payment.amount,
      paidAt: payment.paidAt.toISOString(),
    },
  };
}

export function paymentUnsettled(
  type: 'payment.failed' | 'payment.pending',
  payment: { id: number; invoiceId: number; accountId: string; amount: number },
): DomainEvent<'payment.failed' | 'payment.pending'> {
  return {
    type,
    aggregate: `invoice:${payment.invoiceId}`,
    payload: {
      paymentId: payment.id,
      invoiceId: payment.invoiceId,
      accountId: payment.accountId,
      amount: payment.amount,
    },
  };
}
