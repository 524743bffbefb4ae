import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // A screen's first render imports its lazy chunks through Vite's transform: seconds on a
    // busy 2-core machine running two files at once, beyond vitest's default 5 s.
    testTimeout: 20_000,
  },
});
