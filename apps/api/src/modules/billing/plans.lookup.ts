import { inArray } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, todayIn } from '@nuzul/shared/dates';
import type { Database } from '../../db/client';
import { plans, subscriptions } from '../../db/schema/billing';
import type { Clock } from '../../platform/clock';
import { currentOf } from './subscription.access';

/** A plan's name in both languages. */
export interface PlanName {
  ar: string;
  en: string;
}

/**
 * The plan of each account's current subscription (the one the gate counts today), for the
 * platform admin's list of accounts; an account without one is absent from the map.
 */
export function currentPlansLookup(db: Database, clock: Clock) {
  return async (accountIds: string[]): Promise<Map<string, PlanName>> => {
    const result = new Map<string, PlanName>();
    if (accountIds.length === 0) return result;
    const rows = await db
      .select()
      .from(subscriptions)
      .where(inArray(subscriptions.accountId, accountIds));
    const today = todayIn(DEFAULT_TIME_ZONE, clock());
    const current = accountIds
      .map((id) =>
        currentOf(
          rows.filter((row) => row.accountId === id),
          today,
        ),
      )
      .filter((row) => row !== undefined);
    const names = current.length
      ? await db
          .select({ id: plans.id, ar: plans.nameAr, en: plans.nameEn })
          .from(plans)
          .where(inArray(plans.id, [...new Set(current.map((row) => row.planId))]))
      : [];
    for (const row of current) {
      const plan = names.find((name) => name.id === row.planId);
      if (plan) result.set(row.accountId, { ar: plan.ar, en: plan.en });
    }
    return result;
  };
}
export type CurrentPlansLookup = ReturnType<typeof currentPlansLookup>;
