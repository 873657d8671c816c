// Per spec file: one Chromium, a fresh context per test, closed after it; uncaught page errors fail the test.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { launchBrowser, newPage, type TestPage, type Viewport } from './browser';
import { startServer, type RunningServer } from './server';
import { workerIndex } from './workers';

export type BrowserSuite = {
  baseUrl: string;
  open: (viewport?: Viewport, options?: { manualDialogs?: boolean }) => Promise<TestPage>;
};

/**
 * The spec file runs against its worker's server, shared with the files that worker ran before it.
 * `serverEnv`: this spec file gets a server of its own, started with these extra variables (e.g.
 * `TEST_CLOCK: 'true'` to move time, docs/decisions/012), instead of its worker's.
 */
export function browserSuite(options: { serverEnv?: Record<string, string> } = {}): BrowserSuite {
  const shared = inject('baseUrls');
  let baseUrl = options.serverEnv ? '' : (shared[workerIndex(shared.length)] ?? '');
  let ownServer: RunningServer | undefined;
  let browser: Browser | undefined;
  const opened: TestPage[] = [];

  beforeAll(async () => {
    if (options.serverEnv) {
      ownServer = await startServer(options.serverEnv);
      baseUrl = ownServer.baseUrl;
    }
    browser = await launchBrowser();
  }, 120_000);
  afterEach(async () => {
    const pages = opened.splice(0);
    await Promise.all(pages.map((p) => p.context.close()));
    for (const p of pages) {
      expect(p.pageErrors, 'uncaught errors in the page').toEqual([]);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await ownServer?.stop();
  });

  return {
    get baseUrl() {
      return baseUrl;
    },
    open: async (viewport, options) => {
      if (browser === undefined) {
        throw new Error('browser not launched');
      }
      const testPage = await newPage(browser, baseUrl, viewport, options);
      opened.push(testPage);
      return testPage;
    },
  };
}
