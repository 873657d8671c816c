// Per spec file: one Chromium, a fresh context per test, closed after it; uncaught page errors fail the test.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { launchBrowser, newPage, type TestPage, type Viewport } from './browser';

export type BrowserSuite = {
  baseUrl: string;
  open: (viewport?: Viewport) => Promise<TestPage>;
};

export function browserSuite(): BrowserSuite {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  const opened: TestPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    const pages = opened.splice(0);
    await Promise.all(pages.map((p) => p.context.close()));
    for (const p of pages) {
      expect(p.pageErrors, 'uncaught errors in the page').toEqual([]);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    open: async (viewport) => {
      if (browser === undefined) {
        throw new Error('browser not launched');
      }
      const testPage = await newPage(browser, baseUrl, viewport);
      opened.push(testPage);
      return testPage;
    },
  };
}
