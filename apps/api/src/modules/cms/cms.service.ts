import {
  BLOG_POSTS_PAGE_SIZE,
  type BlogCategoryValues,
  type BlogPostValues,
  type BlogPostsQuery,
  type MenuLocation,
  type MenuValues,
  type PageValues,
  type SiteSettingsValues,
} from '@nuzul/shared/cms';
import { DEFAULT_TIME_ZONE, todayIn } from '@nuzul/shared/dates';
import { AppError, fieldIssue, validationFailed, type FieldIssue } from '@nuzul/shared/errors';
import type { Clock } from '../../platform/clock';
import { sqlState } from '../../platform/errors';
import { scopeOf, type Actor } from '../../platform/policy';
import type { PropertyAccess } from '../listings/property.access';
import { toBlogCategory, toBlogPost, toMenuItems, toPage, toSiteSettings } from './cms.mapper';
import type { CmsRepository, NewMenuItem } from './cms.repository';
import { sanitizeRichText } from './rich-text';

export interface CmsDeps {
  repo: CmsRepository;
  properties: PropertyAccess;
  clock: Clock;
  /** Deletes a cover's stored files (logged, never thrown, on failure). */
  removeCover: (coverKey: string) => Promise<void>;
}

const ownerOf = (actor: Actor) => scopeOf(actor, 'cms:manage');

/** Lists leave the bodies out: they are the bulk of a page or post. */
function withoutBody<T extends { body: unknown }>(item: T): Omit<T, 'body'> {
  const copy: Partial<T> = { ...item };
  delete copy.body;
  return copy as Omit<T, 'body'>;
}

/** A unique slug taken, by the constraint: two saves at once cannot both have it. */
function slugTaken(code: 'SITE_SLUG_TAKEN' | 'SLUG_TAKEN') {
  return (error: unknown): never => {
    if (sqlState(error) === '23505') throw new AppError(code);
    throw error;
  };
}

const sanitized = <T extends { body: { ar: string; en: string } }>(input: T): T => ({
  ...input,
  body: { ar: sanitizeRichText(input.body.ar), en: sanitizeRichText(input.body.en) },
});

/**
 * The owner's site and its content (requirements-next §14). Every call is scoped to the
 * actor's account: another account's page, post or category is not found.
 */
