import type { Menu, SiteSettings } from '@nuzul/shared/cms';
import { addDays, compareDates, todayIn, type IsoDate } from '@nuzul/shared/dates';
import { AppError, validationFailed } from '@nuzul/shared/errors';
import type {
  PublicAvailability,
  PublicProperty,
  PublicPropertyCard,
  PublicQuote,
  PublicSite,
  SitePropertySearch,
} from '@nuzul/shared/site';
import type { Database } from '../../db/client';
import { systemClock, type Clock } from '../../platform/clock';
import { bookingsRepository } from '../bookings/bookings.repository';
import { calendarService, type CalendarService } from '../bookings/calendar.service';
import { cmsSiteLookup } from '../cms/cms-site.lookup';
import { propertyAccess } from '../listings/property.access';
import { termsLookup } from '../terms/terms.lookup';
import {
  cardOf,
  isOpen,
  propertyReads,
  publicAvailabilityOf,
  publicPropertyOf,
  type SitePropertyRow,
} from './site-property';
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
   * What every page of the site shows, read at once: the site as `site` answers it, whose it
   * is, its settings and the slugs of its published pages by id (where menus lead).
   */
  siteView(slug: string): Promise<SiteView | undefined>;
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
  /**
   * A property's page of the owner's site: `property`, `availability` and, for a stay,
   * `quote` as above — 'refused' where `quote` throws its 400 —, reading the property, its
   * terms and its stay facts once for all three.
   */
  propertyPage(
    ownerId: string,
    propertyId: string,
    asked: { range: { from: IsoDate; to: IsoDate }; stay?: Stay },
  ): Promise<
    | {
        property: PublicProperty;
        availability: PublicAvailability;
        quote: PublicQuote | 'refused' | undefined;
      }
    | undefined
  >;
}

type Stay = { dateFrom: IsoDate; dateTo: IsoDate; guests: number };

export interface SiteView {
  ownerId: string;
  settings: SiteSettings;
  site: PublicSite;
  pageSlugs: Map<number, string>;
}

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

  const readsOf = (row: SitePropertyRow, span?: { from: IsoDate; to: IsoDate }) =>
    propertyReads({ terms, bookings, properties, clock }, row, span);

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
  function visibleMenu(menu: Menu, shown: Set<string>): Menu {
    const visible = (item: Menu['items'][number] | Menu['items'][number]['children'][number]) =>
      item.target.type !== 'property' || shown.has(item.target.propertyId);
    return {
      location: menu.location,
      items: menu.items
        .filter(visible)
        .map((item) => ({ ...item, children: item.children.filter(visible) })),
    };
  }

  async function cardsOf(rows: SiteCardRow[]): Promise<PublicPropertyCard[]> {
    const prices = await terms.fromPrices(rows.map((row) => row.id));
    return rows.map((row) => cardOf(row, prices.get(row.id) ?? null));
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

  async function siteView(slug: string): Promise<SiteView | undefined> {
    const found = await cms.siteContent(slug);
    if (!found) return undefined;
    const { ownerId, site: settings, menus, pageSlugs } = found;
    const targets = [menus.header, menus.footer].flatMap((menu) =>
      menu.items.flatMap((item) => [item, ...item.children]),
    );
    const shown = await repo.publishedIds(
      ownerId,
      targets.flatMap((item) => (item.target.type === 'property' ? [item.target.propertyId] : [])),
    );
    return {
      ownerId,
      settings,
      pageSlugs,
      site: {
        slug: settings.slug,
        displayName: settings.displayName,
        logo: settings.logo,
        brandColor: settings.brandColor,
        contact: settings.contact,
        menus: {
          header: visibleMenu(menus.header, shown),
          footer: visibleMenu(menus.footer, shown),
        },
      },
    };
  }

  const reader: SiteReader = {
    siteView,

    async site(slug) {
      return (await siteView(slug))?.site;
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
      return found && publicPropertyOf(found.row, readsOf(found.row), clock());
    },

    async availability(slug, propertyId, asked) {
      const found = await resolve(slug, propertyId);
      return found && publicAvailabilityOf(found.row, readsOf(found.row), asked, clock());
    },

    async quote(slug, propertyId, query) {
      const found = await resolve(slug, propertyId);
      if (!found) return undefined;
      return quoteOf(found.row.id, query, 'querystring');
    },

    async propertyPage(ownerId, propertyId, asked) {
      const row = await repo.property(ownerId, propertyId);
      if (!row) return undefined;
      // The calendar's nights: a stay inside them is quoted without reading its holds again.
      const reads = readsOf(row, { from: asked.range.from, to: addDays(asked.range.to, 1) });
      const [property, availability, quote] = await Promise.all([
        publicPropertyOf(row, reads, clock()),
        publicAvailabilityOf(row, reads, asked.range, clock()),
        asked.stay &&
          quoteWith(reads.calendar, row.id, asked.stay, 'querystring').catch((error: unknown) => {
            if (error instanceof AppError && error.statusCode === 400) return 'refused' as const;
            throw error;
          }),
      ]);
      return { property, availability, quote };
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
