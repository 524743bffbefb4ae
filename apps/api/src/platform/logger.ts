import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from '../config';

const SECRET_QUERY_KEYS = /^(auth|accesstoken|token|code|secret)$/i;

/** Removes credential values from a logged URL (`?accessToken=...` after Google sign-in). */
export function scrubUrl(url: string): string {
  const [pathname, query] = url.split('?', 2);
  if (!query) return url;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  }
  return `${pathname}?${params.toString()}`;
}

/**
 * Structured logs with the request id; credentials never reach them. Standard output
 * unless a stream is given (tests read the lines).
 */
export function loggerOptions(
  config: Config,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        id: request.id,
        method: request.method,
        url: scrubUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
    redact: {
      paths: ['*.password', '*.newPassword', '*.token', '*.accessToken', '*.secret'],
      censor: '[redacted]',
    },
  };
}

/**
 * One line per request, written when it is answered: by then a signed-in request's logger
 * carries the user id (see `logAsUser`), which Fastify's own "incoming request" line,
 * written before authentication, could not. Fastify's request logging is off for this.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    reply.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
}

/** Every later line of this request, its answer's included, names the signed-in user. */
export function logAsUser(request: FastifyRequest, reply: FastifyReply, userId: string): void {
  request.log = request.log.child({ userId });
  reply.log = request.log;
}
