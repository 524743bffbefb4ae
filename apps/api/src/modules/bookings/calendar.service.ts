import {
  type BlockInput,
  type BookingQuote,
  type Calendar,
  type CalendarDay,
  type DaySettingsFields,
} from '@nuzul/shared/bookings';
import {
  addDays,
  addMonths,
  compareDates,
  dayRangeHas,
  eachDay,
  stayHasNight,
  todayIn,
  type IsoDate,
} from '@nuzul/shared/dates';
import { AppError, fieldIssue, validationFailed, type FieldIssue } from '@nuzul/shared/errors';
import {
  BOOKING_HORIZON_YEARS,
  quoteStay,
  type BookingSettings,
  type Season,
} from '@nuzul/shared/terms';
import type { Clock } from '../../platform/clock';
import { sqlState } from '../../platform/errors';
import { recordEvent } from '../../platform/events/domain-events';
import type { Actor } from '../../platform/policy';
import type { PropertyAccess } from '../listings/property.access';
import type { TermsLookup } from '../terms/terms.lookup';
import { localNow } from '../terms/quote.service';
import { availabilityEvent, type AvailabilityChanged } from './bookings.events';
import type {
  BookingsQueries,
  BookingsRepository,
  DaySettingRow,
  HoldRow,
  PropertyStayFacts,
} from './bookings.repository';

export interface CalendarDeps {
  repo: BookingsRepository;
  properties: Pick<PropertyAccess, 'assertOwnedProperty'>;
  terms: Pick<TermsLookup, 'settingsOf'>;
  clock: Clock;
}

type DayRange = { from: IsoDate; to: IsoDate };

/** A stay [from, to) at a property; `bookingId`: the edited booking, whose nights are free to it. */
export interface QuoteQuery {
  propertyId: string;
  from: IsoDate;
  to: IsoDate;
  guests: number;
  bookingId?: string;
}

/** The last day a stay or a calendar action may reach: three years after today. */
export const horizonFrom = (today: IsoDate): IsoDate =>
  addMonths(today, BOOKING_HORIZON_YEARS * 12);

/** A range ending beyond the horizon is refused at its `to` (`where`: body or querystring). */
function refuseBeyondHorizon(range: DayRange, today: IsoDate, where: string): void {
  if (compareDates(range.to, horizonFrom(today)) > 0) {
    throw validationFailed([fieldIssue(`${where}.to`, 'dateTooFar')]);
  }
}

const seasonOn = (seasons: readonly Season[], day: IsoDate) =>
  seasons.find((season) => dayRangeHas({ from: season.dateFrom, to: season.dateTo }, day));

/**
 * The shared price quote of a stay with the calendar's day prices first (then seasons, then
 * the base price), whose stay rules count the arrival day's own min/max nights and
 * preparation hours over the season's and the property's. The booking form's quote and the
 * price a booking keeps are both this.
 */
export function stayQuote(input: {
  stay: DayRange;
  guests: number;
  maxGuests: number;
  timeZone: string;
  settings: BookingSettings;
  /** The calendar's own settings of the stay's days. */
  daySettings: readonly DaySettingRow[];
  now: Date;
}) {
  const { stay, settings, daySettings } = input;
  const arrival = daySettings.find((day) => day.day === stay.from);
  const availability = settings.availability && {
    ...settings.availability,
    preparationHours: arrival?.preparationHours ?? settings.availability.preparationHours,
  };
  const quote = quoteStay({
    stay: { arrival: stay.from, departure: stay.to },
    guests: input.guests,
    property: { maxGuests: input.maxGuests },
    seasons: settings.seasons,
    overrides: daySettings.flatMap((day) =>
      day.price === null ? [] : [{ date: day.day, price: day.price }],
    ),
    availability,
    chargeProfile: settings.chargeProfile,
    checkInOut: settings.checkInOut,
    cancellationPolicies: settings.cancellation?.policies ?? [],
    now: localNow(input.timeZone, input.now),
  });
  const minStay = arrival?.minNights ?? quote.rules.minStay;
  const maxStay = arrival?.maxNights ?? quote.rules.maxStay;
  const rules = {
    ...quote.rules,
    minStay,
    maxStay,
    minStayMet: quote.nights >= minStay,
    maxStayMet: quote.nights <= maxStay,
  };
  return { quote, rules };
}

/**
 * A day's night as the calendar shows it: status from the holds on it (two or more bookings
 * are "multiple"), and its price and stay rules — the day's own settings first, then its
 * season, then the property's defaults (decision A-5).
 */
