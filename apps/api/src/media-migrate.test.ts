import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMediaDir } from './platform/configured-storage';
import { s3Storage } from './platform/s3-storage';
import { localStorage, type Storage } from './platform/storage';
import { startS3Server, type TestS3Server } from './test/s3-server';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** `npm run media:migrate -- …` as an operator runs it; resolves with its exit and output. */
function migrateCommand(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/media-migrate.ts', ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'test', ...env },
  });
  return Promise.all([
    text(child.stdout),
    text(child.stderr),
    new Promise<number | null>((resolve) => child.on('close', resolve)),
  ]).then(([stdout, stderr, status]) => ({ stdout, stderr, status }));
}

describe('npm run media:migrate', () => {
  let s3: TestS3Server;
  let dataDir: string;
  let local: Storage;
  let bucket: Storage;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = s3Storage(s3.settings);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-migrate-'));
    local = localStorage(localMediaDir(dataDir));
    env = {
      ...s3.env,
      DATA_DIR: dataDir,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    // Two photos as the app stores them, and a leftover of an interrupted write.
    await local.put('PhotoOne_aaaaaaaaaaaaaa/thumb', Buffer.from('one-thumb'), 'image/webp');
    await local.put('PhotoOne_aaaaaaaaaaaaaa/large', Buffer.from('one-large'), 'image/webp');
    await local.put('PhotoTwo-bbbbbbbbbbbbbb/thumb', Buffer.from('two-thumb'), 'image/png');
    fs.writeFileSync(path.join(localMediaDir(dataDir), 'PhotoOne_aaaaaaaaaaaaaa', 'x.1.2.tmp'), '');
  });
  afterAll(async () => {
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every local photo into the bucket with its content type, telling each key', async () => {
    const run = await migrateCommand([], env);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`into bucket nuzul-media`);
    expect(run.stdout).toContain('[1/3] PhotoOne_aaaaaaaaaaaaaa/large copied\n');
    expect(run.stdout).toContain('[2/3] PhotoOne_aaaaaaaaaaaaaa/thumb copied\n');
    expect(run.stdout).toContain('[3/3] PhotoTwo-bbbbbbbbbbbbbb/thumb copied\n');
    expect(run.stdout).toContain('skipped PhotoOne_aaaaaaaaaaaaaa/x.1.2.tmp: not a media key\n');
    expect(run.stdout).toMatch(/3 copied, 0 already in the bucket, 1 skipped\.\n$/);

    const two = await bucket.get('PhotoTwo-bbbbbbbbbbbbbb/thumb');
    expect(two).toMatchObject({ size: 9, contentType: 'image/png' });
    expect(await text(two!.body as Readable)).toBe('two-thumb');
    // Copied, not moved: the local files stay unless asked.
    expect(await local.exists('PhotoTwo-bbbbbbbbbbbbbb/thumb')).toBe(true);
  });

  it('run again, copies only what the bucket lacks', async () => {
    await local.put('PhotoNew-cccccccccccccc/thumb', Buffer.from('new'), 'image/webp');
    const run = await migrateCommand([], env);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('[1/4] PhotoNew-cccccccccccccc/thumb copied\n');
    expect(run.stdout).toContain('[2/4] PhotoOne_aaaaaaaaaaaaaa/large already in the bucket\n');
    expect(run.stdout).toMatch(/1 copied, 3 already in the bucket, 1 skipped\.\n$/);
  });

  it('with --delete-local, leaves the photos only in the bucket', async () => {
    const run = await migrateCommand(['--delete-local'], env);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /0 copied, 4 already in the bucket, 1 skipped, 4 local files deleted\.\n$/,
    );
    expect(fs.readdirSync(localMediaDir(dataDir), { recursive: true })).toEqual([
      'PhotoOne_aaaaaaaaaaaaaa',
      path.join('PhotoOne_aaaaaaaaaaaaaa', 'x.1.2.tmp'),
    ]);
    for (const key of ['PhotoOne_aaaaaaaaaaaaaa/large', 'PhotoNew-cccccccccccccc/thumb']) {
      expect(await bucket.exists(key)).toBe(true);
    }
  });

  it('refuses to run without a bucket, or with an unknown argument, changing nothing', async () => {
    const noBucket = await migrateCommand([], { DATA_DIR: dataDir });
    expect(noBucket.status).toBe(1);
    expect(noBucket.stderr).toMatch(
      /^nuzul media:migrate: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    const unknown = await migrateCommand(['--force'], env);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toBe(
      'nuzul media:migrate: usage: npm run media:migrate [-- --delete-local]\n',
    );
  });
});
