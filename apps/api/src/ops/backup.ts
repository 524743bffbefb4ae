/**
 * Backups that restore (issue 20). One gzip-compressed tar file holds:
 *
 * - `nuzul-backup.json`, the manifest: what was backed up and how to restore it;
 * - the database: PGlite's data directory as `pglite/` (copied while no Nuzul process holds
 *   the data directory, so the files are the ones a clean stop left), or PostgreSQL as
 *   `database.pgdump` (pg_dump's custom format, one consistent snapshot of a live database);
 * - the photos as `media/`, as the local storage keeps them under DATA_DIR; with S3_BUCKET
 *   set they are in the bucket instead, and the manifest names it (the bucket's own
 *   versioning or replication backs them up: photo objects are never changed, only added
 *   and deleted);
 * - `secrets.key`, the master key the app made in DATA_DIR when SECRETS_KEY is not set:
 *   without it the two-factor secrets and payment keys in the database cannot be read.
 *
 * Paths in the archive are those under DATA_DIR, so a PGlite restore is an extraction.
 * The archive is written and read with the system's `tar` (GNU tar or bsdtar).
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import {
  acquireDataDirLock,
  DataDirLockedError,
  type DataDirLock,
} from '../platform/data-dir-lock';

export const MANIFEST = 'nuzul-backup.json';
const PG_DUMP = 'database.pgdump';
const PGLITE_DIR = 'pglite';
const MEDIA_DIR = 'media';
const SECRETS_FILE = 'secrets.key';

export interface BackupManifest {
  format: 'nuzul-backup';
  version: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** `included`: the photos are in the archive; `object-storage`: in the named bucket. */
  media: 'included' | 'object-storage';
  mediaFiles: number;
  objectStorage?: { bucket: string; endpoint?: string };
  /**
   * `included`: DATA_DIR's secrets.key is in the archive. `configured`: the key came from
   * SECRETS_KEY, which the restored app must be given again; `fingerprint` tells which.
   */
  secretsKey: { source: 'included' | 'configured' | 'none'; fingerprint?: string };
}

/** A refusal or failure to report to the operator in one sentence; nothing was changed. */
export class BackupError extends Error {
  override name = 'BackupError';
}

function fingerprint(key: Buffer): string {
  return createHash('sha256')
    .update('nuzul-backup-key-check\0')
    .update(key)
    .digest('hex')
    .slice(0, 16);
}

function run(command: string, args: string[], what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} was not found: ${what} needs it on the PATH.`
            : `${what} failed: ${error.message}`,
        ),
      ),
    );
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${what} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`)),
    );
  });
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    // The local storage keeps each file's content type in a `.type` file beside it.
    if (entry.isFile() && !entry.name.endsWith('.type')) count += 1;
  }
  return count;
}

function isNonEmptyDir(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** The lock that a running app holds; a backup or restore of PGlite takes it first. */
async function lockStopped(dataDir: string, doing: string): Promise<DataDirLock> {
  try {
    return await acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        `${error.message.replace(/ Stop it or set DATA_DIR to another directory\.$/, '')} Stop Nuzul before ${doing}: the embedded database can only be copied while no process has it open.`,
      );
    }
    throw error;
  }
}

async function tables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema') order by 1`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/**
 * Writes the backup of the configured installation to `file` (replaced only once complete).
 * PGlite: refused while a Nuzul process has DATA_DIR open. PostgreSQL: taken from the live
 * database; a photo deleted while the backup runs may be missing from it (its file can go
 * between the database snapshot and the copy of the media).
 */
