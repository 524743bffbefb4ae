import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { ChannelsLookup } from '../channels/channels.lookup';
import type { AppModule } from '../module';
import { reportsRepository } from './reports.repository';
import { reportsRoutes } from './reports.routes';
import { reportsService } from './reports.service';

export interface ReportsModuleDeps {
  db: Database;
  clock: Clock;
  channels: Pick<ChannelsLookup, 'connectionCounts'>;
}

/** The dashboard's summary and the owner's reports: reads only, over bookings and listings. */
export function createReportsModule(deps: ReportsModuleDeps) {
  const reports = reportsService({
    repo: reportsRepository(deps.db),
    clock: deps.clock,
    channels: deps.channels,
  });
  const routes: AppModule['routes'] = async (api) => {
    await api.register(reportsRoutes, { reports });
  };
  return { routes };
}
