import type { Database } from '../../db/client';
import type { Captcha } from '../../platform/captcha/captcha';
import type { Clock } from '../../platform/clock';
import type { Outbox } from '../../platform/events/outbox';
import type { JobRunner } from '../../platform/jobs/runner';
import type { Mailer } from '../../platform/mailer';
import type { RateLimiter } from '../../platform/rate-limit';
import { bookingsRepository } from '../bookings/bookings.repository';
import { bookingsService } from '../bookings/bookings.service';
import type { CmsLookup } from '../cms/cms.lookup';
import type { DefinitionsLookup } from '../definitions/definitions.lookup';
import type { InboxLookup } from '../inbox/inbox.lookup';
import type { PropertyAccess } from '../listings/property.access';
import type { AppModule } from '../module';
import type { TermsLookup } from '../terms/terms.lookup';
import { bookingDecisionsRoutes, bookingDecisionsService } from './booking-decisions';
import { bookingRequestsService } from './booking-requests.service';
import { guestEmailOf, siteGuestEmailJob } from './site-mail';
import { siteReaderParts } from './site.lookup';
import { siteRoutes } from './site.routes';

export interface SiteModuleDeps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  captcha: Captcha;
  jobs: JobRunner;
  outbox: Outbox;
  mailer: Mailer;
  properties: PropertyAccess;
  terms: TermsLookup;
  definitions: DefinitionsLookup;
  cms: Pick<CmsLookup, 'renderGuestEmail'>;
  inbox: Pick<InboxLookup, 'addSystemMessage'>;
}

/**
 * The owner's public site as data (issue 19): its JSON routes under /public/sites, the
 * visitors' booking requests, and the owner's confirm and decline of a Pending booking with
 * the guest's e-mails (and the e-mail of a booking the owner cancels). The HTML pages read the same through `siteReader` (site.lookup.ts).
 */
export function createSiteModule(deps: SiteModuleDeps) {
  const { db, clock } = deps;
  const site = siteReaderParts(db, clock);
  const repo = bookingsRepository(db);
  const requests = bookingRequestsService({
    site,
    repo,
    cms: deps.cms,
    countryExists: (code) => deps.definitions.countryExists(code),
    captcha: deps.captcha,
    limiter: deps.limiter,
    clock,
  });
  const decisions = bookingDecisionsService({
    repo,
    bookings: bookingsService({ repo, ...deps }),
    cms: deps.cms,
    inbox: deps.inbox,
    clock,
  });
  deps.jobs.handle(siteGuestEmailJob, (mail) => deps.mailer.send(mail));
  // A booking the owner cancels tells its guest through the owner's cancellation template (a
  // declined request has the decline's own e-mail; an imported one has no guest address).
  deps.outbox.subscribe<'booking.cancelled'>(
    'site-guest-cancellation',
    ['booking.cancelled'],
    async (event) => {
      if (event.payload.via === 'decline') return;
      const row = await repo.findBooking(event.payload.ownerId, event.payload.bookingId);
      if (row?.status !== 'cancelled') return;
      const email = await guestEmailOf({ repo, cms: deps.cms }, row, 'cancellation');
      if (email) await deps.mailer.send(email);
    },
  );

  const routes: AppModule['routes'] = async (api) => {
    await api.register(siteRoutes, { reader: site.reader, requests });
    await api.register(bookingDecisionsRoutes, { decisions });
  };
  return { routes, reader: site.reader };
}
