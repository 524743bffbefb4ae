import { and, count, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@nuzul/shared/bookings';
import type { IsoDate } from '@nuzul/shared/dates';
import {
  THREAD_PREVIEW_LENGTH,
  type MessageSender,
  type SystemMessageKind,
} from '@nuzul/shared/inbox';
import type { Database } from '../../db/client';
import {
  bookings,
  inboxGuestTokens,
  inboxMessages,
  inboxThreads,
  properties,
} from '../../db/schema/index';

export type MessageRow = typeof inboxMessages.$inferSelect;

/** A thread with what the inbox shows of its booking, property and messages. */
export interface ThreadRow {
  id: string;
  ownerId: string;
  bookingId: string;
  bookingStatus: BookingStatus;
  dateFrom: IsoDate;
  dateTo: IsoDate;
  guests: number;
  propertyId: string;
  propertyName: string | null;
  propertyInternalName: string | null;
  timeZone: string;
  guestFirstName: string;
  guestLastName: string;
  guestLanguage: string;
  guestEmail: string;
  lastSender: MessageSender | null;
  lastSystemKind: SystemMessageKind | null;
  lastPreview: string | null;
  lastMessageAt: Date;
  unreadCount: number;
  createdAt: Date;
}

/** "%text%" with LIKE's own characters taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A thread whose guest (name either way round, e-mail) or property (name, internal name) has it. */
function searchCondition(text: string): SQL {
  const pattern = containsPattern(text);
  const like = (value: SQL) => sql`lower(${value}) like ${pattern}`;
  return sql`(
    ${like(sql`${bookings.guestFirstName} || ' ' || ${bookings.guestLastName}`)}
    or ${like(sql`${bookings.guestLastName} || ' ' || ${bookings.guestFirstName}`)}
    or ${like(sql`${bookings.guestEmail}`)}
    or ${like(sql`coalesce(${properties.name}, '')`)}
    or ${like(sql`coalesce(${properties.internalName}, '')`)})`;
}

const unreadOfThread = sql<number>`(select count(*)::int from ${inboxMessages} m
  where m.thread_id = ${inboxThreads.id} and m.sender = 'guest' and m.read_at is null)`;

const lastOf = <T>(column: string) =>
  sql<T | null>`(select ${sql.raw(column)} from ${inboxMessages} m
    where m.thread_id = ${inboxThreads.id} order by m.seq desc limit 1)`;

const threadColumns = {
  id: inboxThreads.id,
  ownerId: inboxThreads.ownerId,
  bookingId: inboxThreads.bookingId,
  bookingStatus: bookings.status,
  dateFrom: bookings.dateFrom,
  dateTo: bookings.dateTo,
  guests: bookings.guests,
  propertyId: bookings.propertyId,
  propertyName: properties.name,
  propertyInternalName: properties.internalName,
  timeZone: properties.timeZone,
  guestFirstName: bookings.guestFirstName,
  guestLastName: bookings.guestLastName,
  guestLanguage: bookings.guestLanguage,
  guestEmail: bookings.guestEmail,
  lastSender: lastOf<MessageSender>('m.sender'),
  lastSystemKind: lastOf<SystemMessageKind>('m.system_kind'),
  lastPreview: lastOf<string>(`left(m.body, ${THREAD_PREVIEW_LENGTH})`),
  lastMessageAt: inboxThreads.lastMessageAt,
  unreadCount: unreadOfThread,
  createdAt: inboxThreads.createdAt,
};

function queries(db: Database) {
  const threadsWithBooking = () =>
    db
      .select(threadColumns)
      .from(inboxThreads)
      .innerJoin(bookings, eq(bookings.id, inboxThreads.bookingId))
      .innerJoin(properties, eq(properties.id, bookings.propertyId));

  return {
    handle: db,

    /** The owner's booking (undefined for another account's or none). */
    async ownBooking(ownerId: string, bookingId: string) {
      const [row] = await db
        .select({ id: bookings.id, status: bookings.status })
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.ownerId, ownerId)));
      return row;
    },

    /** The owner's booking as its arrival instructions e-mail needs it (undefined: none). */
    async bookingForArrival(ownerId: string, bookingId: string) {
      const [row] = await db
        .select({
          id: bookings.id,
          status: bookings.status,
          dateFrom: bookings.dateFrom,
          dateTo: bookings.dateTo,
          guestPrice: bookings.guestPrice,
          guestFirstName: bookings.guestFirstName,
          guestLastName: bookings.guestLastName,
          guestLanguage: bookings.guestLanguage,
          guestEmail: bookings.guestEmail,
          propertyId: bookings.propertyId,
          propertyName: properties.name,
          propertyInternalName: properties.internalName,
          timeZone: properties.timeZone,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(and(eq(bookings.id, bookingId), eq(bookings.ownerId, ownerId)));
      return row;
    },

    /** Makes the booking's thread unless it has one; undefined when it had. */
    async insertThread(values: { ownerId: string; bookingId: string; now: Date }) {
      const [row] = await db
        .insert(inboxThreads)
        .values({
          ownerId: values.ownerId,
          bookingId: values.bookingId,
          lastMessageAt: values.now,
          createdAt: values.now,
        })
        .onConflictDoNothing({ target: inboxThreads.bookingId })
        .returning({ id: inboxThreads.id });
      return row?.id;
    },

    async threadIdOfBooking(bookingId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: inboxThreads.id })
        .from(inboxThreads)
        .where(eq(inboxThreads.bookingId, bookingId));
      return row?.id;
    },

    /** The thread, with `ownerId` only the owner's. */
    async thread(threadId: string, ownerId?: string): Promise<ThreadRow | undefined> {
      const [row] = await threadsWithBooking().where(
        and(
          eq(inboxThreads.id, threadId),
          ownerId === undefined ? undefined : eq(inboxThreads.ownerId, ownerId),
        ),
      );
      return row as ThreadRow | undefined;
    },

    /** Locks the owner's thread row until the transaction ends (messages one at a time). */
    async lockThread(threadId: string, ownerId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: inboxThreads.id })
        .from(inboxThreads)
        .where(
          and(
            eq(inboxThreads.id, threadId),
            ownerId === undefined ? undefined : eq(inboxThreads.ownerId, ownerId),
          ),
        )
        .for('update');
      return rows.length > 0;
    },

    async listThreads(
      ownerId: string,
      filter: { search?: string; unread: boolean },
      page: { offset: number; limit: number },
    ): Promise<{ rows: ThreadRow[]; total: number }> {
      const where = and(
        eq(inboxThreads.ownerId, ownerId),
        filter.search ? searchCondition(filter.search) : undefined,
        filter.unread ? sql`${unreadOfThread} > 0` : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        threadsWithBooking()
          .where(where)
          .orderBy(desc(inboxThreads.lastMessageAt), desc(inboxThreads.id))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ total: count() })
          .from(inboxThreads)
          .innerJoin(bookings, eq(bookings.id, inboxThreads.bookingId))
          .innerJoin(properties, eq(properties.id, bookings.propertyId))
          .where(where),
      ]);
      return { rows: rows as ThreadRow[], total: totals?.total ?? 0 };
    },

    /** Guest messages the owner has not read, over all their threads. */
    async unreadCount(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(inboxMessages)
        .innerJoin(inboxThreads, eq(inboxThreads.id, inboxMessages.threadId))
        .where(
          and(
            eq(inboxThreads.ownerId, ownerId),
            eq(inboxMessages.sender, 'guest'),
            isNull(inboxMessages.readAt),
          ),
        );
      return row?.n ?? 0;
    },

    /** The `seq` of a message of the thread (undefined when it is not one of its). */
    async seqOf(threadId: string, messageId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ seq: inboxMessages.seq })
        .from(inboxMessages)
        .where(and(eq(inboxMessages.id, messageId), eq(inboxMessages.threadId, threadId)));
      return row?.seq;
    },

    /** The newest `limit` messages before `beforeSeq`, newest first. */
    messages(threadId: string, beforeSeq: number | undefined, limit: number) {
      return db
        .select()
        .from(inboxMessages)
        .where(
          and(
            eq(inboxMessages.threadId, threadId),
            beforeSeq === undefined ? undefined : lt(inboxMessages.seq, beforeSeq),
          ),
        )
        .orderBy(desc(inboxMessages.seq))
        .limit(limit);
    },

    async message(messageId: string): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(inboxMessages).where(eq(inboxMessages.id, messageId));
      return row;
    },

    /** The thread's message made with the sender's key, if any. */
    async messageByKey(threadId: string, clientKey: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(inboxMessages)
        .where(and(eq(inboxMessages.threadId, threadId), eq(inboxMessages.clientKey, clientKey)));
      return row;
    },

    /**
     * Adds a message and makes it the thread's latest; undefined when it is the booking's
     * confirmation and the thread has it already (a redelivered event).
     */
    async insertMessage(values: {
      threadId: string;
      sender: MessageSender;
      systemKind?: SystemMessageKind;
      body: string;
      clientKey?: string;
      now: Date;
    }): Promise<MessageRow | undefined> {
      const [row] = await db
        .insert(inboxMessages)
        .values({
          threadId: values.threadId,
          sender: values.sender,
          systemKind: values.systemKind ?? null,
          body: values.body,
          clientKey: values.clientKey ?? null,
          createdAt: values.now,
        })
        .onConflictDoNothing({
          target: inboxMessages.threadId,
          where: sql`system_kind = 'booking_confirmed'`,
        })
        .returning();
      if (row) {
        await db
          .update(inboxThreads)
          .set({ lastMessageAt: sql`greatest(${inboxThreads.lastMessageAt}, ${values.now})` })
          .where(eq(inboxThreads.id, values.threadId));
      }
      return row;
    },

    /** Marks the messages of `sender` read; answers how many were unread. */
    async markRead(threadId: string, sender: 'guest' | 'owner', now: Date): Promise<number> {
      const rows = await db
        .update(inboxMessages)
        .set({ readAt: now })
        .where(
          and(
            eq(inboxMessages.threadId, threadId),
            eq(inboxMessages.sender, sender),
            isNull(inboxMessages.readAt),
          ),
        )
        .returning({ id: inboxMessages.id });
      return rows.length;
    },

    async insertToken(threadId: string, tokenHash: string, now: Date): Promise<void> {
      await db.insert(inboxGuestTokens).values({ tokenHash, threadId, createdAt: now });
    },

    async threadIdOfToken(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ threadId: inboxGuestTokens.threadId })
        .from(inboxGuestTokens)
        .where(eq(inboxGuestTokens.tokenHash, tokenHash));
      return row?.threadId;
    },
  };
}
export type InboxQueries = ReturnType<typeof queries>;

/** The only file that touches the inbox tables. */
export function inboxRepository(db: Database) {
  return {
    ...queries(db),
    transaction<T>(work: (tx: InboxQueries) => Promise<T>): Promise<T> {
      return db.transaction((txDb) => work(queries(txDb as unknown as Database)));
    },
  };
}
export type InboxRepository = ReturnType<typeof inboxRepository>;
