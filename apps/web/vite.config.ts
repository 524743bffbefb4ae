import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin';

const api = 'http://localhost:3000';
const sharedSource = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
const featureIndex = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
// rc-field-form and rc-input only declare (components, hooks, contexts), but say nothing of
// it: Ant Design's Input and Checkbox import the FormProvider and the plain input through
// their indexes, which must not make the login screen run the fields, lists, async-validator
// and text area (the forms chunk) first.
const rcFormAndInput = /[\\/]node_modules[\\/]@rc-component[\\/](form|input)[\\/]es[\\/]/;

const anyOf = (...patterns: RegExp[]) =>
  new RegExp(patterns.map((pattern) => pattern.source).join('|'));

/**
 * The Ant Design components of the login screen (Input and its password box, Button,
 * Checkbox, Alert, Flex, Tooltip) and the rc-components under them. Not Input's
 * text area, search box and code boxes, nor the checkbox group and Space itself (only its
 * Compact context, which Button and Input read), which the indexes bring to the screens
 * that import those whole (the login screen imports Input, Password and Checkbox by file).
 */
const signInComponents = anyOf(
  /node_modules[\\/]antd[\\/]es[\\/]input[\\/](?!index\.|Group\.|OTP[\\/]|Search\.|TextArea\.|style[\\/](otp|search|textarea)\.)/,
  /node_modules[\\/]antd[\\/]es[\\/](button|alert|flex|tooltip)[\\/]/,
  /node_modules[\\/]antd[\\/]es[\\/]checkbox[\\/](?!index\.|Group\.)/,
  /node_modules[\\/]antd[\\/]es[\\/]space[\\/](Compact\.|style[\\/](index|compact)\.)/,
  /node_modules[\\/]@rc-component[\\/](input|checkbox|tooltip|trigger)[\\/](?!es[\\/](TextArea|ResizableTextArea|calculateNodeHeight)\.)/,
  /node_modules[\\/]@rc-component[\\/](resize-observer|motion|portal)[\\/]/,
);

/**
 * Form and its validator, the grid of its labels, and Input's other boxes: what the app's
 * forms (and the other sign-in screens) use beyond the login screen's components. Not the
 * form contexts that Input and Checkbox read: they stay with them.
 */
const formComponents = anyOf(
  /node_modules[\\/]antd[\\/]es[\\/]form[\\/](?!context\.|hooks[\\/]useVariants\.|validateMessagesContext\.)/,
  /node_modules[\\/]antd[\\/]es[\\/]grid[\\/]/,
  /node_modules[\\/]antd[\\/]es[\\/]input[\\/](index\.|Group\.|OTP[\\/]|Search\.|TextArea\.|style[\\/](otp|search|textarea)\.)/,
  /node_modules[\\/]@rc-component[\\/]input[\\/]es[\\/](TextArea|ResizableTextArea|calculateNodeHeight)\./,
  /node_modules[\\/]@rc-component[\\/]form[\\/]es[\\/](?!FormContext\.)/,
  /node_modules[\\/]@rc-component[\\/](async-validator|textarea)[\\/]/,
  /node_modules[\\/](compute-scroll-into-view|scroll-into-view-if-needed)[\\/]/,
);

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      // The sandbox payment provider's checkout page is served by the API.
      '/sandbox': { target: api, changeOrigin: true },
      // The owner's public site (/s/<slug>…) is HTML from the API; a regular expression, so
      // that /settings and /signup stay the web app's.
      '^/s/': { target: api, changeOrigin: true },
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
          sharedSource.test(id) || featureIndex.test(id) || rcFormAndInput.test(id)
            ? false
            : undefined,
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
            // The login screen's components, also one file: /login's first visit gets them
            // in one piece, and the signed-in shell (Button, Tooltip...) loads it too, so the
            // app's forms, which use most of them, find it cached.
            { name: 'sign-in', test: signInComponents },
            // Taken before the sign-in components, which would otherwise take Form and its
            // validator along as dependencies of Input; and only these modules, not what
            // they import (React, Ant Design's core), which stays where it is.
            // Collapse, which Button's style tokens would take along (they read a colour
            // helper of ColorPicker's presets, which draw a Collapse): only its screens load it.
            {
              name: 'collapse',
              test: /node_modules[\\/](antd[\\/]es|@rc-component)[\\/]collapse[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: 'forms',
              test: formComponents,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
