import { z } from 'zod';
import { emailField } from '../accounts/schemas';
import { bookingPhoneField } from '../bookings/schemas';
import { isoDate } from '../dates/schemas';
import { dbId, dbIdParam, fieldError, safeText } from '../validation/fields';
import { messageKey } from '../validation/messages';
import {
  BODY_MAX_LENGTH,
  BRAND_COLOR_PATTERN,
  CATEGORY_NAME_MAX_LENGTH,
  CONTENT_SLUG_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  EXCERPT_MAX_LENGTH,
  MENU_LABEL_MAX_LENGTH,
  MENU_MAX_ITEMS,
  MENU_URL_MAX_LENGTH,
  SLUG_PATTERN,
  TITLE_MAX_LENGTH,
  contentStatuses,
  emailTemplateKinds,
  isSiteSlugFormat,
  isWebUrl,
  menuLocations,
  reservedPageSlugs,
  reservedSiteSlugs,
} from './rules';

const required = fieldError();

const optionalEmail = z
  .union([z.null(), safeText()])
  .optional()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : null))
  .pipe(emailField.nullable());

const optionalPhone = z
  .union([z.null(), safeText()])
  .optional()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : null))
  .pipe(bookingPhoneField.nullable());

/**
 * The site's address: lowercase as typed (an uppercase letter is refused, not lowered, so the
 * owner sees the address they will share), 3 to 40 characters, no reserved word.
 */
export const siteSlugField = safeText()
  .trim()
  .min(1, messageKey('required'))
  .refine(isSiteSlugFormat, { message: messageKey('siteSlugFormat'), abort: true })
  .refine((slug) => !reservedSiteSlugs.has(slug), messageKey('slugReserved'));

/** A page, post or category address under the site's. */
export const contentSlugField = safeText()
  .trim()
  .min(1, messageKey('required'))
  .max(CONTENT_SLUG_MAX_LENGTH, messageKey('tooLong'))
  .regex(SLUG_PATTERN, messageKey('slugFormat'));

export const pageSlugField = contentSlugField.refine(
  (slug) => !reservedPageSlugs.has(slug),
  messageKey('slugReserved'),
);

const bilingualText = (max: number) =>
  z.object(
    {
      ar: safeText().trim().max(max, messageKey('tooLong')),
      en: safeText().trim().max(max, messageKey('tooLong')),
    },
    required,
  );

/** A title in both languages: either may be empty, not both (an owner may write in one). */
const bilingualTitle = (max: number) =>
  bilingualText(max).superRefine((value, ctx) => {
    if (value.ar === '' && value.en === '') {
      ctx.addIssue({ code: 'custom', path: ['ar'], message: messageKey('required') });
    }
  });

/** Rich text as the editor sends it (HTML); the API sanitises it before it is stored. */
const richText = z.object(
  {
    ar: safeText().max(BODY_MAX_LENGTH, messageKey('tooLong')),
    en: safeText().max(BODY_MAX_LENGTH, messageKey('tooLong')),
  },
  required,
);

export const siteSettingsInput = z.object(
  {
    slug: siteSlugField,
    displayName: bilingualTitle(DISPLAY_NAME_MAX_LENGTH),
    brandColor: safeText()
      .trim()
      .regex(BRAND_COLOR_PATTERN, messageKey('brandColor'))
      .transform((color) => color.toLowerCase()),
    contact: z.object(
      { phone: optionalPhone, email: optionalEmail, whatsapp: optionalPhone },
      required,
    ),
  },
  required,
);
export type SiteSettingsInput = z.input<typeof siteSettingsInput>;
export type SiteSettingsValues = z.output<typeof siteSettingsInput>;

const status = z.enum(contentStatuses, required);

export const pageInput = z.object(
  {
    slug: pageSlugField,
    title: bilingualTitle(TITLE_MAX_LENGTH),
    body: richText,
    status,
  },
  required,
);
export type PageInput = z.input<typeof pageInput>;
export type PageValues = z.output<typeof pageInput>;

export const blogCategoryInput = z.object(
  { slug: contentSlugField, name: bilingualTitle(CATEGORY_NAME_MAX_LENGTH) },
  required,
);
export type BlogCategoryInput = z.input<typeof blogCategoryInput>;
export type BlogCategoryValues = z.output<typeof blogCategoryInput>;

