import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Language } from '@nuzul/shared/accounts';
import { CONTENT_SLUG_MAX_LENGTH, SITE_SLUG_MAX_LENGTH, SLUG_PATTERN } from '@nuzul/shared/cms';
import { blogPage, contentPage, notFoundPage, postPage } from './content-pages';
import { failurePage, type SiteView } from './site-layout';
import type { SitePages } from './site-pages.service';
import { homePage } from './home-page';
import { html } from './html';
import { recaptchaScript, type CaptchaWidget } from './property-parts';
import { propertyPage, widgetPage } from './property-page';
import type { SiteAssets } from './site-assets';
import { captchaPolicy } from '../../platform/captcha/recaptcha-policy';

/** An unknown site: the failure page, 404. */
export class SiteMissing extends Error {}
/** A page of a known site that is not there (or not published): 404 inside the site. */
export class PageMissing extends Error {
  constructor(
    readonly view: SiteView,
    readonly path: string,
  ) {
    super('page not found');
  }
}

const slug = z.string().max(SITE_SLUG_MAX_LENGTH).regex(SLUG_PATTERN);
const contentSlug = z.string().max(CONTENT_SLUG_MAX_LENGTH).regex(SLUG_PATTERN);
// Loose on purpose: a stray or mistyped value in a shared link reads as its default.
const query = z.object({
  lang: z.string().optional(),
  category: z.string().optional(),
  page: z.string().optional(),
  dateFrom: z.string().optional(),
  dateTo: z.string().optional(),
  guests: z.string().optional(),
});

export const languageOf = (value: unknown): Language =>
  (value as { lang?: unknown } | undefined)?.lang === 'en' ? 'en' : 'ar';

const pageNumber = (value: string | undefined): number => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 && number <= 10_000 ? number : 1;
};

/**
 * A page as the site sends it: HTML, never cached stale (the owner's edits show at once);
 * compressed by the app's compression (platform/compression.ts) as the browser accepts.
 */
export function sendPage(
  _request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  status = 200,
): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(body);
}

const schema = <Params extends z.ZodObject>(summary: string, params: Params) => ({
  tags: ['site'],
  summary,
  params,
  querystring: query,
});

/**
 * The owner's public site as server-rendered HTML (A-27/A-29), outside /api/v1 and before
 * the web app's fallback, which only answers paths no route takes.
 */
