import { AppError, fieldIssue, validationFailed } from '@nuzul/shared/errors';
import { todayIn, type IsoDate } from '@nuzul/shared/dates';
import { quoteStay, type Quote, type QuoteQuery } from '@nuzul/shared/terms';
import type { Clock } from '../../platform/clock';
import type { Actor } from '../../platform/policy';
import type { PropertyAccess } from '../listings/property.access';
import { toBookingSettings } from './terms.mapper';
import type { TermsRepository } from './terms.repository';

/**
 * The calendar's own night prices of a property on the nights [from, to) (the bookings
 * module's `dayPrices`): terms are built before bookings, so it comes in as a function.
 */
export type DayPrices = (
  propertyId: string,
  from: IsoDate,
  to: IsoDate,
) => Promise<ReadonlyArray<{ date: IsoDate; price: number }>>;

export interface QuoteDeps {
  repo: TermsRepository;
  properties: Pick<PropertyAccess, 'assertOwnedProperty' | 'factsOf'>;
  dayPrices: DayPrices;
  clock: Clock;
}

// Keyed by the stored zones, like todayIn's formatters: few, and never a request's text.
const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The property's local date and minutes after midnight at `now`. */
export function localNow(timeZone: string, now: Date): { date: IsoDate; minutes: number } {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US-u-nu-latn', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const part = (type: 'hour' | 'minute') =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return { date: todayIn(timeZone, now), minutes: part('hour') * 60 + part('minute') };
}

/**
 * The price of a stay at a property as its saved terms and its calendar make it (the shared
 * `quoteStay`): a day's own price wins over seasons and the base price, and "now" is the
 * property's own date and time.
 */
export function quoteService(deps: QuoteDeps) {
  const { repo, properties, dayPrices, clock } = deps;
  return {
    async quote(actor: Actor, propertyId: string, query: QuoteQuery): Promise<Quote> {
      await properties.assertOwnedProperty(actor, propertyId);
      const [facts, rows, overrides] = await Promise.all([
        properties.factsOf(propertyId),
        repo.sectionRows(propertyId),
        dayPrices(propertyId, query.from, query.to),
      ]);
      if (!facts) throw new AppError('NOT_FOUND');
      // The guest rule needs the property's max guests, which the Specifications step sets.
      if (facts.sleep === null) {
        throw validationFailed([fieldIssue('querystring.guests', 'specificationsFirst')]);
      }
      const settings = toBookingSettings(propertyId, facts, rows);
      return quoteStay({
        stay: { arrival: query.from, departure: query.to },
        guests: query.guests,
        property: { maxGuests: facts.sleep },
        seasons: settings.seasons,
        overrides,
        availability: settings.availability,
        chargeProfile: settings.chargeProfile,
        checkInOut: settings.checkInOut,
        cancellationPolicies: settings.cancellation?.policies ?? [],
        now: localNow(facts.timeZone, clock()),
      });
    },
  };
}
export type QuoteService = ReturnType<typeof quoteService>;
