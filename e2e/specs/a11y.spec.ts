// Accessibility: axe-core (WCAG 2.1 A/AA and best practices) over every route of docs/spec.md §2 — the public
// pages as a visitor, the dealer app as a new dealer (and the review-status pages as the pending and the
// rejected dealer), the seller app as new sellers, the operator console as the demo operator — at 390 and
// 1280 px, with real data open (a live auction with its bid sheet and bid confirmation, a deal, a code link,
// the menu drawer, a console list with rows and an empty one: a table wider than a phone scrolls in its box).
// It prints route x viewport x violations and fails on any serious or critical one; then a few keyboard walks
// (the bid sheet, the app dialog, the menu drawer, a console table) check focus moves in, stays in and comes
// back, or reaches the table. On a server of its own whose clock moves (docs/decisions/012): the dealer, its
// bids and deals, the live and ended auctions and the sellers' listings are built through the API, and the
// code link needs the operator to select a bid.
import { api, type AuctionListItem } from '@autobid/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { AxeReport, describeViolations } from '../support/axe';
import { login, VIEWPORTS, type Viewport } from '../support/browser';
import { advanceClock } from '../support/clock';
import { DEAL_SERVER_ENV, createDeal, submitTransferProof } from '../support/deal-factories';
import {
  callApi,
  createDealer,
  createListing,
  createLiveAuctions,
  openAuctions,
  placeBid,
  type CreatedDealer,
  type CreatedListing,
} from '../support/factories';
import { operatorToken, readAlimtalkPath } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';
import { sellerToken, signInAsSeller } from '../support/seller';
import { browserSuite } from '../support/suite';
import { expectHidden, expectPath, expectVisible } from '../support/ui';

const suite = browserSuite({ serverEnv: { ...DEAL_SERVER_ENV, LOG_LEVEL: 'warn' } });
const report = new AxeReport();
const OPERATOR = { username: 'admin', password: 'admin1234' };
/** The dealer the dealer app is scanned as: new, so no seeded deal goes stale on it when the clock moves. */
const DEALER = { username: 'a11ydealer', phone: '01066660071', name: '한접근' };
/** The sellers' phones, one per listing built. */
const SELLER_PHONES = {
  complete: '01066660072',
  feeDue: '01066660073',
  codeLink: '01066660074',
  ended: '01066660075',
  live: '01066660076',
  draft: '01066660077',
} as const;
const BOTH: Viewport[] = [VIEWPORTS.mobile, VIEWPORTS.desktop];
/** A whole area at two widths: many screens, each settled and checked. */
const AREA_TIMEOUT_MS = 300_000;

afterAll(() => {
  console.log(`\naxe-core, serious and critical violations per screen:\n${report.table()}\n`);
});

function expectClean(area: string): void {
  const failing = report.blocking(area);
  expect(failing.length, `serious or critical axe violations:\n${describeViolations(failing)}`).toBe(0);
}

