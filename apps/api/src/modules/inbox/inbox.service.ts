import { addDays, compareDates, todayIn } from '@nuzul/shared/dates';
import { AppError, fieldIssue, validationFailed } from '@nuzul/shared/errors';
import {
  GUEST_LINK_DAYS_AFTER_DEPARTURE,
  GUEST_MESSAGE_LIMIT,
  GUEST_TOKEN_PATTERN,
  type GuestThreadResponse,
  type MessageResponse,
  type MessageSender,
  type MessagesResponse,
  type SentMessageResponse,
  type SystemMessageKind,
  type ThreadResponse,
  type ThreadsListResponse,
} from '@nuzul/shared/inbox';
import type { BookingSettings } from '@nuzul/shared/terms';
import type { Clock } from '../../platform/clock';
import { sha256 } from '../../platform/crypto';
import { recordEvent } from '../../platform/events/domain-events';
import { job, jobType } from '../../platform/jobs/job-types';
import { enqueueJobs } from '../../platform/jobs/jobs.repository';
import { scopeOf, type Actor } from '../../platform/policy';
import type { RateLimiter } from '../../platform/rate-limit';
import type { RealtimeEmitter } from '../../platform/realtime';
import { guestPageLanguage } from './inbox-mail';
import { guestMessageEvent } from './inbox.events';
import { arrivalFor, guestEmailOf, propertyNameOf, toMessage, toThread } from './inbox.present';
import type { InboxQueries, InboxRepository, MessageRow, ThreadRow } from './inbox.repository';

/** E-mails the guest of an owner's message, with a link of its own (see the module). */
export const guestMessageEmailJob = jobType<{ messageId: string }>('inbox:guest-message-email');

/**
 * Lookups of unknown guest tokens per address in the window. A token is 256 random bits, so
 * guessing is hopeless anyway; this keeps a scanner from hammering the table.
 */
const TOKEN_MISS_LIMIT = { max: 30, windowMs: 10 * 60 * 1000 } as const;

export interface InboxDeps {
  repo: InboxRepository;
  clock: Clock;
  limiter: RateLimiter;
  realtime: RealtimeEmitter;
  /** The property's saved terms, for its arrival information on the guest page. */
  settingsOf(propertyId: string): Promise<BookingSettings>;
}

/**
 * Whether the guest's link still opens the thread: up to and including the 30th day after
 * the booking's departure day, in the property's time zone. Read from the booking each time,
 * so a stay moved later keeps its links working longer.
 */
export function guestLinkOpen(row: ThreadRow, now: Date): boolean {
  const lastDay = addDays(row.dateTo, GUEST_LINK_DAYS_AFTER_DEPARTURE);
  return compareDates(todayIn(row.timeZone, now), lastDay) <= 0;
}

/**
 * The inbox (requirements-next §10): one thread per booking between its owner and its guest.
 * Owner calls are scoped to the account (another's thread is NOT_FOUND); the guest reaches
 * their thread only by a token of an e-mailed link, while it is open. Live events go to the
 * owner's sockets once the change is committed; the guest page polls.
 */
