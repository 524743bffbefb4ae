import type { InvoiceStatus } from '@nuzul/shared/billing';
import { AppError } from '@nuzul/shared/errors';
import { paymentResultPath, type InvoicePayment } from '@nuzul/shared/payments';
import { assertCan, type Actor } from '../../platform/policy';
import type { Clock } from '../../platform/clock';
import { recordEvent } from '../../platform/events/domain-events';
import type { BillingAccess } from '../billing/billing.access';
import type { PaymentProvider } from './payment-provider';
import { paymentSucceeded, paymentUnsettled } from './payment-events';
import type { PaymentsRepository } from './payments.repository';

/** An invoice as a payment needs it. */
export interface InvoiceToPay {
  id: number;
  number: string;
  accountId: string;
  /** Halalas, VAT included. */
  total: number;
  status: InvoiceStatus;
  paidAt: Date | null;
}

/** What payments ask of billing: an invoice, and the two outcomes of a payment. */
export interface InvoicesForPayments extends BillingAccess {
  invoiceToPay(invoiceId: number): Promise<InvoiceToPay | undefined>;
}

export interface PaymentsServiceDeps {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  invoices: InvoicesForPayments;
  clock: Clock;
  /** The web app's origin: the checkout sends the browser back to its payment-result page. */
  appUrl: string;
  log: { warn(object: object, message: string): void };
}

export function paymentsService(deps: PaymentsServiceDeps) {
  const { repo, provider, invoices, clock } = deps;

  async function ownInvoice(actor: Actor, invoiceId: number): Promise<InvoiceToPay> {
    const invoice = await invoices.invoiceToPay(invoiceId);
    // Another account's invoice is answered as one that does not exist.
    assertCan(actor, 'billing:view', invoice);
    return invoice!;
  }

  return {
    /**
     * Starts a checkout at the provider for the owner's unpaid invoice (a failed one may be paid
     * again) and answers where the browser goes to pay. Nothing is paid until the provider
     * confirms it by webhook.
     */
    async pay(actor: Actor, invoiceId: number): Promise<{ redirectUrl: string }> {
      const invoice = await ownInvoice(actor, invoiceId);
      if (invoice.status === 'paid') throw new AppError('INVOICE_ALREADY_PAID');
      if (invoice.status === 'void') throw new AppError('INVOICE_NOT_PAYABLE');
      const { providerPaymentId, redirectUrl } = await provider.createPayment({
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        amount: invoice.total,
        callbackUrl: `${deps.appUrl}${paymentResultPath(invoice.id)}`,
      });
      await repo.insertPayment({
        invoiceId: invoice.id,
        accountId: invoice.accountId,
        provider: provider.name,
        providerPaymentId,
        amount: invoice.total,
      });
      return { redirectUrl };
    },

    /**
     * The invoice's payment as the result page shows it: paid once the invoice is (however it
     * was paid), else its latest payment's state, `none` before any.
     */
    async paymentOf(actor: Actor, invoiceId: number): Promise<InvoicePayment> {
      const invoice = await ownInvoice(actor, invoiceId);
      if (invoice.status === 'paid') {
        return { status: 'paid', paidAt: invoice.paidAt?.toISOString() ?? null };
      }
      const latest = await repo.latestOf(invoice.id);
      return {
        status: latest?.status ?? 'none',
        paidAt: latest?.paidAt?.toISOString() ?? null,
      };
    },

    /**
     * A provider's webhook. Its signature must hold (else 400 and nothing changes); each event
     * id is acted on once; and it is acted on by the payment's state fetched from the provider,
     * never by what the event says, so events that come twice or out of order (failed after
     * paid) settle on the provider's final state.
     */
    async webhook(rawBody: string, headers: Record<string, string | string[] | undefined>) {
      const verdict = provider.verifyWebhook(rawBody, headers);
      if (!verdict.ok) {
        deps.log.warn({ provider: provider.name, reason: verdict.reason }, 'webhook refused');
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      const { event } = verdict;
      if (!event) {
        await verdict.followUp?.();
        return;
      }
      const payment = await repo.byProviderId(provider.name, event.paymentId);
      if (!payment) throw new AppError('NOT_FOUND');
      // Fetched before the transaction: no row lock is held across a call to the provider.
      const state = await provider.fetchPayment(event.paymentId);

      await repo.transaction(async (tx, txDb) => {
        if (!(await tx.claimEvent(provider.name, event.id))) return;
        const current = (await tx.lockPayment(payment.id))!;
        // Paid and failed are final: a later event cannot undo them.
        if (current.status !== 'pending') return;
        if (state.status === 'pending') {
          // Still waiting for the bank: the owner is told so (once per payment).
          await recordEvent(txDb, paymentUnsettled('payment.pending', current));
          return;
        }
        const now = clock();
        if (state.status === 'paid') {
          const paidAt = state.paidAt ?? now;
          await tx.setStatus(current.id, 'paid', paidAt, now);
          await invoices.markInvoicePaid(txDb, current.invoiceId, paidAt);
          await recordEvent(txDb, paymentSucceeded({ ...current, paidAt }));
        } else {
          await tx.setStatus(current.id, 'failed', null, now);
          await invoices.markInvoiceFailed(txDb, current.invoiceId);
          await recordEvent(txDb, paymentUnsettled('payment.failed', current));
        }
      });
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
