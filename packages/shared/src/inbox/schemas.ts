import { z } from 'zod';
import { DB_INTEGER_MAX, fieldError, safeText } from '../validation/fields';
import { messageKey } from '../validation/messages';
import {
  CHAT_PAGE_SIZE_DEFAULT,
  CHAT_PAGE_SIZE_MAX,
  MAX_CHAT_MESSAGE_LENGTH,
  THREADS_PAGE_SIZE_DEFAULT,
  THREADS_PAGE_SIZE_MAX,
  THREADS_SEARCH_MAX_LENGTH,
  chatMessageLength,
} from './rules';

const required = fieldError();

const pageNumber = (max: number, fallback: number) =>
  z.coerce
    .number(required)
    .int(messageKey('invalidValue'))
    .min(1, messageKey('invalidValue'))
    .max(max, messageKey('invalidValue'))
    .default(fallback);

/**
 * A message's text (spec §5, requirements §10): plain text, stored trimmed and otherwise as
 * typed (`<b>` stays the four characters). Empty or only spaces and new lines is refused
 * with `validation.messageRequired`; more than 2,000 characters with `validation.max2000`.
 */
export const chatMessageBody = safeText()
  .trim()
  .min(1, messageKey('messageRequired'))
  .refine((body) => chatMessageLength(body) <= MAX_CHAT_MESSAGE_LENGTH, messageKey('max2000'));

/** `POST /inbox/threads/:id/message` and `POST /public/threads/:token/messages`. */
export const sendMessageInput = z.object({ body: chatMessageBody }, required);
export type SendMessageInput = z.input<typeof sendMessageInput>;

/** `POST /inbox/threads`: the booking whose thread to open (made once, then the same one). */
export const createThreadInput = z.object({ bookingId: z.uuid(required) }, required);
export type CreateThreadInput = z.input<typeof createThreadInput>;

/**
 * `GET /inbox/threads`: search over the guest (first and last name, e-mail) and the property
 * (name, internal name); `unread=true` keeps threads with unread guest messages. Newest
 * activity first.
 */
export const threadsQuery = z.object(
  {
    search: safeText().trim().max(THREADS_SEARCH_MAX_LENGTH, messageKey('tooLong')).optional(),
    unread: z
      .enum(['true', 'false'], required)
      .optional()
      .transform((value) => value === 'true'),
    page: pageNumber(DB_INTEGER_MAX, 1),
    pageSize: pageNumber(THREADS_PAGE_SIZE_MAX, THREADS_PAGE_SIZE_DEFAULT),
  },
  required,
);
export type ThreadsQuery = z.input<typeof threadsQuery>;

/**
 * `GET …/messages?before=&limit=`: the `limit` newest messages older than the message
 * `before` (an id from this thread), or the newest when absent.
 */
export const messagesQuery = z.object(
  {
    before: z.uuid(required).optional(),
    limit: pageNumber(CHAT_PAGE_SIZE_MAX, CHAT_PAGE_SIZE_DEFAULT),
  },
  required,
);
export type MessagesQuery = z.input<typeof messagesQuery>;
