import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Below this a page gains nothing worth the work.
const MIN_BYTES = 1024;

/**
 * The body as the browser accepts it: brotli at a middle quality (a site page takes well
 * under a millisecond), else gzip, else as it is. The web app's files come compressed from
 * its build; the site's pages are made per request.
 */
export function encodeFor(
  acceptEncoding: string | undefined,
  body: string | Buffer,
): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = acceptEncoding ?? '';
  if (Buffer.byteLength(body) < MIN_BYTES) return { body };
  if (/\bbr\b/.test(accepted)) {
    return {
      encoding: 'br',
      body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: gzipSync(body, { level: 6 }) };
  return { body };
}
