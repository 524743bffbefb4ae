import type { FastifyRequest, FastifyServerOptions } from 'fastify';
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

/** Structured logs with the request id; credentials never reach them. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
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
