import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { JobRunner } from '../../platform/jobs/runner';
import type { Mailer } from '../../platform/mailer';
import type { RateLimiter } from '../../platform/rate-limit';
import type { Storage } from '../../platform/storage';
import type { AccountsLookup } from '../accounts/accounts.lookup';
import type { PropertyAccess } from '../listings/property.access';
import type { AppModule } from '../module';
import { cmsLookup } from './cms.lookup';
import { cmsRepository } from './cms.repository';
import { cmsRoutes, emailTemplateRoutes } from './cms.routes';
import { cmsService } from './cms.service';
import { emailTemplatesService, templateTestEmailJob } from './email-templates.service';
import { blogCoverService } from './blog-cover';
import { cmsImageRoutes, cmsMediaRoutes } from './cms-images.routes';
import { siteLogoService } from './site-logo';

export interface CmsModuleDeps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  accounts: AccountsLookup;
  properties: PropertyAccess;
  jobs: JobRunner;
  mailer: Mailer;
  /** The photos' storage: the site's logo is kept beside them. */
  storage: Storage;
  log: FastifyBaseLogger;
}

/**
 * The owner's CMS (requirements-next §14, A-27/A-29): site settings, pages, menus, blog and
 * the guest e-mail templates; `lookup.renderGuestEmail` is what bookings and the inbox call.
 */
export function createCmsModule(deps: CmsModuleDeps) {
  const repo = cmsRepository(deps.db);
  const covers = blogCoverService({
    repo,
    storage: deps.storage,
    limiter: deps.limiter,
    onCleanupError: (err, coverKey) =>
      deps.log.warn({ err, coverKey }, 'stored blog cover not deleted'),
  });
  const cms = cmsService({
    repo,
    properties: deps.properties,
    clock: deps.clock,
    removeCover: covers.remove,
  });
  const templates = emailTemplatesService({
    repo,
    accounts: deps.accounts,
    limiter: deps.limiter,
    clock: deps.clock,
  });
  // The template as saved when the job runs; an account gone since sends nothing.
  deps.jobs.handle(templateTestEmailJob, async ({ ownerId, kind, locale }) => {
    const mail = await templates.testEmail(ownerId, kind, locale);
    if (mail) await deps.mailer.send(mail);
  });
  const logo = siteLogoService({
    repo,
    storage: deps.storage,
    limiter: deps.limiter,
    onCleanupError: (err, logoKey) =>
      deps.log.warn({ err, logoKey }, 'stored site logo not deleted'),
  });
  const routes: AppModule['routes'] = async (api) => {
    await api.register(cmsRoutes, { cms });
    await api.register(cmsImageRoutes, { logo, covers });
    await api.register(emailTemplateRoutes, { templates });
  };
  const rootRoutes: AppModule['rootRoutes'] = async (app) => {
    await app.register(cmsMediaRoutes, { logo, covers });
  };
  return { routes, rootRoutes, lookup: cmsLookup(deps.db, deps.accounts) };
}
