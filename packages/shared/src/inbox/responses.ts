import { z } from 'zod';
import { bookingStatuses } from '../bookings/rules';
import { termsLanguages } from '../terms/rules';
import { messageSenders, systemMessageKinds } from './rules';

const int = () => z.number().int();

/**
 * One message. `readAt` is when the other side read it: for a guest message, the owner
 * (opening the thread, `POST …/read`); for an owner message, the guest (opening the page).
 * System messages are never unread. `body` is plain text as typed (never HTML); a system
 * message has `systemKind` and an empty body.
 */
export const messageResponse = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  sender: z.enum(messageSenders),
  systemKind: z.enum(systemMessageKinds).nullable(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type MessageResponse = z.infer<typeof messageResponse>;

/** One row of the inbox's thread list (and the thread's header in the conversation). */
export const threadResponse = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  bookingStatus: z.enum(bookingStatuses),
  /** The stay `[dateFrom, dateTo)`, ISO days. */
  dateFrom: z.string(),
  dateTo: z.string(),
  propertyId: z.uuid(),
  /** The property's name, else its internal name; null when it has neither. */
  propertyName: z.string().nullable(),
  guestFirstName: z.string(),
  guestLastName: z.string(),
  /** The booking guest's language (ISO 639-1): the language of the guest's e-mails and page. */
  guestLanguage: z.string(),
  /** False when the booking has no guest e-mail: the guest cannot be told of a message. */
  guestCanBeEmailed: z.boolean(),
  /** The last message (its first 140 characters), or null in a thread without messages. */
  lastMessage: z
    .object({
      sender: z.enum(messageSenders),
      systemKind: z.enum(systemMessageKinds).nullable(),
      preview: z.string(),
    })
    .nullable(),
  /** The last message's time, else the thread's creation. The list is newest first by it. */
  lastMessageAt: z.string(),
  /** Guest messages the owner has not read. */
  unreadCount: int(),
  createdAt: z.string(),
});
export type ThreadResponse = z.infer<typeof threadResponse>;

/** `POST /inbox/threads` (201 made, 200 already there) and `GET /inbox/threads/:id`. */
export const threadItemResponse = z.object({ data: threadResponse });
export type ThreadItemResponse = z.infer<typeof threadItemResponse>;

/** `GET /inbox/threads`: a page of threads and the header badge's count. */
export const threadsListResponse = z.object({
  data: z.array(threadResponse),
  meta: z.object({
    page: int(),
    pageSize: int(),
    total: int(),
    /** Unread guest messages over all the owner's threads (the header chat icon's badge). */
    unreadCount: int(),
  }),
});
export type ThreadsListResponse = z.infer<typeof threadsListResponse>;

/** `GET /inbox/unread-count` and `POST /inbox/threads/:id/read`. */
export const unreadCountResponse = z.object({ data: z.object({ unreadCount: int() }) });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

export const messagesPageMeta = z.object({
  /** Pass as `before` for the older page; null when there is none. */
  before: z.uuid().nullable(),
});

/** `GET /inbox/threads/:id/messages`: oldest first within the page. */
export const messagesResponse = z.object({
  data: z.array(messageResponse),
  meta: messagesPageMeta,
});
export type MessagesResponse = z.infer<typeof messagesResponse>;

/**
 * `POST /inbox/threads/:id/message` (201). `emailed`: an e-mail to the guest was queued.
 * `notice: 'GUEST_EMAIL_MISSING'` (an error code, translated like one) when the booking has
 * no guest e-mail: the message is kept in the thread, but the guest is not told of it.
 */
export const sentMessageResponse = z.object({
  data: messageResponse,
  meta: z.object({
    emailed: z.boolean(),
    notice: z.enum(['GUEST_EMAIL_MISSING']).nullable(),
  }),
});
export type SentMessageResponse = z.infer<typeof sentMessageResponse>;

/** The arrival information the guest page shows, in the guest's language where it exists. */
export const guestArrivalInfo = z.object({
  landlordName: z.string(),
  landlordEmail: z.string(),
  landlordContact: z.string(),
  /** Hours before arrival that the landlord contacts the guest. */
  arrivalContactHours: int(),
  /** The instructions' language: the guest's when the owner wrote them in it, else the other. */
  language: z.enum(termsLanguages),
  howToArrive: z.string(),
  pickupDetails: z.string(),
});
export type GuestArrivalInfo = z.infer<typeof guestArrivalInfo>;

/**
 * `GET /public/threads/:token/messages` (no session): the guest page `/g/<token>`. Opening
 * it marks the owner's messages read (the owner gets `chat:read` with `reader: 'guest'`).
 * `meta.before` pages older messages as in the inbox (`?before=`).
 */
export const guestThreadResponse = z.object({
  data: z.object({
    /** The page's language: `ar` when the guest's language is Arabic, else `en`. */
    language: z.enum(['ar', 'en']),
    threadId: z.uuid(),
    booking: z.object({
      status: z.enum(bookingStatuses),
      propertyName: z.string().nullable(),
      /** The stay `[dateFrom, dateTo)`, ISO days (arrival and departure). */
      dateFrom: z.string(),
      dateTo: z.string(),
      guests: int(),
      guestFirstName: z.string(),
    }),
    /** Null until the owner saves the property's Arrival Information. */
    arrival: guestArrivalInfo.nullable(),
    /** Oldest first, as in the inbox. */
    messages: z.array(messageResponse),
  }),
  meta: messagesPageMeta,
});
export type GuestThreadResponse = z.infer<typeof guestThreadResponse>;

/** `POST /public/threads/:token/messages` (201): the guest's message as stored. */
export const guestSentMessageResponse = z.object({ data: messageResponse });
export type GuestSentMessageResponse = z.infer<typeof guestSentMessageResponse>;

/**
 * `POST /bookings/:id/arrival-instructions` (200): when the arrival instructions e-mail was
 * queued to the guest (ISO timestamp).
 */
export const arrivalInstructionsSentResponse = z.object({
  data: z.object({ sentAt: z.string() }),
});
export type ArrivalInstructionsSentResponse = z.infer<typeof arrivalInstructionsSentResponse>;
