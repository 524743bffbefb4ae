import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { s3Storage } from './s3-storage';
import { isValidStorageKey, localStorage, type Storage } from './storage';

/**
 * The same rules for every implementation: the domain must not learn which store it has.
 * Local disk, and S3 through a real S3 server (s3rver, path-style like MinIO).
 */
const implementations: [string, () => Promise<{ storage: Storage; close(): Promise<void> }>][] = [
  [
    'local disk',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-storage-'));
      return {
        storage: localStorage(path.join(root, 'media')),
        close: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3',
    async () => {
      const server: TestS3Server = await startS3Server();
      return { storage: s3Storage(server.settings), close: () => server.close() };
    },
  ],
];

describe.each(implementations)('storage on %s', (_name, open) => {
  let storage: Storage;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(() => close());

  it('stores, reads back with the content type and size, and deletes a tree', async () => {
    await storage.put('abc/thumb', Buffer.from('small'), 'image/webp');
    await storage.put('abc/large', Buffer.from('bigger'), 'image/webp');
    expect(await storage.exists('abc/thumb')).toBe(true);

    const got = await storage.get('abc/large');
    expect(got).toMatchObject({ size: 6, contentType: 'image/webp' });
    expect(await text(got!.body as Readable)).toBe('bigger');

    await storage.deleteTree('abc');
    expect(await storage.exists('abc/thumb')).toBe(false);
    expect(await storage.get('abc/large')).toBeUndefined();
    // Deleting again, or a tree that never existed, is not an error.
    await storage.deleteTree('abc');
    await storage.deleteTree('never/was');
  });

  it('replaces an object put again under the same key', async () => {
    await storage.put('again/thumb', Buffer.from('first'), 'text/plain');
    await storage.put('again/thumb', Buffer.from('second!'), 'image/webp');
    const got = await storage.get('again/thumb');
    expect(got).toMatchObject({ size: 7, contentType: 'image/webp' });
    expect(await text(got!.body as Readable)).toBe('second!');
  });

  it('deletes only the tree named, not a sibling whose name starts the same', async () => {
    await storage.put('tree1/a', Buffer.from('1'), 'text/plain');
    await storage.put('tree10/a', Buffer.from('10'), 'text/plain');
    await storage.deleteTree('tree1');
    expect(await storage.exists('tree1/a')).toBe(false);
    expect(await storage.exists('tree10/a')).toBe(true);
  });

  it('answers a missing key, and a prefix that is a folder, as absent', async () => {
    await storage.put('tree/leaf', Buffer.from('x'), 'text/plain');
    expect(await storage.exists('tree')).toBe(false);
    expect(await storage.get('tree')).toBeUndefined();
    expect(await storage.get('nothing/here')).toBeUndefined();
    expect(await storage.exists('nothing/here')).toBe(false);
  });

  it('refuses keys that could leave the root or name a hidden file', async () => {
    for (const key of ['../etc/passwd', 'a/../b', '/abs', 'a//b', 'a/b.c', 'a\\b', '', '.']) {
      expect(isValidStorageKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /invalid storage key/,
      );
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.exists(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.deleteTree(key)).rejects.toThrow(/invalid storage key/);
    }
    expect(isValidStorageKey('Ab_9-x/thumb')).toBe(true);
  });
});
