import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Hooks build an app with a database migrated from scratch: seconds when quiet, over a
    // minute on a loaded 2-core machine.
    hookTimeout: 180_000,
  },
});
