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

declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'payment.succeeded': PaymentSucceeded;
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
