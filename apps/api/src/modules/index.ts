import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { CaptchaService } from '../platform/captcha/captcha';
import type { Clock } from '../platform/clock';
import type { Outbox } from '../platform/events/outbox';
import type { JobRunner } from '../platform/jobs/runner';
import { outboxMailer, smtpMailer, type Mailer } from '../platform/mailer';
import { oidcClient } from '../platform/oidc';
import type { RateLimiter } from '../platform/rate-limit';
import type { RealtimeEmitter } from '../platform/realtime';
import { configuredStorage } from '../platform/configured-storage';
import type { Storage } from '../platform/storage';
import { createAccountsModule } from './accounts/accounts.module';
import { createAdminAccountsModule } from './accounts/admin-accounts.module';
import { createProfileModule } from './accounts/profile.module';
import { createBillingModule } from './billing/billing.module';
import { currentPlansLookup } from './billing/plans.lookup';
import { bookingsLookup } from './bookings/bookings.lookup';
import { createBookingsModule } from './bookings/bookings.module';
import { channelsLookup } from './channels/channels.lookup';
import { createChannelsModule } from './channels/channels.module';
import { cmsLookup } from './cms/cms.lookup';
import { createCmsModule } from './cms/cms.module';
import { subscriptionGate } from './billing/subscription.access';
import { createDefinitionsModule } from './definitions/definitions.module';
import { createFaqModule } from './faq/faq.module';
import { seedDefinitions } from './definitions/definitions.seed';
import { createHealthModule } from './health/health.module';
import { createInboxModule } from './inbox/inbox.module';
import { createListingsModule } from './listings/listings.module';
import { propertyAccess } from './listings/property.access';
import { createMailboxModule } from './mailbox/mailbox.module';
import { createNotificationsModule } from './notifications/notifications.module';
import type { AppModule } from './module';
import { createPaymentsModule } from './payments/payments.module';
import { createPhotosModule } from './photos/photos.module';
import { createReportsModule } from './reports/reports.module';
import { createSiteModule } from './site/site.module';
import { createSitePagesModule } from './site-pages/site-pages.module';
import { createTermsModule } from './terms/terms.module';
import { termsLookup } from './terms/terms.lookup';

export interface ModulesDeps {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  /** Defaults to SMTP when SMTP_URL is set, else the outbox table. */
  mailer?: Mailer;
  captcha: CaptchaService;
  limiter: RateLimiter;
  masterKey: Buffer;
  /** Uploaded photos; defaults to local disk under DATA_DIR/media. */
  storage?: Storage;
  jobs: JobRunner;
  outbox: Outbox;
  /** Sends events to a user's sockets on any process. */
  realtime: RealtimeEmitter;
  log: FastifyBaseLogger;
}

/**
 * Builds every module in dependency order, each from its deps and the entry points of the
 * modules before it, and answers the list that the app registers (and what the app itself
 * uses: the sessions for the auth guard, the mailer to close).
 */
