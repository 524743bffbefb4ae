import path from 'node:path';
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
import { localStorage, type Storage } from '../platform/storage';
import { count, eq } from 'drizzle-orm';
import { properties as propertiesTable } from '../db/schema/listings';
import { invoices as invoicesTable } from '../db/schema/billing';
import { createAccountsModule } from './accounts/accounts.module';
import { createBillingModule } from './billing/billing.module';
import { createDefinitionsModule } from './definitions/definitions.module';
import { seedDefinitions } from './definitions/definitions.seed';
import { createHealthModule } from './health/health.module';
import { createListingsModule } from './listings/listings.module';
import { propertyAccess } from './listings/property.access';
import { createMailboxModule } from './mailbox/mailbox.module';
import type { AppModule } from './module';
import { createPaymentsModule } from './payments/payments.module';
import { createPhotosModule } from './photos/photos.module';
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
  const photos = createPhotosModule({
    db,
    properties,
    definitions: definitions.lookup,
    storage: deps.storage ?? localStorage(path.join(config.dataDir, 'media')),
    limiter: deps.limiter,
    jobs: deps.jobs,
    log: deps.log,
  });
  const listings = createListingsModule({
    db,
    properties,
    definitions: definitions.lookup,
    accounts: accounts.lookup,
    deletePhotosJob: photos.deletePhotosJob,
    terms,
    clock,
  });
  const termsModule = createTermsModule({
    db,
    properties,
    definitions: definitions.lookup,
    clock,
    lookup: terms,
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
    countProperties: async (accountId) => {
      const [row] = await db
        .select({ value: count() })
        .from(propertiesTable)
        .where(eq(propertiesTable.ownerId, accountId));
      return row?.value ?? 0;
    },
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
    invoices: {
      ...billing.payments,
      // The invoice a payment is for: its owner, amount and state.
      invoiceToPay: async (id) => {
        const [row] = await db
          .select({
            id: invoicesTable.id,
            number: invoicesTable.number,
            accountId: invoicesTable.accountId,
            total: invoicesTable.total,
            status: invoicesTable.status,
            paidAt: invoicesTable.paidAt,
          })
          .from(invoicesTable)
          .where(eq(invoicesTable.id, id));
        return row;
      },
    },
  });
  const health = createHealthModule({ database: deps.database, map: config.map });

  const list: AppModule[] = [
    health,
    accounts,
    definitions,
    photos,
    listings,
    termsModule,
    billing,
    payments,
    mailbox,
  ];
  return { list, accounts, billing, mailer };
}
