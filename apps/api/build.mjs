// Bundles the API (with @nuzul/shared) into dist/main.js and copies the migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Dependencies stay in node_modules; @nuzul/shared is TypeScript source, so it is bundled.
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@nuzul/shared') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true });
