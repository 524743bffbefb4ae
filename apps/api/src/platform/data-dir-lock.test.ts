import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('acquireDataDirLock', () => {
  it('writes the owner pid and removes the file on release', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-lock-'));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lock.file, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });

  it('refuses a second lock on the same directory', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-lock-'));
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-lock-'));
    // pid_max on Linux is at most 2^22, so this pid cannot be running.
    fs.writeFileSync(path.join(dir, 'nuzul.lock'), String(2 ** 22 + 1));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lock.file, 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
