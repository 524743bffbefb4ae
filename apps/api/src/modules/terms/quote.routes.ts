import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteQuery, quoteResponse } from '@nuzul/shared/terms';
import { actorOf } from '../../platform/auth';
import type { QuoteService } from './quote.service';

const idParams = z.object({ id: z.uuid() });

export const quoteRoutes: FastifyPluginAsyncZod<{ quotes: QuoteService }> = async (
  app,
  { quotes },
) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/properties/:id/quote',
    {
      schema: {
        tags: ['terms'],
        summary: 'Prices a stay [from, to) for the guests with the saved terms',
        params: idParams,
        querystring: quoteQuery,
        response: { 200: quoteResponse },
      },
    },
    async (request) => ({
      data: await quotes.quote(actorOf(request), request.params.id, request.query),
    }),
  );
};
