import { randomUUID } from 'node:crypto';
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
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { answerClientError, registerErrorHandling } from './platform/errors';
import { registerGracefulClose } from './platform/graceful-close';
import { loggerOptions, registerRequestLogging } from './platform/logger';
import { registerMetrics } from './platform/metrics';
import { registerSecurity } from './platform/security';
import { registerSpa } from './platform/spa';
import { createModules } from './modules/index';
import { registerAuth, type SessionResolver } from './platform/auth';
import { registerCompression } from './platform/compression';
import { createCaptcha, type CaptchaService } from './platform/captcha/index';
import { systemClock, type Clock } from './platform/clock';
import { deriveKey, loadMasterKey } from './platform/crypto';
import { createOutbox } from './platform/events/outbox';
import { createJobRunner, type JobRunnerSettings } from './platform/jobs/runner';
import type { Mailer } from './platform/mailer';
import {
  createRateLimiter,
  memoryRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from './platform/rate-limit';
import { createRealtime, registerRealtimeClose } from './platform/realtime';
import type { Storage } from './platform/storage';

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
  /** Where the JSON log lines go; standard output by default (tests capture them). */
  logStream?: DestinationStream;
  /** Lets tests add routes (for example a slow one) before the app is sealed. */
  extend?: (app: FastifyInstance) => Promise<void> | void;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.config, deps.logStream),
    // registerRequestLogging writes one line per request instead, with the user id.
    disableRequestLogging: true,
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

  registerRequestLogging(app);
  registerErrorHandling(app);
  registerGracefulClose(app);
  // Map tiles come from the configured tile server: its origin joins img-src.
  await registerSecurity(app, { imgSrc: [deps.config.map.tileSource] });

  const { config } = deps;
  const db = deps.database.db;
  const clock = deps.clock ?? systemClock;
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
  const limiter = createRateLimiter(
    deps.rateLimitStore ??
      (deps.redis
        ? redisRateLimitStore(deps.redis)
        : memoryRateLimitStore(() => clock().getTime())),
  );
  // The real-time connection on this server; sessions are checked once the accounts exist.
  const realtime = createRealtime({
    server: app.server,
    appUrl: config.appUrl,
    allowLocalhost: config.nodeEnv === 'development',
    redis: deps.redis,
    log: app.log,
  });
  app.decorate('realtime', realtime);
  registerRealtimeClose(app, realtime);
  const masterKey = loadMasterKey(config.secretsKey, config.dataDir);
  const captcha =
    deps.captcha ??
    createCaptcha(config.captcha, { hmacKey: deriveKey(masterKey, 'captcha'), redis: deps.redis });
  const {
    list: modules,
    accounts,
    mailer,
  } = await createModules({
    config,
    database: deps.database,
    clock,
    mailer: deps.mailer,
    captcha,
    limiter,
    masterKey,
    storage: deps.storage,
    jobs,
    outbox,
    realtime,
    log: app.log,
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
  });
  const resolveSession: SessionResolver = async (token) => {
    const live = await accounts.sessions.resolve(token);
    if (!live) return undefined;
    const { user } = live;
    const role = user.role === 'admin' || config.adminEmails.has(user.email) ? 'admin' : 'owner';
    return {
      userId: user.id,
      sessionId: live.session.id,
      actor: { userId: user.id, role, accountId: user.id },
    };
  };
  registerAuth(app, resolveSession);
  realtime.authenticateWith(resolveSession);

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
  // After the reference, which lists routes as they come, and before the modules' routes,
  // which its hook times.
  await registerMetrics(app, { database: deps.database, clock, token: config.metricsToken });

  // Every module the same way: its API routes under /api/v1, the rest at the root; their text
  // answers compressed, in a scope of their own that leaves out the web's precompressed files.
  await app.register(async (scope) => {
    await registerCompression(scope);
    await scope.register(
      async (api) => {
        for (const module of modules) if (module.routes) await api.register(module.routes);
      },
      { prefix: '/api/v1' },
    );
    for (const module of modules) if (module.rootRoutes) await scope.register(module.rootRoutes);
  });

  await deps.extend?.(app);
  await registerSpa(app, deps.webDist, { captcha: captcha.options.provider });
  return app;
}
