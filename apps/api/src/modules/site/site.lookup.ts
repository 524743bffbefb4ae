import { CALENDAR_DAYS_MAX } from '@nuzul/shared/bookings';
import type { Menu, MenuLocation } from '@nuzul/shared/cms';
import { addDays, compareDates, eachDay, todayIn, type IsoDate } from '@nuzul/shared/dates';
import { AppError, validationFailed } from '@nuzul/shared/errors';
import { photoUrlsFor } from '@nuzul/shared/listings';
import type {
  PublicAvailability,
  PublicProperty,
  PublicPropertyCard,
  PublicQuote,
  PublicSite,
  SitePropertySearch,
} from '@nuzul/shared/site';
import type { BookingSettings } from '@nuzul/shared/terms';
import type { Database } from '../../db/client';
import type { DescriptionParts } from '../../db/schema/listings';
import { systemClock, type Clock } from '../../platform/clock';
import { bookingsRepository } from '../bookings/bookings.repository';
import { calendarService, type CalendarService } from '../bookings/calendar.service';
import { cmsSiteLookup } from '../cms/cms-site.lookup';
import { propertyAccess } from '../listings/property.access';
import { termsLookup } from '../terms/terms.lookup';
import { siteRepository, type SiteCardRow } from './site.repository';

/**
 * What the owner's public site (`/s/<slug>`, A-27/A-29) shows, read without HTTP: the
 * server-rendered pages call this, and the JSON routes answer the same shapes. Only the
 * owner's published properties exist here; anything else (an unknown slug, another owner's
 * or an unpublished property) is `undefined`, as the routes' 404. No guest data is read.
 */
export interface SiteReader {
  /** The site of the slug: name, logo, colour, contacts and menus (visible targets only). */
  site(slug: string): Promise<PublicSite | undefined>;
  /**
   * The site's published properties, newest first; with dates only those with a unit free
   * for every night of [dateFrom, dateTo) inside their bookable window, with guests only those
   * sleeping as many.
   */
  properties(slug: string, search?: SitePropertySearch): Promise<PublicPropertyCard[] | undefined>;
  /** A published property's page: texts in both languages, photos, rooms, rules and terms. */
  property(slug: string, propertyId: string): Promise<PublicProperty | undefined>;
  /**
   * Each night from..to (both included; at most the first 400, `to` says where it ended):
   * available when some unit of the property has it free, it is not before the property's
   * today and the owner takes stays on it (their bookable window).
   */
  availability(
    slug: string,
    propertyId: string,
    range: { from: IsoDate; to: IsoDate },
  ): Promise<PublicAvailability | undefined>;
  /**
   * The owner's app's quote (`GET /bookings/quote`) of the stay [dateFrom, dateTo) for the
   * guests, with whether a unit is free. Throws the quote's 400 (VALIDATION_FAILED) for a stay
   * beyond the booking horizon or a property without max guests.
   */
  quote(
    slug: string,
    propertyId: string,
    query: { dateFrom: IsoDate; dateTo: IsoDate; guests: number },
  ): Promise<PublicQuote | undefined>;
}

const emptyParts = (parts: DescriptionParts | null) => ({
  headline: parts?.headline ?? '',
  description: parts?.description ?? '',
  space: parts?.space ?? '',
  access: parts?.access ?? '',
  neighborhood: parts?.neighborhood ?? '',
  notes: parts?.notes ?? '',
});

/**
 * Whether the owner takes stays on the night: inside their bookable window (the quote's
 * `withinWindow`); without saved availability there is none.
 */
const isOpen = (window: BookingSettings['availability'], night: IsoDate): boolean =>
  window !== null && window.openFrom <= night && night <= window.openUntil;

