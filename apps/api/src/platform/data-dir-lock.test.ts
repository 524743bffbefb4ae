import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
function tempDir(prefix = 'nuzul-lock-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const lockModule = new URL('./data-dir-lock.ts', import.meta.url).pathname;

/** Another process that takes the lock, says so, and then waits to be killed. */
async function holderProcess(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
       await acquireDataDirLock(${JSON.stringify(dir)});
       console.log('locked');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

describe('acquireDataDirLock', () => {
  it('holds a socket in the directory and removes it on release', async () => {
    const dir = tempDir();
    const lock = await acquireDataDirLock(dir);
    expect(fs.statSync(lock.file).isSocket()).toBe(true);
    await lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });

  it('refuses a second lock on the same directory, naming the holder', async () => {
    const dir = tempDir();
    const lock = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(
      `The data directory ${dir} is in use by another Nuzul process (pid ${process.pid})`,
    );
    await lock.release();
    await (await acquireDataDirLock(dir)).release();
  });

  it('refuses a lock held by another live process', async () => {
    const dir = tempDir();
    const holder = await holderProcess(dir);
    try {
      await expect(acquireDataDirLock(dir)).rejects.toThrow(`(pid ${holder.pid})`);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('is free again right after its holder is killed with SIGKILL', async () => {
    const dir = tempDir();
    const holder = await holderProcess(dir);
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    // The socket file is left behind, but nobody answers on it any more.
    expect(fs.existsSync(path.join(dir, 'nuzul.lock'))).toBe(true);
    const lock = await acquireDataDirLock(dir);
    await lock.release();
  });

  it('takes over a lock file of an older version even when its pid is alive (pid reuse)', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'nuzul.lock'), String(process.pid));
    const lock = await acquireDataDirLock(dir);
    expect(fs.statSync(lock.file).isSocket()).toBe(true);
    await lock.release();
  });

  it('lets exactly one of several concurrent starters take a stale lock', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'nuzul.lock'), 'stale');
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => acquireDataDirLock(dir)),
    );
    const held = results.filter((r) => r.status === 'fulfilled');
    expect(held).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DataDirLockedError);
    }
    await held[0]!.value.release();
  });

  it('locks a directory whose path is too long for a socket file', async () => {
    const dir = path.join(tempDir(), 'd'.repeat(120));
    const lock = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    await lock.release();
    await (await acquireDataDirLock(dir)).release();
  });
});
