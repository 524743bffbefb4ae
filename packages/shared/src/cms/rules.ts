import type { Language } from '../accounts/rules';

/**
 * The owner's site address `/s/<slug>` (requirements-next §14, A-27/A-29): 3 to 40 lowercase
 * letters, digits and dashes, starting and ending with a letter or digit (a dash at either
 * end reads as a typing slip in a link).
 */
export const SITE_SLUG_MIN_LENGTH = 3;
export const SITE_SLUG_MAX_LENGTH = 40;
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * Site slugs that would shadow our own paths or read as Nuzul's pages: a site at /s/admin
 * or /s/nuzul would pass for the platform's own.
 */
export const reservedSiteSlugs: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'www',
  'login',
  'logout',
  'signup',
  's',
  'g',
  'wl',
  'ical',
  'static',
  'assets',
  'media',
  'help',
  'support',
  'nuzul',
  'dashboard',
  'cms',
  'settings',
  'billing',
  'mail',
  'dev',
]);

/** A page, post or category slug (under the site's address): 1 to 80 of the same characters. */
export const CONTENT_SLUG_MAX_LENGTH = 80;

/** Page slugs that the site's own paths use (`/s/<site>/blog`, a property, the widget). */
export const reservedPageSlugs: ReadonlySet<string> = new Set([
  'blog',
  'p',
  'properties',
  'property',
  'book',
  'widget',
  'embed',
  'search',
  'media',
  'assets',
  'ar',
  'en',
]);

export const isSiteSlugFormat = (slug: string): boolean =>
  slug.length >= SITE_SLUG_MIN_LENGTH &&
  slug.length <= SITE_SLUG_MAX_LENGTH &&
  SLUG_PATTERN.test(slug);

export const BRAND_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;
export const DISPLAY_NAME_MAX_LENGTH = 80;
export const TITLE_MAX_LENGTH = 200;
export const EXCERPT_MAX_LENGTH = 500;
export const CATEGORY_NAME_MAX_LENGTH = 80;
/** A rich-text body as the editor sends it (HTML), before sanitising: 200 000 characters. */
export const BODY_MAX_LENGTH = 200_000;
export const BLOG_POSTS_PAGE_SIZE = 20;

export const contentStatuses = ['draft', 'published'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

// Menus: header and footer, one level of nesting, at most 30 items in all.
export const menuLocations = ['header', 'footer'] as const;
export type MenuLocation = (typeof menuLocations)[number];
export const menuTargetTypes = ['page', 'property', 'blog', 'url'] as const;
export type MenuTargetType = (typeof menuTargetTypes)[number];
export const MENU_MAX_ITEMS = 30;
export const MENU_LABEL_MAX_LENGTH = 60;
export const MENU_URL_MAX_LENGTH = 2000;

/** Only http and https: a `javascript:` or `data:` link in a menu would run on the site. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

// E-mail templates of the owner's guest e-mails (account e-mails stay in code, A-29).
export const emailTemplateKinds = [
  'booking_confirmation',
  'request_received',
  'request_declined',
  'cancellation',
  'arrival_instructions',
  'owner_message',
] as const;
export type EmailTemplateKind = (typeof emailTemplateKinds)[number];

/** Every placeholder a template may name, as written between `{{` and `}}`. */
export const emailPlaceholders = [
  'guest.firstName',
  'guest.lastName',
  'property.name',
  'booking.arrival',
  'booking.departure',
  'booking.nights',
  'booking.total',
  'arrival.howToArrive',
  'owner.name',
  'message.body',
] as const;
export type EmailPlaceholder = (typeof emailPlaceholders)[number];

const common: EmailPlaceholder[] = [
  'guest.firstName',
  'guest.lastName',
  'property.name',
  'booking.arrival',
  'booking.departure',
  'booking.nights',
  'owner.name',
];

/**
 * What each kind may name: the values its sender has. The total belongs to the stay that
 * was requested, confirmed or cancelled; arrival instructions and the owner's message add
 * their own text.
 */
export const placeholdersByKind: Record<EmailTemplateKind, readonly EmailPlaceholder[]> = {
  booking_confirmation: [...common, 'booking.total'],
  request_received: [...common, 'booking.total'],
  request_declined: common,
  cancellation: [...common, 'booking.total'],
  arrival_instructions: [...common, 'arrival.howToArrive'],
  owner_message: [...common, 'message.body'],
};

export const EMAIL_SUBJECT_MAX_LENGTH = 200;
export const EMAIL_BODY_MAX_LENGTH = 20_000;

export type Bilingual = Record<Language, string>;
