// /auction/list's first screen (docs/decisions/043, addendum "The list's first screen before the app"): for an
// approved dealer the page shows page 1's cards before the app's modules have loaded; the app then draws the same
// page over it, without a "Loading.." between, keeping the reader's scroll. Anyone else never sees it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { localStorageEntries, login, VIEWPORTS } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectPath, expectVisible, visibleCount } from '../support/ui';

const suite = browserSuite();

/** The app's entry module held back until the returned function is called: a slow phone before the app. */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Each state the list's root goes through from the page's start: cards on the page, whether its "Loading.." shows,
 * and whether it is still the first screen (F) or the app's page (A).
 */
async function recordStates(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { listStates: string[] }).listStates = states;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) {
        return;
      }
      const state = [
        root.querySelectorAll('article').length,
        root.querySelector('[data-first-cards]') ? 'L' : '-',
        root.hasAttribute('data-first-screen') ? 'F' : 'A',
      ].join('/');
      if (states.at(-1) !== state) {
        states.push(state);
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-first-screen'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { listStates: string[] }).listStates);
}

/** Signs in through the form and waits until the app has noted that this token's dealer is approved. */
async function signIn(page: Page, username: string, password: string): Promise<void> {
  await login(page, username, password);
  await expect
    .poll(async () => {
      const stored = await localStorageEntries(page);
      return Boolean(stored.token) && stored.approvedToken === stored.token;
    })
    .toBe(true);
}

const appCards = (page: Page) => page.getByRole('region', { name: '진행 중인 경매' }).getByRole('listitem');
const drawnLinks = (page: Page) =>
  page.locator('#root article > a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

describe("the list's first screen", () => {
  for (const [label, viewport] of [
    ['phone', VIEWPORTS.mobile],
    ['desktop', VIEWPORTS.desktop],
  ] as const) {
    it(`shows an approved dealer the cards before the app, which draws the same page over them (${label})`, async () => {
      const { page } = await suite.open(viewport);
      await signIn(page, ACCOUNTS.approved.username, ACCOUNTS.approved.password);
      const states = await recordStates(page);
      const release = await holdApp(page);
      await page.goto('/auction/list');

      // Drawn by the page's first script, the app not loaded: seen, not used.
      await page.locator('#root[data-first-screen] article img').first().waitFor();
      const drawn = await drawnLinks(page);
      expect(drawn.length).toBeGreaterThan(0);
      expect(await page.locator('#root article').first().isVisible()).toBe(true);
      expect(await appCards(page).count(), 'the first screen is out of the accessibility tree').toBe(0);
      expect(await page.locator('#root article > button').first().isDisabled()).toBe(true);
      await saveScreenshot(page, `list-first-screen-${viewport.width}`);
      await page.evaluate(() => window.scrollTo(0, 300));
      const scrolled = await page.evaluate(() => Math.round(window.scrollY));

      release();
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-first-screen'));
      await expect.poll(() => visibleCount(appCards(page))).toBeGreaterThanOrEqual(drawn.length);
      expect((await drawnLinks(page)).slice(0, drawn.length)).toEqual(drawn);
      await expectVisible(
        appCards(page)
          .first()
          .getByRole('button', { name: /^관심 (등록|해제)$/ }),
      );
      expect(await appCards(page).first().getByRole('button').isEnabled()).toBe(true);
      // The reader's place is kept (the app does not send its first page to the top).
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);

      // Once cards were on the page, they stayed: no "Loading.." between the script's and the app's.
      const seen = await states();
      const firstCards = seen.findIndex((state) => !state.startsWith('0/'));
      expect(firstCards, seen.join(' ')).toBeGreaterThanOrEqual(0);
      expect(
        seen.slice(firstCards).every((state) => !state.startsWith('0/')),
        seen.join(' '),
      ).toBe(true);
      expect(seen.at(-1), seen.join(' ')).toMatch(/\/-\/A$/);
    });
  }

  it('a visitor without a session never sees it, and goes to the login', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    const release = await holdApp(page);
    await page.goto('/auction/list');
    const root = page.locator('#root');
    expect(await root.evaluate((node) => getComputedStyle(node).visibility)).toBe('hidden');
    expect(await page.locator('#root article').count()).toBe(0);
    release();
    await expectPath(page, '/login');
  });

  it('a banned dealer: the screen waits for the app, which draws the ban above the cards', async () => {
    const { username, password, passwordAfterFind } = ACCOUNTS.banned;
    // find.spec.ts may have changed the password on this worker's database.
    const current = await apiLogin(suite.baseUrl, username, password).then(
      () => password,
      () => passwordAfterFind,
    );
    const { page } = await suite.open(VIEWPORTS.mobile);
    await signIn(page, username, current);
    const release = await holdApp(page);
    await page.goto('/auction/list');
    // The first script's word to the app's loader: settled once it has decided (here: to draw nothing).
    await page.evaluate(
      () => (window as unknown as { autobidFirstScreen?: Promise<void> }).autobidFirstScreen,
    );
    expect(await page.locator('html.first-screen').count(), 'the first screen is shown').toBe(1);
    expect(await page.locator('#root[data-first-screen] [data-first-cards]').count()).toBe(1);
    expect(await page.locator('#root article').count()).toBe(0);
    release();
    await expectVisible(page.getByText('입찰이 제한되었습니다', { exact: true }));
    await expect.poll(() => visibleCount(appCards(page))).toBeGreaterThan(0);
  });
});
