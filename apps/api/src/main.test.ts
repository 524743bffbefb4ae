import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './platform/data-dir-lock';
import { spawnApi, waitForListening } from './test/spawn-api';

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-data-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// Each test starts real processes (PGlite's initdb included): slow on a busy 2-core machine.
describe('the server process', { timeout: 120_000 }, () => {
  it('stops with one line naming an invalid variable', async () => {
    const api = spawnApi({ PORT: 'eighty', DATA_DIR: tempDataDir() });
    expect(await api.exited).toBe(1);
    const lines = api.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^nuzul: Invalid environment variable PORT \(got "eighty"\)/);
  });

  it('refuses a data directory that another process holds, and says so', async () => {
    const dataDir = tempDataDir();
    const lock = await acquireDataDirLock(dataDir);
    try {
      const api = spawnApi({ PORT: '0', DATA_DIR: dataDir });
      expect(await api.exited).toBe(1);
      expect(api.stderr()).toContain(
        `The data directory ${dataDir} is in use by another Nuzul process (pid ${process.pid})`,
      );
    } finally {
      await lock.release();
    }
  });

  it('serves on the embedded database, then exits cleanly on SIGTERM and releases the lock', async () => {
    const dataDir = tempDataDir();
    const api = spawnApi({ PORT: '0', DATA_DIR: dataDir });
    const port = await waitForListening(api);
    expect(api.stdout()).toContain(
      `Mail is not sent (SMTP_URL is not set): it is kept at http://localhost:${port}/dev/mailbox, readable from this machine only.`,
    );
    const ready = await fetch(`http://127.0.0.1:${port}/api/v1/ready`);
    expect(await ready.json()).toEqual({ data: { status: 'ready', database: 'pglite' } });
    expect(fs.existsSync(path.join(dataDir, 'nuzul.lock'))).toBe(true);

    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'nuzul.lock'))).toBe(false);

    // The data survives and the directory can be opened again.
    const again = spawnApi({ PORT: '0', DATA_DIR: dataDir });
    await waitForListening(again);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });

  it('starts again right after it was killed with SIGKILL, and a second live process is still refused', async () => {
    const dataDir = tempDataDir();
    const first = spawnApi({ PORT: '0', DATA_DIR: dataDir });
    await waitForListening(first);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = spawnApi({ PORT: '0', DATA_DIR: dataDir });
    const port = await waitForListening(second);
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/ready`)).status).toBe(200);

    const third = spawnApi({ PORT: '0', DATA_DIR: dataDir });
    expect(await third.exited).toBe(1);
    expect(third.stderr()).toContain(`in use by another Nuzul process (pid ${second.child.pid})`);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
