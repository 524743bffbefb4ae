// `npm start`: builds what is missing or out of date, then runs the API in this process so
// that SIGTERM and SIGINT reach its graceful shutdown directly.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root, targets } from './lib/ensure-built.mjs';

// npm runs this through `sh -c` and forwards SIGTERM to that shell, which dies of it without
// passing it on, leaving the server orphaned. Being orphaned is therefore our SIGTERM.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphanWatch);
  process.kill(process.pid, 'SIGTERM');
}, 250);
orphanWatch.unref();

ensureBuilt(['web', 'api']);
await import(pathToFileURL(path.join(root, targets.api.output)).href);
