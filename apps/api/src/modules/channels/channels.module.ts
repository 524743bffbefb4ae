import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { deriveKey } from '../../platform/crypto';
import type { JobRunner } from '../../platform/jobs/runner';
import type { RateLimiter } from '../../platform/rate-limit';
import type { BookingsLookup } from '../bookings/bookings.lookup';
import type { AppModule } from '../module';
import { createFeedFetcher, type FeedFetcher } from './channels.fetch';
import { scheduleChannelJobs } from './channels.jobs';
import { channelsRoutes, icalRoutes } from './channels.routes';
import { channelsService } from './channels.service';

export interface ChannelsModuleDeps {
  db: Database;
  clock: Clock;
  jobs: JobRunner;
  /** Slows the guessing of export tokens. */
  limiter: RateLimiter;
  bookings: Pick<BookingsLookup, 'stayFacts' | 'lockCalendar'>;
  masterKey: Buffer;
  appUrl: string;
  /** CHANNELS_FETCH_ALLOW_LOOPBACK: tests, bench and e2e fetch their local feed servers. */
  allowLoopback: boolean;
  /** Tests may pass their own (another address policy or resolver). */
  fetcher?: FeedFetcher;
}

/** Channels (requirements §11): connections, import and export of iCal feeds, sync logs. */
export function createChannelsModule(deps: ChannelsModuleDeps) {
  const fetcher = deps.fetcher ?? createFeedFetcher({ allowLoopback: deps.allowLoopback });
  const channels = channelsService({
    db: deps.db,
    clock: deps.clock,
    bookings: deps.bookings,
    fetcher,
    tokenKey: deriveKey(deps.masterKey, 'channel-export-token'),
    appUrl: deps.appUrl,
  });
  scheduleChannelJobs(deps.jobs, deps.db, channels);
  const routes: AppModule['routes'] = async (api) => {
    await api.register(channelsRoutes, { channels });
    api.addHook('onClose', async () => {
      await channels.close();
      await fetcher.close();
    });
  };
  const rootRoutes: AppModule['rootRoutes'] = async (root) => {
    await root.register(icalRoutes, { channels, limiter: deps.limiter });
  };
  return { routes, rootRoutes, channels };
}
