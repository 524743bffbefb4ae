import type { Database } from '../../db/client';
import type { JobRequest } from '../../platform/jobs/job-types';
import type { AccountsLookup } from '../accounts/accounts.lookup';
import type { AppModule } from '../module';
import { listingsRepository } from './listings.repository';
import { listingsRoutes } from './listings.routes';
import {
  listingsService,
  type BookingsCounts,
  type DefinitionsCheck,
  type TermsFacts,
} from './listings.service';
import type { Clock } from '../../platform/clock';
import type { PropertyAccess } from './property.access';
import type { SubscriptionGate } from '../billing/subscription.access';

export interface ListingsModuleDeps {
  db: Database;
  /** Built first, with only the database: photos and definitions need it before listings. */
  properties: PropertyAccess;
  definitions: DefinitionsCheck;
  accounts: AccountsLookup;
  /** The photos module's job that deletes the stored files of deleted photos. */
  deletePhotosJob(keys: string[]): JobRequest;
  /** The property's terms and prices: readiness, publishing, "from" prices. */
  terms: TermsFacts;
  /** The real bookings count of each property (the bookings module's lookup). */
  bookings: BookingsCounts;
  /** Billing's subscription gate: creating and publishing properties depend on the plan. */
  subscriptions: SubscriptionGate;
  clock: Clock;
}

/** Properties and buildings: their routes, and PropertyAccess for the other modules. */
export function createListingsModule(deps: ListingsModuleDeps) {
  const service = listingsService({ repo: listingsRepository(deps.db), ...deps });
  const routes: AppModule['routes'] = async (api) => {
    await api.register(listingsRoutes, { listings: service });
  };
  return { routes, properties: deps.properties };
}
