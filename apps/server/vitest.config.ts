import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The chaos suites kill processes and stop databases for minutes: `npm run test:chaos` runs them.
    exclude: [...configDefaults.exclude, 'test/chaos/**'],
    testTimeout: 30_000,
    // One module graph per worker instead of one per file: every file imports the whole app (Fastify, the
    // schema, every module), which took longer than many files' tests. Each test still builds its own app on a
    // database of its own (test/helpers/test-app.ts); no test mocks modules or stubs globals.
    isolate: false,
    hookTimeout: 60_000,
  },
});
