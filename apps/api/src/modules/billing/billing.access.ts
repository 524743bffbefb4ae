import { subscriptionEnd } from '@nuzul/shared/billing';
import { DEFAULT_TIME_ZONE, todayIn, compareDates } from '@nuzul/shared/dates';
import { AppError } from '@nuzul/shared/errors';
import type { Database } from '../../db/client';
import { billingQueriesOn } from './billing.repository';

/**
 * The payment's entry points (requirements-next §7.4, §7.6): only a confirmed payment calls
 * them, in the transaction that records it. Both are safe to repeat.
 */
export interface BillingAccess {
  /**
   * Marks the invoice paid at `paidAt` and activates its subscription: it starts on the day
   * of payment (Riyadh), or at the end of the account's active subscription of the same plan
   * when renewing early; another plan replaces the active one at once, without proration
   * . Its end is `subscriptionEnd`. An invoice paid already is left as it is.
   */
  markInvoicePaid(tx: Database, invoiceId: number, paidAt: Date): Promise<void>;
  /** Marks an unpaid invoice failed (it may be paid later); a paid one stays paid. */
  markInvoiceFailed(tx: Database, invoiceId: number): Promise<void>;
  /** The invoice a payment is for: its owner, amount and state; undefined when none. */
  invoiceToPay(invoiceId: number): ReturnType<typeof invoiceToPay>;
}

async function invoiceToPay(db: Database, invoiceId: number) {
  const invoice = await billingQueriesOn(db).invoice(invoiceId);
  if (!invoice) return undefined;
  const { id, number, accountId, total, status, paidAt } = invoice;
  return { id, number, accountId, total, status, paidAt };
}

export async function markInvoicePaid(tx: Database, invoiceId: number, paidAt: Date) {
  const q = billingQueriesOn(tx);
  const invoice = await q.invoice(invoiceId);
  if (!invoice) throw new AppError('NOT_FOUND');
  await q.lockAccount(invoice.accountId);
  const locked = (await q.lockInvoice(invoiceId))!;
  if (locked.status === 'paid') return;
  const subscription = (await q.lockSubscription(locked.subscriptionId))!;
  const today = todayIn(DEFAULT_TIME_ZONE, paidAt);
  const others = await q.activeOf(subscription.accountId, subscription.id);
  const renewed = others.find(
    (other) =>
      other.planId === subscription.planId &&
      other.endDate !== null &&
      compareDates(other.endDate, today) >= 0,
  );
  const startDate = renewed?.endDate ?? today;
  if (!renewed) {
    for (const other of others) await q.setSubscription(other.id, { status: 'cancelled' });
  }
  await q.setSubscription(subscription.id, {
    status: 'active',
    startDate,
    endDate: subscriptionEnd(startDate, subscription.duration, subscription.customDays),
  });
  await q.setInvoice(invoiceId, { status: 'paid', paidAt });
}

export async function markInvoiceFailed(tx: Database, invoiceId: number) {
  const q = billingQueriesOn(tx);
  const invoice = await q.lockInvoice(invoiceId);
  if (!invoice) throw new AppError('NOT_FOUND');
  if (invoice.status === 'pending') await q.setInvoice(invoiceId, { status: 'failed' });
}

/** The payments module's way into billing: the markers, and the invoice a payment is for. */
export function billingAccess(db: Database): BillingAccess {
  return {
    markInvoicePaid,
    markInvoiceFailed,
    invoiceToPay: (invoiceId: number) => invoiceToPay(db, invoiceId),
  };
}
