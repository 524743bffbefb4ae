import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import { siteScript } from './site-script';

interface Asset {
  url: string;
  type: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

// /s/assets/…: "assets" is a reserved site slug, so no site's address is ever one of these.
function asset(name: string, extension: string, body: string | Buffer, type: string): Asset {
  const plain = Buffer.from(body);
  const hash = createHash('sha256').update(plain).digest('hex').slice(0, 12);
  return {
    url: `/s/assets/${name}.${hash}.${extension}`,
    type,
    plain,
    // Compressed once, at the best quality, as the web app's build does with its files.
    br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(plain, { level: 9 }),
  };
}

/**
 * The captcha widget that the web app's forms use (ALTCHA, its build without blob: workers
 * for the CSP, and its SHA worker), served by the site from the installed package (a
 * dependency of the API: without it the app does not start).
 */
function altchaAssets(): { widget: Asset; worker: Asset } {
  const require = createRequire(import.meta.url);
  const external = path.dirname(require.resolve('altcha/external'));
  const file = (name: string) => fs.readFileSync(path.join(external, name));
  return {
    widget: asset('altcha', 'js', file('altcha.min.js'), 'text/javascript'),
    worker: asset('altcha-sha', 'js', file('../workers/sha.js'), 'text/javascript'),
  };
}

/** The site's script and, when the captcha is ALTCHA, its widget: hashed, cached a year. */
export function siteAssets(withAltcha: boolean) {
  const script = asset('site', 'js', siteScript, 'text/javascript');
  const altcha = withAltcha ? altchaAssets() : undefined;
  const all = [script, ...(altcha ? [altcha.widget, altcha.worker] : [])];
  const byUrl = new Map(all.map((entry) => [entry.url, entry]));

  const routes: FastifyPluginAsync = async (app) => {
    app.get('/s/assets/:file', { schema: { hide: true } }, async (request, reply) => {
      const found = byUrl.get(request.url.split('?')[0] ?? '');
      if (!found) return reply.status(404).type('text/plain').send('Not found');
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const [body, encoding] = /\bbr\b/.test(accepted)
        ? [found.br, 'br']
        : /\bgzip\b/.test(accepted)
          ? [found.gzip, 'gzip']
          : [found.plain, undefined];
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'accept-encoding')
        .type(found.type)
        .send(body);
    });
  };
  return {
    routes,
    /** The script tag's source and what it loads, for the pages with a request form. */
    script,
    altcha,
  };
}
export type SiteAssets = ReturnType<typeof siteAssets>;
