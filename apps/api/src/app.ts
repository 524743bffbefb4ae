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
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandling } from './platform/errors';
import { registerGracefulClose } from './platform/graceful-close';
import { loggerOptions } from './platform/logger';
import { registerSecurity } from './platform/security';
import { registerSpa } from './platform/spa';
import { healthRoutes } from './modules/health/health.routes';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  redis?: Redis;
  /** Directory of the built web app; the SPA is not served when absent. */
  webDist?: string;
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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerGracefulClose(app);
  await registerSecurity(app, { redis: deps.redis });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Nuzul API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database: deps.database });
    },
    { prefix: '/api/v1' },
  );

  await deps.extend?.(app);
  await registerSpa(app, deps.webDist);
  return app;
}
