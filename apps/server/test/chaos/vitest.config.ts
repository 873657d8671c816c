import { defineConfig } from 'vitest/config';

// The chaos suites (npm run test:chaos): real server processes killed and databases stopped, one file at a time.
export default defineConfig({
  test: {
    name: 'chaos',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