export function cmsService(deps: CmsDeps) {
  const { repo, properties } = deps;

  async function assertOwnCategory(ownerId: string, categoryId: number | null) {
    if (categoryId !== null && !(await repo.category(ownerId, categoryId))) {
      throw validationFailed([fieldIssue('body.categoryId', 'unknownDefinition')]);
    }
  }

  /** A published post is dated; without a date of its own it takes today's (Riyadh). */
  function dated(post: BlogPostValues): BlogPostValues {
    if (post.status !== 'published' || post.publishDate !== null) return post;
    return { ...post, publishDate: todayIn(DEFAULT_TIME_ZONE, deps.clock()) };
  }

  /** A post naming a category deleted meanwhile: the composite key refuses it. */
  const postSaveFailed = (error: unknown): never => {
    if (sqlState(error) === '23503') {
      throw validationFailed([fieldIssue('body.categoryId', 'unknownDefinition')]);
    }
    return slugTaken('SLUG_TAKEN')(error);
  };

  return {
    async site(actor: Actor) {
      const row = await repo.site(ownerOf(actor));
      return row ? toSiteSettings(row) : null;
    },

    async saveSite(actor: Actor, site: SiteSettingsValues) {
      const row = await repo.saveSite(ownerOf(actor), site).catch(slugTaken('SITE_SLUG_TAKEN'));
      return toSiteSettings(row);
    },

    async pages(actor: Actor) {
      return (await repo.pages(ownerOf(actor))).map((row) => withoutBody(toPage(row)));
    },

    async page(actor: Actor, id: number) {
      const row = await repo.page(ownerOf(actor), id);
      if (!row) throw new AppError('NOT_FOUND');
      return toPage(row);
    },

    async createPage(actor: Actor, page: PageValues) {
      const row = await repo
        .insertPage(ownerOf(actor), sanitized(page))
        .catch(slugTaken('SLUG_TAKEN'));
      return toPage(row);
    },

    async updatePage(actor: Actor, id: number, page: PageValues) {
      const row = await repo
        .updatePage(ownerOf(actor), id, sanitized(page))
        .catch(slugTaken('SLUG_TAKEN'));
      if (!row) throw new AppError('NOT_FOUND');
      return toPage(row);
    },

    async deletePage(actor: Actor, id: number) {
      if (!(await repo.deletePage(ownerOf(actor), id))) throw new AppError('NOT_FOUND');
    },

    async categories(actor: Actor) {
      return (await repo.categories(ownerOf(actor))).map(toBlogCategory);
    },

    async createCategory(actor: Actor, category: BlogCategoryValues) {
      const ownerId = ownerOf(actor);
      const id = await repo.insertCategory(ownerId, category).catch(slugTaken('SLUG_TAKEN'));
      return toBlogCategory((await repo.category(ownerId, id))!);
    },

    async updateCategory(actor: Actor, id: number, category: BlogCategoryValues) {
      const ownerId = ownerOf(actor);
      const found = await repo.updateCategory(ownerId, id, category).catch(slugTaken('SLUG_TAKEN'));
      if (!found) throw new AppError('NOT_FOUND');
      return toBlogCategory((await repo.category(ownerId, id))!);
    },

    /** Refused while posts use it; the key holds it too against a post saved meanwhile. */
    async deleteCategory(actor: Actor, id: number) {
      const ownerId = ownerOf(actor);
      const category = await repo.category(ownerId, id);
      if (!category) throw new AppError('NOT_FOUND');
      if (category.postCount > 0) throw new AppError('BLOG_CATEGORY_IN_USE');
      const deleted = await repo.deleteCategory(ownerId, id).catch((error: unknown) => {
        if (sqlState(error) === '23503') throw new AppError('BLOG_CATEGORY_IN_USE');
        throw error;
      });
      if (!deleted) throw new AppError('NOT_FOUND');
    },

    async posts(actor: Actor, query: BlogPostsQuery) {
      const { rows, total } = await repo.posts(
        ownerOf(actor),
        { status: query.status, categoryId: query.categoryId },
        query.page,
        BLOG_POSTS_PAGE_SIZE,
      );
      return {
        data: rows.map((row) => withoutBody(toBlogPost(row))),
        meta: { page: query.page, pageSize: BLOG_POSTS_PAGE_SIZE, total },
      };
    },

    async post(actor: Actor, id: number) {
      const row = await repo.post(ownerOf(actor), id);
      if (!row) throw new AppError('NOT_FOUND');
      return toBlogPost(row);
    },

    async createPost(actor: Actor, post: BlogPostValues) {
      const ownerId = ownerOf(actor);
      await assertOwnCategory(ownerId, post.categoryId);
      const row = await repo.insertPost(ownerId, dated(sanitized(post))).catch(postSaveFailed);
      return toBlogPost(row);
    },

    async updatePost(actor: Actor, id: number, post: BlogPostValues) {
      const ownerId = ownerOf(actor);
      if (!(await repo.post(ownerId, id))) throw new AppError('NOT_FOUND');
      await assertOwnCategory(ownerId, post.categoryId);
      const row = await repo.updatePost(ownerId, id, dated(sanitized(post))).catch(postSaveFailed);
      if (!row) throw new AppError('NOT_FOUND');
      return toBlogPost(row);
    },

    /** Its cover's files go after the row: a post never names a deleted cover. */
    async deletePost(actor: Actor, id: number) {
      const deleted = await repo.deletePost(ownerOf(actor), id);
      if (!deleted) throw new AppError('NOT_FOUND');
      if (deleted.coverKey) await deps.removeCover(deleted.coverKey);
    },

    /** The menu; an item whose property is gone (or no longer the owner's) is left out. */
    async menu(actor: Actor, location: MenuLocation) {
      const rows = await repo.menuItems(ownerOf(actor), location);
      const gone = new Set<string>();
      for (const propertyId of new Set(rows.flatMap((row) => row.propertyId ?? []))) {
        await properties.assertOwnedProperty(actor, propertyId).catch(() => gone.add(propertyId));
      }
      const kept = rows.filter((row) => !(row.propertyId && gone.has(row.propertyId)));
      const parents = new Set(kept.map((row) => row.id));
      return {
        location,
        items: toMenuItems(
          kept.filter((row) => row.parentId === null || parents.has(row.parentId)),
        ),
      };
    },

    /**
     * Replaces the menu in one transaction, under a lock of the owner's menus: targets must
     * be the owner's own pages and properties, else nothing changes.
     */
    async saveMenu(actor: Actor, location: MenuLocation, menu: MenuValues) {
      const ownerId = ownerOf(actor);
      await repo
        .transaction(async (tx) => {
          await repo.lockSite(tx, ownerId);
          const entries = menu.items.flatMap((item, index) => [
            { target: item.target, path: `body.items.${index}.target` },
            ...item.children.map((child, childIndex) => ({
              target: child.target,
              path: `body.items.${index}.children.${childIndex}.target`,
            })),
          ]);
          const pageIds = entries.flatMap(({ target }) =>
            target.type === 'page' ? [target.pageId] : [],
          );
          const ownPages = await repo.ownPageIds(ownerId, pageIds, tx);
          const issues: FieldIssue[] = [];
          for (const { target, path } of entries) {
            if (target.type === 'page' && !ownPages.has(target.pageId)) {
              issues.push(fieldIssue(`${path}.pageId`, 'unknownDefinition'));
            }
            if (target.type === 'property') {
              const own = await properties
                .assertOwnedProperty(actor, target.propertyId, { tx })
                .then(() => true)
                .catch(() => false);
              if (!own) issues.push(fieldIssue(`${path}.propertyId`, 'unknownDefinition'));
            }
          }
          if (issues.length > 0) throw validationFailed(issues);
          const columns = (
            item: MenuValues['items'][number] | MenuValues['items'][number]['children'][number],
            position: number,
          ) => ({
            ownerId,
            location,
            position,
            labelAr: item.label.ar,
            labelEn: item.label.en,
            targetType: item.target.type,
            pageId: item.target.type === 'page' ? item.target.pageId : null,
            propertyId: item.target.type === 'property' ? item.target.propertyId : null,
            url: item.target.type === 'url' ? item.target.url : null,
          });
          const rows: NewMenuItem[] = menu.items.map((item, index) => ({
            ...columns(item, index),
            children: item.children.map((child, childIndex) => columns(child, childIndex)),
          }));
          await repo.replaceMenu(tx, ownerId, location, rows);
        })
        .catch((error: unknown) => {
          // A page deleted between the check and the insert: its key refuses the item.
          if (sqlState(error) === '23503') {
            throw validationFailed([fieldIssue('body.items', 'unknownDefinition')]);
          }
          throw error;
        });
      return this.menu(actor, location);
    },
  };
}
export type CmsService = ReturnType<typeof cmsService>;
