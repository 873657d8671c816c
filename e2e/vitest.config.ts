// Browser end-to-end suite: one built server (fresh embedded database) for the whole run, specs one file at a time.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: the server and one Chromium already use them; parallel files only add flakiness.
    fileParallelism: false,
    pool: 'forks',
  },
});
