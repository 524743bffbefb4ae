import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryReplayGuard, redisReplayGuard, type ReplayGuard } from './replay-guard';

function specifyReplayGuard(guard: () => ReplayGuard): void {
  it('grants the first claim of a key and refuses the next ones', async () => {
    const replay = guard();
    expect(await replay.claim('nonce-1', 60_000)).toBe(true);
    expect(await replay.claim('nonce-1', 60_000)).toBe(false);
    expect(await replay.claim('nonce-1', 60_000)).toBe(false);
    expect(await replay.claim('nonce-2', 60_000)).toBe(true);
  });

  it('grants exactly one of many simultaneous claims', async () => {
    const replay = guard();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => replay.claim('nonce-race', 60_000)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
  });
}

describe('memoryReplayGuard', () => {
  specifyReplayGuard(() => memoryReplayGuard());

  it('forgets a key once its time to live has passed', async () => {
    let at = new Date('2026-01-01T00:00:00Z');
    const replay = memoryReplayGuard(() => at);
    expect(await replay.claim('nonce', 1_000)).toBe(true);
    at = new Date(at.getTime() + 999);
    expect(await replay.claim('nonce', 1_000)).toBe(false);
    at = new Date(at.getTime() + 1);
    expect(await replay.claim('nonce', 1_000)).toBe(true);
  });
});

// A real Redis server on a private socket, where the machine has one installed.
const redisServer = spawnSync('sh', ['-c', 'command -v redis-server']).stdout.toString().trim();

describe.skipIf(!redisServer)('redisReplayGuard', () => {
  let dir: string;
  let server: ChildProcess;
  let redis: Redis;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-redis-'));
    const socket = path.join(dir, 'redis.sock');
    server = spawn(
      redisServer,
      ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    redis = new Redis({ path: socket, lazyConnect: true, retryStrategy: () => 50 });
    for (let tries = 0; !fs.existsSync(socket); tries += 1) {
      if (tries > 100) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await redis.connect();
  });

  afterAll(async () => {
    await redis?.quit();
    server?.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  specifyReplayGuard(() => redisReplayGuard(redis));

  it('keeps a claim for its time to live only', async () => {
    const replay = redisReplayGuard(redis);
    expect(await replay.claim('short', 50)).toBe(true);
    expect(await replay.claim('short', 50)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await replay.claim('short', 50)).toBe(true);
  });

  it('is shared by every process that uses the same server', async () => {
    const other = redis.duplicate();
    try {
      expect(await redisReplayGuard(redis).claim('shared', 60_000)).toBe(true);
      expect(await redisReplayGuard(other).claim('shared', 60_000)).toBe(false);
    } finally {
      await other.quit();
    }
  });
});
