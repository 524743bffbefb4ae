import type { AuthOptions, Language } from '@nuzul/shared/accounts';
import { addDays, dayOfWeek, intlLocale, type IsoDate } from '@nuzul/shared/dates';
import { formatMoney } from '@nuzul/shared/money';
import type { PublicAvailability, PublicProperty, PublicQuote } from '@nuzul/shared/site';
import { html } from './html';
import { stayFields, type StaySearch } from './home-page';
import type { SiteView } from './site-layout';
import { siteTexts } from './site-pages.texts';

const monthFormat = new Map<Language, Intl.DateTimeFormat>();
const weekdayFormat = new Map<Language, Intl.DateTimeFormat>();
const dayFormat = new Map<Language, Intl.DateTimeFormat>();
const fullDateFormat = new Map<Language, Intl.DateTimeFormat>();
function formatter(cache: Map<Language, Intl.DateTimeFormat>, language: Language, options: object) {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-gregory`, {
      ...options,
      timeZone: 'UTC',
    });
    cache.set(language, format);
  }
  return format;
}

/**
 * The photos without making a phone scroll through all of them: the main one large, the
 * others as a strip of thumbnails (a column beside it on a wide screen) that load only when
 * scrolled to. Each opens the full-size photo; width and height keep the place of an image
 * that has not loaded yet.
 */
export function photoGallery(view: SiteView, property: Pick<PublicProperty, 'name' | 'photos'>) {
  const t = siteTexts[view.language];
  const [main, ...others] = property.photos;
  if (!main) return '';
  const count = property.photos.length;
  const alt = (description: string, index: number) =>
    description.trim() || `${property.name} — ${t.photoOf(index + 1, count)}`;
  return html`<section aria-label="${t.photos}" class="gallery">
    <a class="main" href="${main.urls.large}"
      ><img src="${main.urls.medium}" alt="${alt(main.description, 0)}" width="1024" height="768"
    /></a>
    ${
      others.length > 0
        ? html`<ul class="thumbs" tabindex="0" aria-label="${t.morePhotos}">
            ${others.map(
              (photo, index) =>
                html`<li>
                  <a href="${photo.urls.large}"
                    ><img
                      src="${photo.urls.thumb}"
                      alt="${alt(photo.description, index + 1)}"
                      width="400"
                      height="300"
                      loading="lazy"
                      decoding="async"
                  /></a>
                </li>`,
            )}
          </ul>`
        : ''
    }
  </section>`;
}

type DatePart = Intl.DateTimeFormatPartTypes;

interface CalendarWords {
  /** The weekday headings, Sunday first. */
  week: string[];
  /** 1–31 in the language's digits. */
  dayNumbers: string[];
  /** The full date's weekday names (Sunday first) and month names (January first). */
  weekdays: string[];
  months: string[];
  /** The full date's pattern: its parts' types, literals as they are ("، " in Arabic). */
  pattern: { type: DatePart; value: string }[];
  /** Years as written, as they come (a calendar shows one or two). */
  years: Map<number, string>;
  fullDate: Intl.DateTimeFormat;
}

const calendarWordsOf = new Map<Language, CalendarWords>();

/**
 * The calendar's words in the language's digits, as the prices and the month's title
 * (Arabic-Indic in Arabic): weekday headings, day numbers 1–31, and the names and pattern
 * of a full date. They are the same for every month, so they are formatted once per
 * language rather than for each day of each page (a page has a year of days).
 */
function calendarWords(language: Language): CalendarWords {
  let words = calendarWordsOf.get(language);
  if (!words) {
    const weekday = formatter(weekdayFormat, language, { weekday: 'short' });
    const dayNumber = formatter(dayFormat, language, { day: 'numeric' });
    const fullDate = formatter(fullDateFormat, language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const dayOf = (date: IsoDate) => new Date(`${date}T00:00:00Z`);
    const part = (date: IsoDate, type: DatePart) =>
      fullDate.formatToParts(dayOf(date)).find((entry) => entry.type === type)?.value ?? '';
    // 2026-11-01 is a Sunday.
    const sunday = (i: number) => addDays('2026-11-01', i);
    words = {
      week: Array.from({ length: 7 }, (_, i) => weekday.format(dayOf(sunday(i)))),
      dayNumbers: Array.from({ length: 31 }, (_, i) =>
        dayNumber.format(dayOf(addDays('2026-01-01', i))),
      ),
      weekdays: Array.from({ length: 7 }, (_, i) => part(sunday(i), 'weekday')),
      months: Array.from({ length: 12 }, (_, i) =>
        part(`2026-${String(i + 1).padStart(2, '0')}-15` as IsoDate, 'month'),
      ),
      pattern: fullDate
        .formatToParts(dayOf('2026-11-01'))
        .map(({ type, value }) => ({ type, value })),
      years: new Map(),
      fullDate,
    };
    calendarWordsOf.set(language, words);
  }
  return words;
}

/**
 * The full dates of one month ("Sunday, December 6, 2026", "الأحد، ٦ ديسمبر ٢٠٢٦"), put
 * together from the cached words: a cell's label costs no formatting.
 */
function monthDates(words: CalendarWords, first: IsoDate) {
  const year = Number(first.slice(0, 4));
  let yearText = words.years.get(year);
  if (yearText === undefined) {
    yearText =
      words.fullDate
        .formatToParts(new Date(`${first}T00:00:00Z`))
        .find((entry) => entry.type === 'year')?.value ?? String(year);
    words.years.set(year, yearText);
  }
  const month = words.months[Number(first.slice(5, 7)) - 1]!;
  const fixed: Partial<Record<DatePart, string>> = { month, year: yearText };
  const { pattern, weekdays, dayNumbers } = words;
  return (weekday: number, day: number) => {
    let text = '';
    for (const part of pattern) {
      text +=
        part.type === 'weekday'
          ? weekdays[weekday]
          : part.type === 'day'
            ? dayNumbers[day - 1]
            : part.type === 'literal'
              ? part.value
              : (fixed[part.type] ?? part.value);
    }
    return text;
  };
}

/** The nights of the coming months, month by month, weeks from Sunday as in Saudi Arabia. */
export function availabilityCalendar(view: SiteView, availability: PublicAvailability) {
  const t = siteTexts[view.language];
  const months = new Map<string, PublicAvailability['days']>();
  for (const day of availability.days) {
    const key = day.date.slice(0, 7);
    const days = months.get(key);
    if (days) days.push(day);
    else months.set(key, [day]);
  }
  const words = calendarWords(view.language);
  const { week, dayNumbers } = words;
  const month = formatter(monthFormat, view.language, { month: 'long', year: 'numeric' });
  const tables = [...months.values()].map((days) => {
    const first = days[0]!.date;
    const firstWeekday = dayOfWeek(first);
    const firstDay = Number(first.slice(8));
    const dateOf = monthDates(words, first);
    // A month's days follow each other from its first (the cells below count on it too).
    const cells = [
      ...Array.from({ length: firstWeekday }, () => html`<td></td>`),
      ...days.map((day) => {
        const number = Number(day.date.slice(8));
        const date = dateOf((firstWeekday + number - firstDay) % 7, number);
        return html`<td class="${day.available ? 'free' : 'taken'}">
          <span aria-hidden="true">${dayNumbers[number - 1]}</span
          ><span class="sr">${date}: ${day.available ? t.free : t.taken}</span>
        </td>`;
      }),
    ];
    const rows = [];
    for (let i = 0; i < cells.length; i += 7)
      rows.push(
        html`<tr>
          ${cells.slice(i, i + 7)}
        </tr>`,
      );
    return html`<table class="month">
      <caption>
        ${month.format(new Date(`${first}T00:00:00Z`))}
      </caption>
      <thead>
        <tr>
          ${week.map((name) => html`<th scope="col">${name}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>`;
  });
  return html`<section aria-labelledby="calendar-title">
    <h2 id="calendar-title">${t.calendar}</h2>
    <p class="legend"><span class="free">${t.free}</span> <span class="taken">${t.taken}</span></p>
    <div class="months">${tables}</div>
  </section>`;
}

