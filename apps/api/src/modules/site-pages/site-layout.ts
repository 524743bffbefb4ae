import type { Language } from '@nuzul/shared/accounts';
import {
  BRAND_COLOR_PATTERN,
  isWebUrl,
  type Bilingual,
  type Menu,
  type MenuItem,
  type SiteSettings,
} from '@nuzul/shared/cms';
import { readableBrand } from './brand-colour';
import { html, type SafeHtml } from './html';
import { siteStyles } from './site-styles';
import { siteTexts } from './site-pages.texts';

/** What every page of one site knows: the site, the visitor's language and its menus. */
export interface SiteView {
  slug: string;
  ownerId: string;
  site: SiteSettings;
  language: Language;
  /** The menus as a visitor may follow them: only published pages and properties. */
  header: Menu;
  footer: Menu;
  /** Published pages' slugs by id, for the menus' page items. */
  pageSlugs: Map<number, string>;
  /** The app's public origin, for canonical and Open Graph addresses. */
  origin: string;
}

export const otherLanguage = (language: Language): Language => (language === 'ar' ? 'en' : 'ar');
export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

/** The text in the visitor's language, else in the other one (an owner may write in one). */
export function pick(text: Bilingual, language: Language): { text: string; language: Language } {
  if (text[language].trim() !== '') return { text: text[language], language };
  return { text: text[otherLanguage(language)], language: otherLanguage(language) };
}

/**
 * A site address in a language: Arabic, the default, has no `lang`; English adds `lang=en`.
 * Other query values (a category, dates) are kept in the order given.
 */
