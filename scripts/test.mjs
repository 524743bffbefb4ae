// `npm test`: every check in order, stopping at the first failure. The last line is always
// `N passed, N failed`, summed over the vitest runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib/ensure-built.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const vitestBin = path.join(root, 'node_modules', '.bin', 'vitest');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-test-'));
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const totals = { passed: 0, failed: 0 };

function finish(exitCode) {
  fs.rmSync(reportDir, { recursive: true, force: true });
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(exitCode);
}

function fail(step, reason) {
  console.error(`\n✗ ${step} failed: ${reason}`);
  finish(1);
}

/** Adds a vitest JSON report's counts to the totals; a run that died early wrote none. */
function countTests(report) {
  let counts;
  try {
    counts = JSON.parse(fs.readFileSync(report, 'utf8'));
  } catch {
    return;
  }
  totals.passed += counts.numPassedTests ?? 0;
  totals.failed += counts.numFailedTests ?? 0;
}

/** Runs one step; on failure prints which and exits, after counting any vitest report. */
function run(step, command, args, { env = {}, report } = {}) {
  console.log(`\n▶ ${step}: ${[path.basename(command), ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (report) countTests(report);
  if (result.error) fail(step, result.error.message);
  if (result.status !== 0) fail(step, `exit ${result.signal ?? result.status} after ${seconds} s`);
  console.log(`✓ ${step} (${seconds} s)`);
}

/** Runs vitest with a JSON report beside the usual output, for the summary counts. */
function vitest(step, projects, env = {}) {
  const report = path.join(reportDir, `${step.replace(/\W+/g, '-')}.json`);
  const args = ['run', ...projects.flatMap((name) => ['--project', name])];
  // vitest runs one file at a time on a 2-core machine (cores − 1); the API files spend much
  // of their time waiting on PostgreSQL, the SMTP listener and timers, so two at once cut the
  // unit and PostgreSQL steps by about a third. The browser journeys stay one file at a time.
  if (!projects.includes('e2e'))
    args.push(`--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`);
  args.push('--reporter=default', '--reporter=json', `--outputFile=${report}`);
  run(step, vitestBin, args, { env, report });
}

run('typecheck', npm, ['run', '--silent', 'typecheck']);
run('lint', npm, ['run', '--silent', 'lint']);
run('format:check', npm, ['run', '--silent', 'format:check']);
vitest('unit tests', ['shared', 'api', 'web']);
if (process.env.TEST_DATABASE_URL) {
  vitest('api tests on PostgreSQL', ['api'], { NUZUL_TEST_DB: 'postgres' });
} else {
  console.log('\n– api tests on PostgreSQL skipped (set TEST_DATABASE_URL to run them)');
}
if (!fs.existsSync(chromiumPath)) {
  fail(
    'browser tests',
    `Chromium not found at ${chromiumPath}. Install it with \`apt-get install -y chromium\` ` +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
}
run('build', npm, ['run', '--silent', 'build']);
// The JavaScript that /login and /dashboard fetch and each lazy screen's, against their
// budgets (compressed bytes, not time): `npm run bench -- web`, which fails over a budget.
run('JavaScript budgets', process.execPath, ['scripts/bench.mjs', 'web'], {
  env: { CHROMIUM_PATH: chromiumPath },
});
vitest('browser tests', ['e2e'], { CHROMIUM_PATH: chromiumPath });
finish(0);
