import { AppError, fieldIssue, validationFailed } from '@nuzul/shared/errors';
import {
  NOTIFICATIONS_PAGE_SIZE,
  TEST_MAIL_LIMIT,
  defaultKindPreferences,
  keepsOneKindEnabled,
  kindOfEvent,
  notificationKinds,
  type KindPreferences,
  type NotificationEvent,
  type NotificationPreferences,
  type NotificationResponse,
  type NotificationsListResponse,
} from '@nuzul/shared/notifications';
import type { Clock } from '../../platform/clock';
import { job, jobType } from '../../platform/jobs/job-types';
import { enqueueJobs } from '../../platform/jobs/jobs.repository';
import type { RateLimiter } from '../../platform/rate-limit';
import type { RealtimeEmitter } from '../../platform/realtime';
import type { AccountsLookup } from '../accounts/accounts.lookup';
import { hasNotificationEmail } from './notification-mail';
import type {
  NotificationQueries,
  NotificationRow,
  NotificationsRepository,
} from './notifications.repository';

/** Jobs of this module: a notification's e-mail and the test e-mail, sent outside requests. */
export const notificationEmailJob = jobType<{ notificationId: string; userId: string }>(
  'notifications:email',
);
export const testEmailJob = jobType<{ userId: string }>('notifications:test-email');

export interface NotificationsDeps {
  repo: NotificationsRepository;
  clock: Clock;
  limiter: RateLimiter;
  accounts: AccountsLookup;
  realtime: RealtimeEmitter;
  /** No SMS provider exists yet: SMS switches are stored and nothing is sent. */
  smsAvailable: boolean;
}

/** What happened, to whom, and what raised it (an event delivered twice is one notification). */
export interface NotificationInput {
  userId: string;
  event: NotificationEvent;
  params: Record<string, unknown>;
  link: string | null;
  dedupeKey: string;
}

export function toNotification(row: NotificationRow): NotificationResponse {
  return {
    id: row.id,
    kind: row.kind,
    event: row.event,
    params: row.params,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function notificationsService(deps: NotificationsDeps) {
  const { repo, clock, realtime } = deps;

  async function kindsOf(userId: string, db: NotificationQueries = repo): Promise<KindPreferences> {
    const saved = await db.preferences(userId);
    const kinds = defaultKindPreferences();
    for (const kind of notificationKinds) kinds[kind] = saved.get(kind) ?? kinds[kind];
    return kinds;
  }

  return {
    /**
     * Records a notification and delivers it by the user's preferences: in-app always; its
     * e-mail through a job when the kind's e-mail switch is on (in the same transaction, so
     * a repeated event neither records nor mails twice); the live toast and badge when
     * push is on. Answers whether it was new.
     */
    async record(input: NotificationInput): Promise<boolean> {
      const kind = kindOfEvent[input.event];
      // The profile's master switches (requirements-next §12) come before each kind's.
      const master = await deps.accounts.deliverySwitchesOf(input.userId);
      const recorded = await repo.transaction(async (tx, txDb) => {
        const row = await tx.insert({ ...input, kind });
        if (!row) return undefined;
        const switches = (await kindsOf(input.userId, tx))[kind];
        if (switches.email && master?.email !== false && hasNotificationEmail(input.event)) {
          await enqueueJobs(txDb, [
            job(notificationEmailJob, { notificationId: row.id, userId: input.userId }),
          ]);
        }
        return { row, push: switches.push && master?.push !== false };
      });
      if (!recorded) return false;
      if (recorded.push) {
        realtime.toUser(input.userId, 'notification:new', {
          notification: toNotification(recorded.row),
          unreadCount: await repo.unreadCount(input.userId),
        });
      }
      return true;
    },

    async list(
      userId: string,
      query: { kind?: NotificationKindFilter; unread: boolean; cursor?: string },
    ): Promise<NotificationsListResponse> {
      const beforeSeq = query.cursor === undefined ? undefined : Number(query.cursor);
      if (beforeSeq !== undefined && !Number.isSafeInteger(beforeSeq)) {
        throw validationFailed([fieldIssue('querystring.cursor', 'invalidValue')]);
      }
      const rows = await repo.list(
        userId,
        { kind: query.kind, unread: query.unread, beforeSeq },
        NOTIFICATIONS_PAGE_SIZE + 1,
      );
      const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
      const more = rows.length > NOTIFICATIONS_PAGE_SIZE;
      return {
        data: page.map(toNotification),
        meta: {
          unreadCount: await repo.unreadCount(userId),
          nextCursor: more ? String(page.at(-1)!.seq) : null,
        },
      };
    },

    /** Another user's notification answers 404, like one that does not exist. */
    async read(userId: string, id: string): Promise<{ unreadCount: number }> {
      if (!(await repo.markRead(userId, id, clock()))) throw new AppError('NOT_FOUND');
      return { unreadCount: await repo.unreadCount(userId) };
    },

    async readAll(userId: string): Promise<{ unreadCount: number }> {
      await repo.markAllRead(userId, clock());
      return { unreadCount: await repo.unreadCount(userId) };
    },

    async preferences(userId: string): Promise<NotificationPreferences> {
      return { kinds: await kindsOf(userId), smsAvailable: deps.smsAvailable };
    },

    /**
     * Replaces the four kinds' switches at once. Spec §5 "at least one type must stay
     * enabled": a kind counts when a channel that can deliver is on (SMS only with a
     * provider); refused with 400 and nothing saved otherwise.
     */
    async savePreferences(
      userId: string,
      kinds: KindPreferences,
    ): Promise<NotificationPreferences> {
      if (!keepsOneKindEnabled(kinds, deps.smsAvailable)) {
        throw validationFailed([fieldIssue('body.kinds', 'notificationTypeRequired')]);
      }
      await repo.savePreferences(
        userId,
        notificationKinds.map((kind) => [kind, kinds[kind]]),
        clock(),
      );
      return this.preferences(userId);
    },

    /**
     * Send test mail (requirements §8.4): a bilingual e-mail to the account's address,
     * through the job runner and the configured mailer; 3 per 10 minutes per account.
     */
    async testMail(userId: string): Promise<{ email: string }> {
      await deps.limiter.consume([
        { key: `notifications-test-mail:${userId}`, rule: TEST_MAIL_LIMIT },
      ]);
      const contact = await deps.accounts.contactOf(userId);
      if (!contact) throw new AppError('UNAUTHORIZED');
      await repo.transaction((_tx, txDb) => enqueueJobs(txDb, [job(testEmailJob, { userId })]));
      return { email: contact.email };
    },

    /** The notification an e-mail job is for, if it is still there. */
    async forEmail(userId: string, id: string) {
      return repo.byId(userId, id);
    },
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;

type NotificationKindFilter = (typeof notificationKinds)[number];
