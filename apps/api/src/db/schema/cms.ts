import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  contentStatuses,
  emailTemplateKinds,
  menuLocations,
  menuTargetTypes,
} from '@nuzul/shared/cms';
import { users } from './accounts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The owner's site settings (requirements-next §14, A-27/A-29): one row per owner, its slug
 * unique across owners (the site's address /s/<slug>), checked here too so that no path but
 * the API's rule can store another shape.
 */
export const cmsSites = pgTable(
  'cms_sites',
  {
    ownerId: uuid('owner_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    displayNameAr: text('display_name_ar').notNull(),
    displayNameEn: text('display_name_en').notNull(),
    brandColor: text('brand_color').notNull(),
    phone: text('phone'),
    email: text('email'),
    whatsapp: text('whatsapp'),
    /** The logo's storage key (its WebP variants under logos/<key>/). */
    logoKey: text('logo_key'),
    ...timestamps,
  },
  (table) => [
    unique('cms_sites_slug_unique').on(table.slug),
    check(
      'cms_sites_slug_format',
      sql`${table.slug} ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$' and length(${table.slug}) between 3 and 40`,
    ),
    check('cms_sites_brand_color', sql`${table.brandColor} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/** Content pages; `(owner_id, id)` is unique so that menu items name only their owner's pages. */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    /** Sanitised HTML: what the API stores is what the site may show as it is. */
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    status: text('status', { enum: contentStatuses }).notNull().default('draft'),
    ...timestamps,
  },
  (table) => [
    unique('cms_pages_owner_slug_unique').on(table.ownerId, table.slug),
    unique('cms_pages_owner_id_unique').on(table.ownerId, table.id),
  ],
);

export const cmsBlogCategories = pgTable(
  'cms_blog_categories',
  {
    id: serial('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    ...timestamps,
  },
  (table) => [
    unique('cms_blog_categories_owner_slug_unique').on(table.ownerId, table.slug),
    unique('cms_blog_categories_owner_id_unique').on(table.ownerId, table.id),
  ],
);

/**
 * Blog posts. The category is the owner's own by the composite key, and a category that
 * posts use cannot be deleted (no action on delete): the refusal holds under concurrency.
 */
export const cmsBlogPosts = pgTable(
  'cms_blog_posts',
  {
    id: serial('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    excerptAr: text('excerpt_ar').notNull(),
    excerptEn: text('excerpt_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    categoryId: integer('category_id'),
    /** The cover image's storage key (its WebP variants under blog-covers/<key>/). */
    coverKey: text('cover_key'),
    status: text('status', { enum: contentStatuses }).notNull().default('draft'),
    publishDate: date('publish_date', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    unique('cms_blog_posts_owner_slug_unique').on(table.ownerId, table.slug),
    foreignKey({
      name: 'cms_blog_posts_category_fk',
      columns: [table.ownerId, table.categoryId],
      foreignColumns: [cmsBlogCategories.ownerId, cmsBlogCategories.id],
    }),
    index('cms_blog_posts_owner_date_idx').on(table.ownerId, table.publishDate),
    index('cms_blog_posts_category_idx').on(table.ownerId, table.categoryId),
  ],
);

/**
 * Header and footer menu items, one level of nesting (a child's parent has none). A page
 * target goes with its page; a property target is checked on save and left out on reading
 * once the property is gone (listings are another domain: no key to their table).
 */
export const cmsMenuItems = pgTable(
  'cms_menu_items',
  {
    id: serial('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    location: text('location', { enum: menuLocations }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => cmsMenuItems.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull(),
    labelAr: text('label_ar').notNull(),
    labelEn: text('label_en').notNull(),
    targetType: text('target_type', { enum: menuTargetTypes }).notNull(),
    pageId: integer('page_id'),
    propertyId: uuid('property_id'),
    url: text('url'),
  },
  (table) => [
    foreignKey({
      name: 'cms_menu_items_page_fk',
      columns: [table.ownerId, table.pageId],
      foreignColumns: [cmsPages.ownerId, cmsPages.id],
    }).onDelete('cascade'),
    index('cms_menu_items_owner_idx').on(table.ownerId, table.location, table.position),
    check(
      'cms_menu_items_target',
      sql`(${table.targetType} = 'page') = (${table.pageId} is not null)
        and (${table.targetType} = 'property') = (${table.propertyId} is not null)
        and (${table.targetType} = 'url') = (${table.url} is not null)`,
    ),
  ],
);

/** The owner's edited guest e-mail templates; a kind without a row uses the default. */
export const cmsEmailTemplates = pgTable(
  'cms_email_templates',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: emailTemplateKinds }).notNull(),
    subjectAr: text('subject_ar').notNull(),
    subjectEn: text('subject_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.kind] })],
);
