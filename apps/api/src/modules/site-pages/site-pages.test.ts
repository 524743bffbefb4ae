import fs from 'node:fs';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  cmsApi,
  pageBody,
  postBody,
  siteSettings,
  uniqueSlug,
  type CmsApi,
} from '../cms/cms.fixtures';

const FAILED = {
  ar: 'تعذّر تحميل محتوى العلامة البيضاء',
  en: 'Failed to load white label content',
};

describe('the owner’s site: CMS pages, menus and blog as HTML (issue 19)', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: CmsApi;
  let other: CmsApi;
  let slug: string;
  let otherSlug: string;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const dom = (body: string) => new JSDOM(body).window.document;
  const meta = (doc: Document, property: string) =>
    doc
      .querySelector(`meta[property="${property}"], meta[name="${property}"]`)
      ?.getAttribute('content');

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url, APP_URL: 'https://nuzul.example.sa' } });
    owner = cmsApi(t.app, (await createOwner(t.app, mail)).token);
    other = cmsApi(t.app, (await createOwner(t.app, mail)).token);
    slug = uniqueSlug('palm');
    otherSlug = uniqueSlug('dune');
    expect((await owner.put('/cms/site', siteSettings(slug))).statusCode).toBe(200);
    expect(
      (
        await other.put('/cms/site', {
          ...siteSettings(otherSlug),
          displayName: { ar: 'كثبان', en: 'Dunes' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await owner.post('/cms/pages', pageBody('about'))).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('keeps the failure message the same as the web app’s catalogue', () => {
    for (const language of ['ar', 'en'] as const) {
      const file = new URL(`../../../../web/src/locales/${language}/errors.json`, import.meta.url);
      const errors = JSON.parse(fs.readFileSync(file, 'utf8'));
      expect(errors.failures.loadWhiteLabel).toBe(FAILED[language]);
    }
  });

  it('renders a published page in Arabic, right to left, with its title, description and Open Graph tags', async () => {
    const res = await get(`/s/${slug}/about`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const doc = dom(res.body);
    const root = doc.documentElement;
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl']);
    expect(doc.title).toBe('من نحن | شاليهات النخيل');
    expect(doc.querySelector('h1')?.textContent).toBe('من نحن');
    expect(doc.querySelector('.prose p')?.getAttribute('dir')).toBe('rtl');
    expect(doc.querySelector('.prose strong')?.textContent).toBe('الرياض');
    expect(meta(doc, 'description')).toBe('شاليهات عائلية في الرياض .');
    expect(meta(doc, 'og:title')).toBe('من نحن');
    expect(meta(doc, 'og:locale')).toBe('ar_SA');
    expect(meta(doc, 'og:url')).toBe(`https://nuzul.example.sa/s/${slug}/about`);
    const link = (selector: string) => doc.querySelector(selector)?.getAttribute('href');
    expect(link('link[rel="canonical"]')).toBe(`https://nuzul.example.sa/s/${slug}/about`);
    expect(link('link[hreflang="en"]')).toBe(`https://nuzul.example.sa/s/${slug}/about?lang=en`);
    expect(link('link[hreflang="ar"]')).toBe(`https://nuzul.example.sa/s/${slug}/about`);
    // The switch keeps the page; the brand is the owner's, not Nuzul's.
    expect(link('a.lang')).toBe(`/s/${slug}/about?lang=en`);
    expect(doc.querySelector('a.lang')?.textContent).toBe('English');
    expect(res.body).toContain('--brand:#0e7c66');
    expect(`${doc.title} ${doc.body.textContent}`).not.toMatch(/nuzul|نزل/i);
    // The app's security headers stay: no framing outside the widget.
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('renders the same page in English, left to right, with ?lang=en', async () => {
    const res = await get(`/s/${slug}/about?lang=en`);
    expect(res.statusCode).toBe(200);
    const doc = dom(res.body);
    expect([doc.documentElement.lang, doc.documentElement.dir]).toEqual(['en', 'ltr']);
    expect(doc.title).toBe('About us | Palm Chalets');
    expect(doc.querySelector('.prose p')?.getAttribute('dir')).toBe('ltr');
    expect(meta(doc, 'og:locale')).toBe('en_US');
    expect(meta(doc, 'og:url')).toBe(`https://nuzul.example.sa/s/${slug}/about?lang=en`);
    expect(doc.querySelector('a.lang')?.getAttribute('href')).toBe(`/s/${slug}/about`);
    expect(doc.querySelector('a.lang')?.textContent).toBe('العربية');
  });

  it('answers a draft page 404 inside the site, in both languages', async () => {
    expect(
      (await owner.post('/cms/pages', { ...pageBody('secret'), status: 'draft' })).statusCode,
    ).toBe(201);
    const ar = await get(`/s/${slug}/secret`);
    expect(ar.statusCode).toBe(404);
    expect(dom(ar.body).querySelector('h1')?.textContent).toBe('الصفحة غير موجودة');
    expect(ar.body).not.toContain('من نحن');
    const en = await get(`/s/${slug}/secret?lang=en`);
    expect(en.statusCode).toBe(404);
    expect(dom(en.body).querySelector('h1')?.textContent).toBe('Page not found');
  });

  it.each([
    ['an unknown site', '/s/no-such-site-here'],
    ['a page of an unknown site', '/s/no-such-site-here/about'],
    ['the blog of an unknown site', '/s/no-such-site-here/blog'],
    ['an address no site can have', '/s/NOT_A_SLUG/about'],
  ])(
    'answers %s with "Failed to load white label content" (404) in both languages',
    async (_case, url) => {
      const ar = await get(url);
      expect(ar.statusCode).toBe(404);
      expect(ar.headers['content-type']).toBe('text/html; charset=utf-8');
      const doc = dom(ar.body);
      expect([doc.documentElement.lang, doc.documentElement.dir]).toEqual(['ar', 'rtl']);
      expect(doc.querySelector('h1')?.textContent).toBe(FAILED.ar);
      const en = await get(`${url}?lang=en`);
      expect(en.statusCode).toBe(404);
      expect(dom(en.body).querySelector('h1')?.textContent).toBe(FAILED.en);
    },
  );

  it('never shows one owner’s pages under another owner’s site', async () => {
    const res = await get(`/s/${otherSlug}/about`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('شاليهات عائلية');
    expect(dom(res.body).title).toContain('كثبان');
  });

  it('escapes an owner’s text: a <script> in a title or a menu label is text, not markup', async () => {
    const evil = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const page = await owner.post('/cms/pages', {
      ...pageBody('evil'),
      title: { ar: evil, en: evil },
    });
    expect(page.statusCode).toBe(201);
    expect(
      (
        await owner.put('/cms/menus/footer', {
          items: [{ label: { ar: evil, en: evil }, target: { type: 'blog' } }],
        })
      ).statusCode,
    ).toBe(200);
    const res = await get(`/s/${slug}/evil`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    const doc = dom(res.body);
    expect(doc.querySelector('h1')?.textContent).toBe(evil);
    expect(doc.querySelector('.footer-menu a')?.textContent).toBe(evil);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect((await owner.put('/cms/menus/footer', { items: [] })).statusCode).toBe(200);
  });

  it('shows the header and footer menus with one level of nesting, draft pages and bad links left out', async () => {
    const about = (await owner.get('/cms/pages'))
      .json()
      .data.find((entry: { slug: string }) => entry.slug === 'about');
    const draft = await owner.post('/cms/pages', { ...pageBody('later'), status: 'draft' });
    const label = (en: string) => ({ ar: `ع ${en}`, en });
    expect(
      (
        await owner.put('/cms/menus/header', {
          items: [
            { label: label('About'), target: { type: 'page', pageId: about.id } },
            { label: label('Later'), target: { type: 'page', pageId: draft.json().data.id } },
            {
              label: label('More'),
              target: { type: 'blog' },
              children: [
                { label: label('Maps'), target: { type: 'url', url: 'https://maps.example.sa/x' } },
              ],
            },
          ],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await owner.put('/cms/menus/footer', {
          items: [{ label: label('Blog'), target: { type: 'blog' } }],
        })
      ).statusCode,
    ).toBe(200);
    const doc = dom((await get(`/s/${slug}/about?lang=en`)).body);
    const header = [...doc.querySelectorAll('nav.menu > ul > li > a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(header).toEqual([
      ['About', `/s/${slug}/about?lang=en`],
      ['More', `/s/${slug}/blog?lang=en`],
    ]);
    expect(doc.querySelector('nav.menu a[aria-current="page"]')?.textContent).toBe('About');
    const child = doc.querySelector('nav.menu > ul > li > ul > li > a');
    expect([child?.textContent, child?.getAttribute('href'), child?.getAttribute('rel')]).toEqual([
      'Maps',
      'https://maps.example.sa/x',
      'noopener',
    ]);
    expect(doc.querySelector('nav.footer-menu a')?.textContent).toBe('Blog');
    // Arabic labels in Arabic.
    const ar = dom((await get(`/s/${slug}/about`)).body);
    expect(ar.querySelector('nav.menu a')?.textContent).toBe('ع About');
    // Contacts in the footer.
    const contacts = [...doc.querySelectorAll('.contacts a')].map((a) => a.getAttribute('href'));
    expect(contacts).toEqual([
      'tel:+966501234567',
      'mailto:stay@palm.example.sa',
      'https://wa.me/966501234567',
    ]);
  });

  describe('blog', () => {
    let categoryId: number;
    beforeAll(async () => {
      const category = await owner.post('/cms/blog/categories', {
        slug: 'tips',
        name: { ar: 'نصائح', en: 'Tips' },
      });
      categoryId = category.json().data.id;
      const publish = (postSlug: string, date: string, cat: number | null) =>
        owner.post('/cms/blog/posts', {
          ...postBody(postSlug, cat),
          title: { ar: `مقال ${postSlug}`, en: `Post ${postSlug}` },
          status: 'published',
          publishDate: date,
        });
      expect((await publish('winter', '2026-01-10', categoryId)).statusCode).toBe(201);
      expect((await publish('summer', '2026-02-10', null)).statusCode).toBe(201);
      expect((await publish('future', '2099-01-01', null)).statusCode).toBe(201);
      expect(
        (await owner.post('/cms/blog/posts', { ...postBody('draft-post'), status: 'draft' }))
          .statusCode,
      ).toBe(201);
    });

    const titles = (body: string) =>
      [...dom(body).querySelectorAll('.cards h2')].map((h) => h.textContent);

    it('lists published posts of today or before, newest first, and filters by category', async () => {
      const all = await get(`/s/${slug}/blog?lang=en`);
      expect(all.statusCode).toBe(200);
      expect(titles(all.body)).toEqual(['Post summer', 'Post winter']);
      expect(dom(all.body).title).toBe('Blog | Palm Chalets');
      const tips = await get(`/s/${slug}/blog?category=tips&lang=en`);
      expect(titles(tips.body)).toEqual(['Post winter']);
      expect(dom(tips.body).querySelector('.chips [aria-current]')?.textContent).toBe('Tips');
      expect(dom(tips.body).querySelector('a.lang')?.getAttribute('href')).toBe(
        `/s/${slug}/blog?category=tips`,
      );
      expect((await get(`/s/${slug}/blog?category=nope`)).statusCode).toBe(404);
      // Another owner's blog has none of these.
      expect(titles((await get(`/s/${otherSlug}/blog`)).body)).toEqual([]);
    });

    it('shows a post with its date and category; a draft, a future or another site’s post is 404', async () => {
      const res = await get(`/s/${slug}/blog/winter`);
      expect(res.statusCode).toBe(200);
      const doc = dom(res.body);
      expect(doc.querySelector('h1')?.textContent).toBe('مقال winter');
      expect(doc.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-10');
      expect(meta(doc, 'description')).toBe('الشتاء في الرياض.');
      expect(res.body).toContain(`/s/${slug}/blog?category=tips`);
      for (const url of [
        `/s/${slug}/blog/draft-post`,
        `/s/${slug}/blog/future`,
        `/s/${otherSlug}/blog/winter`,
      ]) {
        expect((await get(url)).statusCode).toBe(404);
      }
    });
  });

  it('compresses a page for a browser that accepts brotli or gzip', async () => {
    const br = await get(`/s/${slug}/about`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await get(`/s/${slug}/about`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('accept-encoding');
  });
});
