import { and, desc, eq } from 'drizzle-orm';
import type { PaymentProviderName, PaymentStatus } from '@nuzul/shared/payments';
import type { Database } from '../../db/client';
import { payments, paymentWebhookEvents } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;

function queries(db: Database) {
  return {
    async insertPayment(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      return row!;
    },

    /** The invoice's latest payment: the one its payment-result page reports. */
    async latestOf(invoiceId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.invoiceId, invoiceId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1);
      return row;
    },

    async byProviderId(
      provider: PaymentProviderName,
      providerPaymentId: string,
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)),
        );
      return row;
    },

    async lockPayment(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
      return row;
    },

    async setStatus(id: number, status: PaymentStatus, paidAt: Date | null, now: Date) {
      await db.update(payments).set({ status, paidAt, updatedAt: now }).where(eq(payments.id, id));
    },

    /**
     * Records a webhook event as acted on; false when it was already. A second delivery
     * running at the same time waits on the key until the first commits, then finds it.
     */
    async claimEvent(provider: PaymentProviderName, eventId: string): Promise<boolean> {
      const rows = await db
        .insert(paymentWebhookEvents)
        .values({ provider, eventId })
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvents.eventId });
      return rows.length === 1;
    },
  };
}

export type PaymentsQueries = ReturnType<typeof queries>;

export interface PaymentsRepository extends PaymentsQueries {
  /** Runs `work` in one transaction, with the queries bound to it. */
  transaction<T>(work: (tx: PaymentsQueries, txDb: Database) => Promise<T>): Promise<T>;
}

export function paymentsRepository(db: Database): PaymentsRepository {
  return {
    ...queries(db),
    transaction: (work) =>
      db.transaction((txDb) => {
        const tx = txDb as unknown as Database;
        return work(queries(tx), tx);
      }),
  };
}
