import type { Language } from '@nuzul/shared/accounts';
import type { BlogCategory, BlogPost, Page } from '@nuzul/shared/cms';
import { DEFAULT_TIME_ZONE, addDays, addMonths, todayIn } from '@nuzul/shared/dates';
import {
  siteQuoteQuery,
  sitePropertiesQuery,
  type PublicAvailability,
  type PublicProperty,
  type PublicPropertyCard,
  type PublicQuote,
} from '@nuzul/shared/site';
import type { StaySearch } from './home-page';
import type { Clock } from '../../platform/clock';
import type { CmsSiteLookup } from '../cms/cms-site.lookup';
import type { SiteReader } from '../site/site.lookup';
import type { BlogListing } from './content-pages';
import type { SiteView } from './site-layout';

export interface SitePagesDeps {
  cms: CmsSiteLookup;
  clock: Clock;
  /** The app's public origin (APP_URL), for canonical and Open Graph addresses. */
  origin: string;
  site: SiteReader;
}

/** The availability calendar shows the property's today and the months after it. */
const CALENDAR_MONTHS = 3;

/**
 * What the site's pages read: only what the owner published, always through the site's own
 * owner (a slug never reaches another owner's content).
 */
export function sitePagesService(deps: SitePagesDeps) {
  const { cms } = deps;
  // Posts dated after today in Riyadh are not out yet.
  const today = () => todayIn(DEFAULT_TIME_ZONE, deps.clock());

  return {
    /** The site of the slug with its menus; undefined for an unknown slug. */
    async view(slug: string, language: Language): Promise<SiteView | undefined> {
      const found = await deps.site.siteView(slug);
      if (!found) return undefined;
      return {
        slug,
        ownerId: found.ownerId,
        site: found.settings,
        language,
        header: found.site.menus.header,
        footer: found.site.menus.footer,
        pageSlugs: found.pageSlugs,
        origin: deps.origin,
      };
    },

    /** The published properties; with a valid stay searched, only those free for it. */
    async home(
      view: SiteView,
      query: StaySearch,
    ): Promise<{
      properties: PublicPropertyCard[];
      search: StaySearch & { invalid: boolean; applied: boolean };
    }> {
      const asked = query.dateFrom || query.dateTo || query.guests;
      const parsed = sitePropertiesQuery.safeParse({
        dateFrom: query.dateFrom || undefined,
        dateTo: query.dateTo || undefined,
        guests: query.guests || undefined,
      });
      const search = { dateFrom: query.dateFrom, dateTo: query.dateTo, guests: query.guests };
      const properties = await deps.site.properties(view.slug, parsed.success ? parsed.data : {});
      return {
        properties: properties ?? [],
        search: {
          ...search,
          invalid: Boolean(asked) && !parsed.success,
          applied: parsed.success && Boolean(asked),
        },
      };
    },

    /**
     * A published property of the site with its next months' nights and, for a stay asked
     * for, its quote; undefined for anything else (unknown, unpublished, another owner's).
     * The calendar starts on Riyadh's today (the site's properties are in Saudi Arabia; a
     * night before a property's own today shows as taken).
     */
    async property(
      view: SiteView,
      propertyId: string,
      query: StaySearch,
    ): Promise<
      | {
          property: PublicProperty;
          availability: PublicAvailability;
          search: StaySearch;
          quote: PublicQuote | 'invalid' | undefined;
        }
      | undefined
    > {
      const from = today();
      const to = addDays(addMonths(from, CALENDAR_MONTHS), -1);
      const asked = Boolean(query.dateFrom || query.dateTo);
      const parsed = siteQuoteQuery.safeParse({
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
        guests: query.guests || 1,
      });
      const found = await deps.site.propertyPage(view.ownerId, propertyId, {
        range: { from, to },
        stay: asked && parsed.success ? parsed.data : undefined,
      });
      if (!found) return undefined;
      return {
        property: found.property,
        availability: found.availability,
        search: { dateFrom: query.dateFrom, dateTo: query.dateTo, guests: query.guests },
        // A stay beyond the booking horizon is refused as the quote's 400.
        quote: found.quote === 'refused' || (asked && !parsed.success) ? 'invalid' : found.quote,
      };
    },

    page(view: SiteView, slug: string): Promise<Page | undefined> {
      return cms.page(view.ownerId, slug);
    },

    /** Undefined for a category the site does not have. */
    async blog(
      view: SiteView,
      options: { category?: string; page: number },
    ): Promise<BlogListing | undefined> {
      const categories = await cms.categories(view.ownerId);
      const category = options.category
        ? categories.find((entry) => entry.slug === options.category)
        : undefined;
      if (options.category && !category) return undefined;
      const { posts, total, pageSize } = await cms.posts(view.ownerId, today(), {
        page: options.page,
        categoryId: category?.id,
      });
      return { posts, total, pageSize, page: options.page, categories, category };
    },

    async post(
      view: SiteView,
      slug: string,
    ): Promise<{ post: BlogPost; category?: BlogCategory } | undefined> {
      const post = await cms.post(view.ownerId, slug, today());
      if (!post) return undefined;
      const categories = post.categoryId === null ? [] : await cms.categories(view.ownerId);
      return { post, category: categories.find((entry) => entry.id === post.categoryId) };
    },
  };
}
export type SitePages = ReturnType<typeof sitePagesService>;
