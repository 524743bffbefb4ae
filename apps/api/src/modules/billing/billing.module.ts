import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Outbox } from '../../platform/events/outbox';
import type { JobRunner } from '../../platform/jobs/runner';
import type { Mailer } from '../../platform/mailer';
import type { RateLimiter } from '../../platform/rate-limit';
import type { AccountsLookup } from '../accounts/accounts.lookup';
import type { AppModule } from '../module';
import { billingAccess } from './billing.access';
import { dailyBillingRound, registerBillingJobs } from './billing.jobs';
import { subscribeBillingMail } from './billing-mail';
import { billingRepository } from './billing.repository';
import { billingAdminRoutes, billingRoutes } from './billing.routes';
import { seedPlans } from './billing.seed';
import { billingAdminService, billingService } from './billing.service';

export interface BillingModuleDeps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  accounts: AccountsLookup;
  jobs: JobRunner;
  outbox: Outbox;
  mailer: Mailer;
  seller: Config['seller'];
  appUrl: string;
  /** All of an account's properties (listings' count), for "properties used". */
  countProperties: (accountId: string) => Promise<number>;
}

/**
 * Plans, promo codes, subscriptions and invoices, and the payment's entry points into them.
 * Seeds the plans (only those whose seed entry changed). The subscription gate that listings
 * ask needs only the clock: `subscriptionGate` in subscription.access.ts.
 */
export async function createBillingModule(deps: BillingModuleDeps) {
  const repo = billingRepository(deps.db);
  await repo.seedPlans(seedPlans);
  const billing = billingService({ repo, ...deps });
  const admin = billingAdminService(repo);
  registerBillingJobs(deps.jobs, dailyBillingRound({ repo, ...deps }));
  subscribeBillingMail(deps.outbox, deps.mailer, deps.appUrl);
  const routes: AppModule['routes'] = async (api) => {
    await api.register(billingRoutes, { billing });
    await api.register(billingAdminRoutes, { admin });
  };
  return { routes, payments: billingAccess(deps.db) };
}
