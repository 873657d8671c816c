// Header and drawer: nav links on desktop, the slide-in menu on mobile, logout clearing local storage.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { localStorageEntries, login, pathname, VIEWPORTS } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectHidden, expectPath, expectVisible } from '../support/ui';
import { waitForSettled } from '../support/still';

const suite = browserSuite();

const NAV_LINKS: [string, string][] = [
  ['홈', '/home'],
  ['경매 목록', '/auction/list'],
  ['입찰 내역', '/bidding/list'],
  ['거래 내역', '/deal/list'],
  ['공지사항', '/notice/list'],
];

async function expectNavLinks(scope: Page | Locator): Promise<void> {
  for (const [name, href] of NAV_LINKS) {
    const link = scope.getByRole('link', { name, exact: true });
    await expectVisible(link);
    expect(await link.first().getAttribute('href'), `link ${name}`).toBe(href);
  }
}

/** Clicks the dimmed area where the drawer does not cover it. */
async function clickBackdrop(page: Page, backdrop: Locator, drawer: Locator): Promise<void> {
  const [area, panel] = await Promise.all([backdrop.boundingBox(), drawer.boundingBox()]);
  if (area === null || panel === null) {
    throw new Error('backdrop or drawer has no box');
  }
  const leftGap = panel.x - area.x;
  const rightGap = area.x + area.width - (panel.x + panel.width);
  const x = leftGap >= rightGap ? area.x + leftGap / 2 : panel.x + panel.width + rightGap / 2;
  await page.mouse.click(x, area.y + area.height / 2);
}

/** Logout must end on the landing page, not pass through it on the way elsewhere. */
async function expectSettledOnLanding(page: Page): Promise<void> {
  await waitForSettled(page);
  expect(pathname(page), 'where logout ended').toBe('/');
  await expectVisible(page.getByRole('heading', { name: '자주 묻는 질문', exact: true }));
  expect(pathname(page), 'where logout ended').toBe('/');
}

describe('layout', () => {
  it('at 1280 px the nav links are in the header, the menu button is hidden, the active link is marked', async () => {
    const { page } = await suite.open(VIEWPORTS.desktop);
    await login(page, ACCOUNTS.approved.username, ACCOUNTS.approved.password);
    await expectPath(page, '/home');
    await expectNavLinks(page.getByRole('banner'));
    await expectHidden(page.getByRole('button', { name: '메뉴 열기' }));
    const home = page.getByRole('banner').getByRole('link', { name: '홈', exact: true });
    expect(await home.getAttribute('aria-current')).toBe('page');
    const auctions = page.getByRole('banner').getByRole('link', { name: '경매 목록', exact: true });
    expect(await auctions.getAttribute('aria-current')).not.toBe('page');
    const chip = page.getByRole('banner').getByRole('link', { name: new RegExp(ACCOUNTS.approved.name) });
    await expectVisible(chip);
    expect(await chip.first().getAttribute('href')).toBe('/profile');
  });

  it('logged out, the header offers "로그인 및 회원가입" leading to /login', async () => {
    const { page } = await suite.open(VIEWPORTS.desktop);
    await page.goto('/');
    const entry = page
      .getByRole('banner')
      .getByRole('link', { name: '로그인 및 회원가입' })
      .or(page.getByRole('banner').getByRole('button', { name: '로그인 및 회원가입' }));
    await expectVisible(entry);
    await entry.first().click();
    await expectPath(page, '/login');
  });

  it('at 390 px the menu button opens the drawer with the links and logout; the dimmed area closes it', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    await login(page, ACCOUNTS.approved.username, ACCOUNTS.approved.password);
    await expectPath(page, '/home');
    const drawer = page.getByRole('dialog', { name: '메뉴' });
    await expectHidden(drawer);
    // The header links fold into the drawer on mobile.
    await expectHidden(page.getByRole('banner').getByRole('link', { name: '경매 목록', exact: true }));

    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await expectVisible(drawer);
    await expectNavLinks(drawer);
    await expectVisible(drawer.getByRole('button', { name: '로그아웃' }));
    const box = await drawer.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(VIEWPORTS.mobile.width * 0.75 + 1);
    await saveScreenshot(page, 'e2e-drawer-390');

    await clickBackdrop(page, page.getByLabel('메뉴 닫기'), drawer);
    await expectHidden(drawer);
    expect(pathname(page)).toBe('/home');

    // A link in the drawer navigates and closes it.
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await drawer.getByRole('link', { name: '공지사항', exact: true }).click();
    await expectPath(page, '/notice/list');
    await expectHidden(drawer);
  });

  it('logout from the drawer clears local storage and goes to /', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    await login(page, ACCOUNTS.approved.username, ACCOUNTS.approved.password);
    await expectPath(page, '/home');
    await page.evaluate(() => window.localStorage.setItem('e2e-probe', '1'));

    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page.getByRole('dialog', { name: '메뉴' }).getByRole('button', { name: '로그아웃' }).click();
    await expectSettledOnLanding(page);
    expect(await localStorageEntries(page)).toEqual({});

    await page.goto('/home');
    await expectPath(page, '/login');
  });

  it('logout at 1280 px clears local storage and goes to /', async () => {
    const { page } = await suite.open(VIEWPORTS.desktop);
    await login(page, ACCOUNTS.approved.username, ACCOUNTS.approved.password);
    await expectPath(page, '/home');
    await page.goto('/profile');
    await page.getByRole('button', { name: '로그아웃' }).first().click();
    await expectSettledOnLanding(page);
    expect(await localStorageEntries(page)).toEqual({});
  });
});
