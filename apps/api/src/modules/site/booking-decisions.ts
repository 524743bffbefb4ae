import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Booking } from '@nuzul/shared/bookings';
import { bookingResponse } from '@nuzul/shared/bookings';
import type { EmailTemplateKind } from '@nuzul/shared/cms';
import { AppError } from '@nuzul/shared/errors';
import type { SystemMessageKind } from '@nuzul/shared/inbox';
import { actorOf } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { recordEvent } from '../../platform/events/domain-events';
import { job } from '../../platform/jobs/job-types';
import { enqueueJobs } from '../../platform/jobs/jobs.repository';
import { scopeOf, type Actor } from '../../platform/policy';
import { bookingEvent } from '../bookings/bookings.events';
import type { BookingRow, BookingsRepository } from '../bookings/bookings.repository';
import type { BookingsService } from '../bookings/bookings.service';
import type { CmsLookup } from '../cms/cms.lookup';
import type { InboxLookup } from '../inbox/inbox.lookup';
import { guestEmailOf, siteGuestEmailJob } from './site-mail';

export interface BookingDecisionsDeps {
  repo: BookingsRepository;
  bookings: Pick<BookingsService, 'get'>;
  cms: Pick<CmsLookup, 'renderGuestEmail'>;
  inbox: Pick<InboxLookup, 'addSystemMessage'>;
  clock: Clock;
}

type Decision = 'confirm' | 'decline';

const templateOf: Record<Decision, EmailTemplateKind> = {
  confirm: 'booking_confirmation',
  decline: 'request_declined',
};

/**
 * The owner's answer to a Pending booking (a request from the site, or one they made
 * pending): confirm keeps its nights, decline cancels it and frees them, with no cancellation
 * charge (the guest never had the stay). Only a Pending booking (409 BOOKING_NOT_PENDING);
 * another owner's is 404. The guest is e-mailed either way through the owner's template in
 * their language, by a job enqueued with the change; the thread notes it (confirmed: the
 * inbox's own `booking_confirmed` on the event; declined: `booking_declined`).
 */
export function bookingDecisionsService(deps: BookingDecisionsDeps) {
  const { repo, bookings, cms, inbox, clock } = deps;

  const emailOf = (row: BookingRow, decision: Decision) =>
    guestEmailOf({ repo, cms }, row, templateOf[decision]);

  async function decide(actor: Actor, id: string, decision: Decision): Promise<Booking> {
    const ownerId = scopeOf(actor, 'listings:manage');
    const seen = await repo.findBooking(ownerId, id);
    if (!seen) throw new AppError('NOT_FOUND');
    if (seen.status !== 'pending') throw new AppError('BOOKING_NOT_PENDING');
    // Rendered before the transaction: PGlite has one connection, which the transaction holds.
    const email = await emailOf(seen, decision);
    await repo.transaction(async (tx) => {
      await tx.lockCalendars([seen.propertyId]);
      const before = await tx.findBooking(ownerId, id, { lock: true });
      if (!before) throw new AppError('NOT_FOUND');
      // Another answer (or an edit) came first: this one changes nothing.
      if (before.status !== 'pending') throw new AppError('BOOKING_NOT_PENDING');
      if (before.propertyId !== seen.propertyId) throw new AppError('CONFLICT');
      if (decision === 'confirm') {
        const after = await tx.updateBooking(id, { status: 'confirmed' });
        await tx.addHistory(id, 'updated', { status: { from: 'pending', to: 'confirmed' } });
        await recordEvent(tx.handle, bookingEvent('booking.updated', after, before));
      } else {
        await tx.deleteBookingHold(id);
        const after = await tx.updateBooking(id, {
          status: 'cancelled',
          cancelledAt: clock(),
          cancellationPenalty: 0,
          cancellationPercent: 0,
          cancellationDaysBefore: null,
        });
        await tx.addHistory(id, 'cancelled', { status: { from: 'pending', to: 'cancelled' } });
        await recordEvent(tx.handle, bookingEvent('booking.cancelled', after, before, 'decline'));
      }
      if (email) await enqueueJobs(tx.handle, [job(siteGuestEmailJob, email)]);
    });
    if (decision === 'decline') {
      const note: SystemMessageKind = 'booking_declined';
      await inbox.addSystemMessage(id, note);
    }
    return bookings.get(actor, id);
  }

  return {
    confirm: (actor: Actor, id: string) => decide(actor, id, 'confirm'),
    decline: (actor: Actor, id: string) => decide(actor, id, 'decline'),
  };
}
export type BookingDecisionsService = ReturnType<typeof bookingDecisionsService>;

const idParams = z.object({ id: z.uuid() });

export const bookingDecisionsRoutes: FastifyPluginAsyncZod<{
  decisions: BookingDecisionsService;
}> = async (app, { decisions }) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['bookings'];

  app.post(
    '/bookings/:id/confirm',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "Confirms a Pending booking (a request from the owner's site): it keeps its nights and the guest is e-mailed the owner's booking confirmation in their language; 409 BOOKING_NOT_PENDING otherwise",
        params: idParams,
        response: { 200: bookingResponse },
      },
    },
    async (request) => ({ data: await decisions.confirm(actorOf(request), request.params.id) }),
  );

  app.post(
    '/bookings/:id/decline',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'Declines a Pending booking: it is cancelled without a charge, its nights are free again and the guest is e-mailed the request declined template in their language; 409 BOOKING_NOT_PENDING otherwise',
        params: idParams,
        response: { 200: bookingResponse },
      },
    },
    async (request) => ({ data: await decisions.decline(actorOf(request), request.params.id) }),
  );
};
