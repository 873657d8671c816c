// /auction/list: the 관심 차량 view from the home counter, the count of chosen
// conditions on the mobile button, the desktop reset, the empty result with its way out, Back from a detail
// to the same place, and cards that stay readable from a phone to a small laptop. On a server of its own: more
// live auctions than one page and the dealers are built through the API (the clock opens them at 09:00,
// docs/decisions/012).
import { api, type AuctionListItem, type AuctionListQuery } from '@autobid/shared';
import { REGION_TREE } from '@autobid/shared/regions';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from '../support/api';
import { login, VIEWPORTS, type Viewport } from '../support/browser';
import {
  callApi,
  createDealer,
  createLiveAuctions,
  endAuctions,
  openAuctions,
  placeBid,
  type CreatedDealer,
} from '../support/factories';
import { saveScreenshot, screenshotsEnabled } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import {
  expectHidden,
  expectPath,
  expectVisible,
  expectVisibleCount,
  visibleCount,
  waitForStill,
} from '../support/ui';

const suite = browserSuite({ serverEnv: { TEST_CLOCK: 'true' } });
/** Live auctions built: more than one page of 12, so the list scrolls to a second and Back has a 14th card. */
const LIVE_COUNT = 14;
/** New dealers (no seeded deal to go stale when the clock moves): one who likes, one who browses and bids. */
let liker: CreatedDealer;
let viewer: CreatedDealer;

beforeAll(async () => {
  liker = await createDealer(suite.baseUrl, { username: 'listliker', phone: '01066660061' });
  viewer = await createDealer(suite.baseUrl, { username: 'listviewer', phone: '01066660062' });
  // The seed's live and approved auctions run their course first, so the list holds exactly the ones built
  // here: two pages, the second loaded by one scroll to the end.
  await openAuctions(suite.baseUrl);
  await endAuctions(suite.baseUrl);
  const live = await createLiveAuctions(
    suite.baseUrl,
    Array.from({ length: LIVE_COUNT }, (_, index) => ({
      phone: `010666601${String(index).padStart(2, '0')}`,
      overrides: { model: `CB125R ${index + 1}호` },
    })),
  );
  // Some cards with a bidder, some without (a token from after the clock moved).
  const token = await apiLogin(suite.baseUrl, viewer.username, viewer.password);
  for (const auction of live.filter((_, index) => index % 2 === 0)) {
    await placeBid(suite.baseUrl, token, auction.auctionId, 3_000_000);
  }
}, 180_000);

const TABLET: Viewport = { width: 800, height: 900 };
const SMALL_LAPTOP: Viewport = { width: 850, height: 900 };

const cardsIn = (page: Page) => page.getByRole('region', { name: '진행 중인 경매' }).getByRole('listitem');
const viewButton = (page: Page, name: '전체' | '관심 차량') =>
  page.getByRole('group', { name: '경매 보기' }).getByRole('button', { name, exact: true });

async function liveAuctions(token: string, filter: AuctionListQuery = {}): Promise<AuctionListItem[]> {
  const list = await callApi(suite.baseUrl, api.auctions.list, token, {
    query: { page: 1, size: 50, ...filter },
  });
  return list.items;
}

async function cardIds(page: Page): Promise<number[]> {
  const hrefs = await cardsIn(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').pop()));
}

async function shoot(page: Page, name: string, viewports: Viewport[]) {
  if (!screenshotsEnabled()) {
    return;
  }
  const original = page.viewportSize();
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await waitForStill(page);
    await saveScreenshot(page, `${name}-${viewport.width}`);
  }
  if (original) {
    await page.setViewportSize(original);
  }
}

/** The first page of 12 is on screen (the next may have loaded too when the end of the list is in view). */
async function expectFirstPage(page: Page) {
  await expect.poll(() => visibleCount(cardsIn(page)), { timeout: 20_000 }).toBeGreaterThanOrEqual(12);
}

/** Whether the element's text is cut (ellipsis or overflow) or pokes out of `container`. */
async function isClipped(element: Locator, container: Locator): Promise<boolean> {
  const [box, outer, cut] = await Promise.all([
    element.boundingBox(),
    container.boundingBox(),
    element.evaluate((node) => node.scrollWidth > node.clientWidth + 1),
  ]);
  if (box === null || outer === null) {
    return true;
  }
  return cut || box.x < outer.x - 0.5 || box.x + box.width > outer.x + outer.width + 0.5;
}

