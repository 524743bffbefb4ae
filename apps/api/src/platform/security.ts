import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** Extra image sources for the content security policy (for example a map tile server). */
  imgSrc?: string[];
}

/** One year, as browsers' preload lists expect. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Browser features the app never uses, turned off for it and for anything it embeds.
 * Fullscreen stays for the app itself (the photo viewer); clipboard writes are not a
 * permission-policy feature that needs listing.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Security headers for the API and the web app alike. */
export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions = {},
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
    // HSTS over plain HTTP is ignored by browsers and wrong to promise: sent per request below.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY is set.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
