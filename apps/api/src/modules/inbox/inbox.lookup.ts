import type { SystemMessageKind } from '@nuzul/shared/inbox';
import type { Database } from '../../db/client';
import { inboxRepository } from './inbox.repository';
import type { InboxService } from './inbox.service';

/** What other modules may do with the inbox: note an event in a booking's thread. */
export interface InboxLookup {
  /**
   * Adds the system note to the booking's thread, once per kind; nothing when the booking
   * has no thread. The sender of arrival instructions calls it with
   * `arrival_instructions_sent`.
   */
  addSystemMessage(bookingId: string, kind: SystemMessageKind): Promise<void>;
}

/** The language a guest's e-mails and page are in (the site's guest e-mails speak it too). */
export { guestPageLanguage } from './inbox-mail';

export const inboxLookup = (inbox: InboxService): InboxLookup => ({
  addSystemMessage: (bookingId, kind) => inbox.addSystemMessage(bookingId, kind),
});

/**
 * Starts a new booking's thread in the caller's transaction `tx` (the booking's own, so that
 * there is no booking without its thread, nor the reverse): the system note `kind`, then the
 * guest's first message when they wrote one. The site's booking requests call it.
 */
export async function startGuestThread(
  tx: Database,
  input: { ownerId: string; bookingId: string; kind: SystemMessageKind; guestMessage?: string },
  now: Date,
): Promise<void> {
  const repo = inboxRepository(tx);
  const threadId = await repo.insertThread({
    ownerId: input.ownerId,
    bookingId: input.bookingId,
    now,
  });
  if (threadId === undefined) return;
  await repo.insertMessage({ threadId, sender: 'system', systemKind: input.kind, body: '', now });
  if (input.guestMessage) {
    await repo.insertMessage({ threadId, sender: 'guest', body: input.guestMessage, now });
  }
}