/** Why a stay cannot be requested, as the quote says: taken dates first. */
function quoteProblems(view: SiteView, quote: PublicQuote): string[] {
  const t = siteTexts[view.language];
  if (!quote.available) return [t.notAvailable];
  const { rules } = quote;
  const reasons = [
    !rules.withinWindow && t.outsideWindow,
    !rules.minStayMet && t.minStay(rules.minStay),
    !rules.maxStayMet && t.maxStay(rules.maxStay),
    !rules.guestsAllowed && t.tooManyGuests,
    !rules.preparationMet && t.tooSoon,
    quote.unpricedNights.length > 0 && t.unpriced,
  ].filter((text): text is string => typeof text === 'string');
  return reasons.length === 0 && !quote.bookable ? [t.notBookable] : reasons;
}

/** The quote form (a plain GET back to the page) and, for a stay asked for, its price. */
export function quoteSection(
  view: SiteView,
  action: string,
  search: StaySearch,
  quote: PublicQuote | 'invalid' | undefined,
) {
  const t = siteTexts[view.language];
  const money = (amount: number) => formatMoney(amount, view.language);
  const row = (label: string, amount: number) =>
    amount === 0
      ? ''
      : html`<tr>
          <th scope="row">${label}</th>
          <td>${money(amount)}</td>
        </tr>`;
  let result = html``;
  if (quote === 'invalid') result = html`<p role="alert">${t.quoteInvalid}</p>`;
  else if (quote) {
    const problems = quoteProblems(view, quote);
    result = html`<div role="status" class="quote">
      ${
        problems.length > 0
          ? html`<ul class="problem">
              ${problems.map((text) => html`<li>${text}</li>`)}
            </ul>`
          : ''
      }
      <table>
        <tbody>
          ${row(`${t.rent} (${t.nights(quote.nights)})`, quote.rent)}
          ${row(t.extraGuests, quote.extraGuests)} ${row(t.fees, quote.fees)}
          ${row(t.taxes, quote.taxes)}
          <tr class="total">
            <th scope="row">${t.total}</th>
            <td>${money(quote.total)}</td>
          </tr>
          ${row(t.dueAtBooking, quote.due.atBooking)} ${row(t.deposit, quote.securityDeposit)}
        </tbody>
      </table>
    </div>`;
  }
  return html`<section aria-labelledby="quote-title">
    <h2 id="quote-title">${t.quote}</h2>
    <form class="search" method="get" action="${action}#quote-title">
      ${stayFields(view, search, true)}
      <button type="submit">${t.showQuote}</button>
    </form>
    ${result}
  </section>`;
}

