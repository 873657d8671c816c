import { defineConfig } from 'vitest/config';

// Unit and integration suites of every workspace; the browser suite (e2e/) runs separately.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
