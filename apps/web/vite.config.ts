import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin';

const api = 'http://localhost:3000';
const sharedSource = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
const featureIndex = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/**
 * The Ant Design components of the sign-in screens (Form and its validator, Input, Button,
 * Checkbox, Alert, Divider, Flex, Tooltip) and the rc-components under them.
 */
const signInComponents = new RegExp(
  [
    /node_modules[\\/]antd[\\/]es[\\/](form|input|button|checkbox|alert|divider|flex|grid|tooltip|space)[\\/]/,
    /node_modules[\\/]@rc-component[\\/](form|async-validator|input|textarea|checkbox|tooltip|trigger)[\\/]/,
    /node_modules[\\/]@rc-component[\\/](resize-observer|motion|portal)[\\/]/,
    /node_modules[\\/](compute-scroll-into-view|scroll-into-view-if-needed)[\\/]/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      // The sandbox payment provider's checkout page is served by the API.
      '/sandbox': { target: api, changeOrigin: true },
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
            // What every page runs before its screen (main.tsx and what it imports): one
            // file, which compresses better than the many that sharing would make of it.
            { name: 'boot', tags: ['$initial'] },
            // The sign-in screens' components, also one file: /login's first visit gets them
            // in one piece, and the signed-in shell (Button, Tooltip...) loads it too, so the
            // app's forms, which use most of them, find it cached.
            { name: 'sign-in', test: signInComponents },
          ],
        },
      },
    },
  },
});
