/**
 * `npm run restore -- <file> [--force]`: restores a backup of `npm run backup` into the
 * configured installation (DATA_DIR, DATABASE_URL), which must be empty unless --force.
 * See ops/backup.ts.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupError, restoreBackup } from './backup';

const usage = 'usage: npm run restore -- <file> [--force]';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new BackupError(usage);
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  const config = loadConfig();
  const started = performance.now();
  const manifest = await restoreBackup(config, file, { force });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} in ${seconds} s into ${manifest.database === 'pglite' ? config.dataDir : 'the database of DATABASE_URL'} (${manifest.media === 'included' ? `${manifest.mediaFiles} photo files` : `photos in the S3 bucket ${manifest.objectStorage!.bucket}`}). Start Nuzul: its migrations bring the database up to date.\n` +
      // Photos restored to DATA_DIR/media while the app reads them from a bucket.
      (manifest.media === 'included' && config.s3 && manifest.mediaFiles > 0
        ? 'S3_BUCKET is set: run `npm run media:migrate` to copy the restored photos into the bucket.\n'
        : ''),
  );
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof BackupError;
  process.stderr.write(
    `nuzul restore: ${known ? (error as Error).message : String((error as Error).stack ?? error)}\n`,
  );
  process.exit(1);
});
