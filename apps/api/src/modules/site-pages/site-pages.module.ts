import type { Database } from '../../db/client';
import type { Captcha } from '../../platform/captcha/captcha';
import type { Clock } from '../../platform/clock';
import { cmsSiteLookup } from '../cms/cms-site.lookup';
import type { AppModule } from '../module';
import { siteReader } from '../site/site.lookup';
import { siteAssets } from './site-assets';
import { sitePagesRoutes } from './site-pages.routes';
import { sitePagesService } from './site-pages.service';

export interface SitePagesModuleDeps {
  db: Database;
  clock: Clock;
  /** The captcha the request form shows (the one the public API checks). */
  captcha: Captcha;
  /** The app's public origin (APP_URL). */
  appUrl: string;
}

/**
 * The owner's public site as HTML at /s/<slug> (issue 19): the CMS's pages, menus and blog
 * in Arabic (right to left, the default) and English (`?lang=en`), with the owner's name,
 * logo and colour and no Nuzul branding.
 */
/*
 * Addresses (Arabic by default; `?lang=en` for English, on every one of them):
 *   /s/<slug>                              home: published properties, ?dateFrom&dateTo&guests
 *   /s/<slug>/properties/<propertyId>      property page, ?dateFrom&dateTo&guests for a quote
 *   /s/<slug>/<page>                       a published CMS page
 *   /s/<slug>/blog                         the blog, ?category=<slug>&page=<n>
 *   /s/<slug>/blog/<postSlug>              a published post
 *   /s/<slug>/widget/<propertyId>          the embeddable widget (availability + request form)
 *
 * The widget is the one page any site may frame (CSP frame-ancestors *). The snippet the
 * owner copies into their own website (origin = APP_URL):
 *   <iframe src="<origin>/s/<slug>/widget/<propertyId>" title="<property name>"
 *     width="100%" height="900" style="border:0" loading="lazy"></iframe>
 * with `?lang=en` on the src for the English widget.
 */
export function createSitePagesModule(deps: SitePagesModuleDeps): AppModule {
  const pages = sitePagesService({
    cms: cmsSiteLookup(deps.db),
    clock: deps.clock,
    origin: new URL(deps.appUrl).origin,
    site: siteReader(deps.db, deps.clock),
  });
  const assets = siteAssets(deps.captcha.options.provider === 'altcha');
  return {
    rootRoutes: async (app) => {
      await app.register(assets.routes);
      await app.register(sitePagesRoutes, { pages, assets, captcha: deps.captcha.options });
    },
  };
}
