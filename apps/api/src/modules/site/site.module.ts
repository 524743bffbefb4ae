import type { Database } from '../../db/client';
import type { Captcha } from '../../platform/captcha/captcha';
import type { Clock } from '../../platform/clock';
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
import { siteGuestEmailJob } from './site-mail';
import { siteReaderParts } from './site.lookup';
import { siteRoutes } from './site.routes';

export interface SiteModuleDeps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  captcha: Captcha;
  jobs: JobRunner;
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
 * the guest's e-mails. The HTML pages read the same through `siteReader` (site.lookup.ts).
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

  const routes: AppModule['routes'] = async (api) => {
    await api.register(siteRoutes, { reader: site.reader, requests });
    await api.register(bookingDecisionsRoutes, { decisions });
  };
  return { routes, reader: site.reader };
}
