// Vitest global setup: checks Chromium, starts one server for every spec file and hands its URL to them.
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './support/browser';
import { startServer } from './support/server';

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Fail before building anything else when the browser is absent.
  chromiumPath();
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
