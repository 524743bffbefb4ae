import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { DefinitionsLookup } from '../definitions/definitions.lookup';
import type { PropertyAccess } from '../listings/property.access';
import type { AppModule } from '../module';
import { quoteRoutes } from './quote.routes';
import { quoteService, type DayPrices } from './quote.service';
import { seasonsRoutes } from './seasons.routes';
import { seasonsService } from './seasons.service';
import type { TermsLookup } from './terms.lookup';
import { termsRepository } from './terms.repository';
import { termsRoutes } from './terms.routes';
import { termsService } from './terms.service';

export interface TermsModuleDeps {
  db: Database;
  properties: PropertyAccess;
  definitions: DefinitionsLookup;
  clock: Clock;
  /**
   * Built first, with only the database and PropertyAccess: the definitions module asks it
   * whether an entry is in use before this module is built on the definitions' lookup.
   */
  lookup: TermsLookup;
  /** The calendar's day prices, which the quote counts (the bookings lookup's `dayPrices`). */
  dayPrices: DayPrices;
}

/** A property's terms and prices: the Property Booking step's routes and the lookup. */
export function createTermsModule(deps: TermsModuleDeps) {
  const repo = termsRepository(deps.db);
  const terms = termsService({ repo, ...deps });
  const seasons = seasonsService({ repo, ...deps });
  const quotes = quoteService({ repo, ...deps });
  const routes: AppModule['routes'] = async (api) => {
    await api.register(termsRoutes, { terms });
    await api.register(seasonsRoutes, { seasons });
    await api.register(quoteRoutes, { quotes });
  };
  return { routes, lookup: deps.lookup };
}
