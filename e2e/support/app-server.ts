import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const apiEntry = path.join(repoRoot, 'apps/api/dist/main.js');

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface RunningApp {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  dataDir: string;
  /** Everything the process printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartAppOptions {
  /** Extra environment for the app, e.g. SMTP_URL of a test mail listener. */
  env?: Record<string, string>;
}

/**
 * Starts the built app (`node apps/api/dist/main.js`, as `npm start` does) on a free port,
 * with APP_URL its address at 127.0.0.1, and a fresh data directory; resolves once
 * /api/v1/health answers.
 */
export async function startApp(options: StartAppOptions = {}): Promise<RunningApp> {
  if (!fs.existsSync(apiEntry)) {
    throw new Error(`${apiEntry} is missing: run \`npm run build\` before the browser tests`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The embedded database and in-memory counters, whatever the developer's shell says.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.APP_URL;
  // The real captcha (ALTCHA) unless a test file turns it off with CAPTCHA_PROVIDER: a shell's
  // setting must not silently spare the sign-in and sign-up tests the check they exercise.
  delete env.CAPTCHA_PROVIDER;
  delete env.RECAPTCHA_SECRET;
  delete env.RECAPTCHA_SITE_KEY;
  // The app's address is the one the browser opens: the real-time connection accepts pages of
  // APP_URL's origin only, and links the app makes (checkout, e-mails) name it.
  const chosenPort = options.env?.PORT ?? String(await freePort());
  Object.assign(env, {
    PORT: chosenPort,
    APP_URL: `http://127.0.0.1:${chosenPort}`,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ...options.env,
  });

  const child = spawn(process.execPath, [apiEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const output = (): string => lines.join('\n');
  readline.createInterface({ input: child.stderr }).on('line', (line) => lines.push(line));
  const stdout = readline.createInterface({ input: child.stdout });

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(force);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const port = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the app did not start within ${START_TIMEOUT_MS / 1000} s`)),
        START_TIMEOUT_MS,
      );
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the app exited (${signal ?? code}) before it was running`));
      });
      stdout.on('line', (line) => {
        lines.push(line);
        const match = /Nuzul is running: open http:\/\/localhost:(\d+)\//.exec(line);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url);
    return { url, dataDir, output, stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- app output ---\n${output()}`);
  }
}

/** A TCP port nothing listens on at the moment. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`/api/v1/health did not answer: ${lastError}`);
}
