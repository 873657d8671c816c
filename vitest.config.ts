import { defineConfig } from 'vitest/config';

// Unit and integration suites of every workspace; the browser suite (e2e/) runs separately.
// `lint` checks that the import boundaries of eslint.config.js fire (scripts/lint-boundaries.test.ts).
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      { test: { name: 'lint', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
    ],
  },
});
