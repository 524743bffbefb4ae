/**
 * Chat with threads: the inbox of guest conversations (requirements-next §10).
 *
 * Owner routes (session; another owner's thread answers 404):
 * - `GET  /api/v1/inbox/threads?search=&unread=&page=&pageSize=` → ThreadsListResponse
 *   (its `meta.unreadCount` is the header badge's count)
 * - `POST /api/v1/inbox/threads` `{ bookingId }` → ThreadItemResponse, 201 when made, 200 when
 *   the booking's thread already exists (one thread per booking, also under parallel calls)
 * - `GET  /api/v1/inbox/threads/:id` → ThreadItemResponse
 * - `GET  /api/v1/inbox/threads/:id/messages?before=&limit=` → MessagesResponse
 * - `POST /api/v1/inbox/threads/:id/message` `{ body }` → SentMessageResponse (201); the
 *   web shows its failure on the bubble, never as a toast (spec §8, `threadMessageUrl`)
 * - `POST /api/v1/inbox/threads/:id/read` → UnreadCountResponse (the guest's messages read)
 * - `GET  /api/v1/inbox/unread-count` → UnreadCountResponse
 *
 * Guest routes (no session; the token of the e-mailed link `/g/<token>`; a wrong or expired
 * token answers 404 NOT_FOUND):
 * - `GET  /api/v1/public/threads/:token/messages?before=&limit=` → GuestThreadResponse
 * - `POST /api/v1/public/threads/:token/messages` `{ body }` → GuestSentMessageResponse (201);
 *   429 CHAT_RATE_LIMITED beyond GUEST_MESSAGE_LIMIT per link
 *
 * Refusals: 400 VALIDATION_FAILED with field issue `body.body` and key `messageRequired` or
 * `max2000`. Live: `chat:message` and `chat:read` to the owner's sockets (ServerToClientEvents
 * of @nuzul/shared/notifications includes them); the guest page has no socket and asks again
 * every GUEST_POLL_INTERVAL_MS. A guest message raises the owner's `booking.message`
 * notification, whose link is `/inbox?thread=<threadId>`.
 */
export * from './rules';
export * from './schemas';
export * from './responses';
export * from './realtime';