/** The site reader and the owner/property resolution the booking requests share with it. */
export function siteReaderParts(db: Database, clock: Clock = systemClock) {
  const repo = siteRepository(db);
  const cms = cmsSiteLookup(db);
  const properties = propertyAccess(db);
  const terms = termsLookup({ db, properties, clock });
  const bookings = bookingsRepository(db);
  const calendar = calendarService({ repo: bookings, properties, terms, clock });
  const quoteOf = (
    propertyId: string,
    stay: { dateFrom: IsoDate; dateTo: IsoDate; guests: number },
    where: 'querystring' | 'body',
  ) => quoteWith(calendar, propertyId, stay, where);

  /** The owner of the slug's site; undefined for an unknown slug. */
  const ownerOf = async (slug: string) => (await cms.siteBySlug(slug))?.ownerId;

  /** The owner and the published property of the slug's site; undefined for anything else. */
  async function resolve(slug: string, propertyId: string) {
    const ownerId = await ownerOf(slug);
    if (!ownerId) return undefined;
    const row = await repo.property(ownerId, propertyId);
    return row && { ownerId, row };
  }

  /** The menu without property targets that are not the owner's published properties. */
  async function visibleMenu(ownerId: string, location: MenuLocation): Promise<Menu> {
    const menu = await cms.menu(ownerId, location);
    const targets = menu.items.flatMap((item) => [item, ...item.children]);
    const ids = targets.flatMap((item) =>
      item.target.type === 'property' ? [item.target.propertyId] : [],
    );
    const shown = await repo.publishedIds(ownerId, ids);
    const visible = (item: (typeof targets)[number]) =>
      item.target.type !== 'property' || shown.has(item.target.propertyId);
    return {
      location,
      items: menu.items
        .filter(visible)
        .map((item) => ({ ...item, children: item.children.filter(visible) })),
    };
  }

  async function cardsOf(rows: SiteCardRow[]): Promise<PublicPropertyCard[]> {
    const prices = await terms.fromPrices(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name ?? '',
      city: { ar: row.cityAr, en: row.cityEn },
      cover: row.coverKey ? photoUrlsFor(row.coverKey) : null,
      fromPrice: prices.get(row.id) ?? null,
      maxGuests: row.sleep,
    }));
  }

  /** Whether some unit of each property has every night of [from, to) free. */
  async function freeFor(ids: string[], from: IsoDate, to: IsoDate): Promise<Set<string>> {
    const lastNight = addDays(to, -1);
    const [busy, facts] = await Promise.all([
      repo.busyUnits(ids, from, to),
      Promise.all(
        ids.map(async (id) => {
          const [stay, settings] = await Promise.all([
            bookings.stayFacts(id),
            terms.settingsOf(id),
          ]);
          return { id, units: stay?.units ?? 0, window: settings.availability };
        }),
      ),
    ]);
    return new Set(
      facts
        .filter(
          ({ id, units, window }) =>
            isOpen(window, from) &&
            isOpen(window, lastNight) &&
            (busy.get(id) ?? []).filter((unit) => unit <= units).length < units,
        )
        .map(({ id }) => id),
    );
  }

  const reader: SiteReader = {
    async site(slug) {
      const found = await cms.siteBySlug(slug);
      if (!found) return undefined;
      const { ownerId, site } = found;
      const [header, footer] = await Promise.all([
        visibleMenu(ownerId, 'header'),
        visibleMenu(ownerId, 'footer'),
      ]);
      return {
        slug: site.slug,
        displayName: site.displayName,
        logo: site.logo,
        brandColor: site.brandColor,
        contact: site.contact,
        menus: { header, footer },
      };
    },

    async properties(slug, search = {}) {
      const ownerId = await ownerOf(slug);
      if (!ownerId) return undefined;
      let rows = await repo.cards(ownerId, search.guests);
      if (search.dateFrom && search.dateTo) {
        const free = await freeFor(
          rows.map((row) => row.id),
          search.dateFrom,
          search.dateTo,
        );
        const now = clock();
        // A stay that starts before the property's today is free nowhere.
        rows = rows.filter(
          (row) =>
            free.has(row.id) && compareDates(search.dateFrom!, todayIn(row.timeZone, now)) >= 0,
        );
      }
      return cardsOf(rows);
    },

    async property(slug, propertyId) {
      const found = await resolve(slug, propertyId);
      if (!found) return undefined;
      const { row } = found;
      const [[card], settings, photos, rooms] = await Promise.all([
        cardsOf([row]),
        terms.settingsOf(row.id),
        repo.photos(row.id),
        repo.rooms(row.id),
      ]);
      const names = await repo.names([
        ...row.amenityIds,
        ...rooms.flatMap((room) => [room.compositionId, ...room.amenityIds]),
      ]);
      const named = (ids: number[]) =>
        ids.flatMap((id) => {
          const name = names.get(id);
          return name ? [{ id, name }] : [];
        });
      const city = { ar: row.cityAr, en: row.cityEn };
      const availability = settings.availability;
      return {
        ...card!,
        description: { ar: emptyParts(row.descriptionAr), en: emptyParts(row.descriptionEn) },
        houseRules: {
          ar: row.descriptionAr?.houseRules ?? '',
          en: row.descriptionEn?.houseRules ?? '',
        },
        photos: photos.map((photo) => ({
          description: photo.description,
          urls: photoUrlsFor(photo.storageKey),
        })),
        amenities: named(row.amenityIds),
        rooms: rooms.map((room) => ({
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
        today: todayIn(row.timeZone, clock()),
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
    },

    async availability(slug, propertyId, asked) {
      const found = await resolve(slug, propertyId);
      if (!found) return undefined;
      const last = addDays(asked.from, CALENDAR_DAYS_MAX - 1);
      const range = { from: asked.from, to: compareDates(asked.to, last) > 0 ? last : asked.to };
      const [facts, holds, settings] = await Promise.all([
        bookings.stayFacts(found.row.id),
        bookings.holdsBetween(found.row.id, range.from, addDays(range.to, 1)),
        terms.settingsOf(found.row.id),
      ]);
      const units = facts?.units ?? 1;
      const today = todayIn(found.row.timeZone, clock());
      return {
        propertyId: found.row.id,
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
            available:
              compareDates(date, today) >= 0 &&
              isOpen(settings.availability, date) &&
              busy.size < units,
          };
        }),
      };
    },

    async quote(slug, propertyId, query) {
      const found = await resolve(slug, propertyId);
      if (!found) return undefined;
      return quoteOf(found.row.id, query, 'querystring');
    },
  };

  return { reader, resolve, ownerOf, quoteOf };
}

/** The site's names of the quote's fields (dateFrom, dateTo) where the calendar's are from, to. */
const fieldNames: Record<string, string> = { from: 'dateFrom', to: 'dateTo', guests: 'guests' };

/**
 * The calendar's quote of the stay, with a refusal (beyond the horizon, no max guests)
 * pointing at the site's own field (`where`: querystring or body).
 */
async function quoteWith(
  calendar: Pick<CalendarService, 'quoteOf'>,
  propertyId: string,
  stay: { dateFrom: IsoDate; dateTo: IsoDate; guests: number },
  where: 'querystring' | 'body',
) {
  try {
    return await calendar.quoteOf({
      propertyId,
      from: stay.dateFrom,
      to: stay.dateTo,
      guests: stay.guests,
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
    throw validationFailed(
      (error.details ?? []).map((issue) => {
        const field = issue.path.split('.').at(-1) ?? '';
        return { ...issue, path: `${where}.${fieldNames[field] ?? field}` };
      }),
    );
  }
}

/** The public site's reader on the database (see SiteReader); `clock` decides "today". */
export function siteReader(db: Database, clock: Clock = systemClock): SiteReader {
  return siteReaderParts(db, clock).reader;
}