describe('관심 차량 (liked auctions)', () => {
  it('the home counter opens exactly the two auctions the dealer liked, shown as the 관심 차량 view', async () => {
    const token = await apiLogin(suite.baseUrl, liker.username, liker.password);
    expect(await liveAuctions(token, { liked: 'true' }), `${liker.username} starts with no likes`).toEqual(
      [],
    );

    const { page } = await suite.open();
    await login(page, liker.username, liker.password);

    // Nothing liked yet: the view says so and leads back to every auction.
    await page.goto('/auction/list?liked=true');
    await expectVisible(page.getByText('관심 차량으로 등록한 진행 중인 경매가 없습니다.', { exact: true }));
    expect(await viewButton(page, '관심 차량').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: '전체 경매 보기', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('liked')).toBeNull();
    expect(await viewButton(page, '전체').getAttribute('aria-pressed')).toBe('true');

    // Like the second and the fourth card.
    const cards = cardsIn(page);
    await expectFirstPage(page);
    const all = await cardIds(page);
    const liked = [all[1]!, all[3]!];
    for (const index of [1, 3]) {
      await cards.nth(index).getByRole('button', { name: '관심 등록', exact: true }).click();
      await expectVisible(cards.nth(index).getByRole('button', { name: '관심 해제', exact: true }));
    }

    // The home counter says 2 and links to the liked view.
    await page.goto('/home');
    const counter = page.getByRole('link', { name: /관심 차량/ });
    await expect.poll(() => counter.innerText()).toMatch(/(^|\D)2\s*대/);
    expect(await counter.getAttribute('href')).toBe('/auction/list?liked=true');
    await counter.click();
    await expectPath(page, '/auction/list');
    expect(new URL(page.url()).searchParams.get('liked')).toBe('true');
    expect(await viewButton(page, '관심 차량').getAttribute('aria-pressed')).toBe('true');
    await expectVisibleCount(cards, 2);
    expect((await cardIds(page)).sort()).toEqual([...liked].sort());
    for (const index of [0, 1]) {
      await expectVisible(cards.nth(index).getByRole('button', { name: '관심 해제', exact: true }));
    }
    await shoot(page, 'list-liked', [VIEWPORTS.mobile, TABLET, VIEWPORTS.desktop]);

    // Un-liking in the view takes the card out; 전체 leaves the view.
    await cards.first().getByRole('button', { name: '관심 해제', exact: true }).click();
    await expectVisibleCount(cards, 1);
    await viewButton(page, '전체').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('liked')).toBeNull();
    await expectFirstPage(page);
    const dashboard = await callApi(suite.baseUrl, api.dealers.dashboard, token);
    expect(dashboard.likeCount).toBe(1);
  });
});

