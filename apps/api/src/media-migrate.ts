/**
 * `npm run media:migrate [-- --delete-local]`: copies the photos under DATA_DIR/media into
 * the S3 bucket that S3_* name, printing each key as it goes. Safe to run again (while the
 * app runs, too): keys the bucket holds are skipped. Local files stay unless --delete-local.
 */
import { ConfigError, loadConfig } from './config';
import { localMediaDir } from './platform/configured-storage';
import { migrateLocalMedia } from './platform/media-migration';
import { s3Storage } from './platform/s3-storage';
import { localStorage } from './platform/storage';

const USAGE = 'usage: npm run media:migrate [-- --delete-local]';

class UsageError extends Error {}

async function main(args: string[]): Promise<string> {
  const removeLocal = args.includes('--delete-local');
  if (args.some((arg) => arg !== '--delete-local')) throw new UsageError(USAGE);
  const config = loadConfig();
  if (!config.s3) {
    throw new UsageError(
      'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT unless AWS) must name the bucket to move the photos into',
    );
  }
  const root = localMediaDir(config.dataDir);
  process.stdout.write(`Copying ${root} into bucket ${config.s3.bucket}\n`);
  const summary = await migrateLocalMedia({
    root,
    local: localStorage(root),
    target: s3Storage(config.s3),
    removeLocal,
    onProgress: ({ done, total, key, outcome }) =>
      process.stdout.write(`[${done}/${total}] ${key} ${outcome}\n`),
  });
  for (const file of summary.skipped) process.stdout.write(`skipped ${file}: not a media key\n`);
  return [
    `${summary.copied} copied, ${summary.present} already in the bucket`,
    summary.skipped.length ? `, ${summary.skipped.length} skipped` : '',
    removeLocal ? `, ${summary.removedLocal} local files deleted` : '',
    '.',
  ].join('');
}

main(process.argv.slice(2)).then(
  (message) => process.stdout.write(`${message}\n`),
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigError;
    process.stderr.write(
      `nuzul media:migrate: ${known ? (error as Error).message : String((error as Error).stack ?? error)}\n`,
    );
    process.exit(1);
  },
);
