import {
  BLOG_POSTS_PAGE_SIZE,
  type BlogCategory,
  type BlogPost,
  type Menu,
  type MenuLocation,
  type Page,
  type SiteSettings,
} from '@nuzul/shared/cms';
import type { IsoDate } from '@nuzul/shared/dates';
import type { Database } from '../../db/client';
import { toBlogCategory, toBlogPost, toMenuItems, toPage, toSiteSettings } from './cms.mapper';
import { cmsRepository } from './cms.repository';

/**
 * What the owner's public site (`/s/<slug>`, A-27/A-29) reads of the CMS: only what is
 * published. Property targets of a menu come as stored; the site shows those of published
 * properties, which the listings know.
 */
export interface CmsSiteLookup {
  /** The site of the slug and whose it is; undefined for an unknown slug. */
  siteBySlug(slug: string): Promise<{ ownerId: string; site: SiteSettings } | undefined>;
  /** A published page; undefined for a draft or an unknown slug. */
  page(ownerId: string, slug: string): Promise<Page | undefined>;
  /**
   * The site of the slug with its two menus, without items of draft pages (nor the children
   * of such items), and the slugs of its published pages by id (where a menu's page items
   * lead); read at once. Undefined for an unknown slug.
   */
  siteContent(slug: string): Promise<
    | {
        ownerId: string;
        site: SiteSettings;
        menus: Record<MenuLocation, Menu>;
        pageSlugs: Map<number, string>;
      }
    | undefined
  >;
  categories(ownerId: string): Promise<BlogCategory[]>;
  /** Published posts dated `today` or before, newest first, 20 a page. */
  posts(
    ownerId: string,
    today: IsoDate,
    options: { page: number; categoryId?: number },
  ): Promise<{ posts: BlogPost[]; total: number; pageSize: number }>;
  /** A published post dated `today` or before; undefined otherwise. */
  post(ownerId: string, slug: string, today: IsoDate): Promise<BlogPost | undefined>;
}

export function cmsSiteLookup(db: Database): CmsSiteLookup {
  const repo = cmsRepository(db);
  return {
    async siteBySlug(slug) {
      const row = await repo.siteBySlug(slug);
      return row && { ownerId: row.ownerId, site: toSiteSettings(row) };
    },

    async page(ownerId, slug) {
      const row = await repo.publishedPage(ownerId, slug);
      return row && toPage(row);
    },

    async siteContent(slug) {
      const found = await repo.siteContent(slug);
      if (!found) return undefined;
      const published = new Set(found.publishedPages.map((page) => page.id));
      const menu = (location: MenuLocation): Menu => {
        const shown = found.menuItems.filter(
          (row) => row.location === location && (row.pageId === null || published.has(row.pageId)),
        );
        const parents = new Set(shown.filter((row) => row.parentId === null).map((row) => row.id));
        return {
          location,
          items: toMenuItems(
            shown.filter((row) => row.parentId === null || parents.has(row.parentId)),
          ),
        };
      };
      return {
        ownerId: found.site.ownerId,
        site: toSiteSettings(found.site),
        menus: { header: menu('header'), footer: menu('footer') },
        pageSlugs: new Map(found.publishedPages.map((page) => [page.id, page.slug])),
      };
    },

    async categories(ownerId) {
      return (await repo.categories(ownerId)).map(toBlogCategory);
    },

    async posts(ownerId, today, { page, categoryId }) {
      const { rows, total } = await repo.publicPosts(
        ownerId,
        today,
        { categoryId },
        page,
        BLOG_POSTS_PAGE_SIZE,
      );
      return { posts: rows.map(toBlogPost), total, pageSize: BLOG_POSTS_PAGE_SIZE };
    },

    async post(ownerId, slug, today) {
      const { rows } = await repo.publicPosts(ownerId, today, { slug }, 1, 1);
      return rows[0] && toBlogPost(rows[0]);
    },
  };
}
