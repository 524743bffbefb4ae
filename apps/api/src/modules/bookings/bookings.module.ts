import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { DefinitionsLookup } from '../definitions/definitions.lookup';
import type { PropertyAccess } from '../listings/property.access';
import type { AppModule } from '../module';
import type { TermsLookup } from '../terms/terms.lookup';
import { bookingsLookup } from './bookings.lookup';
import { bookingsRepository } from './bookings.repository';
import { bookingsRoutes } from './bookings.routes';
import { bookingsService } from './bookings.service';
import { calendarService } from './calendar.service';
import { timelineRoutes } from './timeline.routes';
import { timelineService } from './timeline.service';

export interface BookingsModuleDeps {
  db: Database;
  properties: PropertyAccess;
  terms: TermsLookup;
  definitions: DefinitionsLookup;
  clock: Clock;
}

/** Availability calendar and bookings (issue 12): their routes and the lookup. */
export function createBookingsModule(deps: BookingsModuleDeps) {
  const repo = bookingsRepository(deps.db);
  const bookings = bookingsService({ repo, ...deps });
  const calendar = calendarService({ repo, ...deps });
  const timeline = timelineService({ repo, bookings, ...deps });
  const routes: AppModule['routes'] = async (api) => {
    await api.register(bookingsRoutes, { bookings, calendar });
    await api.register(timelineRoutes, { timeline });
  };
  return { routes, lookup: bookingsLookup(deps.db) };
}
