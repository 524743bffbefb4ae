import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { plans, subscriptions } from '../db/schema/billing';

export interface SubscriptionTerms {
  /** A seeded plan's code; Business (yearly) by default. */
  plan?: string;
  /** The subscription's own limit (a subscription keeps what was bought); the plan's by default. */
  propertyLimit?: number;
  allowsPropertyCreation?: boolean;
  startDate?: string;
  endDate?: string;
}

/**
 * An active subscription written straight to the database, as a paid invoice leaves it, so
 * that tests of listings, terms and bookings pass the subscription gate of spec §6 without
 * going through billing. It runs from 2000 to 2999 unless told otherwise, whatever the clock.
 */
export async function subscribeOwner(
  db: Database,
  accountId: string,
  terms: SubscriptionTerms = {},
) {
  const [plan] = await db
    .select()
    .from(plans)
    .where(eq(plans.code, terms.plan ?? 'business_yearly'));
  if (!plan) throw new Error(`no seeded plan ${terms.plan ?? 'business_yearly'}`);
  const [row] = await db
    .insert(subscriptions)
    .values({
      accountId,
      planId: plan.id,
      status: 'active',
      duration: plan.duration,
      customDays: plan.customDays,
      propertyLimit: terms.propertyLimit ?? plan.propertyLimit,
      allowsPropertyCreation: terms.allowsPropertyCreation ?? plan.allowsPropertyCreation,
      free: plan.price === 0,
      startDate: terms.startDate ?? '2000-01-01',
      endDate: terms.endDate ?? '2999-12-31',
    })
    .returning();
  return row!;
}
