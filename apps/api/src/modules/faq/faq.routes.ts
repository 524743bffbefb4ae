import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@nuzul/shared/accounts';
import { faqEntryInput, faqEntryResponse, faqQuery, faqResponse } from '@nuzul/shared/faq';
import { dbIdParam } from '@nuzul/shared/validation';
import { actorOf } from '../../platform/auth';
import { assertCan } from '../../platform/policy';
import type { FaqService } from './faq.service';

const idParams = z.object({ id: dbIdParam });
const notModified = z.null().describe('Not modified: the If-None-Match tag is current');

/** If-None-Match holds the tag (weak comparison, RFC 9110 §13.1.2) or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** The FAQ, public like the help it is (requirements-next §13). */
export const faqRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  app.get(
    '/faq',
    {
      schema: {
        tags: ['faq'],
        summary:
          'The FAQ in page order, those whose question or answer in `lang` holds every word of `search` (Arabic normalised); ETag, 304 on If-None-Match',
        querystring: faqQuery,
        response: { 200: faqResponse, 304: notModified },
      },
    },
    async (request, reply) => {
      const { entries, etag } = await faq.search(request.query);
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return { data: entries };
    },
  );
};

/** The platform admin's FAQ entries; anyone else gets 404. */
export const faqAdminRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  app.addHook('onRequest', app.requireAuth);
  // Before the body is validated: to anyone else these routes do not exist, whatever is sent.
  app.addHook('preValidation', async (request) => assertCan(actorOf(request), 'faq:manage'));
  const tags = ['faq'];

  app.post(
    '/admin/faq',
    {
      schema: {
        tags,
        summary: 'Adds an FAQ entry',
        body: faqEntryInput,
        response: { 201: faqEntryResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await faq.create(actorOf(request), request.body) }),
  );
  app.put(
    '/admin/faq/:id',
    {
      schema: {
        tags,
        summary: 'Replaces an FAQ entry (its category, texts and order)',
        params: idParams,
        body: faqEntryInput,
        response: { 200: faqEntryResponse },
      },
    },
    async (request) => ({
      data: await faq.update(actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/admin/faq/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an FAQ entry',
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await faq.remove(actorOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
