import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  BlogCategoryValues,
  BlogPostValues,
  ContentStatus,
  EmailTemplateKind,
  MenuLocation,
  PageValues,
  SiteSettingsValues,
} from '@nuzul/shared/cms';
import type { Database } from '../../db/client';
import { decodeRows, jsonRows } from '../../db/json-rows';
import {
  cmsBlogCategories,
  cmsBlogPosts,
  cmsEmailTemplates,
  cmsMenuItems,
  cmsPages,
  cmsSites,
} from '../../db/schema/cms';
import type { TemplateTexts } from './email-templates.defaults';

export type SiteRow = typeof cmsSites.$inferSelect;
export type PageRow = typeof cmsPages.$inferSelect;
export type CategoryRow = typeof cmsBlogCategories.$inferSelect & { postCount: number };
export type PostRow = typeof cmsBlogPosts.$inferSelect;
export type MenuItemRow = typeof cmsMenuItems.$inferSelect;
export type TemplateRow = typeof cmsEmailTemplates.$inferSelect;
export type NewMenuItem = Omit<typeof cmsMenuItems.$inferInsert, 'id' | 'parentId'> & {
  children: Array<Omit<typeof cmsMenuItems.$inferInsert, 'id' | 'parentId'>>;
};

const pageColumns = (page: PageValues) => ({
  slug: page.slug,
  titleAr: page.title.ar,
  titleEn: page.title.en,
  bodyAr: page.body.ar,
  bodyEn: page.body.en,
  status: page.status,
});

const postColumns = (post: BlogPostValues) => ({
  slug: post.slug,
  titleAr: post.title.ar,
  titleEn: post.title.en,
  excerptAr: post.excerpt.ar,
  excerptEn: post.excerpt.en,
  bodyAr: post.body.ar,
  bodyEn: post.body.en,
  categoryId: post.categoryId,
  status: post.status,
  publishDate: post.publishDate,
});

const postCount = sql<number>`(select count(*)::int from ${cmsBlogPosts} where ${cmsBlogPosts.ownerId} = ${cmsBlogCategories.ownerId} and ${cmsBlogPosts.categoryId} = ${cmsBlogCategories.id})`;

/** The CMS's tables; every query is scoped by the owner's account id. */
/** The query of `siteContent`, for a slug given when it runs. */
function siteContentQuery(db: Database) {
  return db
    .select({
      ...getTableColumns(cmsSites),
      menuItems: jsonRows(
        cmsMenuItems,
        sql`${cmsMenuItems.ownerId} = ${cmsSites.ownerId}`,
        sql`${cmsMenuItems.position}, ${cmsMenuItems.id}`,
      ),
      publishedPages: sql<Array<{ id: number; slug: string }>>`coalesce((
        select json_agg(json_build_object('id', ${cmsPages.id}, 'slug', ${cmsPages.slug}))
        from ${cmsPages}
        where ${cmsPages.ownerId} = ${cmsSites.ownerId} and ${cmsPages.status} = 'published'
      ), '[]'::json)`,
    })
    .from(cmsSites)
    .where(eq(cmsSites.slug, sql.placeholder('slug')));
}

