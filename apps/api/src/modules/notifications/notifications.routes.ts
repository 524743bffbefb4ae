import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationIdParams,
  notificationPreferencesRequest,
  notificationPreferencesResponse,
  notificationsListResponse,
  notificationsQuery,
  notificationsReadResponse,
  testMailResponse,
} from '@nuzul/shared/notifications';
import { authOf } from '../../platform/auth';
import type { NotificationsService } from './notifications.service';

/** The notification center, the bell and the preferences: the signed-in account's own. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'Notifications, newest first, 20 a page, with the unread count',
        querystring: notificationsQuery,
        response: { 200: notificationsListResponse },
      },
    },
    async (request) => notifications.list(authOf(request).userId, request.query),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        security,
        summary: 'Marks every notification read',
        response: { 200: notificationsReadResponse },
      },
    },
    async (request) => ({ data: await notifications.readAll(authOf(request).userId) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        security,
        summary: "Marks one notification read (another account's answers 404)",
        params: notificationIdParams,
        response: { 200: notificationsReadResponse },
      },
    },
    async (request) => ({
      data: await notifications.read(authOf(request).userId, request.params.id),
    }),
  );

  app.get(
    '/notifications/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'E-mail, SMS and push per kind, and whether an SMS provider is configured',
        response: { 200: notificationPreferencesResponse },
      },
    },
    async (request) => ({ data: await notifications.preferences(authOf(request).userId) }),
  );

  app.put(
    '/notifications/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces the preferences; at least one kind must stay enabled (400)',
        body: notificationPreferencesRequest,
        response: { 200: notificationPreferencesResponse },
      },
    },
    async (request) => ({
      data: await notifications.savePreferences(authOf(request).userId, request.body.kinds),
    }),
  );

  app.post(
    '/notifications/test-mail',
    {
      schema: {
        tags,
        security,
        summary: "Sends a bilingual test e-mail to the account's address (3 per 10 minutes)",
        response: { 200: testMailResponse },
      },
    },
    async (request) => ({ data: await notifications.testMail(authOf(request).userId) }),
  );
};
