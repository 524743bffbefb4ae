import { CALENDAR_DAYS_MAX } from '@nuzul/shared/bookings';
import { addDays, compareDates, eachDay, todayIn, type IsoDate } from '@nuzul/shared/dates';
import { photoUrlsFor } from '@nuzul/shared/listings';
import type { PublicAvailability, PublicProperty, PublicPropertyCard } from '@nuzul/shared/site';
import type { BookingSettings } from '@nuzul/shared/terms';
import type { DescriptionParts } from '../../db/schema/listings';
import type { Clock } from '../../platform/clock';
import type { BookingsRepository } from '../bookings/bookings.repository';
import { calendarService } from '../bookings/calendar.service';
import type { PropertyAccess } from '../listings/property.access';
import { fromPriceOf, type TermsLookup } from '../terms/terms.lookup';
import type { SiteCardRow, SiteRepository } from './site.repository';

// A published property as the owner's site shows it: its card, its page, its nights; the
// parts of one page share one set of reads (propertyReads).

const emptyParts = (parts: DescriptionParts | null) => ({
  headline: parts?.headline ?? '',
  description: parts?.description ?? '',
  space: parts?.space ?? '',
  access: parts?.access ?? '',
  neighborhood: parts?.neighborhood ?? '',
  notes: parts?.notes ?? '',
});

/** A property's card on the site: what its home page lists and its page starts with. */
export const cardOf = (row: SiteCardRow, fromPrice: number | null): PublicPropertyCard => ({
  id: row.id,
  name: row.name ?? '',
  city: { ar: row.cityAr, en: row.cityEn },
  cover: row.coverKey ? photoUrlsFor(row.coverKey) : null,
  fromPrice,
  maxGuests: row.sleep,
});

/**
 * Whether the owner takes stays on the night: inside their bookable window (the quote's
 * `withinWindow`); without saved availability there is none.
 */
export const isOpen = (window: BookingSettings['availability'], night: IsoDate): boolean =>
  window !== null && window.openFrom <= night && night <= window.openUntil;

export type SitePropertyRow = NonNullable<Awaited<ReturnType<SiteRepository['property']>>>;

export interface PropertyReadsDeps {
  terms: Pick<TermsLookup, 'settingsWith'>;
  bookings: BookingsRepository;
  properties: PropertyAccess;
  clock: Clock;
}

/**
 * The reads of one property that its page's parts share, each made once however many
 * parts ask: its terms, its stay facts (from its row) and, when `span` is given, the holds and
 * day settings of those days in one query, from which any range inside them is answered.
 */
export function propertyReads(
  deps: PropertyReadsDeps,
  row: SitePropertyRow,
  span?: { from: IsoDate; to: IsoDate },
) {
  const { terms, bookings, properties, clock } = deps;
  let settings: Promise<BookingSettings> | undefined;
  const facts = Promise.resolve({ timeZone: row.timeZone, sleep: row.sleep, units: row.units });
  let spanned: ReturnType<typeof bookings.calendarBetween> | undefined;
  const inSpan = (from: IsoDate, to: IsoDate) =>
    span !== undefined && compareDates(from, span.from) >= 0 && compareDates(to, span.to) <= 0;
  const spanRead = () => (spanned ??= bookings.calendarBetween(row.id, span!.from, span!.to));
  const shared = {
    settings: () =>
      (settings ??= terms.settingsWith(row.id, {
        sleep: row.sleep,
        timeZone: row.timeZone,
        completedSections: row.completedSections,
      })),
    facts: () => facts,
    /** Holds with a night in [from, to), as the bookings' holdsBetween. */
    holds: async (from: IsoDate, to: IsoDate) =>
      inSpan(from, to)
        ? (await spanRead()).holds.filter((hold) => hold.from < to && from < hold.to)
        : bookings.holdsBetween(row.id, from, to),
    /** The day settings of [from, to), as the bookings' daySettingsBetween. */
    daySettings: async (from: IsoDate, to: IsoDate) =>
      inSpan(from, to)
        ? (await spanRead()).daySettings.filter((day) => from <= day.day && day.day < to)
        : bookings.daySettingsBetween(row.id, from, to),
  };
  const calendarOf = calendarService({
    repo: {
      ...bookings,
      stayFacts: shared.facts,
      holdsBetween: (_propertyId, from, to) => shared.holds(from, to),
      daySettingsBetween: (_propertyId, from, to) => shared.daySettings(from, to),
    },
    properties,
    terms: { settingsOf: shared.settings },
    clock,
  });
  return { ...shared, calendar: calendarOf };
}
export type PropertyReads = ReturnType<typeof propertyReads>;

