import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

export interface SecurityOptions {
  /** Shared counter store for rate limits across processes; in-memory when absent. */
  redis?: Redis;
  /** Extra image sources for the content security policy (for example a map tile server). */
  imgSrc?: string[];
}

/**
 * Security headers for API and SPA alike, and the rate-limit plugin. Rate limits are
 * off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design injects its generated CSS in <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imgSrc ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: 'nuzul-rate-limit:' } : {}),
  });
}
