// Browser end-to-end suite: E2E_WORKERS spec files at a time, each worker with a built server (fresh embedded
// database) of its own for the whole run.
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './support/workers';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    pool: 'forks',
  },
});
