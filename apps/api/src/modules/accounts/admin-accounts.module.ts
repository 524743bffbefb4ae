import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AppModule } from '../module';
import type { AccountsModule } from './accounts.module';
import { adminAccountsRoutes } from './admin-accounts.routes';
import { adminAccountsService, type AdminAccountsDeps } from './admin-accounts.service';

/**
 * The platform admin's accounts screen. Built after billing and listings, whose
 * lookups give each account's current plan and properties count.
 */
export function createAdminAccountsModule(deps: {
  db: Database;
  clock: Clock;
  accounts: AccountsModule;
  currentPlans: AdminAccountsDeps['currentPlans'];
  countProperties: AdminAccountsDeps['countProperties'];
}) {
  const admin = adminAccountsService({
    db: deps.db,
    repo: deps.accounts.repo,
    clock: deps.clock,
    revocations: deps.accounts.revocations,
    currentPlans: deps.currentPlans,
    countProperties: deps.countProperties,
  });
  const routes: AppModule['routes'] = async (api) => {
    await api.register(adminAccountsRoutes, { admin });
  };
  return { routes };
}
