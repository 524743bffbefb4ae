// `npm run bench`: requests per second and p99 latency of the built API against a bare Fastify
// server running the same SQL, for PGlite and, when a server answers (127.0.0.1:5432 or
// BENCH_DATABASE_URL), PostgreSQL: GET /api/v1/ready (`select 1`) and GET /api/v1/user/me
// signed in (the session's and the user's queries). Then the compressed JavaScript that /login
// and /dashboard fetch in Chromium and each lazy screen's chunks, against their budgets: the
// bench exits non-zero when one is exceeded.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, root, targets } from './lib/ensure-built.mjs';
import { budgets, chromiumPath, kb, lazyRouteBytes, measurePages } from './bench/web-bytes.mjs';
import { benchBookings } from './bench/bookings.mjs';
import { benchChannels } from './bench/channels.mjs';
import { benchSite } from './bench/site.mjs';
import { benchRealtime } from './bench/realtime.mjs';
import { benchTimeline } from './bench/timeline.mjs';

const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
// Nuzul and the baseline take turns, so that whatever else the machine does during the run
// weighs on both alike: 5 rounds of 2 s each, 10 s per server and route.
const ROUNDS = 5;
const ROUND_SECONDS = 2;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

const running = new Set();
const cleanups = [];

/** Starts a server script and resolves with its base URL once it prints one. */
function startServer(label, script, env) {
  // BENCH_NODE_ARGS: extra Node flags for the servers, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p".
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, script], {
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

const ROUTES = [
  { path: '/api/v1/ready', signedIn: false },
  { path: '/api/v1/user/me', signedIn: true },
];

/** Each server's requests per second, p99 (median of the rounds) and failures on one route. */
async function compareRoute(route, servers, session) {
  const headers = route.signedIn ? { authorization: `Bearer ${session.token}` } : {};
  const load = (server, duration) =>
    autocannon({ url: `${server.url}${route.path}`, headers, connections: CONNECTIONS, duration });
  const bodies = [];
  for (const server of servers) {
    const answer = await fetch(`${server.url}${route.path}`, { headers });
    const body = await answer.text();
    if (!answer.ok)
      throw new Error(`${server.label} ${route.path} answered ${answer.status}: ${body}`);
    bodies.push(body);
    await load(server, WARM_UP_SECONDS);
  }
  if (new Set(bodies).size > 1) {
    throw new Error(`the servers answer ${route.path} differently:\n${bodies.join('\n')}`);
  }
  const runs = servers.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, server] of servers.entries()) runs[i].push(await load(server, ROUND_SECONDS));
  }
  return runs.map((rounds) => {
    const p99s = rounds.map((run) => run.latency.p99).sort((a, b) => a - b);
    return {
      requestsPerSecond:
        rounds.reduce((sum, run) => sum + run.requests.total, 0) /
        rounds.reduce((sum, run) => sum + run.duration, 0),
      p99: p99s[Math.floor(p99s.length / 2)],
      failures: rounds.reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0),
    };
  });
}

/**
 * A verified account and its session in the database that `env` names (migrated on the
 * way), with the SQL that Nuzul sends for GET /api/v1/user/me: see apps/api/src/bench-session.ts.
 */
