import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@nuzul/shared/dates';
import { properties, propertyPhotos } from '../../db/schema/index';
import { ALTCHA_CHALLENGE_URL } from '../../platform/captcha/index';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { sections } from '../../test/terms-fixtures';
import { bookingBody, bookingsApi, insertBookableProperty } from '../bookings/bookings.fixtures';
import { cmsApi, siteSettings, uniqueSlug, type CmsApi } from '../cms/cms.fixtures';

describe('the owner’s site: home, property page and widget as HTML (issue 19)', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let slug: string;
  let otherSlug: string;
  let owner: { userId: string; token: string; cms: CmsApi };
  let free: string;
  let taken: string;
  let draft: string;
  let theirs: string;
  // The terms fixtures open the property from 2026-11-22 (the test clock's day) for a year.
  const clock = testClock();
  const arrival = addDays(todayIn('Asia/Riyadh', clock.clock()), 14);
  const departure = addDays(arrival, 2);
  /** How the calendar names the arrival day to a screen reader, in full in each language. */
  const arrivalInFull = { ar: 'الأحد، ٦ ديسمبر ٢٠٢٦', en: 'Sunday, December 6, 2026' };
  const nightCell = (doc: Document, language: 'ar' | 'en') =>
    [...doc.querySelectorAll('td')].filter((td) =>
      td.querySelector('.sr')?.textContent?.startsWith(`${arrivalInFull[language]}:`),
    );

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const dom = (body: string) => new JSDOM(body).window.document;
  const names = (body: string) =>
    [...dom(body).querySelectorAll('.cards h2')].map((h) => h.textContent);

  async function siteOwner() {
    const created = await createOwner(t.app, mail);
    const cms = cmsApi(t.app, created.token);
    const ownSlug = uniqueSlug();
    expect((await cms.put('/cms/site', siteSettings(ownSlug))).statusCode).toBe(200);
    return { ...created, cms, slug: ownSlug };
  }

  async function property(of: typeof owner, name: string, published = true) {
    const row = await insertBookableProperty(t.database.db, of.userId, { name });
    for (const [, path, body] of sections) {
      expect((await of.cms.put(`/properties/${row.id}/${path}`, body)).statusCode).toBe(200);
    }
    if (published) {
      await t.database.db
        .update(properties)
        .set({ status: 'published', publishedAt: new Date() })
        .where(eq(properties.id, row.id));
    }
    return row.id;
  }

  beforeAll(async () => {
    mail = await startMailCatcher();
    // The widget shows as with ALTCHA on; sign-ups pass (their captcha is not under test).
    t = await createTestApp({
      env: { SMTP_URL: mail.url },
      clock: clock.clock,
      captcha: {
        options: { provider: 'altcha', challengeUrl: ALTCHA_CHALLENGE_URL },
        verify: async () => true,
      },
    });
    const first = await siteOwner();
    owner = first;
    slug = first.slug;
    const other = await siteOwner();
    otherSlug = other.slug;
    free = await property(owner, 'شاليه الواحة');
    taken = await property(owner, 'شاليه <script>alert(1)</script>');
    draft = await property(owner, 'شاليه المسودة', false);
    theirs = await property(other, 'شاليه الجيران');
    const booked = await bookingsApi(t.app, owner.token).post(
      '/bookings',
      bookingBody(taken, { dateFrom: arrival, dateTo: departure }),
    );
    expect(booked.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('lists only the owner’s published properties, with their city and "from" price per night', async () => {
    const res = await get(`/s/${slug}?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(names(res.body).sort()).toEqual(
      ['شاليه الواحة', 'شاليه <script>alert(1)</script>'].sort(),
    );
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('شاليه المسودة');
    expect(res.body).not.toContain('شاليه الجيران');
    expect(dom(res.body).querySelector('.price')?.textContent).toMatch(/^From .*400.* \/ night$/);
    expect(names((await get(`/s/${otherSlug}`)).body)).toEqual(['شاليه الجيران']);
  });

  it('searches by dates with a plain GET form: a taken property is hidden', async () => {
    const doc = dom((await get(`/s/${slug}`)).body);
    const form = doc.querySelector('form.search');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual([
      'get',
      `/s/${slug}`,
    ]);
    const res = await get(`/s/${slug}?dateFrom=${arrival}&dateTo=${departure}&guests=2`);
    expect(res.statusCode).toBe(200);
    expect(names(res.body)).toEqual(['شاليه الواحة']);
    // The card keeps the stay for the property page's quote.
    expect(dom(res.body).querySelector('.cards a')?.getAttribute('href')).toBe(
      `/s/${slug}/properties/${free}?dateFrom=${arrival}&dateTo=${departure}&guests=2`,
    );
    const wrong = await get(`/s/${slug}?dateFrom=${departure}&dateTo=${arrival}&lang=en`);
    expect(dom(wrong.body).querySelector('[role="alert"]')?.textContent).toBe(
      'Check the dates: the departure comes after the arrival, a year at most.',
    );
  });

  it('shows a property with its calendar, quote, rules and request form', async () => {
    const res = await get(
      `/s/${slug}/properties/${taken}?dateFrom=${arrival}&dateTo=${departure}&guests=2&lang=en`,
    );
    expect(res.statusCode).toBe(200);
    const doc = dom(res.body);
    expect(doc.title).toBe('شاليه <script>alert(1)</script> | Palm Chalets');
    expect(doc.querySelectorAll('table.month').length).toBeGreaterThanOrEqual(3);
    expect(arrival).toBe('2026-12-06');
    const night = nightCell(doc, 'en');
    expect(night).toHaveLength(1);
    expect(night[0]!.querySelector('.sr')?.textContent).toBe(
      'Sunday, December 6, 2026: Not available',
    );
    expect(night[0]!.className).toBe('taken');
    expect(doc.querySelector('.quote .problem li')?.textContent?.trim()).toBe(
      'Property is not available for a given dates - There is no space to add this apartment!',
    );
    const form = doc.querySelector('form#booking-request');
    expect(form?.hasAttribute('hidden')).toBe(true);
    expect(form?.getAttribute('data-endpoint')).toBe(
      `/api/v1/public/sites/${slug}/properties/${taken}/booking-requests`,
    );
    expect(doc.querySelector('altcha-widget')?.getAttribute('challenge')).toBe(
      '/api/v1/auth/captcha/challenge',
    );
    // The script is a file of the site, no inline script; cached for a year.
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.every((script) => script.getAttribute('src')?.startsWith('/s/assets/'))).toBe(
      true,
    );
    for (const src of [
      scripts[0]!.getAttribute('src')!,
      scripts[0]!.getAttribute('data-altcha')!,
      scripts[0]!.getAttribute('data-altcha-worker')!,
    ]) {
      const file = await get(src, { 'accept-encoding': 'br' });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['content-encoding']).toBe('br');
    }
    const freeQuote = dom(
      (
        await get(
          `/s/${slug}/properties/${free}?dateFrom=${arrival}&dateTo=${departure}&guests=2&lang=en`,
        )
      ).body,
    );
    expect(freeQuote.querySelector('.quote .problem')).toBeNull();
    const crowded = dom(
      (
        await get(
          `/s/${slug}/properties/${free}?dateFrom=${arrival}&dateTo=${departure}&guests=9&lang=en`,
        )
      ).body,
    );
    expect(
      [...crowded.querySelectorAll('.quote .problem li')].map((li) => li.textContent?.trim()),
    ).toEqual(['More guests than the property sleeps.']);
    expect(freeQuote.querySelector('.quote .total td')?.textContent).toMatch(/SAR|﷼/);
  });

  it('shows the main photo large and the others as lazy thumbnails, each opening the full size', async () => {
    const key = (name: string) => `${name}-${free}`;
    await t.database.db.insert(propertyPhotos).values(
      [
        { storageKey: key('pool'), description: 'المسبح', position: 0 },
        { storageKey: key('front'), description: 'الواجهة', position: 1, isMain: true },
        { storageKey: key('garden'), description: '', position: 2 },
      ].map((photo) => ({ ...photo, propertyId: free, width: 4000, height: 3000, bytes: 1 })),
    );
    const doc = dom((await get(`/s/${slug}/properties/${free}`)).body);
    const gallery = doc.querySelector('section.gallery');
    const main = gallery?.querySelector(':scope > a.main');
    // The main photo first, large, loaded at once.
    expect(main?.getAttribute('href')).toBe(`/media/${key('front')}/large.webp`);
    const image = main?.querySelector('img');
    expect(image?.getAttribute('src')).toBe(`/media/${key('front')}/medium.webp`);
    expect(image?.getAttribute('alt')).toBe('الواجهة');
    expect(image?.hasAttribute('loading')).toBe(false);
    // The others as thumbnails in order, lazy and sized, in a strip that a keyboard reaches.
    const strip = gallery?.querySelector('ul.thumbs');
    expect([strip?.getAttribute('tabindex'), strip?.getAttribute('aria-label')]).toEqual([
      '0',
      'صور أخرى',
    ]);
    const thumbs = [...(strip?.querySelectorAll('li a') ?? [])].map((link) => {
      const img = link.querySelector('img')!;
      return [
        link.getAttribute('href'),
        img.getAttribute('src'),
        img.getAttribute('alt'),
        img.getAttribute('loading'),
        img.getAttribute('width'),
        img.getAttribute('height'),
      ];
    });
    expect(thumbs).toEqual([
      [
        `/media/${key('pool')}/large.webp`,
        `/media/${key('pool')}/thumb.webp`,
        'المسبح',
        'lazy',
        '400',
        '300',
      ],
      [
        `/media/${key('garden')}/large.webp`,
        `/media/${key('garden')}/thumb.webp`,
        'شاليه الواحة — الصورة ٣ من ٣',
        'lazy',
        '400',
        '300',
      ],
    ]);
    expect(gallery?.querySelectorAll('img')).toHaveLength(3);
  });

  it('writes every number of the page in Arabic-Indic digits in Arabic, as the web app does, and Latin ones in English', async () => {
    const stay = `dateFrom=${arrival}&dateTo=${departure}&guests=2`;
    const page = async (language: 'ar' | 'en') => {
      const doc = dom((await get(`/s/${slug}/properties/${free}?${stay}&lang=${language}`)).body);
      const cells = nightCell(doc, language);
      expect(cells).toHaveLength(1);
      const said = cells[0]!.querySelector('.sr')?.textContent;
      // What a visitor reads or hears (the calendar's full dates too), without the owner's
      // own texts.
      for (const hidden of doc.querySelectorAll('[lang]:not(html), form#booking-request'))
        hidden.remove();
      return {
        said,
        day: cells[0]!.querySelector('[aria-hidden]')?.textContent,
        rent: doc.querySelector('.quote th')?.textContent,
        total: doc.querySelector('.quote .total td')?.textContent ?? '',
        text: doc.querySelector('main')?.textContent ?? '',
      };
    };
    const day = Number(arrival.slice(8));
    const ar = await page('ar');
    expect(ar.day).toBe([...String(day)].map((digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]).join(''));
    expect(ar.said).toBe('الأحد، ٦ ديسمبر ٢٠٢٦: متاح');
    expect(ar.rent).toBe('الإيجار (٢ ليالٍ)');
    expect(ar.total).toMatch(/[٠-٩]/);
    expect(ar.text).not.toMatch(/[0-9]/);
    const en = await page('en');
    expect(en.day).toBe(String(day));
    expect(en.said).toBe('Sunday, December 6, 2026: Available');
    expect(en.rent).toBe('Rent (2 nights)');
    expect(en.text).not.toMatch(/[٠-٩]/);
  });

  it.each([
    ['an unpublished property', () => `/s/${slug}/properties/${draft}`],
    ['another owner’s property', () => `/s/${slug}/properties/${theirs}`],
    ['an unknown property', () => `/s/${slug}/properties/00000000-0000-4000-8000-000000000000`],
    ['an unpublished property’s widget', () => `/s/${slug}/widget/${draft}`],
  ])('answers %s 404', async (_case, url) => {
    const res = await get(url());
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('شاليه المسودة');
    expect(res.body).not.toContain('شاليه الجيران');
  });

  it('lets any site frame the widget, and only the widget', async () => {
    const widget = await get(`/s/${slug}/widget/${free}`);
    expect(widget.statusCode).toBe(200);
    expect(widget.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(widget.headers['x-frame-options']).toBeUndefined();
    const doc = dom(widget.body);
    expect(doc.querySelector('table.month')).not.toBeNull();
    expect(doc.querySelector('form#booking-request')).not.toBeNull();
    const page = await get(`/s/${slug}/properties/${free}`);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBeDefined();
  });
});
