import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { answerClientError, registerErrorHandling } from './platform/errors';
import { registerGracefulClose } from './platform/graceful-close';
import { loggerOptions } from './platform/logger';
import { registerSecurity } from './platform/security';
import { registerSpa } from './platform/spa';
import { appConfigRoutes } from './modules/health/app-config.routes';
import { healthRoutes } from './modules/health/health.routes';
import { accountsLookup } from './modules/accounts/accounts.lookup';
import { createAccountsModule } from './modules/accounts/accounts.module';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { googleRoutes } from './modules/accounts/google.routes';
import { oidcClient } from './platform/oidc';
import { createDefinitionsModule } from './modules/definitions/definitions.module';
import { definitionsRoutes } from './modules/definitions/definitions.routes';
import { seedDefinitions } from './modules/definitions/definitions.seed';
import { listingsRepository } from './modules/listings/listings.repository';
import { listingsRoutes } from './modules/listings/listings.routes';
import { propertyAccess } from './modules/listings/property.access';
import { listingsService } from './modules/listings/listings.service';
import { mailboxRepository } from './modules/mailbox/mailbox.repository';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes';
import { mediaRoutes } from './modules/photos/media.routes';
import { photosRepository } from './modules/photos/photos.repository';
import { photosRoutes } from './modules/photos/photos.routes';
import { photosService } from './modules/photos/photos.service';
import { deletePhotoFilesJob, registerPhotoJobs } from './modules/photos/photos.jobs';
import { registerAuth } from './platform/auth';
import { createCaptcha, type CaptchaService } from './platform/captcha/index';
import { captchaRoutes } from './platform/captcha/captcha.routes';
import { systemClock, type Clock } from './platform/clock';
import { deriveKey, loadMasterKey } from './platform/crypto';
import { createOutbox } from './platform/events/outbox';
import { createJobRunner, type JobRunnerSettings } from './platform/jobs/runner';
import { outboxMailer, smtpMailer, type Mailer } from './platform/mailer';
import {
  createRateLimiter,
  memoryRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from './platform/rate-limit';
import { localStorage, type Storage } from './platform/storage';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  redis?: Redis;
  /** Directory of the built web app; the SPA is not served when absent. */
  webDist?: string;
  /** Tests pass a clock they can move; the system clock otherwise. */
  clock?: Clock;
  /** Defaults to SMTP when SMTP_URL is set, else the outbox table. */
  mailer?: Mailer;
  /** Defaults to the configured provider. */
  captcha?: CaptchaService;
  /** Defaults to Redis when configured, else memory. */
  rateLimitStore?: RateLimitStore;
  /** Uploaded photos; defaults to local disk under DATA_DIR/media. */
  storage?: Storage;
  /** Job runner settings (poll interval, concurrency, lease, backoff); defaults otherwise. */
  jobs?: Partial<JobRunnerSettings>;
  /** Lets tests add routes (for example a slow one) before the app is sealed. */
  extend?: (app: FastifyInstance) => Promise<void> | void;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.config),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerGracefulClose(app);
  // Map tiles come from the configured tile server: its origin joins img-src.
  await registerSecurity(app, { imgSrc: [deps.config.map.tileSource] });

  const { config } = deps;
  const db = deps.database.db;
  const clock = deps.clock ?? systemClock;
  await seedDefinitions(db);
  const properties = propertyAccess(db);
  const definitions = createDefinitionsModule({ db, inUse: properties.definitionInUse });
  const mailbox = mailboxRepository(db);
  const mailer =
    deps.mailer ??
    (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(mailbox.save));
  // Jobs run from the database in this process: started with the app, stopped on close
  // (SIGTERM) after the running ones finish, and before the mailer they use closes.
  const jobs = createJobRunner({
    database: deps.database,
    clock,
    log: app.log,
    settings: deps.jobs,
  });
  const outbox = createOutbox(jobs, db);
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
  });
  const limiter = createRateLimiter(
    deps.rateLimitStore ??
      (deps.redis
        ? redisRateLimitStore(deps.redis)
        : memoryRateLimitStore(() => clock().getTime())),
  );
  const masterKey = loadMasterKey(config.secretsKey, config.dataDir);
  const captcha =
    deps.captcha ??
    createCaptcha(config.captcha, { hmacKey: deriveKey(masterKey, 'captcha'), redis: deps.redis });
  const accounts = createAccountsModule({
    db,
    mailer,
    outbox,
    clock,
    limiter,
    captcha,
    masterKey,
    oidc:
      config.google &&
      oidcClient({
        ...config.google,
        redirectUri: `${config.appUrl}/api/v1/auth/google/callback`,
      }),
  });
  const storage = deps.storage ?? localStorage(path.join(config.dataDir, 'media'));
  const photos = photosService({
    repo: photosRepository(db),
    properties,
    definitions: definitions.lookup,
    storage,
    limiter,
    onCleanupError: (err, photoKey) => app.log.warn({ err, photoKey }, 'stored photo not deleted'),
  });
  registerPhotoJobs(jobs, photos);
  const listings = listingsService({
    repo: listingsRepository(db),
    properties,
    accounts: accountsLookup(db),
    definitions: definitions.lookup,
    deletePhotosJob: deletePhotoFilesJob,
  });
  registerAuth(app, async (token) => {
    const live = await accounts.sessions.resolve(token);
    if (!live) return undefined;
    const { user } = live;
    const role = user.role === 'admin' || config.adminEmails.has(user.email) ? 'admin' : 'owner';
    return {
      userId: user.id,
      sessionId: live.session.id,
      actor: { userId: user.id, role, accountId: user.id },
    };
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Nuzul API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database: deps.database });
      await api.register(appConfigRoutes, { map: config.map });
      await api.register(accountsRoutes, {
        accounts: accounts.accounts,
        mfa: accounts.mfa,
        captcha,
        googleEnabled: accounts.google !== undefined,
      });
      await api.register(captchaRoutes, { captcha });
      await api.register(googleRoutes, { google: accounts.google, appUrl: config.appUrl });
      await api.register(definitionsRoutes, { definitions: definitions.service });
      await api.register(photosRoutes, { photos });
      await api.register(listingsRoutes, { listings });
    },
    { prefix: '/api/v1' },
  );

  await app.register(mediaRoutes, { storage });
  if (config.nodeEnv !== 'production') await app.register(mailboxRoutes, { mailbox });

  await deps.extend?.(app);
  await registerSpa(app, deps.webDist);
  return app;
}