function createSession(env) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/bench-session.ts'], {
    cwd: path.join(root, 'apps/api'),
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`bench-session failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
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

function printTable(header, lines) {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((l) => l[i].length)));
  const format = (cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}

async function benchApi(apiScript, bareScript) {
  console.log(
    `API: ${ROUTES.map((route) => `GET ${route.path}`).join(' and ')}, ${CONNECTIONS} connections,` +
      ` ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s each after ${WARM_UP_SECONDS} s warm-up` +
      ` (node ${process.version}, ${os.cpus().length} CPUs)`,
  );
  const drivers = [{ driver: 'pglite' }];
  const postgresServer = await findPostgres();
  if (postgresServer) drivers.push({ driver: 'postgres', serverUrl: postgresServer });
  else console.log('PostgreSQL: none on 127.0.0.1:5432 and no BENCH_DATABASE_URL; skipped');

  const rows = [];
  for (const { driver, serverUrl } of drivers) {
    const databaseUrl = serverUrl ? await createBenchDatabase(serverUrl) : undefined;
    // One database for both servers, so that they read the same rows.
    const env = {
      ...baseEnv(),
      DATA_DIR: tempDir(driver),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const session = createSession(env);
    const bareEnv = { ...env, BENCH_DRIVER: driver, BENCH_SESSION: JSON.stringify(session) };
    if (!databaseUrl) {
      // One process per PGlite data directory: the baseline opens a copy of the same database.
      bareEnv.DATA_DIR = tempDir('pglite-bare');
      fs.cpSync(path.join(env.DATA_DIR, 'pglite'), path.join(bareEnv.DATA_DIR, 'pglite'), {
        recursive: true,
      });
    }
    const servers = [
      { label: `${driver} Nuzul`, ...(await startServer(`${driver} Nuzul`, apiScript, env)) },
      {
        label: `${driver} bare Fastify`,
        ...(await startServer(`${driver} bare Fastify`, bareScript, bareEnv)),
      },
    ];
    try {
      for (const route of ROUTES) {
        process.stdout.write(`• ${driver} GET ${route.path} ... `);
        const [ours, baseline] = await compareRoute(route, servers, session);
        const ratio = ours.requestsPerSecond / baseline.requestsPerSecond;
        console.log(`Nuzul/bare ${ratio.toFixed(2)}`);
        rows.push({ driver, route: route.path, target: 'Nuzul', ...ours, ratio });
        rows.push({ driver, route: route.path, target: 'bare Fastify', ...baseline });
      }
    } finally {
      await Promise.all(servers.map((server) => stopServer(server.child)));
    }
  }
  printTable(
    ['driver', 'route', 'target', 'requests/s', 'p99 ms', 'failed', 'Nuzul/bare'],
    rows.map((row) => [
      row.driver,
      row.route,
      row.target,
      row.requestsPerSecond.toFixed(0),
      String(row.p99),
      String(row.failures),
      row.ratio === undefined ? '' : row.ratio.toFixed(2),
    ]),
  );
}

/** The web figures and the budgets they exceed (an empty list when none). */
async function benchWeb(apiScript) {
  console.log(`\nWeb: JavaScript fetched by a first visit in Chromium (${chromiumPath()}), Arabic`);
  if (!fs.existsSync(chromiumPath())) {
    return [
      `Chromium is missing at ${chromiumPath()} (set CHROMIUM_PATH): the web budgets were not measured`,
    ];
  }
  const env = { ...baseEnv(), DATA_DIR: tempDir('web') };
  const session = createSession(env);
  const { url, child } = await startServer('Nuzul (web)', apiScript, env);
  let pages;
  try {
    const me = await fetch(`${url}/api/v1/user/me`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const { data: user } = await me.json();
    pages = await measurePages(url, { token: session.token, user });
  } finally {
    await stopServer(child);
  }
  const lazy = lazyRouteBytes(path.join(root, 'apps/web/dist'), pages.dashboard.urls);
  const checks = [
    {
      what: '/login (signed out)',
      bytes: pages.login.bytes,
      budget: budgets.login,
      note: `${pages.login.files} files, ${pages.login.encodings}`,
    },
    {
      what: '/dashboard (signed in)',
      bytes: pages.dashboard.bytes,
      budget: budgets.dashboard,
      note: `${pages.dashboard.files} files, ${pages.dashboard.encodings}`,
    },
    ...lazy.map(({ screen, within, bytes }) => ({
      what: `lazy ${screen.replace(/^src\//, '')}`,
      bytes,
      budget: budgets.lazyRoute,
      note: within
        ? `brotli, beyond /dashboard and ${path.basename(within)}`
        : 'brotli, beyond /dashboard',
    })),
  ];
  printTable(
    ['JavaScript', 'compressed', 'budget', '', 'how'],
    checks.map((check) => [
      check.what,
      kb(check.bytes),
      kb(check.budget),
      check.bytes > check.budget ? 'OVER' : 'ok',
      check.note,
    ]),
  );
  return checks
    .filter((check) => check.bytes > check.budget)
    .map((check) => `${check.what}: ${kb(check.bytes)} over the budget of ${kb(check.budget)}`);
}

