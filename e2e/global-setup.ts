// Vitest global setup: checks Chromium, starts one server per worker (E2E_WORKERS) and hands their URLs to the
// spec files; a file uses its worker's server (support/suite.ts).
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { E2E_WORKERS } from './support/workers';

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** One per worker, in VITEST_POOL_ID order. */
    baseUrls: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Fail before building anything else when the browser is absent.
  chromiumPath();
  const servers: RunningServer[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  // One after another: two starting at once (each unpacks and seeds its database) share the cores and may
  // miss the health deadline on a busy machine.
  try {
    for (let index = 0; index < E2E_WORKERS; index += 1) {
      servers.push(await startServer());
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  return stopAll;
}
