import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { NotificationEvent, NotificationKind } from '@nuzul/shared/notifications';
import type { ChannelSwitches } from '@nuzul/shared/notifications';
import type { Database } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  event: NotificationEvent;
  params: Record<string, unknown>;
  link: string | null;
  dedupeKey: string;
}

/** The only file that touches the notifications tables. */
export function notificationsRepository(db: Database) {
  return {
    ...notificationQueries(db),
    /** Runs the work in one transaction: its queries, and the handle for jobs to join it. */
    transaction<T>(work: (tx: NotificationQueries, txDb: Database) => Promise<T>): Promise<T> {
      return db.transaction((txDb) => {
        const tx = txDb as unknown as Database;
        return work(notificationQueries(tx), tx);
      });
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;

function notificationQueries(db: Database) {
  return {
    /** Records it unless its dedupe key was recorded for the user already (then undefined). */
    async insert(values: NewNotification): Promise<NotificationRow | undefined> {
      const [row] = await db
        .insert(notifications)
        .values(values)
        .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
        .returning();
      return row;
    },

    /** Newest first, `limit` rows from before the cursor (a `seq`). */
    list(
      userId: string,
      filter: { kind?: NotificationKind; unread: boolean; beforeSeq?: number },
      limit: number,
    ): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            filter.kind ? eq(notifications.kind, filter.kind) : undefined,
            filter.unread ? isNull(notifications.readAt) : undefined,
            filter.beforeSeq !== undefined ? lt(notifications.seq, filter.beforeSeq) : undefined,
          ),
        )
        .orderBy(desc(notifications.seq))
        .limit(limit);
    },

    async byId(userId: string, id: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
        .limit(1);
      return row;
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.value ?? 0;
    },

    /** Marks the user's notification read (kept at its first reading); false if not theirs. */
    async markRead(userId: string, id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: string, now: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** The kinds the user saved; a kind without a row has every channel on. */
    async preferences(userId: string): Promise<Map<NotificationKind, ChannelSwitches>> {
      const rows = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return new Map(
        rows.map((row) => [row.kind, { email: row.email, sms: row.sms, push: row.push }]),
      );
    },

    async savePreferences(
      userId: string,
      kinds: ReadonlyArray<[NotificationKind, ChannelSwitches]>,
      now: Date,
    ): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values(kinds.map(([kind, switches]) => ({ userId, kind, ...switches, updatedAt: now })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: {
            email: sql`excluded.email`,
            sms: sql`excluded.sms`,
            push: sql`excluded.push`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    },
  };
}
export type NotificationQueries = ReturnType<typeof notificationQueries>;