/** The captcha the form shows: the one the public API checks (as the web app is told). */
export type CaptchaWidget = AuthOptions['captcha'];

/**
 * Google's reCAPTCHA v2 checkbox in the visitor's language: its script renders the widget
 * into the `g-recaptcha` element and keeps the token in the form (`g-recaptcha-response`),
 * which the site's script sends as `captchaValue`.
 */
export const recaptchaScript = (language: Language) =>
  `https://www.google.com/recaptcha/api.js?hl=${language}`;

function captchaField(view: SiteView, captcha: CaptchaWidget) {
  const t = siteTexts[view.language];
  switch (captcha.provider) {
    case 'none':
      return '';
    case 'altcha': {
      const strings = JSON.stringify({
        label: t.captchaLabel,
        verifying: t.captchaVerifying,
        verified: t.captchaVerified,
        error: t.captchaError,
        expired: t.captchaError,
        verificationRequired: t.captchaLabel,
        waitAlert: t.captchaVerifying,
        footer: '',
      });
      return html`<altcha-widget
        challenge="${captcha.challengeUrl}"
        name="captchaValue"
        auto="onfocus"
        strings="${strings}"
      ></altcha-widget>`;
    }
    case 'recaptcha':
      return html`<div
        class="g-recaptcha"
        data-sitekey="${captcha.siteKey}"
        data-missing="${t.captchaMissing}"
      ></div>`;
    default: {
      const unknown: never = captcha;
      throw new Error(`Unknown captcha provider: ${String(unknown)}`);
    }
  }
}

/**
 * The booking request: shown by the site's script, which posts it to the public API as JSON
 * and says what came of it. Without a script it stays hidden (its fields must never end up
 * in an address) and a note says why.
 */
export function requestForm(
  view: SiteView,
  property: Pick<PublicProperty, 'id'>,
  search: StaySearch,
  captcha: CaptchaWidget,
) {
  const t = siteTexts[view.language];
  const endpoint = `/api/v1/public/sites/${view.slug}/properties/${property.id}/booking-requests`;
  const field = (label: string, name: string, type: string, extra = html``) =>
    html`<label>${label}<input type="${type}" name="${name}" required${extra} /></label>`;
  return html`<section aria-labelledby="request-title">
    <h2 id="request-title">${t.request}</h2>
    <p class="muted">${t.requestNote}</p>
    <noscript><p>${t.needsScript}</p></noscript>
    <form
      class="stack"
      id="booking-request"
      hidden
      data-endpoint="${endpoint}"
      data-sent="${t.requestSent}"
      data-failed="${t.requestFailed}"
      data-sending="${t.sending}"
      data-errors="${JSON.stringify(t.requestErrors)}"
    >
      <input type="hidden" name="language" value="${view.language}" />
      ${field(t.arrival, 'dateFrom', 'date', html` value="${search.dateFrom ?? ''}"`)}
      ${field(t.departure, 'dateTo', 'date', html` value="${search.dateTo ?? ''}"`)}
      ${field(t.guests, 'guests', 'number', html` min="1" max="99" value="${search.guests ?? '1'}"`)}
      ${field(t.firstName, 'firstName', 'text', html` autocomplete="given-name" maxlength="80"`)}
      ${field(t.lastName, 'lastName', 'text', html` autocomplete="family-name" maxlength="80"`)}
      ${field(siteTexts[view.language].email, 'email', 'email', html` autocomplete="email"`)}
      ${field(t.phone2, 'phone', 'tel', html` autocomplete="tel" dir="ltr"`)}
      <label>${t.message}<textarea name="message" rows="3" maxlength="1000"></textarea></label>
      ${captchaField(view, captcha)}
      <button type="submit">${t.send}</button>
      <p class="result" role="status" aria-live="polite"></p>
    </form>
  </section>`;
}
