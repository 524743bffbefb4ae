import type { BookingRequestCreated, BookingRequestFields } from '@nuzul/shared/site';
import { DIRECT_BOOKING_SOURCE_ID } from '@nuzul/shared/definitions';
import { compareDates, todayIn } from '@nuzul/shared/dates';
import { AppError, fieldIssue, validationFailed, type FieldIssue } from '@nuzul/shared/errors';
import type { Captcha } from '../../platform/captcha/captcha';
import type { Clock } from '../../platform/clock';
import { recordEvent } from '../../platform/events/domain-events';
import { job } from '../../platform/jobs/job-types';
import { enqueueJobs } from '../../platform/jobs/jobs.repository';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import { bookingEvent } from '../bookings/bookings.events';
import { bookingColumns, priceBreakdownOf } from '../bookings/bookings.mapper';
import type { BookingsRepository } from '../bookings/bookings.repository';
import { takeUnit } from '../bookings/bookings.service';
import type { CmsLookup } from '../cms/cms.lookup';
import { startGuestThread } from '../inbox/inbox.lookup';
import { siteGuestEmailJob } from './site-mail';
import type { siteReaderParts } from './site.lookup';

/** Requests per visitor's address: a family may ask for a few stays, a script may not. */
export const BOOKING_REQUEST_LIMIT: RateLimitRule = { max: 5, windowMs: 10 * 60 * 1000 };

export interface BookingRequestsDeps {
  site: Pick<ReturnType<typeof siteReaderParts>, 'resolve' | 'ownerOf' | 'quoteOf'>;
  repo: BookingsRepository;
  cms: Pick<CmsLookup, 'renderGuestEmail'>;
  countryExists(code: string): Promise<boolean>;
  captcha: Captcha;
  limiter: RateLimiter;
  clock: Clock;
}

/**
 * A visitor's booking request on the owner's site (issue 19): a Pending booking that holds
 * its nights like any booking (the calendar lock and the exclusion constraint judge, so of
 * requests racing for the same nights one wins and the others are refused with the spec's
 * "Property is not available for a given dates"). In the booking's one transaction: its
 * history, the `booking.created` event (the owner's notification), the guest's thread with
 * its note and first message, and the job that e-mails the guest "request received" in their
 * language through the owner's template.
 */
export function bookingRequestsService(deps: BookingRequestsDeps) {
  const { site, repo, cms, captcha, limiter, clock } = deps;

  /** Counted per address before anything else, so a refused attempt counts too. */
  async function countAttempt(ip: string): Promise<void> {
    try {
      await limiter.consume([{ key: `site:booking-request:${ip}`, rule: BOOKING_REQUEST_LIMIT }]);
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        throw new AppError('BOOKING_REQUEST_RATE_LIMITED');
      }
      throw error;
    }
  }

  return {
    async request(
      slug: string,
      propertyId: string,
      input: BookingRequestFields,
      ip: string,
    ): Promise<BookingRequestCreated> {
      const found = await site.resolve(slug, propertyId);
      if (!found) {
        const known = await site.ownerOf(slug);
        throw new AppError(known ? 'SITE_PROPERTY_NOT_FOUND' : 'SITE_NOT_FOUND');
      }
      await countAttempt(ip);
      if (!(await captcha.verify(input.captchaValue, ip))) throw new AppError('CAPTCHA_FAILED');
      const { ownerId, row: property } = found;

      const issues: FieldIssue[] = [];
      if (input.guest.country !== undefined && !(await deps.countryExists(input.guest.country))) {
        issues.push(fieldIssue('body.guest.country', 'unknownDefinition'));
      }
      if (compareDates(input.dateFrom, todayIn(property.timeZone, clock())) < 0) {
        issues.push(fieldIssue('body.dateFrom', 'pastDate'));
      }
      if (property.sleep !== null && input.guests > property.sleep) {
        issues.push(fieldIssue('body.guests', 'tooLarge'));
      }
      if (issues.length > 0) throw validationFailed(issues);

      // The owner's own quote of the stay (horizon, max guests); its total is the guest price.
      const quote = await site.quoteOf(property.id, input, 'body');
      // The stay rules the owner's form only shows are the site's to keep (spec §5, A-6).
      const { rules } = quote;
      if (!rules.minStayMet) {
        throw validationFailed([
          fieldIssue('body.dateTo', 'stayBelowMinNights', { nights: String(rules.minStay) }),
        ]);
      }
      if (!rules.maxStayMet) {
        throw validationFailed([
          fieldIssue('body.dateTo', 'stayAboveMaxNights', { nights: String(rules.maxStay) }),
        ]);
      }
      if (
        quote.unpricedNights.length > 0 ||
        quote.total <= 0 ||
        !rules.preparationMet ||
        !rules.withinWindow
      ) {
        throw validationFailed([fieldIssue('body.dateFrom', 'stayNotOffered')]);
      }
      if (!quote.available) throw new AppError('NO_SPACE_FOR_DATES');
      const facts = await repo.stayFacts(property.id, ownerId);
      if (!facts) throw new AppError('SITE_PROPERTY_NOT_FOUND');
      const { guest } = input;
      const now = clock();
      const email = await cms.renderGuestEmail(ownerId, 'request_received', guest.language, {
        guest: { firstName: guest.firstName, lastName: guest.lastName },
        property: { name: property.name ?? '' },
        booking: { arrival: input.dateFrom, departure: input.dateTo, total: quote.total },
      });

      const booking = await repo.transaction(async (tx) => {
        await tx.lockCalendars([property.id]);
        const inserted = await tx.insertBooking({
          ...bookingColumns({
            status: 'pending',
            propertyId: property.id,
            dateFrom: input.dateFrom,
            dateTo: input.dateTo,
            guests: input.guests,
            guestPrice: quote.total,
            alreadyPaid: 0,
            priceToYou: quote.total,
            comment: null,
            bookingSourceId: DIRECT_BOOKING_SOURCE_ID,
            guest: {
              firstName: guest.firstName,
              lastName: guest.lastName,
              nationality: null,
              passportNumber: null,
              // The site asks only what a request needs; the owner completes the rest.
              address: '',
              postalCode: '',
              country: guest.country ?? '',
              language: guest.language,
              email: guest.email,
              skype: null,
              phone: guest.phone,
              mobile: guest.phone,
              fax: null,
            },
          }),
          priceBreakdown: priceBreakdownOf(quote, now),
          ownerId,
          idempotencyKey: null,
          requestHash: null,
          cancelledAt: null,
        });
        const unitNo = await takeUnit(repo, tx, inserted, facts.units);
        const created =
          unitNo === inserted.unitNo ? inserted : await tx.updateBooking(inserted.id, { unitNo });
        await tx.addHistory(created.id, 'created');
        await recordEvent(tx.handle, bookingEvent('booking.created', created, null, 'site'));
        await startGuestThread(
          tx.handle,
          {
            ownerId,
            bookingId: created.id,
            kind: 'booking_requested',
            guestMessage: input.message,
          },
          now,
        );
        await enqueueJobs(tx.handle, [job(siteGuestEmailJob, { to: guest.email, ...email })]);
        return created;
      });
      return {
        id: booking.id,
        status: 'pending',
        dateFrom: booking.dateFrom,
        dateTo: booking.dateTo,
        guests: booking.guests,
        guestPrice: booking.guestPrice,
      };
    },
  };
}
export type BookingRequestsService = ReturnType<typeof bookingRequestsService>;
