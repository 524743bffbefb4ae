import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@nuzul/shared/accounts';
import { seasonInput, seasonResponse } from '@nuzul/shared/terms';
import { actorOf } from '../../platform/auth';
import type { SeasonsService } from './seasons.service';

const idParams = z.object({ id: z.uuid() });
const seasonParams = idParams.extend({ seasonId: z.uuid() });

/** Seasons one at a time: the database judges overlaps (409 SEASON_OVERLAP). */
export const seasonsRoutes: FastifyPluginAsyncZod<{ seasons: SeasonsService }> = async (
  app,
  { seasons },
) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['terms'];

  app.post(
    '/properties/:id/seasons',
    {
      schema: {
        tags,
        summary: 'Adds a season; the seasons section is then completed',
        params: idParams,
        body: seasonInput,
        response: { 201: seasonResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await seasons.create(actorOf(request), request.params.id, request.body),
      }),
  );

  app.put(
    '/properties/:id/seasons/:seasonId',
    {
      schema: {
        tags,
        summary: 'Replaces a season',
        params: seasonParams,
        body: seasonInput,
        response: { 200: seasonResponse },
      },
    },
    async (request) => ({
      data: await seasons.update(
        actorOf(request),
        request.params.id,
        request.params.seasonId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/properties/:id/seasons/:seasonId',
    {
      schema: {
        tags,
        summary: 'Deletes a season',
        params: seasonParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await seasons.remove(actorOf(request), request.params.id, request.params.seasonId);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/properties/:id/seasons/:seasonId/copy-next-year',
    {
      schema: {
        tags,
        summary: 'Adds the same season a year later (29 February becomes 28 February)',
        params: seasonParams,
        response: { 201: seasonResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await seasons.copyToNextYear(
          actorOf(request),
          request.params.id,
          request.params.seasonId,
        ),
      }),
  );
};
