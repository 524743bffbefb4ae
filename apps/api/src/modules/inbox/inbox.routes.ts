import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createThreadInput,
  guestSentMessageResponse,
  guestThreadResponse,
  messagesQuery,
  messagesResponse,
  sendMessageInput,
  sentMessageResponse,
  threadItemResponse,
  threadsListResponse,
  threadsQuery,
  unreadCountResponse,
} from '@nuzul/shared/inbox';
import { messageKey } from '@nuzul/shared/validation';
import { actorOf } from '../../platform/auth';
import type { InboxService } from './inbox.service';

const idParams = z.object({ id: z.uuid() });
/** Any text: a token of another shape is simply not found (404), like an unknown one. */
const tokenParams = z.object({ token: z.string().min(1).max(512) });
/**
 * The sender's key for one message, a UUID: the same key again (a retry after a lost answer)
 * answers the message it made, 200 instead of 201; with another text, 422
 * IDEMPOTENCY_KEY_REUSED.
 */
const messageKeyHeaders = z.object({
  'idempotency-key': z.uuid(messageKey('invalidValue')).optional(),
});
const REPEAT = 'an Idempotency-Key sent again answers its message (200)';

/** The owner's inbox: the signed-in account's threads only. */
export const inboxRoutes: FastifyPluginAsyncZod<{ inbox: InboxService }> = async (
  app,
  { inbox },
) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['inbox'];
  const security = [{ bearer: [] }];

  app.get(
    '/inbox/threads',
    {
      schema: {
        tags,
        security,
        summary:
          'Threads of the account, newest activity first, searched by guest or property, optionally unread only; with the unread count of the header badge',
        querystring: threadsQuery,
        response: { 200: threadsListResponse },
      },
    },
    async (request) => inbox.list(actorOf(request), request.query),
  );

  app.post(
    '/inbox/threads',
    {
      schema: {
        tags,
        security,
        summary:
          "Opens the booking's thread: 201 when made (with the confirmation's system note for a confirmed booking), 200 when it exists; one per booking",
        body: createThreadInput,
        response: { 200: threadItemResponse, 201: threadItemResponse },
      },
    },
    async (request, reply) => {
      const { created, thread } = await inbox.open(actorOf(request), request.body.bookingId);
      return reply.status(created ? 201 : 200).send({ data: thread });
    },
  );

  app.get(
    '/inbox/unread-count',
    {
      schema: {
        tags,
        security,
        summary: 'Guest messages the owner has not read, over all threads (the header badge)',
        response: { 200: unreadCountResponse },
      },
    },
    async (request) => ({ data: { unreadCount: await inbox.unreadCount(actorOf(request)) } }),
  );

  app.get(
    '/inbox/threads/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A thread of the account',
        params: idParams,
        response: { 200: threadItemResponse },
      },
    },
    async (request) => ({ data: await inbox.thread(actorOf(request), request.params.id) }),
  );

  app.get(
    '/inbox/threads/:id/messages',
    {
      schema: {
        tags,
        security,
        summary:
          'Messages of a thread, oldest first: the newest page, or the page before the message `before`',
        params: idParams,
        querystring: messagesQuery,
        response: { 200: messagesResponse },
      },
    },
    async (request) => inbox.messages(actorOf(request), request.params.id, request.query),
  );

  app.post(
    '/inbox/threads/:id/message',
    {
      schema: {
        tags,
        security,
        summary: `The owner writes (plain text, 1 to 2,000 characters); the guest is e-mailed the message with a link to the guest page, or the answer says GUEST_EMAIL_MISSING; ${REPEAT}`,
        params: idParams,
        headers: messageKeyHeaders,
        body: sendMessageInput,
        response: { 200: sentMessageResponse, 201: sentMessageResponse },
      },
    },
    async (request, reply) => {
      const { created, sent } = await inbox.send(
        actorOf(request),
        request.params.id,
        request.body.body,
        request.headers['idempotency-key'],
      );
      return reply.status(created ? 201 : 200).send(sent);
    },
  );

  app.post(
    '/inbox/threads/:id/read',
    {
      schema: {
        tags,
        security,
        summary: "Marks the guest's messages of the thread read; answers the unread count left",
        params: idParams,
        response: { 200: unreadCountResponse },
      },
    },
    async (request) => ({
      data: { unreadCount: await inbox.markRead(actorOf(request), request.params.id) },
    }),
  );
};

/** The guest page's calls: no session, the token of the e-mailed link. */
export const guestThreadRoutes: FastifyPluginAsyncZod<{ inbox: InboxService }> = async (
  app,
  { inbox },
) => {
  const tags = ['inbox'];

  app.get(
    '/public/threads/:token/messages',
    {
      schema: {
        tags,
        summary:
          "The guest page: the booking's summary, arrival information in the guest's language and the thread (404 for a wrong or expired token)",
        params: tokenParams,
        querystring: messagesQuery,
        response: { 200: guestThreadResponse },
      },
    },
    async (request) => inbox.guestPage(request.params.token, request.query, request.ip),
  );

  app.post(
    '/public/threads/:token/messages',
    {
      schema: {
        tags,
        summary: `The guest answers (plain text, 1 to 2,000 characters; 429 CHAT_RATE_LIMITED beyond 20 in 10 minutes); ${REPEAT}`,
        params: tokenParams,
        headers: messageKeyHeaders,
        body: sendMessageInput,
        response: { 200: guestSentMessageResponse, 201: guestSentMessageResponse },
      },
    },
    async (request, reply) => {
      const { created, message } = await inbox.guestSend(
        request.params.token,
        request.body.body,
        request.ip,
        request.headers['idempotency-key'],
      );
      return reply.status(created ? 201 : 200).send({ data: message });
    },
  );
};
