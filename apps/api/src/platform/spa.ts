import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@nuzul/shared/errors';

/**
 * Serves the built web app. Hashed assets are cached for a year; every other path that is
 * not under /api answers index.html so that the client router decides.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<void> {
  const hasWeb = webDist !== undefined && fs.existsSync(`${webDist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Our own cache headers below; the plugin's default would send max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes('/assets/');
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
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
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', { cacheControl: false });
    }
    throw new AppError('NOT_FOUND', `Route ${request.method} ${pathname} not found`);
  });
}
