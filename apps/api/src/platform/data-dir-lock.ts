import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const LOCK_FILE = 'nuzul.lock';
/** A takeover interrupted by a crash leaves its marker; one this old is abandoned. */
const TAKEOVER_STALE_MS = 10_000;
/** sun_path holds 108 bytes on Linux and 104 on macOS, the terminating NUL included. */
const MAX_SOCKET_PATH = 103;

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  readonly file: string;
  release(): Promise<void>;
}

type Probe = { live: true; pid: string } | { live: false };

/** Connects to the lock socket: a holder answers with its pid; nothing answers for a dead one. */
function probe(address: string): Promise<Probe> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve({ live: true, pid: answer.trim() || 'unknown' }));
    // ECONNREFUSED (socket file of a dead process), ENOENT, ENOTSOCK (an older pid file).
    socket.on('error', () => resolve({ live: false }));
  });
}

function listen(address: string): Promise<net.Server | 'in-use'> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve('in-use') : reject(error),
    );
    server.listen(address, () => {
      // The lock must not keep the process alive on its own.
      server.unref();
      resolve(server);
    });
  });
}

/** Runs fn while holding an exclusive marker directory, so two takeovers cannot interleave. */
async function exclusively<T>(marker: string, fn: () => Promise<T>): Promise<T | 'busy'> {
  try {
    fs.mkdirSync(marker);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = Date.now() - fs.statSync(marker, { throwIfNoEntry: false })!.mtimeMs;
    if (!(age > TAKEOVER_STALE_MS)) return 'busy';
    fs.rmSync(marker, { recursive: true, force: true });
    return exclusively(marker, fn);
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(marker, { recursive: true, force: true });
  }
}

/**
 * PGlite has no lock of its own: two processes on one data directory corrupt it. The lock
 * is a Unix socket in the directory, listened on by the process that holds it. The kernel
 * closes it when that process dies, however it dies (kill -9 included), so a socket file
 * nobody answers on is stale and taken over at once; no pid is trusted, so a reused pid
 * after a container restart cannot block start-up. A socket path too long for the system
 * falls back to Linux's abstract namespace, keyed by the directory's real path.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const usesFile = Buffer.byteLength(file) <= MAX_SOCKET_PATH;
  const address = usesFile
    ? file
    : `\0nuzul-${createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex')}`;
  const inUse = (pid: string) =>
    new DataDirLockedError(
      `The data directory ${dataDir} is in use by another Nuzul process (pid ${pid}). Stop it or set DATA_DIR to another directory.`,
    );

  let server: net.Server | 'in-use' | 'busy' = await listen(address);
  if (server === 'in-use') {
    const holder = await probe(address);
    if (holder.live) throw inUse(holder.pid);
    // Stale: re-check and replace under the marker, so a second starter cannot remove the
    // socket that the first has just put in place.
    server = await exclusively(`${file}.takeover`, async () => {
      const again = await probe(address);
      if (again.live) throw inUse(again.pid);
      fs.rmSync(file, { force: true });
      return listen(address);
    });
    if (server === 'busy' || server === 'in-use') {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is being opened by another Nuzul process. Try again in a moment.`,
      );
    }
  }

  const held = server;
  let released: Promise<void> | undefined;
  return {
    file,
    release: () =>
      (released ??= new Promise<void>((resolve) => {
        // Closing a listening pathname socket removes its file in Node.
        held.close(() => resolve());
      })),
  };
}
