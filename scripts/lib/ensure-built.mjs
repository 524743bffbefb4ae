// Builds the web app and the API when their output is missing or older than their sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

const SKIP_DIRS = new Set(['node_modules', 'dist', '.tsbuild', 'coverage']);

/** The newest modification time (ms) of the files under the given paths; 0 when none exist. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (entry) => {
    let stat;
    try {
      stat = fs.statSync(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry)) {
        if (!SKIP_DIRS.has(name)) visit(path.join(entry, name));
      }
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  for (const entry of paths) visit(path.join(root, entry));
  return newest;
}

function mtimeOf(file) {
  try {
    return fs.statSync(path.join(root, file)).mtimeMs;
  } catch {
    return undefined;
  }
}

export const targets = {
  web: {
    workspace: '@nuzul/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/precompress-plugin.ts',
      'apps/web/package.json',
      'packages/shared/src',
    ],
  },
  api: {
    workspace: '@nuzul/api',
    output: 'apps/api/dist/main.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', 'packages/shared/src'],
  },
};

/** Why the target needs a build, or undefined when its output is current. */
export function staleReason(target) {
  const built = mtimeOf(target.output);
  if (built === undefined) return `${target.output} is missing`;
  if (newestMtime(target.sources) > built) return 'sources changed since the last build';
  return undefined;
}

/** Builds each named target that is stale; exits the process when a build fails. */
export function ensureBuilt(names) {
  for (const name of names) {
    const target = targets[name];
    const reason = staleReason(target);
    if (!reason) continue;
    console.log(`nuzul: building ${name} (${reason})`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`nuzul: building ${name} failed (npm run build -w ${target.workspace})`);
      process.exit(result.status ?? 1);
    }
  }
}
