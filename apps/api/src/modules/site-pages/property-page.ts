import { formatPercent } from '@nuzul/shared/money';
import type { PublicAvailability, PublicProperty, PublicQuote } from '@nuzul/shared/site';
import { html, type SafeHtml } from './html';
import type { StaySearch } from './home-page';
import {
  availabilityCalendar,
  photoGallery,
  quoteSection,
  requestForm,
  type CaptchaWidget,
} from './property-parts';
import { directionOf, pick, siteLayout, type SiteView } from './site-layout';
import { siteStyles } from './site-styles';
import { siteNumber, siteTexts } from './site-pages.texts';

export interface PropertyPageData {
  property: PublicProperty;
  availability: PublicAvailability;
  search: StaySearch;
  quote: PublicQuote | 'invalid' | undefined;
  captcha: CaptchaWidget;
  /** The site's script tag (it loads ALTCHA's) and, with reCAPTCHA, Google's script. */
  scripts: SafeHtml;
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .filter((part) => part.trim() !== '')
    .map((part) => html`<p>${part}</p>`);

function description(view: SiteView, property: PublicProperty) {
  const t = siteTexts[view.language];
  // The owner's text in the visitor's language, else all of the other language's.
  const own = property.description[view.language];
  const hasOwn = Object.values(own).some((part) => part.trim() !== '');
  const language = hasOwn ? view.language : view.language === 'ar' ? 'en' : 'ar';
  const parts = property.description[language];
  const part = (title: string, text: string) =>
    text.trim()
      ? html`<h3>${title}</h3>
          ${paragraphs(text)}`
      : '';
  if (!Object.values(parts).some((text) => text.trim() !== '')) return '';
  return html`<section aria-labelledby="about-title">
    <h2 id="about-title">${t.about}</h2>
    <div lang="${language}" dir="${directionOf(language)}">
      ${parts.headline ? html`<p class="lead">${parts.headline}</p>` : ''}${paragraphs(parts.description)}
      ${part(t.space, parts.space)}${part(t.access, parts.access)}${part(t.neighborhood, parts.neighborhood)}${part(t.notes, parts.notes)}
    </div>
  </section>`;
}

function facts(view: SiteView, property: PublicProperty) {
  const t = siteTexts[view.language];
  const name = (text: { ar: string; en: string }) => pick(text, view.language).text;
  const location = property.location;
  const map =
    location.latitude !== null && location.longitude !== null
      ? `https://www.openstreetmap.org/?mlat=${location.latitude}&mlon=${location.longitude}#map=16/${location.latitude}/${location.longitude}`
      : undefined;
  return html`${
      property.amenities.length > 0
        ? html`<section aria-labelledby="amenities-title">
            <h2 id="amenities-title">${t.amenities}</h2>
            <ul class="chips">
              ${property.amenities.map((amenity) => html`<li><span>${name(amenity.name)}</span></li>`)}
            </ul>
          </section>`
        : ''
    }
    <section aria-labelledby="rooms-title">
      <h2 id="rooms-title">${t.rooms}</h2>
      <ul>
        ${property.bedrooms !== null ? html`<li>${t.bedrooms}: ${siteNumber(property.bedrooms, view.language)}</li>` : ''}
        ${property.bathrooms !== null ? html`<li>${t.bathrooms}: ${siteNumber(property.bathrooms, view.language)}</li>` : ''}
        ${property.rooms.map((room) => html`<li>${name(room.composition)}${room.amenities.length > 0 ? html` — ${room.amenities.map((amenity) => name(amenity.name)).join('، ')}` : ''}</li>`)}
      </ul>
    </section>
    <section aria-labelledby="location-title">
      <h2 id="location-title">${t.location}</h2>
      <p>${name(location.city)}</p>
      ${map ? html`<p><a href="${map}" rel="noopener">${t.openMap}</a></p>` : ''}
    </section>`;
}

function rules(view: SiteView, property: PublicProperty) {
  const t = siteTexts[view.language];
  const houseRules = pick(property.houseRules, view.language);
  const terms =
    property.terms.find((entry) => entry.language === view.language) ?? property.terms[0];
  return html`<section aria-labelledby="rules-title">
      <h2 id="rules-title">${t.houseRules}</h2>
      ${property.checkInOut ? html`<p>${t.checkIn(property.checkInOut.checkInFrom, property.checkInOut.checkInTo)}. ${t.checkOut(property.checkInOut.checkOutTime)}.</p>` : ''}
      ${houseRules.text ? html`<div lang="${houseRules.language}" dir="${directionOf(houseRules.language)}">${paragraphs(houseRules.text)}</div>` : ''}
    </section>
    <section aria-labelledby="cancel-title">
      <h2 id="cancel-title">${t.cancellation}</h2>
      ${
        property.cancellationPolicies.length > 0
          ? html`<ul>
              ${property.cancellationPolicies.map((policy) => html`<li>${t.cancellationRow(policy.fromDays, policy.toDays, formatPercent(policy.penaltyPercent, view.language))}</li>`)}
            </ul>`
          : html`<p>${t.noCancellation}</p>`
      }
    </section>
    ${
      terms
        ? html`<section aria-labelledby="terms-title">
            <h2 id="terms-title">${t.terms}</h2>
            <p>
              <a href="${/^https?:\/\//.test(terms.url) ? terms.url : '#'}" rel="noopener"
                >${t.terms}</a
              >
            </p>
          </section>`
        : ''
    }`;
}

/** A published property's page at /s/<site>/properties/<id>. */
export function propertyPage(view: SiteView, data: PropertyPageData): string {
  const { property } = data;
  const path = `/s/${view.slug}/properties/${property.id}`;
  const city = pick(property.city, view.language).text;
  const headline = property.description[view.language].headline;
  return siteLayout(
    view,
    {
      title: property.name,
      description: [headline, city].filter(Boolean).join(' · '),
      path,
      image: property.cover?.large,
      scripts: data.scripts,
    },
    html`<article>
      <h1>${property.name}</h1>
      <p class="muted">${city}</p>
      ${photoGallery(view, property)} ${description(view, property)} ${facts(view, property)}
      ${availabilityCalendar(view, data.availability)}
      ${quoteSection(view, path, data.search, data.quote)}
      ${requestForm(view, property, data.search, data.captcha)} ${rules(view, property)}
    </article>`,
  );
}

/**
 * The embeddable widget at /s/<site>/widget/<id>: the availability and the request form,
 * without the site's header and footer, for the owner's own website to frame.
 */
export function widgetPage(view: SiteView, data: PropertyPageData): string {
  const { language } = view;
  const { property } = data;
  const brand = /^#[0-9a-f]{6}$/i.test(view.site.brandColor) ? view.site.brandColor : '#3f72af';
  return html`<!doctype html>
    <html lang="${language}" dir="${directionOf(language)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${property.name}</title>
        <style>
          :root {
            --brand: ${brand};
          }
          ${siteStyles}main {
            padding: 1rem;
          }
        </style>
        ${data.scripts}
      </head>
      <body>
        <main class="widget">
          <h1>${property.name}</h1>
          ${availabilityCalendar(view, data.availability)}
          ${requestForm(view, property, data.search, data.captcha)}
        </main>
      </body>
    </html> `.value;
}
