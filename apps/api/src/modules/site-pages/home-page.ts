import type { PublicPropertyCard } from '@nuzul/shared/site';
import { formatMoney } from '@nuzul/shared/money';
import { html } from './html';
import { pick, siteHref, siteLayout, type SiteView } from './site-layout';
import { siteTexts } from './site-pages.texts';

/** The dates and guests of a search as typed; valid or not (an invalid one says so). */
export interface StaySearch {
  dateFrom?: string;
  dateTo?: string;
  guests?: string;
}

const searchQuery = (search: StaySearch) => ({
  dateFrom: search.dateFrom,
  dateTo: search.dateTo,
  guests: search.guests,
});

/**
 * The stay's fields of a GET form (dates, guests, and the language when English), shared by
 * the home's search and the property's quote: a quote needs its guests, a search may leave
 * them out.
 */
export function stayFields(view: SiteView, search: StaySearch, quote: boolean) {
  const t = siteTexts[view.language];
  return html`${view.language === 'en' ? html`<input type="hidden" name="lang" value="en" />` : ''}
    <label
      >${t.arrival}<input type="date" name="dateFrom" value="${search.dateFrom ?? ''}" required
    /></label>
    <label
      >${t.departure}<input type="date" name="dateTo" value="${search.dateTo ?? ''}" required
    /></label>
    <label
      >${t.guests}<input
        type="number"
        name="guests"
        min="1"
        max="99"
        inputmode="numeric"
        value="${search.guests ?? (quote ? '1' : '')}"
        ${quote ? html`required` : ''}
    /></label>`;
}

/** The search by dates and guests: a plain GET form, it works without a script. */
export function searchForm(view: SiteView, action: string, search: StaySearch) {
  return html`<form class="search" method="get" action="${action}" role="search">
    ${stayFields(view, search, false)}
    <button type="submit">${siteTexts[view.language].search}</button>
  </form>`;
}

function card(view: SiteView, property: PublicPropertyCard, search: StaySearch) {
  const t = siteTexts[view.language];
  const href = siteHref(
    `/s/${view.slug}/properties/${property.id}`,
    view.language,
    searchQuery(search),
  );
  const city = pick(property.city, view.language);
  return html`<li class="card">
    ${property.cover ? html`<img src="${property.cover.medium}" alt="" loading="lazy" width="640" height="480" />` : ''}
    <div class="body">
      <h2><a href="${href}">${property.name}</a></h2>
      <p class="muted" lang="${city.language}">${city.text}</p>
      ${property.fromPrice !== null ? html`<p class="price">${t.fromPrice(formatMoney(property.fromPrice, view.language))}</p>` : ''}
      ${property.maxGuests ? html`<p class="muted">${t.upToGuests(property.maxGuests)}</p>` : ''}
    </div>
  </li>`;
}

/** The site's home: the owner's published properties, or those free for a searched stay. */
export function homePage(
  view: SiteView,
  properties: PublicPropertyCard[],
  search: StaySearch & { invalid: boolean; applied: boolean },
): string {
  const t = siteTexts[view.language];
  const path = `/s/${view.slug}`;
  const name = pick(view.site.displayName, view.language).text;
  const empty = search.applied ? t.noneFree : t.noProperties;
  const kept = search.invalid ? {} : search;
  return siteLayout(
    view,
    {
      title: name,
      description: [t.properties, ...properties.slice(0, 5).map((property) => property.name)].join(
        ' · ',
      ),
      path,
      query: search.applied ? searchQuery(search) : undefined,
      image: properties.find((property) => property.cover)?.cover?.large,
    },
    html`<h1>${name}</h1>
      ${searchForm(view, path, search)}
      ${search.invalid ? html`<p role="alert">${t.searchInvalid}</p>` : ''}
      <h2>${t.properties}</h2>
      ${
        properties.length === 0
          ? html`<p>${empty}</p>`
          : html`<ul class="cards">
              ${properties.map((property) => card(view, property, kept))}
            </ul>`
      }`,
  );
}
