import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin';

const api = 'http://localhost:3000';
const sharedSource = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
const featureIndex = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/socket.io': { target: api, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each screen loads, for `npm run bench`.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @nuzul/shared's modules only declare (constants, rules, schemas), and so do the
        // features' index.ts: an import of one name from such a barrel brings that name's
        // module, not every schema of @nuzul/shared/accounts (and zod) nor every hook that a
        // feature shares (and what they import) into the first screen.
        moduleSideEffects: (id) =>
          sharedSource.test(id) || featureIndex.test(id) ? false : undefined,
      },
      output: {
        // Ant Design and the other libraries are split by the screens that use them (every
        // screen is a lazy route), so a screen fetches only the components it shows. Only
        // what every screen needs, or what belongs together, is grouped by name.
        codeSplitting: {
          groups: [
            // Libraries change less often than the app: this chunk stays cached across releases.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            // zod's settings travel with zod: the chunks of code shared by lazy screens run
            // before main.tsx and build schemas, which must find `jitless` set (CSP, no eval).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]app[\\/]zod-config\.ts$/ },
            // The captcha widget loads only when a form needs it (lazy import); its style sheet
            // comes earlier, with the stand-in drawn in its place (captcha-field.tsx).
            { name: 'altcha', test: /node_modules[\\/]altcha[\\/].*\.js$/ },
            // The map and the drag and drop load with the screens that use them.
            {
              name: 'leaflet',
              test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/,
            },
            { name: 'dnd-kit', test: /node_modules[\\/]@dnd-kit[\\/]/ },
          ],
        },
      },
    },
  },
});