async function main() {
  // `npm run bench -- bookings` runs only the parts named (api, features, bookings, realtime,
  // timeline, channels, site, web).
  const parts = process.argv.slice(2);
  const runs = (part) => parts.length === 0 || parts.includes(part);
  ensureBuilt(runs('web') || runs('timeline') ? ['web', 'api'] : ['api']);
  const apiScript = path.join(root, targets.api.output);
  const bareScript = path.join(root, 'scripts/bench/bare-server.mjs');
  if (runs('api')) await benchApi(apiScript, bareScript);

  // Feature figures the issues ask for: measured through the real app in-process.
  for (const bench of runs('features')
    ? ['src/modules/accounts/login-latency.bench.ts', 'src/modules/photos/photo-upload.bench.ts']
    : []) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', bench], {
      cwd: path.join(root, 'apps/api'),
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`${bench} failed`);
  }

  if (runs('bookings')) {
    const serverUrl = await findPostgres();
    if (!serverUrl)
      console.log('\nBookings: no PostgreSQL on 127.0.0.1:5432 and no BENCH_DATABASE_URL; skipped');
    else {
      const tools = {
        createBenchDatabase,
        createSession,
        startServer,
        stopServer,
        baseEnv,
        tempDir,
        printTable,
      };
      await benchBookings({ serverUrl, apiScript, tools });
    }
  }

  if (runs('realtime')) {
    const serverUrl = await findPostgres();
    if (!serverUrl)
      console.log(
        '\nReal-time: no PostgreSQL on 127.0.0.1:5432 and no BENCH_DATABASE_URL; skipped',
      );
    else {
      const tools = { createBenchDatabase, startServer, stopServer, baseEnv, tempDir, printTable };
      await benchRealtime({ serverUrl, apiScript, tools });
    }
  }

  if (runs('timeline')) {
    const serverUrl = await findPostgres();
    if (!serverUrl)
      console.log('\nTimeline: no PostgreSQL on 127.0.0.1:5432 and no BENCH_DATABASE_URL; skipped');
    else {
      const tools = {
        createBenchDatabase,
        createSession,
        startServer,
        stopServer,
        baseEnv,
        tempDir,
        printTable,
      };
      await benchTimeline({ serverUrl, apiScript, tools });
    }
  }

  if (runs('channels')) {
    const serverUrl = await findPostgres();
    if (!serverUrl)
      console.log('\nChannels: no PostgreSQL on 127.0.0.1:5432 and no BENCH_DATABASE_URL; skipped');
    else {
      const tools = {
        createBenchDatabase,
        createSession,
        startServer,
        stopServer,
        baseEnv,
        tempDir,
        printTable,
      };
      await benchChannels({ serverUrl, apiScript, tools });
    }
  }

  if (runs('site')) {
    const serverUrl = await findPostgres();
    if (!serverUrl)
      console.log('\nSite: no PostgreSQL on 127.0.0.1:5432 and no BENCH_DATABASE_URL; skipped');
    else {
      const tools = {
        createBenchDatabase,
        createSession,
        startServer,
        stopServer,
        baseEnv,
        tempDir,
        printTable,
      };
      await benchSite({ serverUrl, apiScript, tools });
    }
  }

  const overBudget = runs('web') ? await benchWeb(apiScript) : [];
  if (overBudget.length > 0) {
    throw new Error(`over budget:\n  ${overBudget.join('\n  ')}`);
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
