import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { PlanValues, PromoCodeValues } from '@nuzul/shared/billing';
import type { Database } from '../../db/client';
import {
  invoiceCounters,
  invoiceLines,
  invoices,
  plans,
  promoCodes,
  promoRedemptions,
  subscriptions,
} from '../../db/schema/billing';
import type { SeedPlan } from './billing.seed';

export type PlanRow = typeof plans.$inferSelect;
export type PromoRow = typeof promoCodes.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

const planColumns = (plan: PlanValues) => ({
  nameAr: plan.name.ar,
  nameEn: plan.name.en,
  price: plan.price,
  billingCycle: plan.billingCycle,
  duration: plan.duration,
  customDays: plan.customDays,
  discountPercent: plan.discountPercent,
  propertyLimit: plan.propertyLimit,
  allowsPropertyCreation: plan.allowsPropertyCreation,
  monthsFree: plan.monthsFree,
  promoCodeAllowed: plan.promoCodeAllowed,
  active: plan.active,
  sortOrder: plan.sortOrder,
});

const promoColumns = (promo: PromoCodeValues) => ({
  code: promo.code,
  discountType: promo.discountType,
  percentOff: promo.percentOff,
  amountOff: promo.amountOff,
  validFrom: promo.validFrom,
  validTo: promo.validTo,
  maxRedemptions: promo.maxRedemptions,
  oncePerAccount: promo.oncePerAccount,
  planIds: promo.planIds,
  cycles: promo.cycles,
  active: promo.active,
});

const seedHashOf = (plan: SeedPlan) =>
  createHash('sha256').update(JSON.stringify(plan)).digest('base64url');

