import { AppError } from '@nuzul/shared/errors';
import { compareDates, todayIn, type IsoDate } from '@nuzul/shared/dates';
import type { BookingSettings } from '@nuzul/shared/terms';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { PropertyAccess, PropertyFacts } from '../listings/property.access';
import { toBookingSettings } from './terms.mapper';
import { termsRepository, type TermsQueries } from './terms.repository';

/** What other modules ask of a property's terms and prices; no ownership check here. */
export interface TermsLookup {
  /** The eight sections as saved (404 NOT_FOUND for a property that does not exist). */
  settingsOf(propertyId: string): Promise<BookingSettings>;
  /** `settingsOf` a property whose facts the caller has read already: one query fewer. */
  settingsWith(propertyId: string, facts: PropertyFacts): Promise<BookingSettings>;
  /**
   * "From X SAR / night" of each property, in halalas: the cheapest night it offers — the
   * lower of its base price (nights outside seasons) and the lowest daily price among its
   * seasons that end today or later — or null when nothing prices a night. "Today" is each
   * property's own unless `today` is given.
   */
  fromPrices(propertyIds: string[], today?: IsoDate): Promise<Map<string, number | null>>;
  /** Whether a charge profile names the fee type or a property accepts the payment method. */
  definitionInUse(id: number): Promise<boolean>;
}

export interface TermsLookupDeps {
  db: Database;
  properties: Pick<PropertyAccess, 'factsOf'>;
  clock: Clock;
}

/** The settings of a property, read with `repo` (a transaction's, or the database's). */
export async function readSettings(
  repo: TermsQueries,
  properties: Pick<PropertyAccess, 'factsOf'>,
  propertyId: string,
): Promise<BookingSettings> {
  const [facts, rows] = await Promise.all([
    properties.factsOf(propertyId, { tx: repo.handle }),
    repo.sectionRows(propertyId),
  ]);
  if (!facts) throw new AppError('NOT_FOUND');
  return toBookingSettings(propertyId, facts, rows);
}

/**
 * `fromPrices` of one property whose settings are read already: the lower of its base price
 * and the lowest daily price of its seasons that end `today` or later; null when nothing
 * prices a night.
 */
export function fromPriceOf(settings: BookingSettings, today: IsoDate): number | null {
  const prices = [
    settings.availability?.basePrice,
    ...settings.seasons
      .filter((season) => compareDates(season.dateTo, today) >= 0)
      .map((season) => season.dailyPrice),
  ].filter((price): price is number => price != null);
  return prices.length > 0 ? Math.min(...prices) : null;
}

export function termsLookup(deps: TermsLookupDeps): TermsLookup {
  const repo = termsRepository(deps.db);
  const { properties, clock } = deps;

  async function todaysOf(ids: string[], today?: IsoDate): Promise<Map<string, IsoDate>> {
    if (today !== undefined) return new Map(ids.map((id) => [id, today]));
    const now = clock();
    // A page holds at most 50 properties; each time zone is one primary-key read.
    const entries = await Promise.all(
      ids.map(async (id) => {
        const facts = await properties.factsOf(id);
        return facts ? ([[id, todayIn(facts.timeZone, now)]] as const) : [];
      }),
    );
    return new Map(entries.flat());
  }

  return {
    settingsOf: (propertyId) => readSettings(repo, properties, propertyId),

    settingsWith: async (propertyId, facts) =>
      toBookingSettings(propertyId, facts, await repo.sectionRows(propertyId)),

    async fromPrices(propertyIds, today) {
      const ids = [...new Set(propertyIds)];
      const { seasonMins, bases } = await repo.priceFacts(await todaysOf(ids, today));
      const lowest = (id: string) => {
        const prices = [seasonMins.get(id), bases.get(id)].filter((p) => p != null);
        return prices.length > 0 ? Math.min(...prices) : null;
      };
      return new Map(ids.map((id) => [id, lowest(id)]));
    },

    definitionInUse: (id) => repo.definitionInUse(id),
  };
}
