import { daysLeft, EXPIRY_REMINDER_DAYS } from '@nuzul/shared/billing';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '@nuzul/shared/dates';
import type { Clock } from '../../platform/clock';
import { recordEvent } from '../../platform/events/domain-events';
import { jobType } from '../../platform/jobs/job-types';
import type { JobRunner } from '../../platform/jobs/runner';
import type { AccountsLookup } from '../accounts/accounts.lookup';
import { endingReminder } from './billing-mail';
import type { BillingRepository } from './billing.repository';

/** The daily billing round: expiries, unpaid subscriptions, reminders. */
export const dailyBilling = jobType<Record<string, never>>('billing.daily');

/** The reminder due `left` days before the end: 1 on the last day or the day before, else 7. */
function reminderFor(left: number): number | undefined {
  return [...EXPIRY_REMINDER_DAYS].sort((a, b) => a - b).find((days) => left <= days);
}

/**
 * One round, as of the clock's day in Riyadh; safe to repeat (a second run that day finds
 * nothing to do). Active subscriptions whose end date passed become expired. A pending one
 * whose invoice is unpaid past its due date is cancelled, its invoice void and its promo code
 * use given back. An active one ending within 7 days gets its reminder, once per threshold.
 */
export function dailyBillingRound(deps: {
  repo: BillingRepository;
  clock: Clock;
  accounts: AccountsLookup;
}) {
  const { repo, clock, accounts } = deps;
  return async (): Promise<void> => {
    const today = todayIn(DEFAULT_TIME_ZONE, clock());
    await repo.expireEnded(today);
    for (const overdue of await repo.overdue(today)) {
      await repo.transaction(async (q) => {
        const invoice = await q.lockInvoice(overdue.invoiceId);
        if (!invoice || (invoice.status !== 'pending' && invoice.status !== 'failed')) return;
        await q.setInvoice(invoice.id, { status: 'void' });
        await q.setSubscription(overdue.subscriptionId, { status: 'cancelled' });
        await q.releaseRedemptions(overdue.subscriptionId);
      });
    }
    const longest = Math.max(...EXPIRY_REMINDER_DAYS);
    for (const { subscription, plan } of await repo.ending(today, addDays(today, longest))) {
      const left = daysLeft(subscription.endDate!, today);
      const threshold = reminderFor(left);
      if (threshold === undefined) continue;
      if (subscription.reminderDays !== null && subscription.reminderDays <= threshold) continue;
      const contact = await accounts.contactOf(subscription.accountId);
      if (!contact) continue;
      await repo.transaction(async (q) => {
        const locked = await q.lockSubscription(subscription.id);
        if (!locked || (locked.reminderDays !== null && locked.reminderDays <= threshold)) return;
        await q.setSubscription(subscription.id, { reminderDays: threshold });
        await recordEvent(
          q.db,
          endingReminder({
            userId: contact.id,
            email: contact.email,
            language: contact.language,
            firstName: contact.firstName,
            subscriptionId: subscription.id,
            planName: { ar: plan.nameAr, en: plan.nameEn },
            endDate: subscription.endDate!,
            daysLeft: left,
          }),
        );
      });
    }
  };
}

export function registerBillingJobs(jobs: JobRunner, round: () => Promise<void>): void {
  jobs.handle(dailyBilling, round);
  // Daily, five minutes after midnight in Riyadh: the day's expiries are then known.
  jobs.schedule('billing.daily', '5 0 * * *', dailyBilling, {});
}
