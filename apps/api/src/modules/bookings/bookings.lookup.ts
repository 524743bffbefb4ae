import type { IsoDate } from '@nuzul/shared/dates';
import type { Database } from '../../db/client';
import { bookingsRepository, type PropertyStayFacts } from './bookings.repository';

/** What other modules ask of bookings and the calendar; no ownership check here. */
export interface BookingsLookup {
  /**
   * The bookings that hold nights (confirmed or pending) of each property; a property
   * without any is absent from the map. One query.
   */
  countsFor(propertyIds: string[]): Promise<Map<string, number>>;
  /**
   * The calendar's own night prices of a property on the nights [from, to), in halalas, as
   * the shared quoteStay takes them (`overrides`): they win over seasons and the base price.
   */
  dayPrices(
    propertyId: string,
    from: IsoDate,
    to: IsoDate,
  ): Promise<Array<{ date: IsoDate; price: number }>>;
  /**
   * Time zone and units of a property; with `ownerId` only of that owner's (channel
   * connections pick a unit and import into the property's calendar).
   */
  stayFacts(propertyId: string, ownerId?: string): Promise<PropertyStayFacts | undefined>;
  /**
   * Takes the property's calendar lock on the caller's transaction `tx`, the one bookings and
   * blocks take: a channel import's overlap checks then see every hold committed before it.
   */
  lockCalendar(tx: Database, propertyId: string): Promise<void>;
}

/**
 * `stayFacts().units` as a column of another module's query on `properties`, for a page that
 * reads the property row anyway (the owner's site).
 */
export { unitsOf as propertyUnitsColumn } from './bookings.repository';

export function bookingsLookup(db: Database): BookingsLookup {
  const repo = bookingsRepository(db);
  return {
    countsFor: (propertyIds) => repo.countsFor(propertyIds),
    stayFacts: (propertyId, ownerId) => repo.stayFacts(propertyId, ownerId),
    lockCalendar: (tx, propertyId) => bookingsRepository(tx).lockCalendars([propertyId]),
    async dayPrices(propertyId, from, to) {
      const days = await repo.daySettingsBetween(propertyId, from, to);
      return days.flatMap((day) =>
        day.price === null ? [] : [{ date: day.day, price: day.price }],
      );
    },
  };
}
