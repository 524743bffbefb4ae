import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidStorageKey, localStorage, type Storage } from './storage';

describe('localStorage', () => {
  let root: string;
  let storage: Storage;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-storage-'));
    storage = localStorage(path.join(root, 'media'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores, reads back with the content type, and deletes a tree', async () => {
    await storage.put('abc/thumb', Buffer.from('small'), 'image/webp');
    await storage.put('abc/large', Buffer.from('bigger'), 'image/webp');
    expect(await storage.exists('abc/thumb')).toBe(true);

    const got = await storage.get('abc/large');
    expect(got).toMatchObject({ size: 6, contentType: 'image/webp' });
    expect(await text(got!.body as Readable)).toBe('bigger');

    await storage.deleteTree('abc');
    expect(await storage.exists('abc/thumb')).toBe(false);
    expect(await storage.get('abc/large')).toBeUndefined();
    await storage.deleteTree('abc');
  });

  it('answers a missing key, and a prefix that is a folder, as absent', async () => {
    await storage.put('tree/leaf', Buffer.from('x'), 'text/plain');
    expect(await storage.exists('tree')).toBe(false);
    expect(await storage.get('tree')).toBeUndefined();
    expect(await storage.get('nothing/here')).toBeUndefined();
  });

  it('refuses keys that could leave the root or name a hidden file', async () => {
    for (const key of ['../etc/passwd', 'a/../b', '/abs', 'a//b', 'a/b.c', 'a\\b', '', '.']) {
      expect(isValidStorageKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /invalid storage key/,
      );
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    }
    expect(fs.existsSync(path.join(root, 'etc'))).toBe(false);
    expect(isValidStorageKey('Ab_9-x/thumb')).toBe(true);
  });
});
