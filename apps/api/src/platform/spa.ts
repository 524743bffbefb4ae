import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@nuzul/shared/errors';
import type { Captcha } from './captcha/captcha';
import { captchaPolicy } from './captcha/recaptcha-policy';

export interface SpaOptions {
  /** The captcha of sign-up and login: with reCAPTCHA, the app's page loads Google's script. */
  captcha: Captcha['options']['provider'];
}

/**
 * Serves the built web app. Hashed assets are cached for a year; every other path that is
 * not under /api answers index.html so that the client router decides. The build writes a
 * brotli (`.br`) and a gzip (`.gz`) copy beside each text file; the copy that the request's
 * Accept-Encoding prefers is sent, nothing is compressed per request.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | undefined,
  options: SpaOptions,
): Promise<void> {
  // The policy that matters is the page's (index.html): assets and API answers keep the app's.
  const allowCaptcha = captchaPolicy(options.captcha);
  const hasWeb = webDist !== undefined && fs.existsSync(`${webDist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own cache headers below; the plugin's default would send max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes('/assets/');
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The body depends on Accept-Encoding: a shared cache must not hand a brotli copy to
        // a client that asked for gzip (or none).
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // A missing file (/assets/old.js) is a 404, not the page: only extension-less paths are routes.
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    if (hasWeb && wantsPage && !isApi && !isFile) {
      allowCaptcha(reply);
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', { cacheControl: false });
    }
    throw new AppError('NOT_FOUND', `Route ${request.method} ${pathname} not found`);
  });
}
