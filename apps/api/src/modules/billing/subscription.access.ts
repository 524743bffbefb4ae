import { hasEnded } from '@nuzul/shared/billing';
import { compareDates, DEFAULT_TIME_ZONE, todayIn } from '@nuzul/shared/dates';
import { AppError } from '@nuzul/shared/errors';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Actor } from '../../platform/policy';
import { billingQueriesOn, type SubscriptionRow } from './billing.repository';

/** The subscription that counts today: active, started, not ended (latest start first). */
export function currentOf(rows: SubscriptionRow[], today: string): SubscriptionRow | undefined {
  return rows
    .filter(
      (row) =>
        row.status === 'active' &&
        row.startDate !== null &&
        row.endDate !== null &&
        compareDates(row.startDate, today) <= 0 &&
        !hasEnded(row.endDate, today),
    )
    .sort((a, b) => compareDates(b.startDate!, a.startDate!))[0];
}

/**
 * The subscription gate of spec §6 (requirements-next §3.3, A-9, A-10), read live from the
 * subscriptions — never a cached flag. Call it in the transaction that inserts or publishes:
 * it takes the account's lock first, so two tabs counting at once are served one after the
 * other and cannot pass the limit together. Every refusal is a 402, never 401/403.
 */
export interface SubscriptionGate {
  /**
   * Refuses creating a property, in this order: no subscription ever (SUBSCRIPTION_MISSING),
   * none active (SUBSCRIPTION_INACTIVE), the current one ended (SUBSCRIPTION_EXPIRED), the
   * plan does not allow creation (SUBSCRIPTION_NO_CREATION), the account's properties at the
   * limit (PROPERTY_LIMIT_REACHED). `countProperties` counts all the account's properties.
   */
  assertCanCreateProperty(
    tx: Database,
    actor: Actor,
    countProperties: () => Promise<number>,
  ): Promise<void>;
  /**
   * Refuses publishing without an active, unexpired subscription (PUBLISH_NEEDS_SUBSCRIPTION)
   * or beyond the plan's limit of published properties (PROPERTY_LIMIT_REACHED);
   * `countPublished` counts the account's published properties other than this one.
   */
  assertCanPublish(
    tx: Database,
    actor: Actor,
    countPublished: () => Promise<number>,
  ): Promise<void>;
}

export function subscriptionGate(clock: Clock): SubscriptionGate {
  async function read(tx: Database, actor: Actor) {
    const q = billingQueriesOn(tx);
    await q.lockAccount(actor.accountId);
    const rows = await q.subscriptionsOf(actor.accountId);
    const today = todayIn(DEFAULT_TIME_ZONE, clock());
    return { rows, today, current: currentOf(rows, today) };
  }

  return {
    async assertCanCreateProperty(tx, actor, countProperties) {
      const { rows, today, current } = await read(tx, actor);
      if (rows.length === 0) throw new AppError('SUBSCRIPTION_MISSING');
      if (!current) {
        const ended = rows.some(
          (row) =>
            (row.status === 'active' || row.status === 'expired') &&
            row.endDate !== null &&
            hasEnded(row.endDate, today),
        );
        throw new AppError(ended ? 'SUBSCRIPTION_EXPIRED' : 'SUBSCRIPTION_INACTIVE');
      }
      if (!current.allowsPropertyCreation) throw new AppError('SUBSCRIPTION_NO_CREATION');
      if ((await countProperties()) >= current.propertyLimit) {
        throw new AppError('PROPERTY_LIMIT_REACHED');
      }
    },

    async assertCanPublish(tx, actor, countPublished) {
      const { current } = await read(tx, actor);
      if (!current) throw new AppError('PUBLISH_NEEDS_SUBSCRIPTION');
      if ((await countPublished()) + 1 > current.propertyLimit) {
        throw new AppError('PROPERTY_LIMIT_REACHED');
      }
    },
  };
}
