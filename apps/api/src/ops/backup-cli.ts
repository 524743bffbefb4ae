/**
 * `npm run backup -- <file>`: writes a backup of the database and the photos of the
 * configured installation (DATA_DIR, DATABASE_URL) to one file. See ops/backup.ts.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupError, createBackup } from './backup';

const usage = 'usage: npm run backup -- <file>   (for example backups/nuzul-2026-11-24.tar.gz)';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new BackupError(usage);
  // npm runs scripts from the project's root; the file is named from where it was called.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!);
  const config = loadConfig();
  const started = performance.now();
  const manifest = await createBackup(config, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Backup written to ${file} in ${seconds} s: the ${manifest.database === 'pglite' ? `embedded database of ${config.dataDir}` : 'PostgreSQL database'}, ${manifest.media === 'included' ? `${manifest.mediaFiles} photo files` : `no photos (they are in the S3 bucket ${manifest.objectStorage!.bucket})`}` +
      (manifest.secretsKey.source === 'configured'
        ? '. Keep SECRETS_KEY with it: a restore needs the same key.\n'
        : manifest.secretsKey.source === 'included'
          ? ' and the master key (keep the file private).\n'
          : '.\n'),
  );
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof BackupError;
  process.stderr.write(
    `nuzul backup: ${known ? (error as Error).message : String((error as Error).stack ?? error)}\n`,
  );
  process.exit(1);
});
