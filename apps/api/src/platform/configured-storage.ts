import path from 'node:path';
import type { Config } from '../config';
import { s3Storage } from './s3-storage';
import { localStorage, type Storage } from './storage';

/** Where this process keeps photos: the S3 bucket when configured, else DATA_DIR/media. */
export function configuredStorage(config: Pick<Config, 's3' | 'dataDir'>): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(localMediaDir(config.dataDir));
}

/** The local store's directory, which `npm run media:migrate` copies into the bucket. */
export function localMediaDir(dataDir: string): string {
  return path.join(dataDir, 'media');
}
