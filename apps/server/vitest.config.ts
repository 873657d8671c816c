import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The chaos suites kill processes and stop databases for minutes: `npm run test:chaos` runs them.
    exclude: [...configDefaults.exclude, 'test/chaos/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
