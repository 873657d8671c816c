import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration suites of every workspace; the browser suite (e2e/) runs separately.
// `lint` checks that the import boundaries of eslint.config.js fire (scripts/lint-boundaries.test.ts).
export default defineConfig({
  test: {
    // Vitest's own default is one worker fewer than the cores: a single worker on CI's 2-core machine, with
    // the other core idle while integration tests wait on sockets, timers and child processes.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      { test: { name: 'lint', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
    ],
  },
});
