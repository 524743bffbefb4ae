import { z } from 'zod';
import { contentStatuses, emailPlaceholders, emailTemplateKinds, menuLocations } from './rules';

const bilingual = z.object({ ar: z.string(), en: z.string() });
const timestamp = z.string().describe('ISO 8601 date-time');

export const siteSettings = z.object({
  slug: z.string(),
  displayName: bilingual,
  brandColor: z.string(),
  contact: z.object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    whatsapp: z.string().nullable(),
  }),
  /** The logo's WebP variants by height (64 and 160 px), shown whole; null without one. */
  logo: z.object({ small: z.string(), medium: z.string() }).nullable(),
  updatedAt: timestamp,
});
export type SiteSettings = z.infer<typeof siteSettings>;
/** Null until the owner saves the site's settings for the first time. */
export const siteSettingsResponse = z.object({ data: siteSettings.nullable() });

export const page = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: bilingual,
  body: bilingual.describe('Sanitised HTML'),
  status: z.enum(contentStatuses),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Page = z.infer<typeof page>;
export const pageResponse = z.object({ data: page });
/** The list leaves the bodies out. */
export const pageSummary = page.omit({ body: true });
export type PageSummary = z.infer<typeof pageSummary>;
export const pagesResponse = z.object({ data: z.array(pageSummary) });

export const blogCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: bilingual,
  postCount: z.number().int(),
});
export type BlogCategory = z.infer<typeof blogCategory>;
export const blogCategoryResponse = z.object({ data: blogCategory });
export const blogCategoriesResponse = z.object({ data: z.array(blogCategory) });

export const blogPost = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: bilingual,
  excerpt: bilingual,
  body: bilingual.describe('Sanitised HTML'),
  categoryId: z.number().int().nullable(),
  /** The cover image's WebP variants (photo sizes); null without one. */
  cover: z.object({ thumb: z.string(), medium: z.string(), large: z.string() }).nullable(),
  status: z.enum(contentStatuses),
  publishDate: z.string().nullable().describe('YYYY-MM-DD'),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type BlogPost = z.infer<typeof blogPost>;
export const blogPostResponse = z.object({ data: blogPost });
export const blogPostSummary = blogPost.omit({ body: true });
export type BlogPostSummary = z.infer<typeof blogPostSummary>;
export const blogPostsResponse = z.object({
  data: z.array(blogPostSummary),
  meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});

export const menuTarget = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page'), pageId: z.number().int() }),
  z.object({ type: z.literal('property'), propertyId: z.string() }),
  z.object({ type: z.literal('blog') }),
  z.object({ type: z.literal('url'), url: z.string() }),
]);
export type MenuTarget = z.infer<typeof menuTarget>;
export const menuChild = z.object({ id: z.number().int(), label: bilingual, target: menuTarget });
export const menuItem = menuChild.extend({ children: z.array(menuChild) });
export type MenuItem = z.infer<typeof menuItem>;
export const menu = z.object({ location: z.enum(menuLocations), items: z.array(menuItem) });
export type Menu = z.infer<typeof menu>;
export const menuResponse = z.object({ data: menu });

export const emailTemplate = z.object({
  kind: z.enum(emailTemplateKinds),
  subject: bilingual,
  body: bilingual.describe('Sanitised HTML with {{placeholders}}'),
  /** True while the owner has not edited it: the text shipped with Nuzul. */
  isDefault: z.boolean(),
  placeholders: z.array(z.enum(emailPlaceholders)),
  updatedAt: timestamp.nullable(),
});
export type EmailTemplate = z.infer<typeof emailTemplate>;
export const emailTemplateResponse = z.object({ data: emailTemplate });
export const emailTemplatesResponse = z.object({ data: z.array(emailTemplate) });

export const renderedEmail = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type RenderedEmail = z.infer<typeof renderedEmail>;
export const emailPreviewResponse = z.object({ data: renderedEmail });
export const emailTestResponse = z.object({ data: z.object({ email: z.string() }) });
