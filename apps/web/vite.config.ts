import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/socket.io': { target: api, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Libraries change less often than the app: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/,
            },
            // The captcha widget loads only with the forms that show it (lazy import).
            { name: 'altcha', test: /node_modules[\\/]altcha[\\/]/ },
            // The map and the drag and drop load with the screens that use them (lazy routes).
            {
              name: 'leaflet',
              test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/,
            },
            { name: 'dnd-kit', test: /node_modules[\\/]@dnd-kit[\\/]/ },
            // zod's settings travel with zod: the chunks of code shared by lazy screens run
            // before main.tsx and build schemas, which must find `jitless` set (CSP, no eval).
            { name: 'vendor', test: /node_modules[\\/]|[\\/]src[\\/]app[\\/]zod-config\.ts$/ },
          ],
        },
      },
    },
    // Ant Design alone is about 800 kB before compression.
    chunkSizeWarningLimit: 1000,
  },
});
