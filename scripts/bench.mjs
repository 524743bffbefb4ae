// `npm run bench`: requests per second and p99 latency of GET /api/v1/ready on the built
// API against a bare Fastify server doing the same `select 1`, for PGlite and, when a
// server answers (127.0.0.1:5432 or BENCH_DATABASE_URL), PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, root, targets } from './lib/ensure-built.mjs';

const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
const DURATION_SECONDS = 10;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

const running = new Set();
const cleanups = [];

/** Starts a server script and resolves with its base URL once it prints one. */
function startServer(label, script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  const stderr = [];
  readline.createInterface({ input: child.stderr }).on('line', (line) => stderr.push(line));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`${label} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited with ${code}:\n${stderr.slice(-20).join('\n')}`));
    });
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /http:\/\/(?:localhost|127\.0\.0\.1):(\d+)\//.exec(line);
      if (!match) return;
      clearTimeout(timer);
      resolve({ url: `http://127.0.0.1:${match[1]}`, child });
    });
  });
}

function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function measure(url) {
  const target = `${url}/api/v1/ready`;
  await autocannon({ url: target, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const result = await autocannon({
    url: target,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Starts one server, measures it, and stops it again, so the runs do not compete. */
async function benchTarget(label, script, env) {
  process.stdout.write(`• ${label} ... `);
  const { url, child } = await startServer(label, script, env);
  try {
    const result = await measure(url);
    console.log(`${Math.round(result.requestsPerSecond)} req/s`);
    return result;
  } finally {
    await stopServer(child);
  }
}

function tempDir(name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `nuzul-bench-${name}-`));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The PostgreSQL server to use, or undefined when none answers. */
async function findPostgres() {
  const serverUrl = process.env.BENCH_DATABASE_URL || LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return serverUrl;
  } catch (error) {
    if (process.env.BENCH_DATABASE_URL) throw error;
    return undefined;
  }
}

/** A fresh database on the server for this run, dropped again at the end. */
async function createBenchDatabase(serverUrl) {
  const name = `nuzul_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function baseEnv() {
  const env = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return { ...env, PORT: '0' };
}

function printTable(rows) {
  const header = ['driver', 'target', 'requests/s', 'p99 ms', 'failed', 'Nuzul/bare'];
  const lines = rows.map((row) => [
    row.driver,
    row.target,
    row.requestsPerSecond.toFixed(0),
    String(row.p99),
    String(row.failures),
    row.ratio === undefined ? '' : row.ratio.toFixed(2),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((l) => l[i].length)));
  const format = (cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  ensureBuilt(['api']);
  const apiScript = path.join(root, targets.api.output);
  const bareScript = path.join(root, 'scripts/bench/bare-server.mjs');
  console.log(
    `GET /api/v1/ready, ${CONNECTIONS} connections, ${DURATION_SECONDS} s after ${WARM_UP_SECONDS} s warm-up` +
      ` (node ${process.version}, ${os.cpus().length} CPUs)`,
  );

  const drivers = [{ driver: 'pglite' }];
  const postgresServer = await findPostgres();
  if (postgresServer) drivers.push({ driver: 'postgres', serverUrl: postgresServer });
  else console.log('PostgreSQL: none on 127.0.0.1:5432 and no BENCH_DATABASE_URL; skipped');

  const rows = [];
  for (const { driver, serverUrl } of drivers) {
    const databaseUrl = serverUrl ? await createBenchDatabase(serverUrl) : undefined;
    const dbEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
    const nuzul = await benchTarget(`${driver} Nuzul`, apiScript, {
      ...baseEnv(),
      ...dbEnv,
      DATA_DIR: tempDir('api'),
    });
    const bare = await benchTarget(`${driver} bare Fastify`, bareScript, {
      ...baseEnv(),
      ...dbEnv,
      BENCH_DRIVER: driver,
      DATA_DIR: tempDir('bare'),
    });
    rows.push({
      driver,
      target: 'Nuzul',
      ...nuzul,
      ratio: nuzul.requestsPerSecond / bare.requestsPerSecond,
    });
    rows.push({ driver, target: 'bare Fastify', ...bare });
  }
  printTable(rows);

  // Feature figures the issues ask for: measured through the real app in-process.
  for (const bench of [
    'src/modules/accounts/login-latency.bench.ts',
    'src/modules/photos/photo-upload.bench.ts',
  ]) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', bench], {
      cwd: path.join(root, 'apps/api'),
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`${bench} failed`);
  }
}

async function cleanUp() {
  await Promise.all([...running].map(stopServer));
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}

process.on('SIGINT', () => {
  cleanUp().finally(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
