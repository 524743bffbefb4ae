import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '@nuzul/shared/accounts';
import {
  definitionItemResponse,
  definitionsResponse,
  userDefinitionParams,
  userDefinitionRequest,
} from '@nuzul/shared/definitions';
import { actorOf } from '../../platform/auth';
import type { DefinitionsService } from './definitions.service';

export interface DefinitionsRoutesOptions {
  definitions: DefinitionsService;
}

const notModified = z.null().describe('Not modified: the If-None-Match tag is current');

/** If-None-Match holds the tag (weak comparison, RFC 9110 §13.1.2) or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export const definitionsRoutes: FastifyPluginAsyncZod<DefinitionsRoutesOptions> = async (
  app,
  { definitions },
) => {
  const tags = ['definitions'];

  app.get(
    '/definitions',
    {
      onRequest: app.requireAuth,
      schema: { tags, response: { 200: definitionsResponse, 304: notModified } },
    },
    async (request, reply) => {
      const { items, etag } = await definitions.list(actorOf(request));
      // The list holds the owner's own entries: browsers may keep it, but must ask first.
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return { data: { items } };
    },
  );

  app.post(
    '/definitions/user',
    {
      onRequest: app.requireAuth,
      schema: { tags, body: userDefinitionRequest, response: { 201: definitionItemResponse } },
    },
    async (request, reply) => {
      const item = await definitions.create(actorOf(request), request.body);
      return reply.status(201).send({ data: item });
    },
  );

  app.delete(
    '/definitions/user/:id',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: userDefinitionParams, response: { 200: okResponse } },
    },
    async (request) => {
      await definitions.remove(actorOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
