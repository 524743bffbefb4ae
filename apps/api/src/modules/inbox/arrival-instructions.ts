import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compareDates, todayIn } from '@nuzul/shared/dates';
import { AppError } from '@nuzul/shared/errors';
import {
  arrivalInstructionsSentResponse,
  type ArrivalInstructionsSentResponse,
} from '@nuzul/shared/inbox';
import type { BookingSettings } from '@nuzul/shared/terms';
import type { Clock } from '../../platform/clock';
import { actorOf } from '../../platform/auth';
import { job, jobType } from '../../platform/jobs/job-types';
import { enqueueJobs } from '../../platform/jobs/jobs.repository';
import type { MailMessage } from '../../platform/mailer';
import { scopeOf, type Actor } from '../../platform/policy';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import type { CmsLookup } from '../cms/cms.lookup';
import { guestPageLanguage } from './inbox-mail';
import type { InboxRepository } from './inbox.repository';
import type { InboxService } from './inbox.service';

/**
 * Sends the e-mail as rendered when the owner pressed send: the template and arrival text of
 * that moment, whatever is edited while the job waits.
 */
export const arrivalInstructionsEmailJob = jobType<MailMessage>('inbox:arrival-instructions-email');

/** Sends per booking: a resend after a correction, not a mail cannon at one guest. */
export const ARRIVAL_INSTRUCTIONS_LIMIT: RateLimitRule = { max: 5, windowMs: 60 * 60 * 1000 };

export interface ArrivalInstructionsDeps {
  repo: InboxRepository;
  inbox: InboxService;
  clock: Clock;
  limiter: RateLimiter;
  cms: Pick<CmsLookup, 'renderGuestEmail'>;
  settingsOf(propertyId: string): Promise<BookingSettings>;
}

/**
 * The owner sends a booking's arrival instructions to its guest (issue 16): their
 * `arrival_instructions` template in the guest's language (Arabic for an Arabic-speaking
 * guest, else English) with the property's "how to arrive" in that language where the owner
 * wrote it, else the other. The e-mail's job and the thread's `arrival_instructions_sent`
 * note are one transaction; a refusal changes nothing.
 */
export function arrivalInstructionsService(deps: ArrivalInstructionsDeps) {
  return {
    async send(actor: Actor, bookingId: string): Promise<ArrivalInstructionsSentResponse> {
      const ownerId = scopeOf(actor, 'listings:manage');
      const booking = await deps.repo.bookingForArrival(ownerId, bookingId);
      if (!booking) throw new AppError('NOT_FOUND');
      const now = deps.clock();
      // The departure day itself still counts: the guest may be on the way out and ask.
      const past = compareDates(todayIn(booking.timeZone, now), booking.dateTo) > 0;
      if (booking.status === 'cancelled' || past) {
        throw new AppError('ARRIVAL_INSTRUCTIONS_BOOKING_CLOSED');
      }
      const to = booking.guestEmail.trim();
      if (to === '') throw new AppError('GUEST_EMAIL_MISSING');
      const language = guestPageLanguage(booking.guestLanguage);
      const instructions = (await deps.settingsOf(booking.propertyId)).arrival?.arrivalInstructions;
      const instruction =
        instructions?.find((entry) => entry.language === language) ?? instructions?.[0];
      if (!instruction || instruction.howToArrive.trim() === '') {
        throw new AppError('ARRIVAL_INFORMATION_MISSING');
      }
      await deps.limiter.consume([
        { key: `inbox:arrival-instructions:${booking.id}`, rule: ARRIVAL_INSTRUCTIONS_LIMIT },
      ]);
      const rendered = await deps.cms.renderGuestEmail(ownerId, 'arrival_instructions', language, {
        guest: { firstName: booking.guestFirstName, lastName: booking.guestLastName },
        property: { name: booking.propertyName || booking.propertyInternalName || '' },
        booking: {
          arrival: booking.dateFrom,
          departure: booking.dateTo,
          total: booking.guestPrice,
        },
        arrival: {
          howToArrive: instruction.pickupDetails.trim()
            ? `${instruction.howToArrive}\n\n${instruction.pickupDetails}`
            : instruction.howToArrive,
        },
      });
      await deps.inbox.noteInThread(ownerId, booking, 'arrival_instructions_sent', (tx) =>
        enqueueJobs(tx.handle, [job(arrivalInstructionsEmailJob, { to, ...rendered })]),
      );
      return { data: { sentAt: now.toISOString() } };
    },
  };
}
export type ArrivalInstructionsService = ReturnType<typeof arrivalInstructionsService>;

const idParams = z.object({ id: z.uuid() });

export const arrivalInstructionsRoutes: FastifyPluginAsyncZod<{
  arrivalInstructions: ArrivalInstructionsService;
}> = async (app, { arrivalInstructions }) => {
  app.addHook('onRequest', app.requireAuth);

  app.post(
    '/bookings/:id/arrival-instructions',
    {
      schema: {
        tags: ['bookings'],
        security: [{ bearer: [] }],
        summary:
          "E-mails the guest the owner's arrival instructions template in their language with the property's arrival information, and notes it in the booking's thread; 409 ARRIVAL_INSTRUCTIONS_BOOKING_CLOSED (cancelled or departed), 422 GUEST_EMAIL_MISSING or ARRIVAL_INFORMATION_MISSING, 429 beyond 5 per booking an hour",
        params: idParams,
        response: { 200: arrivalInstructionsSentResponse },
      },
    },
    async (request) => arrivalInstructions.send(actorOf(request), request.params.id),
  );
};