export const sitePagesRoutes: FastifyPluginAsyncZod<{
  pages: SitePages;
  assets: SiteAssets;
  captcha: CaptchaWidget;
}> = async (app, { pages, assets, captcha }) => {
  const siteScript = html`<script
    src="${assets.script.url}"
    defer${assets.altcha ? html` data-altcha="${assets.altcha.widget.url}" data-altcha-worker="${assets.altcha.worker.url}"` : ''}
  ></script>`;
  // ALTCHA's files are the site's own, served only when it is the provider.
  const widgetCaptcha: CaptchaWidget =
    captcha.provider !== 'altcha' || assets.altcha ? captcha : { provider: 'none' };
  const scriptsOf = (language: Language) =>
    widgetCaptcha.provider === 'recaptcha'
      ? html`${siteScript}
          <script src="${recaptchaScript(language)}" async defer></script>`
      : siteScript;
  const scripts = { ar: scriptsOf('ar'), en: scriptsOf('en') } satisfies Record<Language, unknown>;
  // The pages with the request form allow what their captcha loads (Google's, for reCAPTCHA).
  const allowCaptcha = captchaPolicy(widgetCaptcha.provider);

  app.setErrorHandler((error, request, reply) => {
    const language = languageOf(request.query);
    if (error instanceof PageMissing) {
      return sendPage(request, reply, notFoundPage(error.view, error.path), 404);
    }
    // An unknown site, or an address no site could have (a slug out of the pattern).
    if (error instanceof SiteMissing || (error as { validation?: unknown }).validation) {
      return sendPage(request, reply, failurePage(language), 404);
    }
    request.log.error({ err: error }, 'site page failed');
    return sendPage(request, reply, failurePage(language), 500);
  });

  const viewOf = async (request: { params: { slug: string }; query: unknown }) => {
    const view = await pages.view(request.params.slug, languageOf(request.query));
    if (!view) throw new SiteMissing();
    return view;
  };

  app.get(
    '/s/:slug',
    {
      schema: schema(
        'The site’s home: published properties, searched by dates and guests (HTML)',
        z.object({ slug }),
      ),
    },
    async (request, reply) => {
      const view = await viewOf(request);
      const { properties, search } = await pages.home(view, request.query);
      return sendPage(request, reply, homePage(view, properties, search));
    },
  );

  const propertyParams = z.object({ slug, propertyId: z.uuid() });
  const propertyData = async (request: {
    params: { slug: string; propertyId: string };
    query: z.infer<typeof query>;
  }) => {
    const { propertyId } = request.params;
    const view = await viewOf(request);
    const found = await pages.property(view, propertyId, request.query);
    if (!found) throw new PageMissing(view, `/s/${view.slug}/properties/${propertyId}`);
    return {
      view,
      data: { ...found, captcha: widgetCaptcha, scripts: scripts[view.language] },
    };
  };

  app.get(
    '/s/:slug/properties/:propertyId',
    {
      schema: schema(
        'A published property’s page with its calendar, quote and request form (HTML)',
        propertyParams,
      ),
    },
    async (request, reply) => {
      const { view, data } = await propertyData(request);
      allowCaptcha(reply);
      return sendPage(request, reply, propertyPage(view, data));
    },
  );

  app.get(
    '/s/:slug/widget/:propertyId',
    {
      schema: schema(
        'The embeddable widget: a property’s availability and request form (HTML, any site may frame it)',
        propertyParams,
      ),
    },
    async (request, reply) => {
      const { view, data } = await propertyData(request);
      allowCaptcha(reply);
      // This page alone may be framed, by any site: the rest keeps the app's policy.
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      reply.header(
        'content-security-policy',
        policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'),
      );
      reply.removeHeader('x-frame-options');
      return sendPage(request, reply, widgetPage(view, data));
    },
  );

  app.get(
    '/s/:slug/blog',
    {
      schema: schema('The site’s blog (HTML), of one category with ?category=', z.object({ slug })),
    },
    async (request, reply) => {
      const view = await viewOf(request);
      const listing = await pages.blog(view, {
        category: request.query.category,
        page: pageNumber(request.query.page),
      });
      if (!listing) throw new PageMissing(view, `/s/${view.slug}/blog`);
      return sendPage(request, reply, blogPage(view, listing));
    },
  );

  app.get(
    '/s/:slug/blog/:postSlug',
    {
      schema: schema(
        'A published post of the site’s blog (HTML)',
        z.object({ slug, postSlug: contentSlug }),
      ),
    },
    async (request, reply) => {
      const view = await viewOf(request);
      const found = await pages.post(view, request.params.postSlug);
      if (!found) throw new PageMissing(view, `/s/${view.slug}/blog/${request.params.postSlug}`);
      return sendPage(request, reply, postPage(view, found.post, found.category));
    },
  );

  app.get(
    '/s/:slug/:page',
    {
      schema: schema('A published page of the site (HTML)', z.object({ slug, page: contentSlug })),
    },
    async (request, reply) => {
      const view = await viewOf(request);
      const page = await pages.page(view, request.params.page);
      if (!page) throw new PageMissing(view, `/s/${view.slug}/${request.params.page}`);
      return sendPage(request, reply, contentPage(view, page));
    },
  );

  // Any other address under a site: its not-found page rather than the web app's.
  app.get(
    '/s/:slug/*',
    {
      schema: {
        ...schema('Not a page of the site (HTML, 404)', z.object({ slug, '*': z.string() })),
      },
    },
    async (request) => {
      const view = await viewOf(request);
      throw new PageMissing(view, `/s/${view.slug}/${request.params['*']}`);
    },
  );
};
