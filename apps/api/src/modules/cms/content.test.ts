import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSaying } from '../../test/field-issues';
import { createOwner, insertProperty } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { jpegImage, multipartFile } from '../../test/test-images';
import { cmsApi, pageBody, postBody, siteSettings, uniqueSlug, type CmsApi } from './cms.fixtures';
import { cmsSiteLookup } from './cms-site.lookup';

describe('CMS content: pages, blog categories and posts, menus (requirements-next §14)', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: CmsApi;
  let other: CmsApi;
  let ownerId: string;
  let otherId: string;
  let ownerToken: string;
  let otherToken: string;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url } });
    const a = await createOwner(t.app, mail);
    const b = await createOwner(t.app, mail);
    owner = cmsApi(t.app, a.token);
    other = cmsApi(t.app, b.token);
    ownerToken = a.token;
    otherToken = b.token;
    ownerId = a.userId;
    otherId = b.userId;
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const label = (en: string) => ({ ar: `عربي ${en}`, en });

  async function createPage(slug: string, as: CmsApi = owner) {
    const res = await as.post('/cms/pages', pageBody(slug));
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number };
  }

  async function createCategory(slug: string) {
    const res = await owner.post('/cms/blog/categories', {
      slug,
      name: { ar: 'نصائح السفر', en: 'Travel tips' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number };
  }

  describe('pages', () => {
    it('creates a page with its body sanitised on save: script and handlers gone, dir kept', async () => {
      const res = await owner.post('/cms/pages', {
        ...pageBody('welcome'),
        body: {
          ar: '<p dir="rtl">أهلًا</p><script>alert(1)</script><img src=x onerror=alert(1)>',
          en: '<p dir="ltr"><a href="javascript:alert(1)">hi</a> <a href="https://x.sa" target="_blank">site</a></p>',
        },
      });
      expect(res.statusCode).toBe(201);
      const { data } = res.json();
      expect(data).toMatchObject({
        slug: 'welcome',
        title: { ar: 'من نحن', en: 'About us' },
        status: 'published',
        body: {
          ar: '<p dir="rtl">أهلًا</p>',
          en: '<p dir="ltr"><a>hi</a> <a href="https://x.sa" target="_blank" rel="noopener noreferrer nofollow">site</a></p>',
        },
      });
      const read = await owner.get(`/cms/pages/${data.id}`);
      expect(read.json().data.body).toEqual(data.body);
    });

    it('lists pages without their bodies', async () => {
      await createPage('list-me');
      const res = await owner.get('/cms/pages');
      expect(res.statusCode).toBe(200);
      const page = res.json().data.find((p: { slug: string }) => p.slug === 'list-me');
      expect(page).toMatchObject({ slug: 'list-me', status: 'published' });
      expect(page).not.toHaveProperty('body');
    });

    it('saves an unchanged page again (200, the same page)', async () => {
      const { id } = await createPage('unchanged');
      const res = await owner.put(`/cms/pages/${id}`, pageBody('unchanged'));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id, slug: 'unchanged' });
    });

    it('refuses a slug the owner already uses (409 SLUG_TAKEN); another owner may use it', async () => {
      await createPage('contact');
      const res = await owner.post('/cms/pages', pageBody('contact'));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'SLUG_TAKEN',
        message: 'You already use this address. Choose another one.',
      });
      await createPage('contact', other);
    });

    it('creates one of two pages sent at once with the same slug: one 201, one 409 SLUG_TAKEN', async () => {
      const [a, b] = await Promise.all([
        owner.post('/cms/pages', pageBody('race')),
        owner.post('/cms/pages', pageBody('race')),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      expect([a, b].find((res) => res.statusCode === 409)!.json().code).toBe('SLUG_TAKEN');
      const slugs = (await owner.get('/cms/pages'))
        .json()
        .data.map((p: { slug: string }) => p.slug);
      expect(slugs.filter((slug: string) => slug === 'race')).toHaveLength(1);
    });

    it.each([
      [
        'an uppercase slug',
        { slug: 'About' },
        'body.slug',
        'Use lowercase letters, digits and dashes, starting and ending with a letter or digit',
      ],
      [
        'the reserved page slug blog',
        { slug: 'blog' },
        'body.slug',
        'This address is reserved. Choose another one.',
      ],
      ['a slug of 81 characters', { slug: 'a'.repeat(81) }, 'body.slug', 'This value is too long'],
      ['no title', { title: { ar: '', en: '' } }, 'body.title.ar', 'This field is required'],
      ['an unknown status', { status: 'live' }, 'body.status', 'Invalid value'],
    ])('refuses %s (400)', async (_case, change, path, message) => {
      const res = await owner.post('/cms/pages', { ...pageBody('refused'), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([issueSaying(path, message)]);
    });

    it("answers 404 for another owner's page: read, replace, delete", async () => {
      const { id } = await createPage('private');
      expect((await other.get(`/cms/pages/${id}`)).statusCode).toBe(404);
      expect((await other.put(`/cms/pages/${id}`, pageBody('mine'))).statusCode).toBe(404);
      expect((await other.delete(`/cms/pages/${id}`)).statusCode).toBe(404);
      expect((await owner.get(`/cms/pages/${id}`)).json().data.slug).toBe('private');
    });

    it('deletes a page', async () => {
      const { id } = await createPage('gone');
      expect((await owner.delete(`/cms/pages/${id}`)).statusCode).toBe(200);
      expect((await owner.get(`/cms/pages/${id}`)).statusCode).toBe(404);
    });
  });

  describe('blog categories and posts', () => {
    it('refuses to delete a category in use (409 BLOG_CATEGORY_IN_USE) and deletes it once unused', async () => {
      const { id: categoryId } = await createCategory('tips');
      const post = await owner.post('/cms/blog/posts', postBody('winter', categoryId));
      expect(post.statusCode).toBe(201);
      const listed = (await owner.get('/cms/blog/categories')).json().data;
      expect(listed.find((c: { id: number }) => c.id === categoryId).postCount).toBe(1);

      const refused = await owner.delete(`/cms/blog/categories/${categoryId}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'BLOG_CATEGORY_IN_USE',
        message: 'This category has blog posts and cannot be deleted.',
      });

      expect((await owner.delete(`/cms/blog/posts/${post.json().data.id}`)).statusCode).toBe(200);
      expect((await owner.delete(`/cms/blog/categories/${categoryId}`)).statusCode).toBe(200);
    });

    it('refuses a duplicate category slug, two at once included: one 201, one 409', async () => {
      const body = { slug: 'news', name: { ar: 'أخبار', en: 'News' } };
      const [a, b] = await Promise.all([
        owner.post('/cms/blog/categories', body),
        owner.post('/cms/blog/categories', body),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      expect([a, b].find((res) => res.statusCode === 409)!.json().code).toBe('SLUG_TAKEN');
    });

    it("refuses a post in another owner's category as an unknown value (400)", async () => {
      const theirs = await other.post('/cms/blog/categories', {
        slug: 'theirs',
        name: { ar: 'لهم', en: 'Theirs' },
      });
      const res = await owner.post('/cms/blog/posts', postBody('sneaky', theirs.json().data.id));
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([issueSaying('body.categoryId', 'Unknown value')]);
    });

    it('dates a published post without a date by today, keeps a given date, sanitises the body', async () => {
      const res = await owner.post('/cms/blog/posts', {
        ...postBody('dated'),
        status: 'published',
        body: {
          ar: '<p>نص</p><iframe src="https://evil"></iframe>',
          en: '<p onclick="x()">Text</p>',
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(res.json().data.body).toEqual({ ar: '<p>نص</p>', en: '<p>Text</p>' });

      const given = await owner.post('/cms/blog/posts', {
        ...postBody('given'),
        status: 'published',
        publishDate: '2026-01-15',
      });
      expect(given.json().data.publishDate).toBe('2026-01-15');
      const draft = await owner.post('/cms/blog/posts', postBody('draft-one'));
      expect(draft.json().data).toMatchObject({ status: 'draft', publishDate: null });
    });

    it('refuses a page number or category id past the bounds of an id (400, not a database error)', async () => {
      for (const query of [
        'page=0',
        'page=99999999999',
        'categoryId=99999999999',
        'categoryId=x',
      ]) {
        const res = await owner.get(`/cms/blog/posts?${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
    });

    it('lists posts by status, 20 a page, without bodies', async () => {
      const res = await owner.get('/cms/blog/posts?status=published');
      expect(res.statusCode).toBe(200);
      const { data, meta } = res.json();
      expect(meta).toMatchObject({ page: 1, pageSize: 20 });
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((p: { status: string }) => p.status === 'published')).toBe(true);
      expect(data[0]).not.toHaveProperty('body');
    });

    it('takes a cover by the photo rules, serves its variants, and deletes its files with the post', async () => {
      const post = (await owner.post('/cms/blog/posts', postBody('covered'))).json().data;
      expect(post.cover).toBeNull();
      const upload = async (token: string, file: Buffer) => {
        const { payload, headers } = multipartFile(file);
        return t.app.inject({
          method: 'POST',
          url: `/api/v1/cms/blog/posts/${post.id}/cover`,
          payload,
          headers: { ...headers, authorization: `Bearer ${token}` },
        });
      };
      expect((await upload(otherToken, await jpegImage(1200, 800))).statusCode).toBe(404);
      const small = await upload(ownerToken, await jpegImage(800, 600));
      expect(small.statusCode).toBe(400);
      expect(small.json().details).toEqual([
        issueSaying('body.file', 'Image must be at least 1024x768 px'),
      ]);

      const res = await upload(ownerToken, await jpegImage(1200, 800));
      expect(res.statusCode).toBe(200);
      const { cover } = res.json().data;
      expect(cover.large).toMatch(/^\/media\/blog-covers\/[A-Za-z0-9_-]{22}\/large\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: cover.thumb });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await owner.get(`/cms/blog/posts/${post.id}`)).json().data.cover).toEqual(cover);

      expect((await owner.delete(`/cms/blog/posts/${post.id}`)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: cover.thumb })).statusCode).toBe(404);
    });

    it("answers 404 for another owner's post and category", async () => {
      const post = (await owner.post('/cms/blog/posts', postBody('mine-only'))).json().data;
      const { id: categoryId } = await createCategory('mine-only');
      expect((await other.get(`/cms/blog/posts/${post.id}`)).statusCode).toBe(404);
      expect((await other.put(`/cms/blog/posts/${post.id}`, postBody('x'))).statusCode).toBe(404);
      expect((await other.delete(`/cms/blog/posts/${post.id}`)).statusCode).toBe(404);
      expect(
        (
          await other.put(`/cms/blog/categories/${categoryId}`, {
            slug: 'x',
            name: { ar: 'x', en: 'x' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await other.delete(`/cms/blog/categories/${categoryId}`)).statusCode).toBe(404);
    });
  });

  describe('menus', () => {
    it('replaces the header menu with pages, a property, the blog and a link, one level deep, in order', async () => {
      const page = await createPage('menu-page');
      const property = await insertProperty(t.database.db, ownerId);
      const res = await owner.put('/cms/menus/header', {
        items: [
          { label: label('About'), target: { type: 'page', pageId: page.id } },
          {
            label: label('Stay'),
            target: { type: 'property', propertyId: property.id },
            children: [
              { label: label('Blog'), target: { type: 'blog' } },
              { label: label('Maps'), target: { type: 'url', url: 'https://maps.example.sa/x' } },
            ],
          },
        ],
      });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.location).toBe('header');
      expect(data.items.map((item: { label: { en: string } }) => item.label.en)).toEqual([
        'About',
        'Stay',
      ]);
      expect(data.items[1].children.map((c: { target: unknown }) => c.target)).toEqual([
        { type: 'blog' },
        { type: 'url', url: 'https://maps.example.sa/x' },
      ]);
      expect((await owner.get('/cms/menus/header')).json().data).toEqual(data);
      // The footer is another menu.
      expect((await owner.get('/cms/menus/footer')).json().data.items).toEqual([]);

      // Deleting the page takes its item with it.
      await owner.delete(`/cms/pages/${page.id}`);
      const after = (await owner.get('/cms/menus/header')).json().data.items;
      expect(after.map((item: { label: { en: string } }) => item.label.en)).toEqual(['Stay']);
    });

    const saved = async () => (await owner.get('/cms/menus/footer')).json().data;

    it.each([
      [
        'a second level of nesting',
        {
          items: [
            {
              label: label('A'),
              target: { type: 'blog' },
              children: [
                {
                  label: label('B'),
                  target: { type: 'blog' },
                  children: [{ label: label('C'), target: { type: 'blog' } }],
                },
              ],
            },
          ],
        },
        'body.items.0.children.0.children',
        'Menu items can be nested one level deep only',
      ],
      [
        '31 items',
        {
          items: Array.from({ length: 11 }, (_, i) => ({
            label: label(`P${i}`),
            target: { type: 'blog' },
            children:
              i < 10
                ? [
                    { label: label('c1'), target: { type: 'blog' } },
                    { label: label('c2'), target: { type: 'blog' } },
                  ]
                : [],
          })),
        },
        'body.items',
        'A menu has at most 30 items',
      ],
      [
        'a javascript: link',
        { items: [{ label: label('X'), target: { type: 'url', url: 'javascript:alert(1)' } }] },
        'body.items.0.target.url',
        'Invalid URL',
      ],
      [
        'an ftp link',
        { items: [{ label: label('X'), target: { type: 'url', url: 'ftp://files.example.sa' } }] },
        'body.items.0.target.url',
        'Invalid URL',
      ],
      [
        'an item without a label',
        { items: [{ label: { ar: '', en: '' }, target: { type: 'blog' } }] },
        'body.items.0.label.ar',
        'This field is required',
      ],
    ])('refuses %s (400) and keeps the menu as it was', async (_case, body, path, message) => {
      const before = await saved();
      const res = await owner.put('/cms/menus/footer', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([issueSaying(path, message)]);
      expect(await saved()).toEqual(before);
    });

    it('takes exactly 30 items', async () => {
      const res = await owner.put('/cms/menus/footer', {
        items: Array.from({ length: 10 }, (_, i) => ({
          label: label(`P${i}`),
          target: { type: 'blog' },
          children: [
            { label: label('c1'), target: { type: 'blog' } },
            { label: label('c2'), target: { type: 'blog' } },
          ],
        })),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.items).toHaveLength(10);
    });

    it("refuses another owner's page or property as a target (400), changing nothing", async () => {
      const theirPage = await createPage('their-page', other);
      const theirProperty = await insertProperty(t.database.db, otherId);
      const before = await saved();
      const res = await owner.put('/cms/menus/footer', {
        items: [
          { label: label('P'), target: { type: 'page', pageId: theirPage.id } },
          { label: label('Q'), target: { type: 'property', propertyId: theirProperty.id } },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        issueSaying('body.items.0.target.pageId', 'Unknown value'),
        issueSaying('body.items.1.target.propertyId', 'Unknown value'),
      ]);
      expect(await saved()).toEqual(before);
    });

    it('saves two menus sent at once one after the other: the menu is one of them whole, never a mix', async () => {
      const menuOf = (name: string) => ({
        items: Array.from({ length: 5 }, (_, i) => ({
          label: label(`${name}${i}`),
          target: { type: 'blog' },
          children: [{ label: label(`${name}${i}-child`), target: { type: 'blog' } }],
        })),
      });
      const [a, b] = await Promise.all([
        owner.put('/cms/menus/header', menuOf('A')),
        owner.put('/cms/menus/header', menuOf('B')),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const labels = (await owner.get('/cms/menus/header'))
        .json()
        .data.items.flatMap(
          (item: { label: { en: string }; children: Array<{ label: { en: string } }> }) => [
            item.label.en,
            ...item.children.map((child) => child.label.en),
          ],
        );
      expect(labels).toHaveLength(10);
      expect(new Set(labels.map((text: string) => text[0])).size).toBe(1);
    });

    it('answers 400 for a location that is neither header nor footer', async () => {
      expect((await owner.get('/cms/menus/sidebar')).statusCode).toBe(400);
    });
  });

  describe('what the public site reads (cms-site.lookup)', () => {
    it('finds the site by its slug, and only published pages, dated posts and menu items of published pages', async () => {
      const site = cmsSiteLookup(t.database.db);
      const slug = uniqueSlug();
      await owner.put('/cms/site', siteSettings(slug));
      expect((await site.siteBySlug(slug))?.ownerId).toBe(ownerId);
      expect(await site.siteBySlug(uniqueSlug('unknown'))).toBeUndefined();

      const shown = await createPage('public-page');
      const draft = (
        await owner.post('/cms/pages', { ...pageBody('draft-page'), status: 'draft' })
      ).json().data;
      expect((await site.page(ownerId, 'public-page'))?.id).toBe(shown.id);
      expect(await site.page(ownerId, 'draft-page')).toBeUndefined();
      // Another owner's page of the same slug is not this owner's.
      expect(await site.page(otherId, 'public-page')).toBeUndefined();

      await owner.put('/cms/menus/footer', {
        items: [
          { label: label('Shown'), target: { type: 'page', pageId: shown.id } },
          {
            label: label('Draft'),
            target: { type: 'page', pageId: draft.id },
            children: [{ label: label('Under draft'), target: { type: 'blog' } }],
          },
        ],
      });
      const content = await site.siteContent(slug);
      expect(content?.ownerId).toBe(ownerId);
      expect(content?.menus.footer.items.map((item) => item.label.en)).toEqual(['Shown']);
      // Only published pages are reachable from the site's links.
      expect(content?.pageSlugs.get(shown.id)).toBe('public-page');
      expect(content?.pageSlugs.has(draft.id)).toBe(false);
      expect(await site.siteContent(uniqueSlug('unknown'))).toBeUndefined();

      await owner.post('/cms/blog/posts', {
        ...postBody('past-post'),
        status: 'published',
        publishDate: '2026-01-01',
      });
      await owner.post('/cms/blog/posts', {
        ...postBody('future-post'),
        status: 'published',
        publishDate: '2099-01-01',
      });
      await owner.post('/cms/blog/posts', postBody('draft-post'));
      const { posts } = await site.posts(ownerId, '2026-06-01', { page: 1 });
      const slugs = posts.map((post) => post.slug);
      expect(slugs).toContain('past-post');
      expect(slugs).not.toContain('future-post');
      expect(slugs).not.toContain('draft-post');
      expect((await site.post(ownerId, 'past-post', '2026-06-01'))?.slug).toBe('past-post');
      expect(await site.post(ownerId, 'future-post', '2026-06-01')).toBeUndefined();
      expect(await site.post(ownerId, 'draft-post', '2026-06-01')).toBeUndefined();
    });
  });
});
