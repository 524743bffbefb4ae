import { GUEST_LINK_DAYS_AFTER_DEPARTURE, guestThreadPath } from '@nuzul/shared/inbox';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Outbox } from '../../platform/events/outbox';
import type { JobRunner } from '../../platform/jobs/runner';
import type { Mailer } from '../../platform/mailer';
import type { RateLimiter } from '../../platform/rate-limit';
import type { RealtimeEmitter } from '../../platform/realtime';
import type { AppModule } from '../module';
import type { CmsLookup } from '../cms/cms.lookup';
import type { TermsLookup } from '../terms/terms.lookup';
import {
  arrivalInstructionsEmailJob,
  arrivalInstructionsRoutes,
  arrivalInstructionsService,
} from './arrival-instructions';
import { guestPageLanguage } from './inbox-mail';
import { inboxLookup } from './inbox.lookup';
import { inboxRepository } from './inbox.repository';
import { guestThreadRoutes, inboxRoutes } from './inbox.routes';
import { guestLinkOpen, guestMessageEmailJob, inboxService } from './inbox.service';
// The booking events the inbox listens to, declared by the bookings module.
import '../bookings/bookings.events';

export interface InboxModuleDeps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  outbox: Outbox;
  jobs: JobRunner;
  mailer: Mailer;
  realtime: RealtimeEmitter;
  terms: Pick<TermsLookup, 'settingsOf'>;
  /** The owner's guest e-mail templates (a message from the owner, the arrival instructions). */
  cms: Pick<CmsLookup, 'renderGuestEmail'>;
  appUrl: string;
}

/**
 * Chat with threads (requirements-next §10): the owner's inbox, the guest's page by link,
 * the guest e-mails, the booking confirmation's note in the thread, and the arrival
 * instructions the owner sends.
 */
export function createInboxModule(deps: InboxModuleDeps) {
  const repo = inboxRepository(deps.db);
  const inbox = inboxService({
    repo,
    clock: deps.clock,
    limiter: deps.limiter,
    realtime: deps.realtime,
    settingsOf: (propertyId) => deps.terms.settingsOf(propertyId),
  });

  // A booking confirmed (made confirmed, or edited to confirmed) notes it in its thread.
  deps.outbox.subscribe<'booking.created' | 'booking.updated'>(
    'inbox',
    ['booking.created', 'booking.updated'],
    async (event) => {
      if (event.payload.status === 'confirmed') {
        await inbox.addSystemMessage(event.payload.bookingId, 'booking_confirmed');
      }
    },
  );

  // Why a fresh token per e-mail: tokens are kept only as their SHA-256, so an old one cannot
  // be sent again, and keeping a readable copy would defeat the hashing. Each e-mail gets its
  // own token, made here in the job (never stored in the job's payload), and every token of
  // the thread keeps working until 30 days after departure. A retried send makes another.
  deps.jobs.handle(guestMessageEmailJob, async ({ messageId }) => {
    const message = await repo.message(messageId);
    const thread = message && (await repo.thread(message.threadId));
    if (!message || !thread) return;
    const email = thread.guestEmail.trim();
    if (email === '' || !guestLinkOpen(thread, deps.clock())) return;
    const token = randomToken();
    await repo.insertToken(thread.id, sha256(token), deps.clock());
    // The owner's "message from the owner" template, in the guest's language (issue 19).
    const rendered = await deps.cms.renderGuestEmail(
      thread.ownerId,
      'owner_message',
      guestPageLanguage(thread.guestLanguage),
      {
        guest: { firstName: thread.guestFirstName, lastName: thread.guestLastName },
        property: { name: thread.propertyName || thread.propertyInternalName || '' },
        booking: { arrival: thread.dateFrom, departure: thread.dateTo },
        message: { body: message.body },
        reply: {
          link: `${deps.appUrl}${guestThreadPath(token)}`,
          days: GUEST_LINK_DAYS_AFTER_DEPARTURE,
        },
      },
    );
    await deps.mailer.send({ to: email, ...rendered });
  });

  const arrivalInstructions = arrivalInstructionsService({
    repo,
    inbox,
    clock: deps.clock,
    limiter: deps.limiter,
    cms: deps.cms,
    settingsOf: (propertyId) => deps.terms.settingsOf(propertyId),
  });
  deps.jobs.handle(arrivalInstructionsEmailJob, (mail) => deps.mailer.send(mail));

  const routes: AppModule['routes'] = async (api) => {
    await api.register(arrivalInstructionsRoutes, { arrivalInstructions });
    await api.register(inboxRoutes, { inbox });
    await api.register(guestThreadRoutes, { inbox });
  };
  return { routes, inbox, lookup: inboxLookup(inbox) };
}