export const blogPostInput = z.object(
  {
    slug: contentSlugField,
    title: bilingualTitle(TITLE_MAX_LENGTH),
    excerpt: bilingualText(EXCERPT_MAX_LENGTH),
    body: richText,
    categoryId: z.union([z.null(), dbId]).optional().default(null),
    status,
    /** The day the post is dated; a published post without one is dated the day it is published. */
    publishDate: z.union([z.null(), isoDate]).optional().default(null),
  },
  required,
);
export type BlogPostInput = z.input<typeof blogPostInput>;
export type BlogPostValues = z.output<typeof blogPostInput>;

export const blogPostsQuery = z.object({
  page: z.coerce
    .number(required)
    .int(messageKey('invalidValue'))
    .min(1, messageKey('invalidValue'))
    .max(100_000, messageKey('tooLarge'))
    .default(1),
  status: z.enum(contentStatuses, required).optional(),
  categoryId: dbIdParam.optional(),
});
export type BlogPostsQuery = z.infer<typeof blogPostsQuery>;

// Menus.
const menuLabel = bilingualTitle(MENU_LABEL_MAX_LENGTH);

export const menuTargetInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('page'), pageId: dbId }),
    z.object({ type: z.literal('property'), propertyId: z.uuid(messageKey('invalidValue')) }),
    z.object({ type: z.literal('blog') }),
    z.object({
      type: z.literal('url'),
      url: safeText()
        .trim()
        .min(1, messageKey('required'))
        .max(MENU_URL_MAX_LENGTH, messageKey('tooLong'))
        .refine(isWebUrl, messageKey('invalidUrl')),
    }),
  ],
  required,
);
export type MenuTargetInput = z.infer<typeof menuTargetInput>;

const menuChildInput = z.object(
  {
    label: menuLabel,
    target: menuTargetInput,
    /** One level of nesting: a child's children are refused, even empty ones. */
    children: z.array(z.unknown()).max(0, messageKey('menuTooDeep')).optional(),
  },
  required,
);

const menuItemInput = z.object(
  {
    label: menuLabel,
    target: menuTargetInput,
    children: z.array(menuChildInput, required).optional().default([]),
  },
  required,
);

/** The whole menu, in order; it replaces the one stored. */
export const menuInput = z
  .object({ items: z.array(menuItemInput, required) }, required)
  .superRefine((menu, ctx) => {
    const count = menu.items.reduce((sum, item) => sum + 1 + item.children.length, 0);
    if (count > MENU_MAX_ITEMS) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: messageKey('menuTooManyItems') });
    }
  });
export type MenuInput = z.input<typeof menuInput>;
export type MenuValues = z.output<typeof menuInput>;

export const menuLocationParam = z.enum(menuLocations, required);

// E-mail templates.
export const emailTemplateKindParam = z.enum(emailTemplateKinds, required);

export const emailTemplateInput = z.object(
  {
    subject: z.object(
      {
        ar: safeText()
          .trim()
          .min(1, messageKey('required'))
          .max(EMAIL_SUBJECT_MAX_LENGTH, messageKey('tooLong')),
        en: safeText()
          .trim()
          .min(1, messageKey('required'))
          .max(EMAIL_SUBJECT_MAX_LENGTH, messageKey('tooLong')),
      },
      required,
    ),
    body: z.object(
      {
        ar: safeText()
          .trim()
          .min(1, messageKey('required'))
          .max(EMAIL_BODY_MAX_LENGTH, messageKey('tooLong')),
        en: safeText()
          .trim()
          .min(1, messageKey('required'))
          .max(EMAIL_BODY_MAX_LENGTH, messageKey('tooLong')),
      },
      required,
    ),
  },
  required,
);
export type EmailTemplateInput = z.input<typeof emailTemplateInput>;
export type EmailTemplateValues = z.output<typeof emailTemplateInput>;

const locale = z.enum(['ar', 'en'], required);

/** Preview: the saved template, or the one being edited when it is sent along. */
export const emailPreviewInput = z.object(
  { locale, template: emailTemplateInput.optional() },
  required,
);
export type EmailPreviewInput = z.input<typeof emailPreviewInput>;

export const emailTestInput = z.object({ locale }, required);
export type EmailTestInput = z.input<typeof emailTestInput>;
