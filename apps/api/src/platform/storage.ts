import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable | Buffer;
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live. Keys are `/`-separated segments of [A-Za-z0-9_-]; a prefix
 * names a tree of keys. Local disk by default; an S3-compatible store implements the same
 * four calls, so the domain never learns which one it talks to.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  exists(key: string): Promise<boolean>;
  /** Deletes the key and every key under it; a missing tree is not an error. */
  deleteTree(prefix: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;

export function isValidStorageKey(key: string): boolean {
  return key.length <= 512 && key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertStorageKey(key: string): void {
  // The segment rule already excludes '.', '..', '' and '\\': a key cannot leave the root.
  if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/** Content types sit beside each file, so that `get` answers without guessing. */
const TYPE_SUFFIX = '.type';

/** Files under rootDir: `<root>/<key>` holds the bytes, `<root>/<key>.type` the content type. */
export function localStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key, body, contentType) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, body);
      await fs.writeFile(file + TYPE_SUFFIX, contentType);
      await fs.rename(temp, file);
    },

    async get(key) {
      const file = fileOf(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return undefined;
        const contentType = await fs
          .readFile(file + TYPE_SUFFIX, 'utf8')
          .catch(() => 'application/octet-stream');
        return { body: createReadStream(file), size: stat.size, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await fs.stat(fileOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },

    async deleteTree(prefix) {
      const target = fileOf(prefix);
      await fs.rm(target, { recursive: true, force: true });
      await fs.rm(target + TYPE_SUFFIX, { force: true });
    },
  };
}
