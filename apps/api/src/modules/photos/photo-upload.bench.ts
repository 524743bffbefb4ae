/**
 * Time to upload and process one 4000x3000 JPEG through POST /properties/:id/photos
 * (multipart parsing, checks, three WebP variants, storage, the row), median of 10, with
 * processImage alone beside it. Not a test: run it from apps/api with
 *   npx tsx src/modules/photos/photo-upload.bench.ts
 * (NUZUL_TEST_DB=postgres TEST_DATABASE_URL=... to measure on PostgreSQL).
 */
import { performance } from 'node:perf_hooks';
import { processImage } from '../../platform/images';
import { createOwner, insertProperty, uploadPhoto } from '../../test/listing-fixtures';
import { startMailCatcher } from '../../test/mail-catcher';
import { createTestApp } from '../../test/test-app';
import { photoLikeJpeg } from '../../test/test-images';

const RUNS = 10;
const WIDTH = 4000;
const HEIGHT = 3000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function main() {
  const jpeg = await photoLikeJpeg(WIDTH, HEIGHT);
  const mail = await startMailCatcher();
  const t = await createTestApp({ env: { SMTP_URL: mail.url } });
  try {
    const owner = await createOwner(t.app, mail);
    const property = await insertProperty(t.database.db, owner.userId);
    const upload = async () => {
      const res = await uploadPhoto(t.app, owner.token, property.id, jpeg);
      if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
    };

    await upload(); // warm-up: first use of sharp and of the queries
    const uploads: number[] = [];
    for (let i = 0; i < RUNS; i += 1) uploads.push(await timed(upload));
    const processing: number[] = [];
    for (let i = 0; i < RUNS; i += 1) processing.push(await timed(() => processImage(jpeg)));

    const ms = (value: number) => `${value.toFixed(0)} ms`;
    process.stdout.write(
      [
        `photo upload, ${WIDTH}x${HEIGHT} JPEG of ${(jpeg.length / 1024 / 1024).toFixed(2)} MiB, ${t.database.driver}`,
        `  upload + processing: median ${ms(median(uploads))} (min ${ms(Math.min(...uploads))}, max ${ms(Math.max(...uploads))}) over ${RUNS}`,
        `  processImage alone:  median ${ms(median(processing))} over ${RUNS}`,
        '',
      ].join('\n'),
    );
  } finally {
    await t.close();
    await mail.close();
  }
}

await main();
