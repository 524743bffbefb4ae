import type { BlogCategory, BlogPost, BlogPostSummary, Page } from '@nuzul/shared/cms';
import { formatDate } from '@nuzul/shared/dates';
import { html, sanitisedBody } from './html';
import { pick, siteHref, siteLayout, textOf, type SiteView } from './site-layout';
import { siteTexts } from './site-pages.texts';

/** Prose in the language it was written in: its `dir` attributes are the CMS's, kept. */
function prose(view: SiteView, body: Page['body']) {
  const { text, language } = pick(body, view.language);
  return html`<div class="prose" lang="${language}">${sanitisedBody(text)}</div>`;
}

/** A published CMS page at /s/<site>/<page>. */
export function contentPage(view: SiteView, page: Page): string {
  const title = pick(page.title, view.language);
  return siteLayout(
    view,
    {
      title: title.text,
      description: textOf(pick(page.body, view.language).text),
      path: `/s/${view.slug}/${page.slug}`,
    },
    html`<article>
      <h1 lang="${title.language}">${title.text}</h1>
      ${prose(view, page.body)}
    </article>`,
  );
}

/** A page that is not there (a draft, an unknown post) inside the site's own frame. */
export function notFoundPage(view: SiteView, path: string): string {
  const t = siteTexts[view.language];
  return siteLayout(
    view,
    { title: t.notFound, description: '', path },
    html`<h1>${t.notFound}</h1>
      <p><a href="${siteHref(`/s/${view.slug}`, view.language)}">${t.home}</a></p>`,
  );
}

function postCard(view: SiteView, post: BlogPostSummary) {
  const t = siteTexts[view.language];
  const title = pick(post.title, view.language);
  const excerpt = pick(post.excerpt, view.language);
  const href = siteHref(`/s/${view.slug}/blog/${post.slug}`, view.language);
  return html`<li class="card">
    ${post.cover ? html`<img src="${post.cover.medium}" alt="" loading="lazy" width="640" height="480" />` : ''}
    <div class="body">
      <h2 lang="${title.language}"><a href="${href}">${title.text}</a></h2>
      ${post.publishDate ? html`<p class="muted"><time datetime="${post.publishDate}">${formatDate(post.publishDate, view.language)}</time></p>` : ''}
      ${excerpt.text ? html`<p lang="${excerpt.language}">${excerpt.text}</p>` : ''}
      <a href="${href}" aria-hidden="true" tabindex="-1">${t.readMore}</a>
    </div>
  </li>`;
}

export interface BlogListing {
  posts: BlogPost[];
  total: number;
  pageSize: number;
  page: number;
  categories: BlogCategory[];
  category?: BlogCategory;
}

/** The blog at /s/<site>/blog, newest first, of one category with `?category=<slug>`. */
export function blogPage(view: SiteView, listing: BlogListing): string {
  const t = siteTexts[view.language];
  const path = `/s/${view.slug}/blog`;
  const categorySlug = listing.category?.slug;
  const pages = Math.max(1, Math.ceil(listing.total / listing.pageSize));
  const heading = listing.category ? pick(listing.category.name, view.language).text : t.blog;
  const chips = listing.categories.filter((category) => category.postCount > 0);
  const chip = (label: string, href: string, current: boolean) =>
    html`<li><a href="${href}" ${current ? html` aria-current="page"` : ''}>${label}</a></li>`;
  const pageHref = (page: number) =>
    siteHref(path, view.language, { category: categorySlug, page: page > 1 ? page : undefined });
  const main = html`<h1>${heading}</h1>
    ${
      chips.length > 0
        ? html`<nav aria-label="${t.categories}">
            <ul class="chips">
              ${chip(t.allPosts, siteHref(path, view.language), !listing.category)}${chips.map(
                (category) =>
                  chip(
                    pick(category.name, view.language).text,
                    siteHref(path, view.language, { category: category.slug }),
                    category.id === listing.category?.id,
                  ),
              )}
            </ul>
          </nav>`
        : ''
    }
    ${
      listing.posts.length === 0
        ? html`<p>${t.noPosts}</p>`
        : html`<ul class="cards">
            ${listing.posts.map((post) => postCard(view, post))}
          </ul>`
    }
    ${
      pages > 1
        ? html`<nav class="pager" aria-label="${t.pageOf(listing.page, pages)}">
            ${listing.page > 1 ? html`<a href="${pageHref(listing.page - 1)}" rel="prev">${t.newer}</a>` : html`<span></span>`}
            <span>${t.pageOf(listing.page, pages)}</span>
            ${listing.page < pages ? html`<a href="${pageHref(listing.page + 1)}" rel="next">${t.older}</a>` : html`<span></span>`}
          </nav>`
        : ''
    }`;
  return siteLayout(
    view,
    {
      title: heading === t.blog ? t.blog : `${heading} | ${t.blog}`,
      description: listing.posts
        .slice(0, 3)
        .map((post) => pick(post.title, view.language).text)
        .join(' · '),
      path,
      query: { category: categorySlug, page: listing.page > 1 ? listing.page : undefined },
    },
    main,
  );
}

/** One post at /s/<site>/blog/<post>, with its cover and category. */
export function postPage(view: SiteView, post: BlogPost, category: BlogCategory | undefined) {
  const t = siteTexts[view.language];
  const title = pick(post.title, view.language);
  const excerpt = pick(post.excerpt, view.language);
  const blog = `/s/${view.slug}/blog`;
  return siteLayout(
    view,
    {
      title: title.text,
      description: excerpt.text || textOf(pick(post.body, view.language).text),
      path: `${blog}/${post.slug}`,
      image: post.cover?.large,
    },
    html`<article>
      <p>
        <a href="${siteHref(blog, view.language)}">${t.blog}</a
        >${category ? html` · <a href="${siteHref(blog, view.language, { category: category.slug })}">${pick(category.name, view.language).text}</a>` : ''}
      </p>
      <h1 lang="${title.language}">${title.text}</h1>
      ${post.publishDate ? html`<p class="muted">${t.publishedOn} <time datetime="${post.publishDate}">${formatDate(post.publishDate, view.language)}</time></p>` : ''}
      ${post.cover ? html`<img class="cover" src="${post.cover.large}" alt="" width="1280" height="720" />` : ''}
      ${prose(view, post.body)}
    </article>`,
  );
}