function dayOf(
  day: IsoDate,
  holds: readonly HoldRow[],
  setting: DaySettingRow | undefined,
  settings: BookingSettings,
): CalendarDay {
  const on = holds.filter((hold) => stayHasNight({ arrival: hold.from, departure: hold.to }, day));
  const booked = on.filter((hold) => hold.kind === 'booking');
  const block = on.find((hold) => hold.kind === 'block');
  const season = seasonOn(settings.seasons, day);
  const defaults = settings.availability;
  const price = setting?.price ?? season?.dailyPrice ?? defaults?.basePrice ?? null;
  return {
    date: day,
    status:
      booked.length > 1
        ? 'multiple'
        : booked.length === 1
          ? 'booked'
          : block
            ? 'blocked'
            : 'available',
    price,
    priceSource:
      setting?.price != null ? 'override' : season ? 'season' : price !== null ? 'base' : null,
    minNights: setting?.minNights ?? season?.minStay ?? defaults?.minNights ?? null,
    maxNights: setting?.maxNights ?? season?.maxStay ?? defaults?.maxNights ?? null,
    preparationHours: setting?.preparationHours ?? defaults?.preparationHours ?? null,
    bookings: booked.map((hold) => ({
      id: hold.bookingId!,
      guestName: hold.guestName ?? '',
      status: hold.status ?? 'confirmed',
      dateFrom: hold.from,
      dateTo: hold.to,
      unitNo: hold.unitNo,
    })),
    blockNote: block?.note ?? null,
  };
}

/**
 * The availability calendar (requirements-next §4): the days of a property with their
 * status, price and stay rules, and the range actions Block, Make Available and Set price
 * and stay rules. Every action runs under the property's row lock, refuses a past day (400
 * PAST_DATES) and a booked night (409 DATES_UNAVAILABLE: booked dates cannot be changed);
 * the exclusion constraint refuses a block that a booking racing it reached first.
 */
