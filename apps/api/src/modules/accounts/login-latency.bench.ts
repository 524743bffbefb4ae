/**
 * Login latency through POST /auth/login (argon2id verify, session insert), median of 50,
 * on a fresh database. Not a test: run it from apps/api with
 *   npx tsx src/modules/accounts/login-latency.bench.ts
 * (NUZUL_TEST_DB=postgres TEST_DATABASE_URL=... to measure on PostgreSQL).
 */
import { performance } from 'node:perf_hooks';
import { argon2Options } from '../../platform/passwords';
import { createVerifiedAccount, login } from '../../test/accounts-fixtures';
import { startMailCatcher } from '../../test/mail-catcher';
import { createTestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-database';

const RUNS = 50;

async function main() {
  const mail = await startMailCatcher();
  // 50 logins of one account would meet the guessing limit; this measures the work, not it.
  const t = await createTestApp({
    env: { SMTP_URL: mail.url },
    rateLimitStore: { hit: async () => 1, peek: async () => 0 },
  });
  try {
    const { email, password } = await createVerifiedAccount(t.app, mail);
    const times: number[] = [];
    for (let i = 0; i <= RUNS; i += 1) {
      const started = performance.now();
      const res = await login(t.app, email, password);
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      // The first login warms argon2 and the queries up; it is not counted.
      if (i > 0) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = (times[RUNS / 2 - 1]! + times[RUNS / 2]!) / 2;
    process.stdout.write(
      `login (${testDriver}, argon2id m=${argon2Options.memoryCost} KiB t=${argon2Options.timeCost} p=${argon2Options.parallelism}): ` +
        `median ${median.toFixed(0)} ms, p90 ${times[Math.floor(RUNS * 0.9)]!.toFixed(0)} ms over ${RUNS} logins\n`,
    );
  } finally {
    await t.close();
    await mail.close();
  }
}

await main();