export async function createModules(deps: ModulesDeps) {
  const { config, clock } = deps;
  const db = deps.database.db;
  await seedDefinitions(db);

  const mailbox = createMailboxModule({ db, showPage: config.nodeEnv !== 'production' });
  const mailer =
    deps.mailer ??
    (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(mailbox.save));
  const accounts = createAccountsModule({
    db,
    mailer,
    outbox: deps.outbox,
    clock,
    limiter: deps.limiter,
    captcha: deps.captcha,
    masterKey: deps.masterKey,
    appUrl: config.appUrl,
    oidc:
      config.google &&
      oidcClient({
        ...config.google,
        redirectUri: `${config.appUrl}/api/v1/auth/google/callback`,
      }),
  });
  // Listings' and terms' entry points need only the database: definitions and photos are
  // built on them before the listings and terms modules, which need theirs. An entry that a
  // listing or its terms (fee types, payment methods) refers to is in use.
  const properties = propertyAccess(db);
  const terms = termsLookup({ db, properties, clock });
  const definitions = createDefinitionsModule({
    db,
    inUse: async (id) => (await properties.definitionInUse(id)) || terms.definitionInUse(id),
  });
  const storage = deps.storage ?? configuredStorage(config);
  const photos = createPhotosModule({
    db,
    properties,
    definitions: definitions.lookup,
    storage,
    limiter: deps.limiter,
    jobs: deps.jobs,
    log: deps.log,
  });
  const profile = createProfileModule({
    repo: accounts.repo,
    definitions: definitions.lookup,
    storage,
    limiter: deps.limiter,
    clock,
    log: deps.log,
  });
  // Needs only the database, like the terms' lookup: listings show each property's count,
  // and the terms' quote counts the calendar's day prices.
  const bookingCounts = bookingsLookup(db);
  const listings = createListingsModule({
    db,
    properties,
    definitions: definitions.lookup,
    accounts: accounts.lookup,
    deletePhotosJob: photos.deletePhotosJob,
    terms,
    bookings: bookingCounts,
    subscriptions: subscriptionGate(clock),
    clock,
  });
  const termsModule = createTermsModule({
    db,
    properties,
    definitions: definitions.lookup,
    clock,
    lookup: terms,
    dayPrices: bookingCounts.dayPrices,
  });
  const bookings = createBookingsModule({
    db,
    properties,
    terms,
    definitions: definitions.lookup,
    clock,
  });
  const billing = await createBillingModule({
    db,
    clock,
    limiter: deps.limiter,
    accounts: accounts.lookup,
    jobs: deps.jobs,
    outbox: deps.outbox,
    mailer,
    seller: config.seller,
    appUrl: config.appUrl,
    // "Properties used" on the current plan: every property of the account, as the gate counts.
    countProperties: (accountId) => properties.countOf(accountId),
  });
  const payments = createPaymentsModule({
    db,
    clock,
    config,
    masterKey: deps.masterKey,
    log: deps.log,
    accounts: accounts.lookup,
    outbox: deps.outbox,
    mailer,
    invoices: billing.payments,
  });
  const notifications = createNotificationsModule({
    db,
    clock,
    limiter: deps.limiter,
    accounts: accounts.lookup,
    outbox: deps.outbox,
    jobs: deps.jobs,
    mailer,
    realtime: deps.realtime,
    appUrl: config.appUrl,
    log: deps.log,
    properties,
    invoiceNumberOf: async (invoiceId) => (await billing.payments.invoiceToPay(invoiceId))?.number,
  });
  const inbox = createInboxModule({
    db,
    clock,
    limiter: deps.limiter,
    outbox: deps.outbox,
    jobs: deps.jobs,
    mailer,
    realtime: deps.realtime,
    terms,
    cms: cmsLookup(db, accounts.lookup),
    appUrl: config.appUrl,
  });
  // Revoked sessions close their sockets.
  accounts.revocations.onRevoked((userId) => void deps.realtime.sessionsChanged(userId));
  const channels = createChannelsModule({
    db,
    clock,
    jobs: deps.jobs,
    limiter: deps.limiter,
    bookings: bookingCounts,
    masterKey: deps.masterKey,
    appUrl: config.appUrl,
    allowLoopback: config.channelsFetchAllowLoopback,
  });
  const reports = createReportsModule({ db, clock, channels: channelsLookup(db) });
  const faq = await createFaqModule({ db });
  // The platform admin's list of accounts shows each one's current plan and properties.
  const adminAccounts = createAdminAccountsModule({
    db,
    clock,
    accounts,
    currentPlans: currentPlansLookup(db, clock),
    countProperties: (accountId) => properties.countOf(accountId),
  });
  // The owner's site and CMS: its guest e-mail renderer (cms.lookup) is for bookings and the inbox.
  const cms = createCmsModule({
    db,
    clock,
    limiter: deps.limiter,
    accounts: accounts.lookup,
    properties,
    jobs: deps.jobs,
    mailer,
    storage,
    log: deps.log,
  });
  // The owner's public site as HTML at /s/<slug>, before the web app's fallback.
  const sitePages = createSitePagesModule({
    db,
    clock,
    captcha: deps.captcha,
    appUrl: config.appUrl,
  });
  // The owner's public site as data, its booking requests and the owner's answers to them.
  const site = createSiteModule({
    db,
    clock,
    limiter: deps.limiter,
    captcha: deps.captcha,
    jobs: deps.jobs,
    outbox: deps.outbox,
    mailer,
    properties,
    terms,
    definitions: definitions.lookup,
    cms: cmsLookup(db, accounts.lookup),
    inbox: inbox.lookup,
  });
  const health = createHealthModule({ database: deps.database, map: config.map });

  const list: AppModule[] = [
    health,
    accounts,
    profile,
    definitions,
    photos,
    listings,
    termsModule,
    bookings,
    billing,
    payments,
    notifications,
    inbox,
    reports,
    channels,
    faq,
    cms,
    site,
    sitePages,
    adminAccounts,
    mailbox,
  ];
  return { list, accounts, billing, mailer };
}
