/**
 * Chat with threads (spec §2 "chat with threads", §5 "Chat messages have a maximum length";
 * requirements-next §10, A-26): an inbox of guest conversations, one thread per booking. The
 * owner writes in the app; the guest is e-mailed the message with a link to `/g/<token>`,
 * where they read the thread and answer without an account.
 */

/** Spec §5 "Chat messages have a maximum length (value not shown)": 2,000 [PROPOSED §10]. */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;

/**
 * A message's length as the limit and the composer's counter count it: characters (Unicode
 * code points) of the trimmed text, so an emoji is one character, not two UTF-16 units.
 */
export function chatMessageLength(body: string): number {
  return [...body.trim()].length;
}

/** Who wrote a message. `system` messages are the app's own notes in the thread. */
export const messageSenders = ['owner', 'guest', 'system'] as const;
export type MessageSender = (typeof messageSenders)[number];

/**
 * What a system message records; the web shows it in the reader's language by this kind
 * (its `body` is empty): the booking was confirmed, the arrival instructions were sent.
 */
export const systemMessageKinds = [
  'booking_confirmed',
  'arrival_instructions_sent',
  /** A visitor asked for the stay on the owner's site (a Pending booking). */
  'booking_requested',
  /** The owner declined the site's request: the booking is cancelled. */
  'booking_declined',
] as const;
export type SystemMessageKind = (typeof systemMessageKinds)[number];

/** Messages per page of a conversation (`GET …/messages?limit=`). */
export const CHAT_PAGE_SIZE_DEFAULT = 30;
export const CHAT_PAGE_SIZE_MAX = 100;

/** Threads per page of the inbox list (`GET /inbox/threads?pageSize=`). */
export const THREADS_PAGE_SIZE_DEFAULT = 20;
export const THREADS_PAGE_SIZE_MAX = 100;
export const THREADS_SEARCH_MAX_LENGTH = 100;

/** Characters of the last message shown in the thread list. */
export const THREAD_PREVIEW_LENGTH = 140;

/** A guest link works until this many days after the booking's departure day (inclusive). */
export const GUEST_LINK_DAYS_AFTER_DEPARTURE = 30;

/** Messages a guest may send per link in the window (429 CHAT_RATE_LIMITED beyond). */
export const GUEST_MESSAGE_LIMIT = { max: 20, windowMs: 10 * 60 * 1000 } as const;

/**
 * The guest page has no socket (it has no session to authenticate one): it asks
 * `GET /public/threads/:token/messages` again this often while it is open.
 */
export const GUEST_POLL_INTERVAL_MS = 10_000;

/** The path of the guest page in the web app; the e-mail's link is `${APP_URL}/g/<token>`. */
export const guestThreadPath = (token: string): string => `/g/${token}`;

/**
 * A guest token as it appears in links: 32 random bytes in base64url (43 characters). Any
 * other shape answers 404 without a database look-up.
 */
export const GUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