/** The property's page data (PublicProperty) from its row and its shared reads. */
export async function publicPropertyOf(
  row: SitePropertyRow,
  reads: PropertyReads,
  now: Date,
): Promise<PublicProperty> {
  const today = todayIn(row.timeZone, now);
  const settings = await reads.settings();
  const names = new Map(row.names.map((name) => [name.id, { ar: name.ar, en: name.en }]));
  const named = (ids: number[]) =>
    ids.flatMap((id) => {
      const name = names.get(id);
      return name ? [{ id, name }] : [];
    });
  const city = { ar: row.cityAr, en: row.cityEn };
  const availability = settings.availability;
  return {
    ...cardOf(row, fromPriceOf(settings, today)),
    description: { ar: emptyParts(row.descriptionAr), en: emptyParts(row.descriptionEn) },
    houseRules: {
      ar: row.descriptionAr?.houseRules ?? '',
      en: row.descriptionEn?.houseRules ?? '',
    },
    photos: row.photos.map((photo) => ({
      description: photo.description,
      urls: photoUrlsFor(photo.storageKey),
    })),
    amenities: named(row.amenityIds),
    rooms: row.rooms.map((room) => ({
      composition: names.get(room.compositionId) ?? { ar: '', en: '' },
      amenities: named(room.amenityIds),
    })),
    location: {
      city,
      countryCode: row.countryCode,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    timeZone: row.timeZone,
    today,
    checkInOut: settings.checkInOut && {
      checkInFrom: settings.checkInOut.checkInFrom,
      checkInTo: settings.checkInOut.checkInTo,
      checkOutTime: settings.checkInOut.checkOutTime,
    },
    cancellationPolicies: settings.cancellation?.policies ?? [],
    terms: settings.terms?.terms ?? [],
    bookingRules: {
      minNights: availability?.minNights ?? null,
      maxNights: availability?.maxNights ?? null,
      preparationHours: availability?.preparationHours ?? null,
      openFrom: availability?.openFrom || null,
      openUntil: availability?.openUntil || null,
      maxGuests: row.sleep,
    },
  };
}

/** Each night of the asked days (the first 400 at most) free on some unit or not. */
export async function publicAvailabilityOf(
  row: SitePropertyRow,
  reads: PropertyReads,
  asked: { from: IsoDate; to: IsoDate },
  now: Date,
): Promise<PublicAvailability> {
  const last = addDays(asked.from, CALENDAR_DAYS_MAX - 1);
  const range = { from: asked.from, to: compareDates(asked.to, last) > 0 ? last : asked.to };
  const [facts, holds, settings] = await Promise.all([
    reads.facts(),
    reads.holds(range.from, addDays(range.to, 1)),
    reads.settings(),
  ]);
  const units = facts?.units ?? 1;
  const today = todayIn(row.timeZone, now);
  return {
    propertyId: row.id,
    today,
    from: range.from,
    to: range.to,
    days: eachDay(range.from, range.to).map((date) => {
      const busy = new Set(
        holds
          .filter((hold) => hold.unitNo <= units && hold.from <= date && date < hold.to)
          .map((hold) => hold.unitNo),
      );
      return {
        date,
        // Days written YYYY-MM-DD compare as text, as isOpen does: no parse for each day.
        available: date >= today && isOpen(settings.availability, date) && busy.size < units,
      };
    }),
  };
}