describe('search conditions', () => {
  it('counts the chosen conditions on the mobile button', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    await login(page, viewer.username, viewer.password);
    await page.goto('/auction/list');
    await expectVisible(cardsIn(page));
    // The sheet's button, not the empty result's 검색 조건 초기화.
    const filterButton = page.getByRole('button', { name: /^검색 조건( \(|$)/ });
    expect(await filterButton.innerText()).toBe('검색 조건');

    await filterButton.click();
    const sheet = page.getByRole('dialog', { name: '검색 필터' });
    await expectVisible(sheet);
    await sheet.getByRole('button', { name: '용도', exact: true }).click();
    await sheet.getByRole('button', { name: '산악용', exact: true }).click();
    await sheet.getByRole('button', { name: '사고 여부', exact: true }).click();
    await sheet.getByRole('button', { name: '무사고', exact: true }).click();
    await sheet.getByRole('button', { name: '적용', exact: true }).click();
    await expectHidden(page.getByRole('dialog', { name: '검색 필터' }));
    await expectVisible(page.getByRole('button', { name: '검색 조건 (2개 적용 중)', exact: true }));
    await shoot(page, 'list-filter-count', [VIEWPORTS.mobile]);

    // The sheet's 초기화 clears the conditions; applied, the count goes.
    await filterButton.click();
    await sheet.getByRole('button', { name: '초기화', exact: true }).click();
    await sheet.getByRole('button', { name: '적용', exact: true }).click();
    await expectVisible(page.getByRole('button', { name: '검색 조건', exact: true }));
    expect(new URL(page.url()).search).toBe('');
  });

  it('resets on desktop, and an empty result offers the reset', async () => {
    const token = await apiLogin(suite.baseUrl, viewer.username, viewer.password);
    const live = await liveAuctions(token);
    const brand = live.find((item) => item.brand !== null)!.brand!;
    // A province no live auction is in: its list is empty.
    const emptyProvince = REGION_TREE.map((province) => province.name).find(
      (name) => !live.some((item) => item.region1 === name),
    );
    expect(emptyProvince, 'a province without live auctions').toBeDefined();

    const { page } = await suite.open();
    await login(page, viewer.username, viewer.password);
    await page.goto('/auction/list');
    await expectFirstPage(page);
    const panel = page.getByRole('complementary', { name: '검색 조건' });
    expect(await panel.getByRole('button', { name: '초기화', exact: true }).count()).toBe(0);

    await panel.getByRole('checkbox', { name: brand.name, exact: true }).check();
    await panel.getByRole('button', { name: '용도', exact: true }).click();
    await panel.getByRole('button', { name: '도로용', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('purpose')).toBe('ROAD');
    await expect.poll(() => panel.getByRole('heading', { name: /검색 조건/ }).innerText()).toMatch(/2$/);
    await panel.getByRole('button', { name: '초기화', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await panel.getByRole('checkbox', { name: brand.name, exact: true }).isChecked()).toBe(false);
    await expectFirstPage(page);

    await page.goto(`/auction/list?regions=${encodeURIComponent(emptyProvince!)}`);
    await expectVisible(page.getByText('조건에 맞는 경매가 없습니다.', { exact: true }));
    await expectVisibleCount(cardsIn(page), 0);
    await shoot(page, 'list-empty-result', [VIEWPORTS.mobile, VIEWPORTS.desktop]);
    await page.getByRole('button', { name: '검색 조건 초기화', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('regions')).toBeNull();
    await expectFirstPage(page);
  });
});

describe('Back from a detail', () => {
  for (const [label, viewport] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.mobile],
  ] as const) {
    it(`returns to the same place in the list (${label})`, async () => {
      const token = await apiLogin(suite.baseUrl, viewer.username, viewer.password);
      const total = (await liveAuctions(token)).length;
      expect(total, 'more live auctions than one page').toBeGreaterThan(12);

      const { page } = await suite.open(viewport);
      await login(page, viewer.username, viewer.password);
      await page.goto('/auction/list');
      const cards = cardsIn(page);
      await expectFirstPage(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expectVisibleCount(cards, total);

      const target = cards.nth(13);
      await target.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -40));
      const before = await page.evaluate(() => Math.round(window.scrollY));
      expect(before).toBeGreaterThan(400);
      const href = await target.getByRole('link').getAttribute('href');
      // A click event without Playwright's scroll-into-view first, so the place left is exactly `before`.
      await target.getByRole('link').dispatchEvent('click');
      await expectPath(page, href!);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      // The browser's Back, then the detail's own back button.
      await page.goBack();
      await expectPath(page, '/auction/list');
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(before);
      expect(await target.isVisible()).toBe(true);

      await target.getByRole('link').dispatchEvent('click');
      await expectPath(page, href!);
      await page.getByRole('button', { name: '뒤로가기', exact: true }).click();
      await expectPath(page, '/auction/list');
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(before);

      // A fresh visit from the menu starts at the top.
      await page.goto('/home');
      await page.goto('/auction/list');
      await expectVisible(cards.first());
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});

describe('cards', () => {
  it('keep the year, countdown and model whole from 769 to 900 px and at 1280', async () => {
    const { page } = await suite.open(SMALL_LAPTOP);
    await login(page, viewer.username, viewer.password);
    await page.goto('/auction/list');
    const cards = cardsIn(page);
    await expectFirstPage(page);
    for (const width of [769, 800, 850, 900, 1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const card of (await cards.all()).slice(0, 4)) {
        const link = card.getByRole('link');
        const year = card.getByText(/^\d{4}년$/);
        const model = card.locator('strong');
        const timer = card.locator('time');
        expect(await isClipped(year, link), `year at ${width}px`).toBe(false);
        expect(await isClipped(model, link), `model at ${width}px`).toBe(false);
        expect(await isClipped(timer, link), `countdown at ${width}px`).toBe(false);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const columns = async () =>
      new Set(await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().x))).size;
    await expect.poll(columns).toBe(4);
    await page.setViewportSize(SMALL_LAPTOP);
    await expect.poll(columns).toBe(2);
    await shoot(page, 'list-cards', [SMALL_LAPTOP, VIEWPORTS.desktop]);
  });

  it('on a phone: a compact row card with the photo beside the facts and the bidder count', async () => {
    const token = await apiLogin(suite.baseUrl, viewer.username, viewer.password);
    const live = await liveAuctions(token);
    const { page } = await suite.open(VIEWPORTS.mobile);
    await login(page, viewer.username, viewer.password);
    await page.goto('/auction/list');
    const cards = cardsIn(page);
    await expectFirstPage(page);
    const ids = await cardIds(page);
    for (const [index, id] of ids.slice(0, 4).entries()) {
      const card = cards.nth(index);
      const item = live.find((entry) => entry.id === id)!;
      await expectVisible(card.getByText(`입찰 ${item.bidderCount}명`, { exact: true }));
      const [photo, model] = await Promise.all([
        card.locator('img').first().boundingBox(),
        card.locator('strong').boundingBox(),
      ]);
      expect(photo!.x + photo!.width).toBeLessThanOrEqual(model!.x);
      expect((await card.boundingBox())!.height).toBeLessThan(170);
    }
    // Five cards or more in one phone screen's height (a full-width photo card fits two).
    const inOneScreen = await cards.evaluateAll((items) => {
      const top = items[0]!.getBoundingClientRect().top;
      return items.filter((item) => item.getBoundingClientRect().bottom <= top + 844).length;
    });
    expect(inOneScreen).toBeGreaterThanOrEqual(5);
    await shoot(page, 'list-phone', [VIEWPORTS.mobile]);
  });
});