export function calendarService(deps: CalendarDeps) {
  const { repo, properties, terms, clock } = deps;

  async function factsOf(tx: BookingsQueries, propertyId: string): Promise<PropertyStayFacts> {
    const facts = await tx.stayFacts(propertyId);
    if (!facts) throw new AppError('NOT_FOUND');
    return facts;
  }

  async function read(tx: BookingsQueries, propertyId: string, range: DayRange): Promise<Calendar> {
    const end = addDays(range.to, 1);
    const [facts, settings, holds, daySettings] = await Promise.all([
      factsOf(tx, propertyId),
      terms.settingsOf(propertyId),
      tx.holdsBetween(propertyId, range.from, end),
      tx.daySettingsBetween(propertyId, range.from, end),
    ]);
    const byDay = new Map(daySettings.map((row) => [row.day, row]));
    return {
      propertyId,
      timeZone: facts.timeZone,
      today: todayIn(facts.timeZone, clock()),
      units: facts.units,
      from: range.from,
      to: range.to,
      days: eachDay(range.from, range.to).map((day) => dayOf(day, holds, byDay.get(day), settings)),
    };
  }

  /**
   * Runs a range action on the locked property: past days and booked nights are refused
   * before `work`, and a booking that holds a night first anyway makes it DATES_UNAVAILABLE.
   */
  async function act(
    actor: Actor,
    propertyId: string,
    range: DayRange,
    action: AvailabilityChanged['action'],
    work: (tx: BookingsQueries, facts: PropertyStayFacts) => Promise<void>,
  ): Promise<Calendar> {
    await repo
      .transaction(async (tx) => {
        // The calendar before the property's row, in the order bookings take them (a booking
        // holds the calendar, then its insert's foreign key shares the property's row).
        await tx.lockCalendars([propertyId]);
        await properties.assertOwnedProperty(actor, propertyId, { lock: true, tx: tx.handle });
        const facts = await factsOf(tx, propertyId);
        const today = todayIn(facts.timeZone, clock());
        if (compareDates(range.from, today) < 0) throw new AppError('PAST_DATES');
        refuseBeyondHorizon(range, today, 'body');
        if (await tx.bookedBetween(propertyId, range.from, addDays(range.to, 1))) {
          throw new AppError('DATES_UNAVAILABLE');
        }
        await work(tx, facts);
        await recordEvent(
          tx.handle,
          availabilityEvent({
            ownerId: actor.accountId,
            propertyId,
            from: range.from,
            to: range.to,
            action,
          }),
        );
      })
      .catch((error: unknown) => {
        if (sqlState(error) === '23P01') throw new AppError('DATES_UNAVAILABLE');
        throw error;
      });
    return read(repo, propertyId, range);
  }

  /**
   * The booking form's quote: the shared price quote with the calendar's day prices, and
   * the arrival day's own min/max nights and preparation hours over the season's and the
   * property's; whether some unit has every night free (the edited booking's own nights
   * count as free).
   */
  async function quoteOf(query: QuoteQuery): Promise<BookingQuote> {
    const { propertyId } = query;
    const [facts, settings, holds, daySettings] = await Promise.all([
      factsOf(repo, propertyId),
      terms.settingsOf(propertyId),
      repo.holdsBetween(propertyId, query.from, query.to),
      repo.daySettingsBetween(propertyId, query.from, query.to),
    ]);
    if (facts.sleep === null) {
      throw validationFailed([fieldIssue('querystring.guests', 'specificationsFirst')]);
    }
    refuseBeyondHorizon(query, todayIn(facts.timeZone, clock()), 'querystring');
    const { quote, rules } = stayQuote({
      stay: query,
      guests: query.guests,
      maxGuests: facts.sleep,
      timeZone: facts.timeZone,
      settings,
      daySettings,
      now: clock(),
    });
    const busyUnits = new Set(
      holds
        .filter((hold) => hold.unitNo <= facts.units && hold.bookingId !== query.bookingId)
        .map((hold) => hold.unitNo),
    );
    return {
      ...quote,
      rules,
      bookable:
        quote.unpricedNights.length === 0 &&
        rules.minStayMet &&
        rules.maxStayMet &&
        rules.guestsAllowed &&
        rules.preparationMet &&
        rules.withinWindow,
      available: busyUnits.size < facts.units,
    };
  }

  return {
    async calendar(actor: Actor, propertyId: string, range: DayRange): Promise<Calendar> {
      await properties.assertOwnedProperty(actor, propertyId);
      const facts = await factsOf(repo, propertyId);
      refuseBeyondHorizon(range, todayIn(facts.timeZone, clock()), 'querystring');
      return read(repo, propertyId, range);
    },

    /**
     * Block: the days from..to hold their nights [from, to + 1) on every unit, with the note.
     * Blocked days inside the range take the new note.
     */
    block: (actor: Actor, propertyId: string, input: Required<BlockInput>) =>
      act(actor, propertyId, input, 'block', async (tx, facts) => {
        const end = addDays(input.to, 1);
        await tx.clearBlocks(propertyId, input.from, end);
        for (let unitNo = 1; unitNo <= facts.units; unitNo += 1) {
          await tx.insertHold({
            propertyId,
            unitNo,
            from: input.from,
            to: end,
            kind: 'block',
            note: input.note,
          });
        }
      }),

    /** Make Available: no block is left on the days from..to; blocks across an end are cut. */
    makeAvailable: (actor: Actor, propertyId: string, range: DayRange) =>
      act(actor, propertyId, range, 'make_available', async (tx) => {
        await tx.clearBlocks(propertyId, range.from, addDays(range.to, 1));
      }),

    /**
     * Set price and stay rules: each setting given is set on every day of the range (null
     * clears it), the others are kept; reset clears them all. A day's minimum may not end
     * up above its maximum.
     */
    setDaySettings: (actor: Actor, propertyId: string, input: DaySettingsFields) =>
      act(actor, propertyId, input, 'day_settings', async (tx) => {
        const end = addDays(input.to, 1);
        const given = input.reset
          ? { price: null, minNights: null, maxNights: null, preparationHours: null }
          : Object.fromEntries(
              (['price', 'minNights', 'maxNights', 'preparationHours'] as const)
                .filter((name) => input[name] !== undefined)
                .map((name) => [name, input[name]]),
            );
        const existing = await tx.daySettingsBetween(propertyId, input.from, end);
        const issues: FieldIssue[] = [];
        for (const day of existing) {
          const min = 'minNights' in given ? given.minNights : day.minNights;
          const max = 'maxNights' in given ? given.maxNights : day.maxNights;
          if (min != null && max != null && min > max) {
            issues.push(fieldIssue('body.minNights', 'minStayAboveMax'));
            break;
          }
        }
        if (issues.length > 0) throw validationFailed(issues);
        await tx.setDaySettings(propertyId, input.from, end, given);
      }),

    /** The booking form's quote (quoteOf) of the owner's own property; another's is 404. */
    async quote(actor: Actor, query: QuoteQuery): Promise<BookingQuote> {
      await properties.assertOwnedProperty(actor, query.propertyId);
      return quoteOf(query);
    },

    /** The same quote without an owner's check: the public site's, for a published property. */
    quoteOf,
  };
}
export type CalendarService = ReturnType<typeof calendarService>;