async function operatorPost(apiPath: string, body: unknown): Promise<void> {
  const response = await fetch(`${suite.baseUrl}/api${apiPath}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await operatorToken(suite.baseUrl)}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`POST /api${apiPath} answered ${response.status}: ${await response.text()}`);
  }
}

/** What the scans open, built once through the API before the first test (beforeAll below). */
type Built = {
  dealer: CreatedDealer;
  /** Live with hours left and no bid (so its bid sheet stays open while the test runs). */
  live: CreatedListing;
  /** Ended with the dealer's bid on top, the seller's selection open: the operator selects it for the code link. */
  codeLink: { id: number; biddingId: number };
  /** The dealer's deals: one waiting for its fee (DEALER_DEPOSIT), one finished (COMPLETE). */
  feeDue: number;
  complete: number;
  /** The sellers' listings: a draft, an ended auction, the live one. */
  draft: CreatedListing;
  ended: CreatedListing;
};
let built: Built;

/**
 * The round the scans need (docs/domain.md "Auction lifecycle"): a finished deal of the dealer (its title
 * transfer confirmed by the seller); then three auctions the dealer bids on, and a fourth approved a day later,
 * so that when the three have ended (one selected and confirmed: its fee due, one for the code link, one the
 * seller's ended listing) the fourth is live with a day left; and a seller's draft.
 */
async function buildRound(): Promise<Built> {
  const dealer = await createDealer(suite.baseUrl, DEALER);
  const finished = await createDeal(suite.baseUrl, dealer, {
    sellerPhone: SELLER_PHONES.complete,
    step: 'COMPLETED',
  });
  await submitTransferProof(suite.baseUrl, finished);
  await callApi(suite.baseUrl, api.titleTransfers.sellerConfirm, finished.seller.token, {
    params: { id: finished.auctionId },
  });

  const [feeDue, codeLink, ended] = await createLiveAuctions(suite.baseUrl, [
    { phone: SELLER_PHONES.feeDue },
    { phone: SELLER_PHONES.codeLink },
    { phone: SELLER_PHONES.ended },
  ]);
  let token = await apiLogin(suite.baseUrl, dealer.username, dealer.password);
  const bids = [];
  for (const auction of [feeDue!, codeLink!, ended!]) {
    bids.push(await placeBid(suite.baseUrl, token, auction.auctionId, 3_000_000));
  }
  const live = await createListing(suite.baseUrl, { phone: SELLER_PHONES.live, status: 'APPROVED' });
  await openAuctions(suite.baseUrl);
  // A day on, past the end of the three (48 hours after their opening): the live one has a day left.
  await advanceClock(suite.baseUrl, 24 * 60 + 5);
  const operator = await operatorToken(suite.baseUrl);
  await callApi(suite.baseUrl, api.consoleAuctions.select, operator, {
    params: { id: feeDue!.auctionId },
    body: { biddingId: bids[0] },
  });
  token = await apiLogin(suite.baseUrl, dealer.username, dealer.password);
  await callApi(suite.baseUrl, api.deals.confirm, token, { params: { id: feeDue!.auctionId } });
  const draft = await createListing(suite.baseUrl, { phone: SELLER_PHONES.draft, status: 'REGISTERED' });
  return {
    dealer,
    live,
    codeLink: { id: codeLink!.auctionId, biddingId: bids[1]! },
    feeDue: feeDue!.auctionId,
    complete: finished.auctionId,
    draft,
    ended: ended!,
  };
}

beforeAll(async () => {
  built = await buildRound();
}, 300_000);

/** The live auction as the dealer's list shows it, checked: live, no bid, more than an hour left. */
async function liveAuction(token: string): Promise<AuctionListItem> {
  const list = await callApi(suite.baseUrl, api.auctions.list, token, { query: { page: 1, size: 50 } });
  const found = list.items.find((item) => item.id === built.live.id);
  const { serverNow } = await callApi(suite.baseUrl, api.auctions.detail, token, {
    params: { id: built.live.id },
  });
  expect(found?.status, 'the live auction is listed live').toBe('PROGRESS');
  expect(found?.maxBiddingPrice, 'without a bid').toBe(0);
  expect(
    new Date(found?.endDate ?? 0).getTime() - new Date(serverNow).getTime(),
    'hours left',
  ).toBeGreaterThan(3600_000);
  return found!;
}

/** With SCREENSHOTS=1, these screens are also saved, to look at the colours. */
const SHOT_ROUTES = new Set([
  '/',
  '/login',
  '/home',
  '/auction/list',
  '/deal/list',
  '/seller',
  '/admin/deals',
]);

async function visit(page: Page, area: string, route: string, path = route): Promise<void> {
  await page.goto(path);
  await report.check(page, area, route);
  if (SHOT_ROUTES.has(route) || route.startsWith('/auction/detail/:id')) {
    const slug = route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing';
    await saveScreenshot(page, `a11y-${area}-${slug}-${page.viewportSize()?.width ?? 0}`);
  }
}

describe('accessibility (axe-core)', () => {
  it(
    'public pages, as a visitor',
    async () => {
      for (const viewport of BOTH) {
        const { page } = await suite.open(viewport);
        for (const route of [
          '/',
          '/login',
          '/find',
          '/termsof',
          '/register',
          '/notice/list',
          '/faq/list',
          '/cs/list',
          '/fee',
          '/terms/service',
          '/terms/privacy',
          '/webview/terms/service',
          '/seller/login',
          '/admin/login',
          '/no-such-page',
        ]) {
          await visit(page, 'visitor', route);
        }
        await page.goto('/notice/list');
        const notice = page.locator('a[href^="/notice/detail/"]').first();
        await expectVisible(notice);
        await visit(page, 'visitor', '/notice/detail/:id', (await notice.getAttribute('href')) ?? '');
        // A code link that is not (or no longer) valid.
        await visit(page, 'visitor', '/alimtalk/auction/detail/(bad)', '/alimtalk/auction/detail/AAAA');
      }
      expectClean('visitor');
    },
    AREA_TIMEOUT_MS,
  );

  it(
    'the dealer app, as a new dealer (and the review pages as the pending and rejected dealer)',
    async () => {
      const { dealer } = built;
      const token = await apiLogin(suite.baseUrl, dealer.username, dealer.password);
      const live = await liveAuction(token);
      const bids = await callApi(suite.baseUrl, api.auctions.biddingList, token, {
        query: { page: 1, size: 12 },
      });
      const deals = await callApi(suite.baseUrl, api.deals.list, token, { query: { page: 1, size: 50 } });
      const waiting = deals.items.find((item) => item.id === built.feeDue);
      const complete = deals.items.find((item) => item.id === built.complete);
      expect(waiting?.status, 'a deal waiting for its fee').toBe('DEALER_DEPOSIT');
      expect(complete?.status, 'a finished deal').toBe('COMPLETE');
      expect(bids.items[0], 'the dealer has bids').toBeDefined();

      for (const viewport of BOTH) {
        const { page } = await suite.open(viewport, { manualDialogs: true });
        await login(page, dealer.username, dealer.password);
        await visit(page, 'dealer', '/home');
        for (const route of [
          '/auction/list',
          '/bidding/list',
          '/deal/list',
          '/profile',
          '/profile/change',
          '/profile/password',
        ]) {
          await visit(page, 'dealer', route);
        }
        await visit(page, 'dealer', '/auction/list?liked=true');
        await visit(page, 'dealer', '/bidding/detail/:id', `/bidding/detail/${bids.items[0]!.id}`);
        await visit(page, 'dealer', '/deal/detail/:id (fee due)', `/deal/detail/${waiting!.id}`);
        await visit(page, 'dealer', '/deal/detail/:id (complete)', `/deal/detail/${complete!.id}`);
        await visit(page, 'dealer', '/deal/detail/:id/complete', `/deal/detail/${complete!.id}/complete`);

        // A live auction, its bid panel (the bottom sheet on a phone) and the bid confirmation.
        await visit(page, 'dealer', '/auction/detail/:id (live)', `/auction/detail/${live.id}`);
        if (viewport.width < 768) {
          await page.getByRole('button', { name: '입찰 참여하기', exact: true }).click();
          await report.check(page, 'dealer', '/auction/detail/:id bid sheet');
        }
        await page.getByLabel('입찰 금액', { exact: true }).fill('500');
        await page.getByRole('button', { name: '입찰하기', exact: true }).click();
        const confirm = page.getByRole('alertdialog');
        await expectVisible(confirm);
        await report.check(page, 'dealer', '/auction/detail/:id bid confirmation');
        await confirm.getByRole('button', { name: '취소', exact: true }).click();
        await expectHidden(confirm);

        if (viewport.width < 768) {
          await page.goto('/home');
          await page.getByRole('button', { name: '메뉴 열기' }).click();
          await expectVisible(page.getByRole('dialog', { name: '메뉴' }));
          await report.check(page, 'dealer', '/home menu drawer');
        }
      }

      for (const [who, account, route] of [
        ['pending', ACCOUNTS.pending, '/wait'],
        ['rejected', ACCOUNTS.rejected, '/audit/register'],
      ] as const) {
        for (const viewport of BOTH) {
          const { page } = await suite.open(viewport);
          await login(page, account.username, account.password);
          // Both land on /wait; the rejected dealer re-applies from there.
          await expectPath(page, '/wait');
          await visit(page, 'dealer', `${route} (${who})`, route);
        }
      }
      expectClean('dealer');
    },
    AREA_TIMEOUT_MS,
  );

  it(
    'a code link from the messaging app',
    async () => {
      // The operator selects the dealer's top bid for the seller: the dealer gets a DETAIL link.
      const { dealer, codeLink } = built;
      const token = await apiLogin(suite.baseUrl, dealer.username, dealer.password);
      const detail = await callApi(suite.baseUrl, api.auctions.detail, token, {
        params: { id: codeLink.id },
      });
      const isOpen =
        detail.selectExpireAt !== null && new Date(detail.selectExpireAt) > new Date(detail.serverNow);
      expect(
        isOpen && detail.myBiddingId === codeLink.biddingId && detail.biddingPrice === detail.maxBiddingPrice,
        'an ended auction with the dealer on top',
      ).toBe(true);
      await operatorPost(`/v1/admin/auctions/${codeLink.id}/select`, { biddingId: detail.myBiddingId });
      const link = await readAlimtalkPath(suite.baseUrl, dealer.phone, '/alimtalk/auction/detail/');
      expect(link, 'the DETAIL Alimtalk link').not.toBeNull();
      for (const viewport of BOTH) {
        const { page } = await suite.open(viewport, { manualDialogs: true });
        await visit(page, 'code', '/alimtalk/auction/detail/:code', link ?? '');
      }
      expectClean('code');
    },
    AREA_TIMEOUT_MS,
  );

  it(
    'the seller app, as new sellers',
    async () => {
      const { draft, ended, live } = built;
      const tokens = new Map<string, string>();
      const tokenOf = async (phone: string) => {
        const known = tokens.get(phone);
        if (known) {
          return known;
        }
        const fresh = await sellerToken(suite.baseUrl, phone);
        tokens.set(phone, fresh);
        return fresh;
      };
      const statuses = [];
      for (const listing of [draft, ended, live]) {
        const token = await tokenOf(listing.phone);
        statuses.push(
          (await callApi(suite.baseUrl, api.sellers.detail, token, { params: { id: listing.id } })).status,
        );
      }
      expect(statuses, 'a draft, an ended and a live listing').toEqual([
        expect.stringMatching(/^(REGISTERED|INPUT_INFORMATION)$/),
        'TIME_EXPIRED',
        'PROGRESS',
      ]);
      for (const viewport of BOTH) {
        const { page } = await suite.open(viewport, { manualDialogs: true });
        for (const [label, item] of [
          ['ended', ended],
          ['live', live],
          ['draft', draft],
        ] as const) {
          await signInAsSeller(page, await tokenOf(item.phone));
          if (label === 'ended') {
            await visit(page, 'seller', '/seller');
            await visit(page, 'seller', '/seller/auctions/new');
          }
          if (label === 'draft') {
            await visit(page, 'seller', '/seller/auctions/:id/edit', `/seller/auctions/${item.id}/edit`);
          } else {
            await visit(page, 'seller', `/seller/auctions/:id (${label})`, `/seller/auctions/${item.id}`);
          }
        }
      }
      expectClean('seller');
    },
    AREA_TIMEOUT_MS,
  );

  it(
    'the operator console, as the demo operator',
    async () => {
      // One operator action, so the audit log has a row whatever ran before.
      await operatorPost('/v1/admin/faqs', {
        category: 'HOW_TO_USE',
        title: '작업 기록 점검용 질문',
        contents: '작업 기록에 한 줄을 남기는 질문입니다.',
      });
      for (const viewport of BOTH) {
        const { page } = await suite.open(viewport, { manualDialogs: true });
        await page.goto('/admin/login');
        await page.getByLabel('아이디', { exact: true }).fill(OPERATOR.username);
        await page.getByLabel('비밀번호', { exact: true }).fill(OPERATOR.password);
        await page.getByRole('button', { name: '로그인', exact: true }).click();
        await expectPath(page, '/admin');
        await expectVisible(page.getByRole('heading', { name: '대시보드', level: 1 }));
        await report.check(page, 'admin', '/admin');
        for (const screen of [
          'dealers',
          'auctions',
          'deals',
          'deposits',
          'disputes',
          'disputes/guide',
          'penalties',
          'content',
          'outbox',
          'audit',
          'retention',
          'operators',
        ]) {
          await visit(page, 'admin', `/admin/${screen}`);
          // Reflow (WCAG 1.4.10): a wide table scrolls in its box, the page itself never sideways.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `/admin/${screen} at ${viewport.width} px scrolls sideways`).toBeLessThanOrEqual(
            0,
          );
        }
        // The audit log with rows and with none: a table wider than a phone scrolls in its box, and the box
        // must be reachable by keyboard either way.
        await page.goto('/admin/audit');
        await expectVisible(page.getByRole('row').filter({ hasText: 'FAQ 등록' }));
        await report.check(page, 'admin', '/admin/audit (rows)');
        await visit(page, 'admin', '/admin/audit (empty)', '/admin/audit?targetType=DEALER&targetId=999999');
        await expectVisible(page.getByText('조건에 맞는 작업 기록이 없습니다', { exact: false }));
        await visit(page, 'admin', '/admin/auctions (empty)', '/admin/auctions?q=%23999999');
        await expectVisible(page.getByText('검색 조건에 맞는 매물이 없습니다.'));
      }
      expectClean('admin');
    },
    AREA_TIMEOUT_MS,
  );
});

describe('keyboard', () => {
  it('reaches a console table that scrolls sideways on a phone, and scrolls it with the arrow keys', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile, { manualDialogs: true });
    await page.goto('/admin/login');
    await page.getByLabel('아이디', { exact: true }).fill(OPERATOR.username);
    await page.getByLabel('비밀번호', { exact: true }).fill(OPERATOR.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expectPath(page, '/admin');
    // No row to focus: the empty result of a filter.
    await page.goto('/admin/audit?targetType=DEALER&targetId=999999');
    // The menu, a row wider than the phone, shows the current screen's item (near its end).
    const current = page
      .getByRole('navigation', { name: '운영 메뉴' })
      .getByRole('link', { name: '작업 기록' });
    await expect
      .poll(async () => {
        const box = await current.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= VIEWPORTS.mobile.width;
      })
      .toBe(true);
    const table = page.getByRole('region', { name: '작업 기록 목록' });
    await expectVisible(table);
    const isFocused = () => table.evaluate((el) => el === document.activeElement);
    for (let i = 0; i < 40 && !(await isFocused()); i += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await isFocused(), 'Tab reaches the table').toBe(true);
    expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth), 'wider than 390 px').toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  it('logs in with the keyboard alone: Tab to each field, Enter to send', async () => {
    const { page } = await suite.open(VIEWPORTS.desktop);
    await page.goto('/login');
    const username = page.getByLabel('아이디', { exact: true });
    const isFocused = () => username.evaluate((el) => el === document.activeElement);
    for (let i = 0; i < 30 && !(await isFocused()); i += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await isFocused(), 'Tab reaches 아이디').toBe(true);
    await page.keyboard.type(built.dealer.username);
    await page.keyboard.press('Tab');
    expect(
      await page.getByLabel('비밀번호', { exact: true }).evaluate((el) => el === document.activeElement),
      'the next Tab is 비밀번호',
    ).toBe(true);
    await page.keyboard.type(built.dealer.password);
    await page.keyboard.press('Enter');
    await expectPath(page, '/home');
  });

  it('the menu drawer opens with Enter, keeps Tab inside, closes with Escape and gives the focus back', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    await login(page, built.dealer.username, built.dealer.password);
    const menu = page.getByRole('button', { name: '메뉴 열기' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: '메뉴' });
    await expectVisible(drawer);
    expect(
      await drawer.evaluate((el) => el.contains(document.activeElement)),
      'the focus moves in on open',
    ).toBe(true);
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expectHidden(drawer);
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('the bid sheet opens with Enter, keeps Tab inside, closes with Escape and gives the focus back', async () => {
    const { dealer } = built;
    const token = await apiLogin(suite.baseUrl, dealer.username, dealer.password);
    const live = await liveAuction(token);
    const { page } = await suite.open(VIEWPORTS.mobile, { manualDialogs: true });
    await login(page, dealer.username, dealer.password);
    await page.goto(`/auction/detail/${live.id}`);
    const open = page.getByRole('button', { name: '입찰 참여하기', exact: true });
    await open.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog');
    await expectVisible(sheet);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expectHidden(sheet);
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
    await saveScreenshot(page, 'a11y-bid-sheet-closed-390');
  });
});
