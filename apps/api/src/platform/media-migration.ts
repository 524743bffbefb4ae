import fs from 'node:fs/promises';
import path from 'node:path';
import { isValidStorageKey, type Storage } from './storage';

export type MigrationOutcome = 'copied' | 'already in the bucket';

export interface MigrationProgress {
  done: number;
  total: number;
  key: string;
  outcome: MigrationOutcome;
}

export interface MigrationSummary {
  copied: number;
  present: number;
  /** Files under the directory that are no storage key (a leftover temporary file...). */
  skipped: string[];
  removedLocal: number;
}

/** Keys of the local store under root: every file but the content-type files beside them. */
async function localKeys(root: string): Promise<{ keys: string[]; skipped: string[] }> {
  const entries = await fs
    .readdir(root, { recursive: true, withFileTypes: true })
    .catch((error) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
  const keys: string[] = [];
  const skipped: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name));
    if (relative.endsWith('.type')) continue;
    const key = relative.split(path.sep).join('/');
    (isValidStorageKey(key) ? keys : skipped).push(key);
  }
  return { keys: keys.sort(), skipped: skipped.sort() };
}

/**
 * Copies the local store at `root` into `target` (the bucket), one key at a time. A key the
 * bucket already holds is left alone: a photo key's bytes never change and an S3 PUT is
 * whole or absent, so running it again after an interruption copies only the rest. With
 * `removeLocal`, each local file goes once the bucket holds its key.
 */
export async function migrateLocalMedia(options: {
  root: string;
  local: Storage;
  target: Storage;
  removeLocal?: boolean;
  onProgress?: (progress: MigrationProgress) => void;
}): Promise<MigrationSummary> {
  const { keys, skipped } = await localKeys(options.root);
  const summary: MigrationSummary = { copied: 0, present: 0, skipped, removedLocal: 0 };
  for (const [index, key] of keys.entries()) {
    let outcome: MigrationOutcome = 'already in the bucket';
    if (!(await options.target.exists(key))) {
      const object = await options.local.get(key);
      if (!object) continue; // removed since the listing (a photo deleted meanwhile)
      const body = Buffer.isBuffer(object.body)
        ? object.body
        : Buffer.concat(await object.body.toArray());
      await options.target.put(key, body, object.contentType);
      outcome = 'copied';
    }
    if (outcome === 'copied') summary.copied += 1;
    else summary.present += 1;
    if (options.removeLocal) {
      await options.local.deleteTree(key);
      summary.removedLocal += 1;
    }
    options.onProgress?.({ done: index + 1, total: keys.length, key, outcome });
  }
  if (options.removeLocal) {
    // The photo folders left empty, deepest first; one still holding a file stays.
    const folders = [...new Set(keys.map((key) => path.dirname(key)))].filter((dir) => dir !== '.');
    folders.sort((a, b) => b.length - a.length);
    for (const folder of folders) {
      await fs.rmdir(path.join(options.root, folder)).catch(() => undefined);
    }
  }
  return summary;
}
