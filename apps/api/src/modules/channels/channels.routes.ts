import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  channelConflictsResponse,
  channelConnectionResponse,
  channelsOverviewResponse,
  conflictsQuery,
  connectionCreateInput,
  connectionUpdateInput,
  feedTestInput,
  feedTestResponse,
  syncLogsQuery,
  syncLogsResponse,
  syncRunResponse,
} from '@nuzul/shared/channels';
import { AppError } from '@nuzul/shared/errors';
import { actorOf } from '../../platform/auth';
import type { RateLimiter } from '../../platform/rate-limit';
import type { ChannelsService } from './channels.service';

const idParams = z.object({ id: z.uuid() });

export const channelsRoutes: FastifyPluginAsyncZod<{ channels: ChannelsService }> = async (
  app,
  { channels },
) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['channels'];

  app.get(
    '/channels',
    {
      schema: {
        tags,
        summary: 'The owner’s properties with their channel connections (the channels page)',
        response: { 200: channelsOverviewResponse },
      },
    },
    async (request) => ({ data: await channels.overview(actorOf(request)) }),
  );

  app.post(
    '/channels/connections',
    {
      schema: {
        tags,
        summary:
          'Connects a property (a unit of a multi-unit one) to a channel: its iCal import URL, and a new export URL (409 CHANNEL_ALREADY_CONNECTED)',
        body: connectionCreateInput,
        response: { 201: channelConnectionResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await channels.create(actorOf(request), request.body) }),
  );

  app.put(
    '/channels/connections/:id',
    {
      schema: {
        tags,
        summary: 'Changes a connection’s import URL (null: export only) or enabled',
        params: idParams,
        body: connectionUpdateInput,
        response: { 200: channelConnectionResponse },
      },
    },
    async (request) => ({
      data: await channels.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/channels/connections/:id',
    {
      schema: {
        tags,
        summary:
          'Disconnects: the connection, its export URL and its imported blocks go; its imported bookings stay',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await channels.remove(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/channels/connections/:id/sync',
    {
      schema: {
        tags,
        summary:
          'Sync now: fetches the channel’s feed and applies it; a failed or held run answers 200 with status failed (409 CHANNEL_NO_IMPORT_URL)',
        params: idParams,
        response: { 200: syncRunResponse },
      },
    },
    async (request) => ({ data: await channels.syncNow(actorOf(request), request.params.id) }),
  );

  app.post(
    '/channels/connections/:id/confirm',
    {
      schema: {
        tags,
        summary:
          'Applies the feed the emptied-feed guard held, as it is now (409 CHANNEL_NOTHING_TO_CONFIRM)',
        params: idParams,
        response: { 200: syncRunResponse },
      },
    },
    async (request) => ({ data: await channels.confirm(actorOf(request), request.params.id) }),
  );

  app.post(
    '/channels/connections/:id/export-token',
    {
      schema: {
        tags,
        summary: 'A new export URL; the old one answers 404 from now on',
        params: idParams,
        response: { 200: channelConnectionResponse },
      },
    },
    async (request) => ({
      data: await channels.regenerateToken(actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/channels/test',
    {
      schema: {
        tags,
        summary:
          'Fetches an iCal URL and counts its events; nothing is saved (422 CHANNEL_FEED_BLOCKED, CHANNEL_FEED_UNREACHABLE, CHANNEL_FEED_INVALID)',
        body: feedTestInput,
        response: { 200: feedTestResponse },
      },
    },
    async (request) => ({ data: await channels.test(request.body.url) }),
  );

  app.get(
    '/channels/conflicts',
    {
      schema: {
        tags,
        summary: 'Imported events that overlap a booking or block already on the unit',
        querystring: conflictsQuery,
        response: { 200: channelConflictsResponse },
      },
    },
    async (request) => ({ data: await channels.conflicts(actorOf(request), request.query) }),
  );

  app.get(
    '/sync-logs',
    {
      schema: {
        tags,
        summary:
          'Sync logs, newest first, 50 a page: by property, building, status, action, type and days; search by reservation, response or search ID',
        querystring: syncLogsQuery,
        response: { 200: syncLogsResponse },
      },
    },
    async (request) => channels.logs(actorOf(request), request.query),
  );
};

/**
 * Unknown tokens an address may ask for per window before it is refused everything for the
 * next window: a token is 256 random bits, and guessing is made slow as well as hopeless.
 */
export const EXPORT_MISS_LIMIT = { max: 30, windowMs: 60_000 };

/** The public feed: `GET /ical/<token>.ics`, for channels to import (no session). */
export const icalRoutes: FastifyPluginAsyncZod<{
  channels: ChannelsService;
  limiter: RateLimiter;
}> = async (app, { channels, limiter }) => {
  app.get(
    '/ical/:file',
    {
      schema: {
        tags: ['channels'],
        summary:
          'A unit’s bookings and blocks as busy all-day events for a channel to import; ETag and Last-Modified, 304 on If-None-Match',
        params: z.object({ file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const blockedKey = `ical-blocked:${request.ip}`;
      if (await limiter.recalls(blockedKey)) throw new AppError('RATE_LIMITED');
      const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(request.params.file);
      const answer = match
        ? await channels.exportFeed(match[1]!, request.headers['if-none-match'])
        : ({ status: 404 } as const);
      if (answer.status === 404) {
        try {
          await limiter.consume([{ key: `ical-miss:${request.ip}`, rule: EXPORT_MISS_LIMIT }]);
        } catch (error) {
          await limiter.remember(blockedKey, EXPORT_MISS_LIMIT.windowMs);
          throw error;
        }
        throw new AppError('NOT_FOUND');
      }
      reply
        .header('etag', answer.etag)
        .header('last-modified', answer.lastModified)
        .header('cache-control', 'no-cache');
      if (answer.status === 304) return reply.status(304).send();
      return reply
        .status(200)
        .header('content-type', 'text/calendar; charset=utf-8')
        .send(answer.body);
    },
  );
};
