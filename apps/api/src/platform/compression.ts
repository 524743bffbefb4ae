import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';

/**
 * Once the answer is compressed its bytes are no longer those the route's tag named: a strong
 * ETag must differ between codings (RFC 9110 §8.8.3), so it is sent weak. Our routes compare
 * If-None-Match weakly, so the client sending `W/"…"` back still gets its 304.
 */
const weakenCompressedEtag: onSendHookHandler = async (_request, reply, payload) => {
  const etag = reply.getHeader('etag');
  if (reply.getHeader('content-encoding') && typeof etag === 'string' && etag.startsWith('"')) {
    reply.header('etag', `W/${etag}`);
  }
  return payload;
};

/**
 * Text answers of the routes registered in `scope` after this call (JSON, iCal, HTML pages)
 * of 1 KB or more go brotli- or gzip-compressed as the request's Accept-Encoding prefers, plain
 * when it asks for neither; smaller ones are not worth a decoding step. Images and PDFs are
 * compressed already (their types are not compressible), event streams are left alone, and a
 * reply that already carries a Content-Encoding is sent as is. The web's static files are not in
 * this scope: the build compresses them once (platform/spa.ts). Request bodies are not
 * decompressed: no client of ours sends them compressed, and the body limit stays the real one.
 */
export async function registerCompression(scope: FastifyInstance): Promise<void> {
  await scope.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Answers up to 64 KB (pages, most JSON) are compressed at once on this thread: a zlib
    // stream costs more than the compression itself at these sizes (measured on the site's
    // 28 KB property page: 1.26 ms streamed, 0.32 ms at once). Larger ones stream.
    syncThreshold: 64 * 1024,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        // A 256 KB window instead of 4 MB: the same size at these payloads (5,081 bytes either
        // way for that page) without setting up 4 MB for each answer.
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
    globalDecompression: false,
  });
  // Added per route after the plugin's own onSend, which sets Content-Encoding.
  scope.addHook('onRoute', (route) => {
    const own = route.onSend === undefined ? [] : [route.onSend].flat();
    route.onSend = [...own, weakenCompressedEtag];
  });
}
