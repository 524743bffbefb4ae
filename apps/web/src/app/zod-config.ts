import { config } from 'zod';

// Zod compiles object parsers with `new Function` when it may, and probes for that the first
// time an object schema is built. Under the API's CSP (script-src 'self') the probe fails
// and the browser reports a violation, even though zod catches it. `jitless` skips both.
// This module must be evaluated before any module that builds a schema (@nuzul/shared): the
// build puts it in zod's own chunk (vite.config.ts), which runs it wherever zod loads, and
// the modules that bring zod to a screen import it first (app-layout.tsx, login-schemas.ts).
config({ jitless: true });
