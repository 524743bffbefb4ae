import { addDays, compareDates, todayIn } from '@nuzul/shared/dates';
import { AppError, fieldIssue, validationFailed } from '@nuzul/shared/errors';
import {
  GUEST_LINK_DAYS_AFTER_DEPARTURE,
  GUEST_MESSAGE_LIMIT,
  GUEST_TOKEN_PATTERN,
  type GuestArrivalInfo,
  type GuestThreadResponse,
  type MessageResponse,
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

export function toMessage(row: MessageRow): MessageResponse {
  return {
    id: row.id,
    threadId: row.threadId,
    sender: row.sender,
    systemKind: row.systemKind,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

const propertyNameOf = (row: ThreadRow): string | null =>
  row.propertyName || row.propertyInternalName || null;

/** The booking's guest e-mail, or null when it has none (a channel import may bring none). */
const guestEmailOf = (row: ThreadRow): string | null => row.guestEmail.trim() || null;

function toThread(row: ThreadRow): ThreadResponse {
  return {
    id: row.id,
    bookingId: row.bookingId,
    bookingStatus: row.bookingStatus,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    propertyId: row.propertyId,
    propertyName: propertyNameOf(row),
    guestFirstName: row.guestFirstName,
    guestLastName: row.guestLastName,
    guestLanguage: row.guestLanguage,
    guestCanBeEmailed: guestEmailOf(row) !== null,
    lastMessage:
      row.lastSender === null
        ? null
        : {
            sender: row.lastSender,
            systemKind: row.lastSystemKind,
            preview: row.lastPreview ?? '',
          },
    lastMessageAt: row.lastMessageAt.toISOString(),
    unreadCount: row.unreadCount,
    createdAt: row.createdAt.toISOString(),
  };
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

/** The instructions in the guest's language where the owner wrote them in it, else the other. */
function arrivalFor(settings: BookingSettings, language: 'ar' | 'en'): GuestArrivalInfo | null {
  const arrival = settings.arrival;
  if (!arrival) return null;
  const instruction =
    arrival.arrivalInstructions.find((entry) => entry.language === language) ??
    arrival.arrivalInstructions[0];
  if (!instruction) return null;
  return {
    landlordName: arrival.landlordName,
    landlordEmail: arrival.landlordEmail,
    landlordContact: arrival.landlordContact,
    arrivalContactHours: arrival.arrivalContactHours,
    language: instruction.language,
    howToArrive: instruction.howToArrive,
    pickupDetails: instruction.pickupDetails,
  };
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

  /** Adds a message in the locked thread `tx` and answers it (undefined: a system note again). */
  function add(
    tx: InboxQueries,
    threadId: string,
    message: { sender: 'owner' | 'guest' | 'system'; body: string; systemKind?: SystemMessageKind },
  ): Promise<MessageRow | undefined> {
    return tx.insertMessage({ threadId, ...message, now: clock() });
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
    async send(actor: Actor, threadId: string, body: string): Promise<SentMessageResponse> {
      const ownerId = scopeOf(actor, 'listings:manage');
      const { message, hasEmail, emailed } = await repo.transaction(async (tx) => {
        if (!(await tx.lockThread(threadId, ownerId))) throw new AppError('NOT_FOUND');
        const row = (await tx.thread(threadId, ownerId))!;
        const message = (await add(tx, threadId, { sender: 'owner', body }))!;
        const hasEmail = guestEmailOf(row) !== null;
        const emailed = hasEmail && guestLinkOpen(row, clock());
        if (emailed) {
          await enqueueJobs(tx.handle, [job(guestMessageEmailJob, { messageId: message.id })]);
        }
        return { message, hasEmail, emailed };
      });
      await emitMessage(ownerId, message);
      return {
        data: toMessage(message),
        meta: { emailed, notice: hasEmail ? null : 'GUEST_EMAIL_MISSING' },
      };
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
    async guestSend(token: string, body: string, ip: string): Promise<MessageResponse> {
      const row = await guestThread(token, ip);
      try {
        await limiter.consume([{ key: `inbox:guest:${row.id}`, rule: GUEST_MESSAGE_LIMIT }]);
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') {
          throw new AppError('CHAT_RATE_LIMITED');
        }
        throw error;
      }
      const message = await repo.transaction(async (tx) => {
        await tx.lockThread(row.id);
        const message = (await add(tx, row.id, { sender: 'guest', body }))!;
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
        return message;
      });
      await emitMessage(row.ownerId, message);
      return toMessage(message);
    },

    /**
     * The system note `kind` in the owner's booking's thread, made if it has none (starting
     * with the confirmation for a confirmed booking, as `open` does), with `alongside` (e.g.
     * the e-mail's job) in the same transaction: no note without its e-mail, nor the reverse.
     * Once per kind, as every system note: a second send keeps the one note.
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
     * A system note in the booking's thread, once per kind (a redelivered event adds
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
