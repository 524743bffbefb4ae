// `npm run dev`: the API under `tsx watch` and the Vite dev server (which proxies /api to
// the API) side by side, each line prefixed with its source. When either stops, or on
// Ctrl-C, both are stopped.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import readline from 'node:readline';
import { root } from './lib/ensure-built.mjs';

const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const colour = process.stdout.isTTY ? (code, text) => `\x1b[${code}m${text}\x1b[0m` : (_, t) => t;

const processes = [
  {
    name: 'api',
    colour: 36,
    command: process.execPath,
    args: [tsxCli, 'watch', '--clear-screen=false', 'apps/api/src/main.ts'],
  },
  { name: 'web', colour: 35, command: npm, args: ['run', 'dev', '-w', '@nuzul/web'] },
];

const children = [];
let stopping = false;

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    // Each child leads its own process group, so watchers and their workers stop too.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const force = setTimeout(() => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  }, 5000);
  force.unref();
}

for (const spec of processes) {
  const prefix = colour(spec.colour, `[${spec.name}]`);
  const child = spawn(spec.command, spec.args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Piped output would lose its colours; keep them when the terminal shows them.
    env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
  });
  children.push(child);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      out.write(`${prefix} ${line}\n`);
    });
  }
  child.on('error', (error) => {
    console.error(`${prefix} could not start: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix} exited (${signal ?? `code ${code}`}); stopping the others`);
      stopAll(code === 0 ? 0 : 1);
    }
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(0));
}
