import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@nuzul/shared/accounts';
import {
  blogCategoriesResponse,
  blogCategoryInput,
  blogCategoryResponse,
  blogPostInput,
  blogPostResponse,
  blogPostsQuery,
  blogPostsResponse,
  emailPreviewInput,
  emailPreviewResponse,
  emailTemplateInput,
  emailTemplateKindParam,
  emailTemplateResponse,
  emailTemplatesResponse,
  emailTestInput,
  emailTestResponse,
  menuInput,
  menuLocationParam,
  menuResponse,
  pageInput,
  pageResponse,
  pagesResponse,
  siteSettingsInput,
  siteSettingsResponse,
} from '@nuzul/shared/cms';
import { dbIdParam } from '@nuzul/shared/validation';
import { actorOf } from '../../platform/auth';
import type { CmsService } from './cms.service';
import type { EmailTemplatesService } from './email-templates.service';

const idParams = z.object({ id: dbIdParam });
const security = [{ bearer: [] }];
const ok = { data: { ok: true as const } };

/** The owner's site settings, pages, menus and blog (requirements-next §14): their own only. */
export const cmsRoutes: FastifyPluginAsyncZod<{ cms: CmsService }> = async (app, { cms }) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['cms'];

  app.get(
    '/cms/site',
    {
      schema: {
        tags,
        security,
        summary: "The site's settings (slug, name, colour, contact); null until first saved",
        response: { 200: siteSettingsResponse },
      },
    },
    async (request) => ({ data: await cms.site(actorOf(request)) }),
  );
  app.put(
    '/cms/site',
    {
      schema: {
        tags,
        security,
        summary:
          "Saves the site's settings; the slug is unique across owners (409 SITE_SLUG_TAKEN)",
        body: siteSettingsInput,
        response: { 200: siteSettingsResponse },
      },
    },
    async (request) => ({ data: await cms.saveSite(actorOf(request), request.body) }),
  );

  app.get(
    '/cms/pages',
    {
      schema: {
        tags,
        security,
        summary: 'The content pages, by slug, without their bodies',
        response: { 200: pagesResponse },
      },
    },
    async (request) => ({ data: await cms.pages(actorOf(request)) }),
  );
  app.post(
    '/cms/pages',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a page; bodies are sanitised; the slug is unique per owner (409 SLUG_TAKEN)',
        body: pageInput,
        response: { 201: pageResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await cms.createPage(actorOf(request), request.body) }),
  );
  app.get(
    '/cms/pages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A page',
        params: idParams,
        response: { 200: pageResponse },
      },
    },
    async (request) => ({ data: await cms.page(actorOf(request), request.params.id) }),
  );
  app.put(
    '/cms/pages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces a page',
        params: idParams,
        body: pageInput,
        response: { 200: pageResponse },
      },
    },
    async (request) => ({
      data: await cms.updatePage(actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/cms/pages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a page and the menu items that point at it',
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await cms.deletePage(actorOf(request), request.params.id);
      return ok;
    },
  );

  app.get(
    '/cms/menus/:location',
    {
      schema: {
        tags,
        security,
        summary: 'The header or footer menu, in order, one level of nesting',
        params: z.object({ location: menuLocationParam }),
        response: { 200: menuResponse },
      },
    },
    async (request) => ({ data: await cms.menu(actorOf(request), request.params.location) }),
  );
  app.put(
    '/cms/menus/:location',
    {
      schema: {
        tags,
        security,
        summary:
          "Replaces the whole menu in one transaction: at most 30 items, one level deep, the owner's own pages and properties, http(s) links",
        params: z.object({ location: menuLocationParam }),
        body: menuInput,
        response: { 200: menuResponse },
      },
    },
    async (request) => ({
      data: await cms.saveMenu(actorOf(request), request.params.location, request.body),
    }),
  );

  app.get(
    '/cms/blog/categories',
    {
      schema: {
        tags,
        security,
        summary: 'The blog categories with their post counts',
        response: { 200: blogCategoriesResponse },
      },
    },
    async (request) => ({ data: await cms.categories(actorOf(request)) }),
  );
  app.post(
    '/cms/blog/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a blog category (409 SLUG_TAKEN)',
        body: blogCategoryInput,
        response: { 201: blogCategoryResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await cms.createCategory(actorOf(request), request.body) }),
  );
  app.put(
    '/cms/blog/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces a blog category',
        params: idParams,
        body: blogCategoryInput,
        response: { 200: blogCategoryResponse },
      },
    },
    async (request) => ({
      data: await cms.updateCategory(actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/cms/blog/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a blog category; refused while posts use it (409 BLOG_CATEGORY_IN_USE)',
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await cms.deleteCategory(actorOf(request), request.params.id);
      return ok;
    },
  );

  app.get(
    '/cms/blog/posts',
    {
      schema: {
        tags,
        security,
        summary: 'Blog posts, newest first, 20 a page, by status and category',
        querystring: blogPostsQuery,
        response: { 200: blogPostsResponse },
      },
    },
    async (request) => cms.posts(actorOf(request), request.query),
  );
  app.post(
    '/cms/blog/posts',
    {
      schema: {
        tags,
        security,
        summary:
          'Adds a blog post; the body is sanitised; a published post without a date is dated today (409 SLUG_TAKEN)',
        body: blogPostInput,
        response: { 201: blogPostResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await cms.createPost(actorOf(request), request.body) }),
  );
  app.get(
    '/cms/blog/posts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A blog post',
        params: idParams,
        response: { 200: blogPostResponse },
      },
    },
    async (request) => ({ data: await cms.post(actorOf(request), request.params.id) }),
  );
  app.put(
    '/cms/blog/posts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces a blog post',
        params: idParams,
        body: blogPostInput,
        response: { 200: blogPostResponse },
      },
    },
    async (request) => ({
      data: await cms.updatePost(actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/cms/blog/posts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a blog post',
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await cms.deletePost(actorOf(request), request.params.id);
      return ok;
    },
  );
};