export function siteHref(
  path: string,
  language: Language,
  query: Record<string, string | number | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (language === 'en') params.set('lang', 'en');
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The text of sanitised HTML, for a meta description: tags dropped, entities read. */
export function textOf(body: string, max = 160): string {
  const text = body
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => {
      const map: Record<string, string> = {
        amp: '&',
        lt: '<',
        gt: '>',
        quot: '"',
        '#39': "'",
        nbsp: ' ',
      };
      return map[name]!;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function targetHref(view: SiteView, item: Pick<MenuItem, 'target'>): string | undefined {
  const base = `/s/${view.slug}`;
  const { target } = item;
  switch (target.type) {
    case 'page': {
      const slug = view.pageSlugs.get(target.pageId);
      return slug === undefined ? undefined : siteHref(`${base}/${slug}`, view.language);
    }
    case 'property':
      // The site reader leaves out properties that are not published.
      return siteHref(`${base}/properties/${target.propertyId}`, view.language);
    case 'blog':
      return siteHref(`${base}/blog`, view.language);
    case 'url':
      // Checked on save too: only http(s) ever becomes a link.
      return isWebUrl(target.url) ? target.url : undefined;
    default: {
      const unknown: never = target;
      throw new Error(`menu target ${JSON.stringify(unknown)}`);
    }
  }
}

function menuLink(view: SiteView, item: MenuItem | MenuItem['children'][number], path: string) {
  const href = targetHref(view, item);
  const label = pick(item.label, view.language);
  const lang = label.language === view.language ? undefined : label.language;
  if (href === undefined) return undefined;
  const external = item.target.type === 'url';
  const current = !external && href.split('?')[0] === path;
  return html`<a
    href="${href}"
    ${lang ? html` lang="${lang}"` : ''}${current ? html` aria-current="page"` : ''}${external ? html` rel="noopener"` : ''}
    >${label.text}</a
  >`;
}

/** One level of nesting: a parent whose own target is gone still shows its children. */
function menuList(view: SiteView, menu: Menu, path: string, label: string, className: string) {
  const items = menu.items.flatMap((item) => {
    const children = item.children.flatMap((child) => {
      const link = menuLink(view, child, path);
      return link ? [html`<li>${link}</li>`] : [];
    });
    const link = menuLink(view, item, path);
    if (!link && children.length === 0) return [];
    const own = link ?? html`<span>${pick(item.label, view.language).text}</span>`;
    return [
      html`<li>
        ${own}${
          children.length > 0
            ? html`<ul>
                ${children}
              </ul>`
            : ''
        }
      </li>`,
    ];
  });
  if (items.length === 0) return '';
  return html`<nav class="${className}" aria-label="${label}">
    <ul>
      ${items}
    </ul>
  </nav>`;
}

function contacts(view: SiteView) {
  const t = siteTexts[view.language];
  const { phone, email, whatsapp } = view.site.contact;
  const rows = [
    phone && html`<li>${t.phone}: <a href="tel:${phone}" dir="ltr">${phone}</a></li>`,
    email && html`<li>${t.email}: <a href="mailto:${email}" dir="ltr">${email}</a></li>`,
    whatsapp &&
      html`<li>
        ${t.whatsapp}:
        <a href="https://wa.me/${whatsappNumber(whatsapp)}" rel="noopener" dir="ltr">${whatsapp}</a>
      </li>`,
  ].filter((row) => row);
  if (rows.length === 0) return '';
  return html`<section aria-labelledby="contact-title">
    <h2 id="contact-title">${t.contact}</h2>
    <ul class="contacts">
      ${rows}
    </ul>
  </section>`;
}

/** wa.me takes the international number's digits: a Saudi 05… number is 9665…. */
function whatsappNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.startsWith('0') ? `966${digits.slice(1)}` : digits;
}

export interface PageMeta {
  title: string;
  description: string;
  /** The page's path under the site, without the language. */
  path: string;
  /** Query values that make this page (a category, a page number), kept by the switch. */
  query?: Record<string, string | number | undefined>;
  /** An image for link previews (a photo, a cover); the logo otherwise. */
  image?: string;
  /** Script tags of this module (same origin, no inline script). */
  scripts?: SafeHtml;
}

/** The owner's site around a page: header with logo and menu, footer with menu and contacts. */
export function siteLayout(view: SiteView, meta: PageMeta, main: SafeHtml): string {
  const { language, site } = view;
  const t = siteTexts[language];
  const name = pick(site.displayName, language).text;
  const title = meta.title && meta.title !== name ? `${meta.title} | ${name}` : name;
  const absolute = (href: string) => `${view.origin}${href}`;
  const here = (lang: Language) => siteHref(meta.path, lang, meta.query);
  const image = meta.image ?? site.logo?.medium;
  const other = otherLanguage(language);
  const brand = readableBrand(
    BRAND_COLOR_PATTERN.test(site.brandColor) ? site.brandColor : '#3f72af',
  );
  const home = siteHref(`/s/${view.slug}`, language);
  return html`<!doctype html>
    <html lang="${language}" dir="${directionOf(language)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <meta name="description" content="${meta.description}" />
        <link rel="canonical" href="${absolute(here(language))}" />
        <link rel="alternate" hreflang="ar" href="${absolute(here('ar'))}" />
        <link rel="alternate" hreflang="en" href="${absolute(here('en'))}" />
        <link rel="alternate" hreflang="x-default" href="${absolute(here('ar'))}" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="${name}" />
        <meta property="og:title" content="${meta.title || name}" />
        <meta property="og:description" content="${meta.description}" />
        <meta property="og:url" content="${absolute(here(language))}" />
        <meta property="og:locale" content="${language === 'ar' ? 'ar_SA' : 'en_US'}" />
        <meta property="og:locale:alternate" content="${other === 'ar' ? 'ar_SA' : 'en_US'}" />
        ${image ? html`<meta property="og:image" content="${absolute(image)}" />` : ''}
        <meta name="theme-color" content="${brand}" />
        ${site.logo ? html`<link rel="icon" href="${site.logo.small}" />` : html`<link rel="icon" href="data:," />`}
        <style>
          :root{--brand:${brand}}${siteStyles}
        </style>
        ${meta.scripts ?? ''}
      </head>
      <body>
        <a class="skip" href="#main">${t.skip}</a>
        <header class="site-header">
          <div class="bar">
            <a class="brand" href="${home}"
              >${site.logo ? html`<img src="${site.logo.small}" alt="" height="40" />` : ''}<span
                >${name}</span
              ></a
            >
            <a
              class="lang"
              href="${here(other)}"
              hreflang="${other}"
              lang="${other}"
              aria-label="${t.switchLabel}"
              >${t.switchTo}</a
            >
          </div>
          ${menuList(view, view.header, meta.path, t.mainMenu, 'menu')}
        </header>
        <main id="main">${main}</main>
        <footer class="site-footer">
          ${menuList(view, view.footer, meta.path, t.footerMenu, 'footer-menu')} ${contacts(view)}
          <p class="copy">© ${name}</p>
        </footer>
      </body>
    </html> `.value;
}

/**
 * The page for an unknown site or a failure: the catalogue's message in the visitor's
 * language, without anyone's brand and without details.
 */
export function failurePage(language: Language): string {
  const t = siteTexts[language];
  return html`<!doctype html>
    <html lang="${language}" dir="${directionOf(language)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="data:," />
        <title>${t.failed}</title>
        <style>
          :root{--brand:#3f72af}${siteStyles}
        </style>
      </head>
      <body>
        <main id="main" class="failure">
          <h1 role="alert">${t.failed}</h1>
          <p>
            <a href="?lang=${otherLanguage(language)}" lang="${otherLanguage(language)}"
              >${t.switchTo}</a
            >
          </p>
        </main>
      </body>
    </html> `.value;
}
