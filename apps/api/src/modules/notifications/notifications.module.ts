import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Outbox } from '../../platform/events/outbox';
import type { JobRunner } from '../../platform/jobs/runner';
import type { Mailer } from '../../platform/mailer';
import type { RateLimiter } from '../../platform/rate-limit';
import type { RealtimeEmitter } from '../../platform/realtime';
import type { AccountsLookup } from '../accounts/accounts.lookup';
import type { AppModule } from '../module';
import { notificationEmail, testEmail } from './notification-mail';
import {
  subscribeLiveEvents,
  subscribeNotifications,
  type NotificationLookups,
} from './notifications.events';
import { notificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { notificationEmailJob, notificationsService, testEmailJob } from './notifications.service';

export interface NotificationsModuleDeps extends NotificationLookups {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  accounts: AccountsLookup;
  outbox: Outbox;
  jobs: JobRunner;
  mailer: Mailer;
  realtime: RealtimeEmitter;
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Notifications (requirements §8) and the live events of the real-time connection (§9):
 * domain events become notifications and socket events; e-mails go out through jobs.
 */
export function createNotificationsModule(deps: NotificationsModuleDeps) {
  const notifications = notificationsService({
    repo: notificationsRepository(deps.db),
    clock: deps.clock,
    limiter: deps.limiter,
    accounts: deps.accounts,
    realtime: deps.realtime,
    smsAvailable: false,
  });
  subscribeNotifications(deps.outbox, notifications, deps);
  subscribeLiveEvents(deps.outbox, deps.realtime, deps.log);

  // In the user's language of the moment; a notification or user gone since sends nothing.
  deps.jobs.handle(notificationEmailJob, async ({ notificationId, userId }) => {
    const [row, contact] = await Promise.all([
      notifications.forEmail(userId, notificationId),
      deps.accounts.contactOf(userId),
    ]);
    if (!row || !contact) return;
    const message = notificationEmail(contact, row, deps.appUrl);
    if (message) await deps.mailer.send(message);
  });
  deps.jobs.handle(testEmailJob, async ({ userId }) => {
    const contact = await deps.accounts.contactOf(userId);
    if (contact) await deps.mailer.send(testEmail(contact));
  });

  const routes: AppModule['routes'] = async (api) => {
    await api.register(notificationsRoutes, { notifications });
  };
  return { routes, notifications };
}
