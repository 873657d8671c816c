// The font on a prerendered page's first paint (docs/decisions/043, addendum "The font after the first paint";
// apps/web/src/first-screen/font.ts): a browser that has not loaded this build's font paints in the system's faces
// and asks for the font only once that paint is on the screen (the list: once its first photo is), then draws it
// once it is in and remembers it; the next visit paints in it at once.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { VIEWPORTS } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';

const suite = browserSuite();

/** Records every class <html> carries from the page's start (before any of its scripts has run), each once. */
async function recordRootClasses(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { rootClasses: string[] }).rootClasses = seen;
    // The document has no <html> yet when this runs: watched from the document down.
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.target === document.documentElement) {
          seen.push(document.documentElement.className);
        }
      }
    }).observe(document, { subtree: true, attributeFilter: ['class'] });
  });
  return async () => {
    const seen = await page.evaluate(() => (window as unknown as { rootClasses: string[] }).rootClasses);
    return [...new Set(seen.flatMap((classes) => classes.split(/\s+/).filter(Boolean)))];
  };
}

/** When the page painted first and when its font file was asked for (ms from the navigation's start). */
function fontTiming(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const font = performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/pretendard-subset-[^/]+\.woff2$/.test(entry.name));
    const app = performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name));
    return {
      firstPaint: paint?.startTime ?? null,
      appAsked: app?.startTime ?? null,
      fontAsked: font?.startTime ?? null,
      fontPath: font ? new URL(font.name).pathname : null,
      seen: localStorage.getItem('fontSeen'),
      family: getComputedStyle(document.body).fontFamily,
    };
  });
}

const fontLoaded = (page: Page) =>
  page.waitForFunction(() => !document.documentElement.classList.contains('font-later'));

describe('the font on the first paint', () => {
  it('/login: the system’s faces first and the font after the paint, then the font at once on the next visit', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    const classes = await recordRootClasses(page);
    await page.goto('/login');
    await saveScreenshot(page, 'login-first-paint-390');
    await fontLoaded(page);
    // The app has taken the page over (the prerendered button is disabled until then).
    await expect.poll(() => page.getByRole('button', { name: '로그인', exact: true }).isEnabled()).toBe(true);

    expect(await classes()).toContain('font-later');
    const first = await fontTiming(page);
    expect(first.firstPaint).not.toBeNull();
    expect(first.fontAsked, 'the font is asked for after the first paint').toBeGreaterThan(first.firstPaint!);
    expect(first.appAsked, "the app's modules are asked for after the first paint").toBeGreaterThan(
      first.firstPaint!,
    );
    expect(first.family).toMatch(/^"AutoBid Sans"/);
    expect(await page.evaluate(() => document.fonts.check('1em "AutoBid Sans"'))).toBe(true);
    await expect.poll(async () => (await fontTiming(page)).seen).toBe(first.fontPath);

    await page.reload();
    await page.getByLabel('아이디', { exact: true }).waitFor();
    expect(await classes(), 'the next visit paints in the font at once').not.toContain('font-later');
    expect(await page.locator(`link[rel="preload"][as="font"][href="${first.fontPath}"]`).count()).toBe(1);
    expect((await fontTiming(page)).family).toMatch(/^"AutoBid Sans"/);
  });

  it('/auction/list: a browser without the font asks for it only once the first photo is painted', async () => {
    // A browser with no page of ours in its cache (a context of its own: a page that had loaded the font would keep
    // it in memory) whose storage holds an approved dealer's session, as after a login in an earlier visit.
    const token = await apiLogin(suite.baseUrl, ACCOUNTS.approved.username, ACCOUNTS.approved.password);
    const { page } = await suite.open(VIEWPORTS.mobile);
    await page.addInitScript((stored: string) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', stored);
        localStorage.setItem('approvedToken', stored);
      }
    }, token);
    const classes = await recordRootClasses(page);
    await page.goto('/auction/list');
    await page.locator('#root[data-first-screen] article img').first().waitFor();
    await saveScreenshot(page, 'list-first-paint-390');
    await fontLoaded(page);

    expect(await classes()).toContain('font-later');
    const timing = await page.evaluate(() => {
      const photo = document.querySelector<HTMLImageElement>('#root article img')?.currentSrc;
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        photoLoaded: entries.find((entry) => entry.name === photo)?.responseEnd ?? null,
        fontAsked:
          entries.find((entry) => /\/assets\/pretendard-subset-[^/]+\.woff2$/.test(entry.name))?.startTime ??
          null,
      };
    });
    expect(timing.photoLoaded).not.toBeNull();
    expect(timing.fontAsked, 'the font is asked for after the first photo is in').toBeGreaterThan(
      timing.photoLoaded!,
    );
    await expect.poll(async () => (await fontTiming(page)).seen).toMatch(/\/assets\/pretendard-subset-/);
  });
});