function queries(db: Database) {
  return {
    db,

    /** Serialises an account's billing writes (subscribing, activating) and the gate's check. */
    async lockAccount(accountId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing:${accountId}`}))`);
    },

    // ------------------------------------------------------------------ plans

    plans: (onlyActive: boolean) =>
      db
        .select()
        .from(plans)
        .where(onlyActive ? eq(plans.active, true) : undefined)
        .orderBy(asc(plans.sortOrder), asc(plans.id)),

    /** Every plan in order, with how many subscriptions (of any status) were taken on it. */
    plansWithUse: () =>
      db
        .select({ plan: plans, subscriptionCount: count(subscriptions.id) })
        .from(plans)
        .leftJoin(subscriptions, eq(subscriptions.planId, plans.id))
        .groupBy(plans.id)
        .orderBy(asc(plans.sortOrder), asc(plans.id)),

    async plan(id: number): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
      return row;
    },

    async plansByIds(ids: number[]): Promise<PlanRow[]> {
      return ids.length ? db.select().from(plans).where(inArray(plans.id, ids)) : [];
    },

    async insertPlan(plan: PlanValues): Promise<PlanRow> {
      const [row] = await db.insert(plans).values(planColumns(plan)).returning();
      return row!;
    },

    async updatePlan(id: number, plan: PlanValues): Promise<PlanRow | undefined> {
      const [row] = await db
        .update(plans)
        .set({ ...planColumns(plan), updatedAt: sql`now()` })
        .where(eq(plans.id, id))
        .returning();
      return row;
    },

    async deletePlan(id: number): Promise<boolean> {
      const rows = await db.delete(plans).where(eq(plans.id, id)).returning({ id: plans.id });
      return rows.length > 0;
    },

    async planInUse(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.planId, id))
        .limit(1);
      return row !== undefined;
    },

    /** Inserts seeded plans that are missing and updates those whose seed entry changed. */
    async seedPlans(entries: readonly SeedPlan[]): Promise<void> {
      const stored = await db
        .select({ code: plans.code, seedHash: plans.seedHash })
        .from(plans)
        .where(
          inArray(
            plans.code,
            entries.map((entry) => entry.code),
          ),
        );
      const hashes = new Map(stored.map((row) => [row.code, row.seedHash]));
      for (const entry of entries) {
        const seedHash = seedHashOf(entry);
        if (hashes.get(entry.code) === seedHash) continue;
        const values = { ...planColumns(entry), code: entry.code, seedHash };
        await db
          .insert(plans)
          .values(values)
          .onConflictDoUpdate({
            target: plans.code,
            set: { ...values, updatedAt: sql`now()` },
          });
      }
    },

    // ------------------------------------------------------------------ promo codes

    promoCodes: () => db.select().from(promoCodes).orderBy(desc(promoCodes.id)),

    async promoCode(id: number): Promise<PromoRow | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
      return row;
    },

    /** The code's row; with `lock`, held until the transaction ends (redemptions count under it). */
    async promoByCode(code: string, lock: boolean): Promise<PromoRow | undefined> {
      const query = db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insertPromo(promo: PromoCodeValues): Promise<PromoRow> {
      const [row] = await db.insert(promoCodes).values(promoColumns(promo)).returning();
      return row!;
    },

    async updatePromo(id: number, promo: PromoCodeValues): Promise<PromoRow | undefined> {
      const [row] = await db
        .update(promoCodes)
        .set({ ...promoColumns(promo), updatedAt: sql`now()` })
        .where(eq(promoCodes.id, id))
        .returning();
      return row;
    },

    async redeemedBy(promoCodeId: number, accountId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: promoRedemptions.subscriptionId })
        .from(promoRedemptions)
        .where(
          and(
            eq(promoRedemptions.promoCodeId, promoCodeId),
            eq(promoRedemptions.accountId, accountId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async redeem(promoCodeId: number, subscriptionId: number, accountId: string): Promise<void> {
      await db
        .update(promoCodes)
        .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
        .where(eq(promoCodes.id, promoCodeId));
      await db.insert(promoRedemptions).values({ promoCodeId, subscriptionId, accountId });
    },

    /** Gives back the use of a code taken by a subscription that was never paid. */
    async releaseRedemptions(subscriptionId: number): Promise<void> {
      const released = await db
        .delete(promoRedemptions)
        .where(eq(promoRedemptions.subscriptionId, subscriptionId))
        .returning({ promoCodeId: promoRedemptions.promoCodeId });
      for (const { promoCodeId } of released) {
        await db
          .update(promoCodes)
          .set({ redemptions: sql`${promoCodes.redemptions} - 1` })
          .where(eq(promoCodes.id, promoCodeId));
      }
    },

    // ------------------------------------------------------------------ subscriptions

    async subscriptionsOf(accountId: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.accountId, accountId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },

    async subscriptionPage(accountId: string, page: number, pageSize: number) {
      const where = eq(subscriptions.accountId, accountId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ subscription: subscriptions, invoice: invoices, plan: plans })
          .from(subscriptions)
          .innerJoin(invoices, eq(invoices.subscriptionId, subscriptions.id))
          .innerJoin(plans, eq(plans.id, subscriptions.planId))
          .where(where)
          .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(subscriptions).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async subscriptionWithInvoice(subscriptionId: number) {
      const [row] = await db
        .select({ subscription: subscriptions, invoice: invoices, plan: plans })
        .from(subscriptions)
        .innerJoin(invoices, eq(invoices.subscriptionId, subscriptions.id))
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(eq(subscriptions.id, subscriptionId))
        .limit(1);
      return row;
    },

    async hasFreeSubscription(accountId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.free, true)))
        .limit(1);
      return row !== undefined;
    },

    async insertSubscription(values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning();
      return row!;
    },

    async lockSubscription(id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, id))
        .limit(1)
        .for('update');
      return row;
    },

    /** Active subscriptions of the account other than `exceptId`, latest end first. */
    async activeOf(accountId: string, exceptId: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.accountId, accountId),
            eq(subscriptions.status, 'active'),
            ne(subscriptions.id, exceptId),
          ),
        )
        .orderBy(desc(subscriptions.endDate));
    },

    async setSubscription(id: number, values: Partial<typeof subscriptions.$inferInsert>) {
      await db
        .update(subscriptions)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(subscriptions.id, id));
    },

    /** Active subscriptions whose end date has passed: expired, the ids answered. */
    async expireEnded(today: string): Promise<number[]> {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(and(eq(subscriptions.status, 'active'), lt(subscriptions.endDate, today)))
        .returning({ id: subscriptions.id });
      return rows.map((row) => row.id);
    },

    /** Pending subscriptions whose invoice is unpaid past its due date. */
    async overdue(today: string) {
      return db
        .select({ subscriptionId: subscriptions.id, invoiceId: invoices.id })
        .from(subscriptions)
        .innerJoin(invoices, eq(invoices.subscriptionId, subscriptions.id))
        .where(
          and(
            eq(subscriptions.status, 'pending'),
            inArray(invoices.status, ['pending', 'failed']),
            lt(invoices.dueDate, today),
          ),
        );
    },

    /** Active subscriptions ending between today and `until` (inclusive), with their plan. */
    async ending(today: string, until: string) {
      return db
        .select({ subscription: subscriptions, plan: plans })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(
          and(
            eq(subscriptions.status, 'active'),
            gte(subscriptions.endDate, today),
            lte(subscriptions.endDate, until),
          ),
        );
    },

    // ------------------------------------------------------------------ invoices

    /** The next number of the year, in the caller's transaction: a rollback gives it back. */
    async nextInvoiceNumber(year: number): Promise<string> {
      const [row] = await db
        .insert(invoiceCounters)
        .values({ year, last: 1 })
        .onConflictDoUpdate({
          target: invoiceCounters.year,
          set: { last: sql`${invoiceCounters.last} + 1` },
        })
        .returning({ last: invoiceCounters.last });
      return `INV-${year}-${String(row!.last).padStart(6, '0')}`;
    },

    async insertInvoice(
      values: typeof invoices.$inferInsert,
      lines: Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>[],
    ): Promise<InvoiceRow> {
      const [row] = await db.insert(invoices).values(values).returning();
      await db.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: row!.id })));
      return row!;
    },

    async invoice(id: number): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
      return row;
    },

    async lockInvoice(id: number): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(eq(invoices.id, id))
        .limit(1)
        .for('update');
      return row;
    },

    linesOf: (invoiceId: number) =>
      db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoiceId))
        .orderBy(asc(invoiceLines.position)),

    async setInvoice(id: number, values: Partial<typeof invoices.$inferInsert>) {
      await db
        .update(invoices)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(invoices.id, id));
    },

    async invoicePage(accountId: string, page: number, pageSize: number) {
      const where = eq(invoices.accountId, accountId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ invoice: invoices, plan: plans })
          .from(invoices)
          .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
          .innerJoin(plans, eq(plans.id, subscriptions.planId))
          .where(where)
          .orderBy(desc(invoices.issuedAt), desc(invoices.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(invoices).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type BillingQueries = ReturnType<typeof queries>;

export interface BillingRepository extends BillingQueries {
  /** Runs the work on one transaction; every query inside must use the repository given. */
  transaction<T>(work: (repo: BillingQueries) => Promise<T>): Promise<T>;
}

export function billingRepository(db: Database): BillingRepository {
  return {
    ...queries(db),
    transaction: (work) => db.transaction((tx) => work(queries(tx as unknown as Database))),
  };
}

/** The repository's queries on a transaction another module holds (the gate, a payment). */
export const billingQueriesOn = (tx: Database): BillingQueries => queries(tx);
