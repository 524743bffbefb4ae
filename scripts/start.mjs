// `npm start`: builds what is missing or out of date, then runs the API in this process so
// that SIGTERM and SIGINT (which npm forwards to its child) reach its shutdown handler.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root, targets } from './lib/ensure-built.mjs';

ensureBuilt(['web', 'api']);
await import(pathToFileURL(path.join(root, targets.api.output)).href);