export async function createBackup(config: Config, file: string): Promise<BackupManifest> {
  const target = path.resolve(file);
  if (!fs.existsSync(path.dirname(target))) {
    throw new BackupError(`The folder ${path.dirname(target)} does not exist.`);
  }
  const driver = config.databaseUrl ? 'postgres' : 'pglite';
  const dataDir = config.dataDir;
  const work = fs.mkdtempSync(`${target}.work-`);
  const partial = path.join(work, 'backup.tar.gz');
  const lock = driver === 'pglite' ? await lockStopped(dataDir, 'backing it up') : undefined;
  try {
    if (driver === 'pglite' && !fs.existsSync(path.join(dataDir, PGLITE_DIR, 'PG_VERSION'))) {
      throw new BackupError(`There is no Nuzul database in ${dataDir} (DATA_DIR) to back up.`);
    }
    const secretsFile = path.join(dataDir, SECRETS_FILE);
    const configuredKey = config.secretsKey ? Buffer.from(config.secretsKey, 'base64') : undefined;
    const keptKey = fs.existsSync(secretsFile)
      ? Buffer.from(fs.readFileSync(secretsFile, 'utf8').trim(), 'base64')
      : undefined;
    const manifest: BackupManifest = {
      format: 'nuzul-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: driver,
      media: config.s3 ? 'object-storage' : 'included',
      mediaFiles: 0,
      ...(config.s3
        ? { objectStorage: { bucket: config.s3.bucket, endpoint: config.s3.endpoint } }
        : {}),
      secretsKey: configuredKey
        ? { source: 'configured', fingerprint: fingerprint(configuredKey) }
        : keptKey
          ? { source: 'included', fingerprint: fingerprint(keptKey) }
          : { source: 'none' },
    };

    const members: string[] = [];
    if (driver === 'postgres') {
      await run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${path.join(work, PG_DUMP)}`,
          `--dbname=${config.databaseUrl!}`,
        ],
        'pg_dump',
      );
      members.push('-C', work, PG_DUMP);
    }
    // Photos after the database: a photo saved meanwhile is an unused file, never a record
    // without its file.
    const dataMembers = [PGLITE_DIR, MEDIA_DIR, SECRETS_FILE].filter(
      (name) =>
        (name !== PGLITE_DIR || driver === 'pglite') &&
        (name !== MEDIA_DIR || !config.s3) &&
        (name !== SECRETS_FILE || !configuredKey) &&
        fs.existsSync(path.join(dataDir, name)),
    );
    if (!config.s3) manifest.mediaFiles = countFiles(path.join(dataDir, MEDIA_DIR));
    fs.writeFileSync(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // The manifest first, so that a restore can read it before the rest.
    await run(
      'tar',
      [
        '-czf',
        partial,
        '-C',
        work,
        MANIFEST,
        ...members,
        ...(dataMembers.length > 0 ? ['-C', dataDir, ...dataMembers] : []),
      ],
      'Writing the archive',
    );
    // Password hashes, keys and guests' details: readable by its owner only.
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);
    return manifest;
  } finally {
    await lock?.release();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export interface RestoreOptions {
  /** Replaces the database and media of a data directory or database that has some. */
  force?: boolean;
}

/**
 * Restores `file` into the configured installation: PGlite into DATA_DIR, PostgreSQL into
 * the (existing) database of DATABASE_URL, the photos into DATA_DIR/media. Refuses a
 * target that holds a database or photos unless `force`, and always while a Nuzul process
 * has the PGlite data directory open. The app's migrations bring an older backup up to date
 * when it starts.
 */
export async function restoreBackup(
  config: Config,
  file: string,
  options: RestoreOptions = {},
): Promise<BackupManifest> {
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new BackupError(`There is no backup at ${source}.`);
  const driver = config.databaseUrl ? 'postgres' : 'pglite';
  const dataDir = config.dataDir;
  fs.mkdirSync(dataDir, { recursive: true });
  // Unpacked beside the data directory, so that moving it in is a rename.
  const staging = path.join(dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  fs.mkdirSync(staging);
  const lock = driver === 'pglite' ? await lockStopped(dataDir, 'restoring into it') : undefined;
  try {
    await run('tar', ['-xzf', source, '-C', staging], 'Reading the backup');
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(staging, MANIFEST), 'utf8'));
    } catch {
      throw new BackupError(`${source} is not a Nuzul backup (it has no ${MANIFEST}).`);
    }
    if (manifest.format !== 'nuzul-backup' || manifest.version !== 1) {
      throw new BackupError(`${source} is not a Nuzul backup this version can read.`);
    }
    if (manifest.database !== driver) {
      throw new BackupError(
        manifest.database === 'postgres'
          ? 'This backup is of a PostgreSQL database: set DATABASE_URL to the empty database to restore it into.'
          : 'This backup is of the embedded database (PGlite): unset DATABASE_URL and set DATA_DIR to restore it.',
      );
    }
    if (manifest.media === 'object-storage' && !config.s3) {
      throw new BackupError(
        `This backup's photos are in the S3 bucket ${manifest.objectStorage!.bucket}${manifest.objectStorage!.endpoint ? ` at ${manifest.objectStorage!.endpoint}` : ''}: set S3_BUCKET and its settings to restore it.`,
      );
    }
    const key = manifest.secretsKey;
    if (key.source === 'configured') {
      const given = config.secretsKey ? fingerprint(Buffer.from(config.secretsKey, 'base64')) : '';
      if (given !== key.fingerprint) {
        throw new BackupError(
          `This backup was taken with SECRETS_KEY set (key ${key.fingerprint}); set the same SECRETS_KEY to restore it, or the two-factor secrets and payment keys in it cannot be read.`,
        );
      }
    }
    if (key.source === 'included' && config.secretsKey) {
      throw new BackupError(
        'This backup carries its own master key (secrets.key); unset SECRETS_KEY to restore it, or the two-factor secrets and payment keys in it cannot be read.',
      );
    }

    const occupied: string[] = [];
    if (driver === 'pglite' && isNonEmptyDir(path.join(dataDir, PGLITE_DIR))) {
      occupied.push(`a database in ${path.join(dataDir, PGLITE_DIR)}`);
    }
    if (driver === 'postgres') {
      const found = await tables(config.databaseUrl!);
      if (found.length > 0) occupied.push(`${found.length} tables in the database of DATABASE_URL`);
    }
    if (manifest.media === 'included' && isNonEmptyDir(path.join(dataDir, MEDIA_DIR))) {
      occupied.push(`photos in ${path.join(dataDir, MEDIA_DIR)}`);
    }
    if (occupied.length > 0 && !options.force) {
      throw new BackupError(
        `Nothing was restored: the target is not empty (${occupied.join('; ')}). Restore into an empty data directory or database, or pass --force to replace them.`,
      );
    }

    if (driver === 'postgres') {
      if (occupied.length > 0) await emptyDatabase(config.databaseUrl!);
      await run(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${config.databaseUrl!}`,
          path.join(staging, PG_DUMP),
        ],
        'pg_restore',
      );
    }
    // The target's database and photos give way to the backup's (they are empty unless
    // --force); its secrets.key only to one that the backup carries.
    const moves = [
      ...(manifest.media === 'included' ? [MEDIA_DIR] : []),
      ...(driver === 'pglite' ? [PGLITE_DIR] : []),
    ];
    if (key.source === 'included') moves.push(SECRETS_FILE);
    for (const name of moves) {
      const from = path.join(staging, name);
      const to = path.join(dataDir, name);
      fs.rmSync(to, { recursive: true, force: true });
      if (fs.existsSync(from)) fs.renameSync(from, to);
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    await lock?.release();
  }
}

/** --force on PostgreSQL: the app's schemas go (with the btree_gist extension in public). */
async function emptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
    await client.query('commit');
  } finally {
    await client.end();
  }
}
