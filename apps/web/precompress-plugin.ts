import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats; images and woff2 fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function writeIfSmaller(file: string, original: Buffer, compressed: Buffer): Promise<void> {
  // A "compressed" copy that is no smaller would only cost the client a decoding step.
  if (compressed.length < original.length) await fs.writeFile(file, compressed);
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every text asset
 * of the build, once, so that the server picks one by the request's Accept-Encoding
 * (@fastify/static `preCompressed`) without compressing anything per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'nuzul:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const original = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(original, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
              },
            }),
            gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            writeIfSmaller(`${file}.br`, original, br),
            writeIfSmaller(`${file}.gz`, original, gz),
          ]);
        }),
      );
    },
  };
}