export function inboxService(deps: InboxDeps) {
  const { repo, clock, realtime, limiter } = deps;

  async function ownThread(actor: Actor, threadId: string): Promise<ThreadRow> {
    const row = await repo.thread(threadId, scopeOf(actor, 'listings:manage'));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** A page of a thread, oldest first, and the cursor of the page before it. */
  async function page(
    threadId: string,
    query: { before?: string; limit: number },
  ): Promise<MessagesResponse> {
    let beforeSeq: number | undefined;
    if (query.before !== undefined) {
      beforeSeq = await repo.seqOf(threadId, query.before);
      if (beforeSeq === undefined) {
        throw validationFailed([fieldIssue('querystring.before', 'invalidValue')]);
      }
    }
    const rows = await repo.messages(threadId, beforeSeq, query.limit + 1);
    const more = rows.length > query.limit;
    const shown = rows.slice(0, query.limit).reverse();
    return { data: shown.map(toMessage), meta: { before: more ? shown[0]!.id : null } };
  }

  async function emitMessage(ownerId: string, message: MessageRow): Promise<void> {
    realtime.toUser(ownerId, 'chat:message', {
      threadId: message.threadId,
      message: toMessage(message),
      unreadCount: await repo.unreadCount(ownerId),
    });
  }

  /** The open thread of a guest token; NOT_FOUND for any other (counted per address). */
  async function guestThread(token: string, ip: string): Promise<ThreadRow> {
    const threadId = GUEST_TOKEN_PATTERN.test(token)
      ? await repo.threadIdOfToken(sha256(token))
      : undefined;
    const row = threadId === undefined ? undefined : await repo.thread(threadId);
    if (!row) {
      await limiter.consume([{ key: `inbox:token-miss:${ip}`, rule: TOKEN_MISS_LIMIT }]);
      throw new AppError('NOT_FOUND');
    }
    if (!guestLinkOpen(row, clock())) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Adds a message in the locked thread `tx` and answers it (undefined: a confirmation again). */
  function add(
    tx: InboxQueries,
    threadId: string,
    message: { sender: MessageSender; body: string; systemKind?: SystemMessageKind },
  ): Promise<MessageRow | undefined> {
    return tx.insertMessage({ threadId, ...message, now: clock() });
  }

  /** The message an earlier send with the key made; the key with another message is misused. */
  function replayed(row: MessageRow, sender: MessageSender, body: string): MessageRow {
    if (row.sender !== sender || row.body !== body) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return row;
  }

  /**
   * Adds the `sender`'s message in the locked thread `tx`, once per client key: a send repeated
   * with its key (its answer was lost) answers the message the first made. Sends of one thread
   * wait for each other's lock, so two at once with one key make one message.
   */
  async function addOnce(
    tx: InboxQueries,
    threadId: string,
    message: { sender: 'owner' | 'guest'; body: string; clientKey?: string },
  ): Promise<{ message: MessageRow; created: boolean }> {
    const { sender, body, clientKey } = message;
    const earlier =
      clientKey === undefined ? undefined : await tx.messageByKey(threadId, clientKey);
    if (earlier) return { message: replayed(earlier, sender, body), created: false };
    return {
      message: (await tx.insertMessage({ threadId, ...message, now: clock() }))!,
      created: true,
    };
  }

  return {
    async list(
      actor: Actor,
      query: { search?: string; unread: boolean; page: number; pageSize: number },
    ): Promise<ThreadsListResponse> {
      const ownerId = scopeOf(actor, 'listings:manage');
      const [{ rows, total }, unreadCount] = await Promise.all([
        repo.listThreads(
          ownerId,
          { search: query.search || undefined, unread: query.unread },
          { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
        ),
        repo.unreadCount(ownerId),
      ]);
      return {
        data: rows.map(toThread),
        meta: { page: query.page, pageSize: query.pageSize, total, unreadCount },
      };
    },

    unreadCount: (actor: Actor): Promise<number> =>
      repo.unreadCount(scopeOf(actor, 'listings:manage')),

    /**
     * The booking's thread, made on the first call: the unique booking index makes parallel
     * calls one thread (the later inserts wait for the first and do nothing). A thread made
     * for a confirmed booking starts with the confirmation's system note.
     */
    async open(
      actor: Actor,
      bookingId: string,
    ): Promise<{ created: boolean; thread: ThreadResponse }> {
      const ownerId = scopeOf(actor, 'listings:manage');
      const booking = await repo.ownBooking(ownerId, bookingId);
      if (!booking) throw new AppError('NOT_FOUND');
      const createdId = await repo.transaction(async (tx) => {
        const id = await tx.insertThread({ ownerId, bookingId, now: clock() });
        if (id !== undefined && booking.status === 'confirmed') {
          await add(tx, id, { sender: 'system', systemKind: 'booking_confirmed', body: '' });
        }
        return id;
      });
      const threadId = createdId ?? (await repo.threadIdOfBooking(bookingId));
      const row = threadId === undefined ? undefined : await repo.thread(threadId, ownerId);
      if (!row) throw new AppError('NOT_FOUND');
      return { created: createdId !== undefined, thread: toThread(row) };
    },

    thread: async (actor: Actor, threadId: string): Promise<ThreadResponse> =>
      toThread(await ownThread(actor, threadId)),

    async messages(
      actor: Actor,
      threadId: string,
      query: { before?: string; limit: number },
    ): Promise<MessagesResponse> {
      await ownThread(actor, threadId);
      return page(threadId, query);
    },

    /**
     * The owner writes. The guest is e-mailed through a job in the same transaction (no mail
     * for a message rolled back, and a failed send is retried), unless the booking has no
     * guest e-mail — then the message is kept and the owner is told (GUEST_EMAIL_MISSING) —
     * or the guest's link has expired, so no dead link is sent.
     */
    async send(
      actor: Actor,
      threadId: string,
      body: string,
      clientKey?: string,
    ): Promise<{ created: boolean; sent: SentMessageResponse }> {
      const ownerId = scopeOf(actor, 'listings:manage');
      const { message, created, hasEmail, emailed } = await repo.transaction(async (tx) => {
        if (!(await tx.lockThread(threadId, ownerId))) throw new AppError('NOT_FOUND');
        const row = (await tx.thread(threadId, ownerId))!;
        const { message, created } = await addOnce(tx, threadId, {
          sender: 'owner',
          body,
          clientKey,
        });
        const hasEmail = guestEmailOf(row) !== null;
        // A repeat says what the first send did, as far as the thread tells it now.
        const emailed = hasEmail && guestLinkOpen(row, clock());
        if (emailed && created) {
          await enqueueJobs(tx.handle, [job(guestMessageEmailJob, { messageId: message.id })]);
        }
        return { message, created, hasEmail, emailed };
      });
      if (created) await emitMessage(ownerId, message);
      const notice = hasEmail ? null : 'GUEST_EMAIL_MISSING';
      return { created, sent: { data: toMessage(message), meta: { emailed, notice } } };
    },

    /** The owner read the guest's messages; their other tabs hear it with the new count. */
    async markRead(actor: Actor, threadId: string): Promise<number> {
      const ownerId = scopeOf(actor, 'listings:manage');
      await ownThread(actor, threadId);
      const now = clock();
      const marked = await repo.markRead(threadId, 'guest', now);
      const unreadCount = await repo.unreadCount(ownerId);
      if (marked > 0) {
        realtime.toUser(ownerId, 'chat:read', {
          threadId,
          reader: 'owner',
          readAt: now.toISOString(),
          unreadCount,
        });
      }
      return unreadCount;
    },

    /**
     * The guest page: the booking's summary, its arrival information in the guest's language
     * and the thread. Opening it marks the owner's messages read by the guest.
     */
    async guestPage(
      token: string,
      query: { before?: string; limit: number },
      ip: string,
    ): Promise<GuestThreadResponse> {
      const row = await guestThread(token, ip);
      const now = clock();
      const marked = await repo.markRead(row.id, 'owner', now);
      if (marked > 0) {
        realtime.toUser(row.ownerId, 'chat:read', {
          threadId: row.id,
          reader: 'guest',
          readAt: now.toISOString(),
          unreadCount: await repo.unreadCount(row.ownerId),
        });
      }
      const language = guestPageLanguage(row.guestLanguage);
      const [messages, settings] = await Promise.all([
        page(row.id, query),
        deps.settingsOf(row.propertyId),
      ]);
      return {
        data: {
          language,
          threadId: row.id,
          booking: {
            status: row.bookingStatus,
            propertyName: propertyNameOf(row),
            dateFrom: row.dateFrom,
            dateTo: row.dateTo,
            guests: row.guests,
            guestFirstName: row.guestFirstName,
          },
          arrival: arrivalFor(settings, language),
          messages: messages.data,
        },
        meta: messages.meta,
      };
    },

    /**
     * The guest answers: at most GUEST_MESSAGE_LIMIT per thread in its window (a leaked link
     * cannot flood the owner). The owner's `booking.message` notification is recorded with
     * the message, through the outbox.
     */
    async guestSend(
      token: string,
      body: string,
      ip: string,
      clientKey?: string,
    ): Promise<{ created: boolean; message: MessageResponse }> {
      const row = await guestThread(token, ip);
      // A repeat is answered without counting against the limit.
      const earlier =
        clientKey === undefined ? undefined : await repo.messageByKey(row.id, clientKey);
      if (earlier) return { created: false, message: toMessage(replayed(earlier, 'guest', body)) };
      try {
        await limiter.consume([{ key: `inbox:guest:${row.id}`, rule: GUEST_MESSAGE_LIMIT }]);
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') {
          throw new AppError('CHAT_RATE_LIMITED');
        }
        throw error;
      }
      const { message, created } = await repo.transaction(async (tx) => {
        await tx.lockThread(row.id);
        const added = await addOnce(tx, row.id, { sender: 'guest', body, clientKey });
        if (!added.created) return added;
        const { message } = added;
        await recordEvent(
          tx.handle,
          guestMessageEvent({
            threadId: row.id,
            messageId: message.id,
            ownerId: row.ownerId,
            bookingId: row.bookingId,
            propertyId: row.propertyId,
            status: row.bookingStatus,
            dateFrom: row.dateFrom,
            dateTo: row.dateTo,
          }),
        );
        return added;
      });
      if (created) await emitMessage(row.ownerId, message);
      return { created, message: toMessage(message) };
    },

    /**
     * The system note `kind` in the owner's booking's thread, made if it has none (starting
     * with the confirmation for a confirmed booking, as `open` does), with `alongside` (e.g.
     * the e-mail's job) in the same transaction: no note without its e-mail, nor the reverse.
     * Each call leaves its note: the instructions sent twice are noted twice.
     */
    async noteInThread(
      ownerId: string,
      booking: { id: string; status: string },
      kind: SystemMessageKind,
      alongside: (tx: InboxQueries) => Promise<void>,
    ): Promise<void> {
      const { threadId, added } = await repo.transaction(async (tx) => {
        const created = await tx.insertThread({ ownerId, bookingId: booking.id, now: clock() });
        if (created !== undefined && booking.status === 'confirmed') {
          await add(tx, created, { sender: 'system', systemKind: 'booking_confirmed', body: '' });
        }
        const threadId = created ?? (await tx.threadIdOfBooking(booking.id))!;
        await tx.lockThread(threadId, ownerId);
        const added = await add(tx, threadId, { sender: 'system', systemKind: kind, body: '' });
        await alongside(tx);
        return { threadId, added };
      });
      if (added && (await repo.thread(threadId, ownerId))) await emitMessage(ownerId, added);
    },

    /**
     * A system note in the booking's thread, the confirmation once (a redelivered event adds
     * nothing). A booking without a thread gets none: its thread, when opened, starts with
     * the confirmation if the booking is confirmed then.
     */
    async addSystemMessage(bookingId: string, kind: SystemMessageKind): Promise<void> {
      const threadId = await repo.threadIdOfBooking(bookingId);
      if (threadId === undefined) return;
      const added = await repo.transaction(async (tx) => {
        await tx.lockThread(threadId);
        return add(tx, threadId, { sender: 'system', systemKind: kind, body: '' });
      });
      const row = added && (await repo.thread(threadId));
      if (added && row) await emitMessage(row.ownerId, added);
    },
  };
}
export type InboxService = ReturnType<typeof inboxService>;
