import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingResponse,
  moveBookingInput,
  timelineBulkInput,
  timelineBulkResponse,
  timelineQuery,
  timelineResponse,
  timelineUndoInput,
  timelineUndoResponse,
} from '@nuzul/shared/bookings';
import { actorOf } from '../../platform/auth';
import type { TimelineService } from './timeline.service';

const idParams = z.object({ id: z.uuid() });

/** The multi-unit timeline (issue 17): its page read, bulk edits and their undo, moves. */
export const timelineRoutes: FastifyPluginAsyncZod<{ timeline: TimelineService }> = async (
  app,
  { timeline },
) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['bookings'];

  app.get(
    '/calendar',
    {
      schema: {
        tags,
        summary:
          'A page of the account’s units (rows) with their bookings and blocks on the days from..to (at most 400), and each of their properties’ day prices and stay rules; filtered by search, city, building and property status (meta.total counts units)',
        querystring: timelineQuery,
        response: { 200: timelineResponse },
      },
      // The answer is written as the service builds it (typed to the schema above, which
      // still documents it): checking a page's thousand holds against zod again took about a
      // third of the route's time, on the timeline's first request.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => timeline.page(actorOf(request), request.query),
  );

  app.post(
    '/calendar/bulk',
    {
      schema: {
        tags,
        summary:
          'Block, Make Available or Set price / stay rules over cells of many units in one transaction, refused whole: 404 when a property is not the account’s, 400 PAST_DATES, 409 DATES_UNAVAILABLE over a booked night; answers what changed and the token that undoes it',
        body: timelineBulkInput,
        response: { 200: timelineBulkResponse },
      },
    },
    async (request) => ({ data: await timeline.bulk(actorOf(request), request.body) }),
  );

  app.post(
    '/calendar/bulk/undo',
    {
      schema: {
        tags,
        summary:
          'Undoes the account’s last bulk edit: its blocks and day settings as they were (404 when the token is not the last edit, 409 CONFLICT when those cells changed since)',
        body: timelineUndoInput,
        response: { 200: timelineUndoResponse },
      },
    },
    async (request) => ({
      data: await timeline.undo(actorOf(request), request.body.undoToken),
    }),
  );

  app.put(
    '/bookings/:id/move',
    {
      schema: {
        tags,
        summary:
          'Moves a booking to the nights [dateFrom, dateTo) of another unit of its property or other dates (409 NO_SPACE_FOR_DATES when one is held)',
        params: idParams,
        body: moveBookingInput,
        response: { 200: bookingResponse },
      },
    },
    async (request) => ({
      data: await timeline.move(actorOf(request), request.params.id, request.body),
    }),
  );
};
