import type { SystemMessageKind } from '@nuzul/shared/inbox';
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

export const inboxLookup = (inbox: InboxService): InboxLookup => ({
  addSystemMessage: (bookingId, kind) => inbox.addSystemMessage(bookingId, kind),
});