const kindParams = z.object({ kind: emailTemplateKindParam });

/** The owner's guest e-mail templates (requirements-next §14). */
export const emailTemplateRoutes: FastifyPluginAsyncZod<{
  templates: EmailTemplatesService;
}> = async (app, { templates }) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['cms'];

  app.get(
    '/cms/email-templates',
    {
      schema: {
        tags,
        security,
        summary: 'Every guest e-mail template (the default until edited) with its placeholders',
        response: { 200: emailTemplatesResponse },
      },
    },
    async (request) => ({ data: await templates.list(actorOf(request)) }),
  );
  app.put(
    '/cms/email-templates/:kind',
    {
      schema: {
        tags,
        security,
        summary:
          'Saves a template; the body is sanitised; an unknown placeholder is refused (400, unknownPlaceholder naming it)',
        params: kindParams,
        body: emailTemplateInput,
        response: { 200: emailTemplateResponse },
      },
    },
    async (request) => ({
      data: await templates.save(actorOf(request), request.params.kind, request.body),
    }),
  );
  app.delete(
    '/cms/email-templates/:kind',
    {
      schema: {
        tags,
        security,
        summary: 'Resets a template to the default',
        params: kindParams,
        response: { 200: emailTemplateResponse },
      },
    },
    async (request) => ({ data: await templates.reset(actorOf(request), request.params.kind) }),
  );
  app.post(
    '/cms/email-templates/:kind/preview',
    {
      schema: {
        tags,
        security,
        summary:
          'Renders the saved template, or the one sent along, with a sample booking (values HTML-escaped)',
        params: kindParams,
        body: emailPreviewInput,
        response: { 200: emailPreviewResponse },
      },
    },
    async (request) => ({
      data: await templates.preview(
        actorOf(request),
        request.params.kind,
        request.body.locale,
        request.body.template,
      ),
    }),
  );
  app.post(
    '/cms/email-templates/:kind/test',
    {
      schema: {
        tags,
        security,
        summary:
          "Sends the saved template with a sample booking to the account's own address (10 per 10 minutes)",
        params: kindParams,
        body: emailTestInput,
        response: { 200: emailTestResponse },
      },
    },
    async (request) => ({
      data: await templates.test(actorOf(request), request.params.kind, request.body.locale),
    }),
  );
};
