import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface SpawnedApi {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
}

/** Runs src/main.ts in its own process, as `npm start` would run the built one. */
export function spawnApi(env: NodeJS.ProcessEnv): SpawnedApi {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Resolves once the process prints its URL; rejects if it exits first. */
export async function waitForListening(api: SpawnedApi): Promise<number> {
  for (;;) {
    const match = /http:\/\/localhost:(\d+)\//.exec(api.stdout());
    if (match?.[1]) return Number(match[1]);
    if (api.child.exitCode !== null) throw new Error(`exited early: ${api.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