export function cmsRepository(db: Database) {
  // Every page of every owner's site reads it first: built once and prepared by name on each
  // PostgreSQL connection (when first asked, so a transaction's repository never prepares it).
  let prepared: ReturnType<ReturnType<typeof siteContentQuery>['prepare']> | undefined;
  const siteContent = () => (prepared ??= siteContentQuery(db).prepare('cms_site_content'));
  return {
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Database));
    },

    // Site settings.
    async site(ownerId: string): Promise<SiteRow | undefined> {
      const [row] = await db.select().from(cmsSites).where(eq(cmsSites.ownerId, ownerId));
      return row;
    },

    async saveSite(ownerId: string, site: SiteSettingsValues): Promise<SiteRow> {
      const values = {
        slug: site.slug,
        displayNameAr: site.displayName.ar,
        displayNameEn: site.displayName.en,
        brandColor: site.brandColor,
        phone: site.contact.phone,
        email: site.contact.email,
        whatsapp: site.contact.whatsapp,
      };
      const [row] = await db
        .insert(cmsSites)
        .values({ ownerId, ...values })
        .onConflictDoUpdate({ target: cmsSites.ownerId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },

    /** Points the site at a logo (or none) under its row lock; the key it replaces, or undefined without a site. */
    async setLogo(
      ownerId: string,
      logoKey: string | null,
    ): Promise<{ previous: string | null; row: SiteRow } | undefined> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ logoKey: cmsSites.logoKey })
          .from(cmsSites)
          .where(eq(cmsSites.ownerId, ownerId))
          .for('update');
        if (!locked) return undefined;
        const [row] = await tx
          .update(cmsSites)
          .set({ logoKey, updatedAt: sql`now()` })
          .where(eq(cmsSites.ownerId, ownerId))
          .returning();
        return { previous: locked.logoKey, row: row! };
      });
    },

    async siteBySlug(slug: string): Promise<SiteRow | undefined> {
      const [row] = await db.select().from(cmsSites).where(eq(cmsSites.slug, slug));
      return row;
    },

    /**
     * The site of the slug with what every one of its pages shows, in one query: its menus'
     * items (both locations, in their order) and the ids and slugs of its published pages.
     */
    async siteContent(slug: string) {
      const [row] = await siteContent().execute({ slug });
      if (!row) return undefined;
      const { menuItems, publishedPages, ...site } = row;
      return { site, menuItems: decodeRows(cmsMenuItems, menuItems), publishedPages };
    },

    // Pages.
    async publishedPage(ownerId: string, slug: string): Promise<PageRow | undefined> {
      const [row] = await db
        .select()
        .from(cmsPages)
        .where(
          and(
            eq(cmsPages.ownerId, ownerId),
            eq(cmsPages.slug, slug),
            eq(cmsPages.status, 'published'),
          ),
        );
      return row;
    },

    /** Published posts dated today or before, newest first; of one category when given. */
    async publicPosts(
      ownerId: string,
      today: string,
      filter: { categoryId?: number; slug?: string },
      page: number,
      pageSize: number,
    ): Promise<{ rows: PostRow[]; total: number }> {
      const conditions: SQL[] = [
        eq(cmsBlogPosts.ownerId, ownerId),
        eq(cmsBlogPosts.status, 'published'),
        sql`${cmsBlogPosts.publishDate} <= ${today}`,
      ];
      if (filter.categoryId) conditions.push(eq(cmsBlogPosts.categoryId, filter.categoryId));
      if (filter.slug) conditions.push(eq(cmsBlogPosts.slug, filter.slug));
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(cmsBlogPosts)
          .where(where)
          .orderBy(desc(cmsBlogPosts.publishDate), desc(cmsBlogPosts.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(cmsBlogPosts).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async pages(ownerId: string): Promise<PageRow[]> {
      return db
        .select()
        .from(cmsPages)
        .where(eq(cmsPages.ownerId, ownerId))
        .orderBy(asc(cmsPages.slug));
    },

    async page(ownerId: string, id: number): Promise<PageRow | undefined> {
      const [row] = await db
        .select()
        .from(cmsPages)
        .where(and(eq(cmsPages.ownerId, ownerId), eq(cmsPages.id, id)));
      return row;
    },

    async insertPage(ownerId: string, page: PageValues): Promise<PageRow> {
      const [row] = await db
        .insert(cmsPages)
        .values({ ownerId, ...pageColumns(page) })
        .returning();
      return row!;
    },

    async updatePage(ownerId: string, id: number, page: PageValues): Promise<PageRow | undefined> {
      const [row] = await db
        .update(cmsPages)
        .set({ ...pageColumns(page), updatedAt: sql`now()` })
        .where(and(eq(cmsPages.ownerId, ownerId), eq(cmsPages.id, id)))
        .returning();
      return row;
    },

    /** Its menu items go with it (the key cascades). */
    async deletePage(ownerId: string, id: number): Promise<boolean> {
      const rows = await db
        .delete(cmsPages)
        .where(and(eq(cmsPages.ownerId, ownerId), eq(cmsPages.id, id)))
        .returning({ id: cmsPages.id });
      return rows.length > 0;
    },

    async ownPageIds(ownerId: string, ids: number[], tx: Database = db): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: cmsPages.id })
        .from(cmsPages)
        .where(and(eq(cmsPages.ownerId, ownerId), inArray(cmsPages.id, ids)));
      return new Set(rows.map((row) => row.id));
    },

    // Blog categories.
    async categories(ownerId: string): Promise<CategoryRow[]> {
      return db
        .select({
          id: cmsBlogCategories.id,
          ownerId: cmsBlogCategories.ownerId,
          slug: cmsBlogCategories.slug,
          nameAr: cmsBlogCategories.nameAr,
          nameEn: cmsBlogCategories.nameEn,
          createdAt: cmsBlogCategories.createdAt,
          updatedAt: cmsBlogCategories.updatedAt,
          postCount,
        })
        .from(cmsBlogCategories)
        .where(eq(cmsBlogCategories.ownerId, ownerId))
        .orderBy(asc(cmsBlogCategories.slug));
    },

    async category(ownerId: string, id: number): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select({
          id: cmsBlogCategories.id,
          ownerId: cmsBlogCategories.ownerId,
          slug: cmsBlogCategories.slug,
          nameAr: cmsBlogCategories.nameAr,
          nameEn: cmsBlogCategories.nameEn,
          createdAt: cmsBlogCategories.createdAt,
          updatedAt: cmsBlogCategories.updatedAt,
          postCount,
        })
        .from(cmsBlogCategories)
        .where(and(eq(cmsBlogCategories.ownerId, ownerId), eq(cmsBlogCategories.id, id)));
      return row;
    },

    async insertCategory(ownerId: string, category: BlogCategoryValues): Promise<number> {
      const [row] = await db
        .insert(cmsBlogCategories)
        .values({
          ownerId,
          slug: category.slug,
          nameAr: category.name.ar,
          nameEn: category.name.en,
        })
        .returning({ id: cmsBlogCategories.id });
      return row!.id;
    },

    async updateCategory(
      ownerId: string,
      id: number,
      category: BlogCategoryValues,
    ): Promise<boolean> {
      const rows = await db
        .update(cmsBlogCategories)
        .set({
          slug: category.slug,
          nameAr: category.name.ar,
          nameEn: category.name.en,
          updatedAt: sql`now()`,
        })
        .where(and(eq(cmsBlogCategories.ownerId, ownerId), eq(cmsBlogCategories.id, id)))
        .returning({ id: cmsBlogCategories.id });
      return rows.length > 0;
    },

    /** Fails with 23503 while a post names it: the key refuses, whatever runs at the same time. */
    async deleteCategory(ownerId: string, id: number): Promise<boolean> {
      const rows = await db
        .delete(cmsBlogCategories)
        .where(and(eq(cmsBlogCategories.ownerId, ownerId), eq(cmsBlogCategories.id, id)))
        .returning({ id: cmsBlogCategories.id });
      return rows.length > 0;
    },

    // Blog posts.
    async posts(
      ownerId: string,
      filter: { status?: ContentStatus; categoryId?: number },
      page: number,
      pageSize: number,
    ): Promise<{ rows: PostRow[]; total: number }> {
      const conditions: SQL[] = [eq(cmsBlogPosts.ownerId, ownerId)];
      if (filter.status) conditions.push(eq(cmsBlogPosts.status, filter.status));
      if (filter.categoryId) conditions.push(eq(cmsBlogPosts.categoryId, filter.categoryId));
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(cmsBlogPosts)
          .where(where)
          .orderBy(
            sql`${cmsBlogPosts.publishDate} desc nulls first`,
            desc(cmsBlogPosts.updatedAt),
            desc(cmsBlogPosts.id),
          )
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(cmsBlogPosts).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async post(ownerId: string, id: number): Promise<PostRow | undefined> {
      const [row] = await db
        .select()
        .from(cmsBlogPosts)
        .where(and(eq(cmsBlogPosts.ownerId, ownerId), eq(cmsBlogPosts.id, id)));
      return row;
    },

    async insertPost(ownerId: string, post: BlogPostValues): Promise<PostRow> {
      const [row] = await db
        .insert(cmsBlogPosts)
        .values({ ownerId, ...postColumns(post) })
        .returning();
      return row!;
    },

    async updatePost(
      ownerId: string,
      id: number,
      post: BlogPostValues,
    ): Promise<PostRow | undefined> {
      const [row] = await db
        .update(cmsBlogPosts)
        .set({ ...postColumns(post), updatedAt: sql`now()` })
        .where(and(eq(cmsBlogPosts.ownerId, ownerId), eq(cmsBlogPosts.id, id)))
        .returning();
      return row;
    },

    /** The deleted post's cover key (null without one), undefined when there was no such post. */
    async deletePost(
      ownerId: string,
      id: number,
    ): Promise<{ coverKey: string | null } | undefined> {
      const [row] = await db
        .delete(cmsBlogPosts)
        .where(and(eq(cmsBlogPosts.ownerId, ownerId), eq(cmsBlogPosts.id, id)))
        .returning({ coverKey: cmsBlogPosts.coverKey });
      return row;
    },

    /** Points the post at a cover (or none) under its row lock; the key it replaces. */
    async setCover(
      ownerId: string,
      id: number,
      coverKey: string | null,
    ): Promise<{ previous: string | null; row: PostRow } | undefined> {
      return db.transaction(async (tx) => {
        const where = and(eq(cmsBlogPosts.ownerId, ownerId), eq(cmsBlogPosts.id, id));
        const [locked] = await tx
          .select({ coverKey: cmsBlogPosts.coverKey })
          .from(cmsBlogPosts)
          .where(where)
          .for('update');
        if (!locked) return undefined;
        const [row] = await tx
          .update(cmsBlogPosts)
          .set({ coverKey, updatedAt: sql`now()` })
          .where(where)
          .returning();
        return { previous: locked.coverKey, row: row! };
      });
    },

    // Menus.
    async menuItems(ownerId: string, location: MenuLocation): Promise<MenuItemRow[]> {
      return db
        .select()
        .from(cmsMenuItems)
        .where(and(eq(cmsMenuItems.ownerId, ownerId), eq(cmsMenuItems.location, location)))
        .orderBy(asc(cmsMenuItems.position), asc(cmsMenuItems.id));
    },

    /** Replaces the menu in the caller's transaction: parents first, then their children. */
    async replaceMenu(
      tx: Database,
      ownerId: string,
      location: MenuLocation,
      items: NewMenuItem[],
    ): Promise<void> {
      await tx
        .delete(cmsMenuItems)
        .where(and(eq(cmsMenuItems.ownerId, ownerId), eq(cmsMenuItems.location, location)));
      if (items.length === 0) return;
      const parents = await tx
        .insert(cmsMenuItems)
        .values(items.map(({ children: _children, ...item }) => item))
        .returning({ id: cmsMenuItems.id, position: cmsMenuItems.position });
      const idByPosition = new Map(parents.map((row) => [row.position, row.id]));
      const children = items.flatMap((item) =>
        item.children.map((child) => ({ ...child, parentId: idByPosition.get(item.position)! })),
      );
      if (children.length > 0) await tx.insert(cmsMenuItems).values(children);
    },

    /** Serialises saves of one owner's menu: the second waits for the first to commit. */
    async lockSite(tx: Database, ownerId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cms-menu:${ownerId}`}))`);
    },

    // E-mail templates.
    async templates(ownerId: string): Promise<TemplateRow[]> {
      return db.select().from(cmsEmailTemplates).where(eq(cmsEmailTemplates.ownerId, ownerId));
    },

    async template(ownerId: string, kind: EmailTemplateKind): Promise<TemplateRow | undefined> {
      const [row] = await db
        .select()
        .from(cmsEmailTemplates)
        .where(and(eq(cmsEmailTemplates.ownerId, ownerId), eq(cmsEmailTemplates.kind, kind)));
      return row;
    },

    async saveTemplate(
      ownerId: string,
      kind: EmailTemplateKind,
      texts: TemplateTexts,
    ): Promise<TemplateRow> {
      const values = {
        subjectAr: texts.subject.ar,
        subjectEn: texts.subject.en,
        bodyAr: texts.body.ar,
        bodyEn: texts.body.en,
      };
      const [row] = await db
        .insert(cmsEmailTemplates)
        .values({ ownerId, kind, ...values })
        .onConflictDoUpdate({
          target: [cmsEmailTemplates.ownerId, cmsEmailTemplates.kind],
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    async deleteTemplate(ownerId: string, kind: EmailTemplateKind): Promise<void> {
      await db
        .delete(cmsEmailTemplates)
        .where(and(eq(cmsEmailTemplates.ownerId, ownerId), eq(cmsEmailTemplates.kind, kind)));
    },
  };
}
export type CmsRepository = ReturnType<typeof cmsRepository>;
