// Where a dealer looks, on a server of its own whose clock the test moves
// (docs/decisions/012) with the browser's clock set to the server's: the ban banner on /home, /auction/list
// and the detail (on a phone above the bottom bar, whose button is disabled with the ban's end); the
// bid-cancel dialog saying what this cancellation costs and the notice repeating it; the closing-soon red
// below 3 hours; ended auctions leaving the list live (an operator's cancel, then their countdown's zero).
// The live auctions are built through the API (factories: listed, approved, opened by the clock at 09:00, a
// last one a day later so it ends later), each test on its own, and the dealers are new ones.
import { api, formatDotDateTime, type AuctionListItem } from '@autobid/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, login, type Viewport } from '../support/browser';
import { TEST_WEBHOOK_SECRET, advanceClock } from '../support/clock';
import {
  callApi,
  createBannedDealer,
  createDealer,
  createLiveAuctions,
  type LiveAuction,
} from '../support/factories';
import { operatorToken } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectHidden, expectVisible } from '../support/ui';

const suite = browserSuite({
  serverEnv: { TEST_CLOCK: 'true', BANK_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET },
});
const TABLET = { width: 800, height: 1000 };
const HOUR_MS = 3_600_000;
/** Each test's own live auctions (sellers' phones and models), opened together at one 09:00. */
const BANNED_AUCTIONS = [
  { phone: '01077350001', overrides: { model: 'CB125R 제한 390' } },
  { phone: '01077350002', overrides: { model: 'CB125R 제한 800' } },
  { phone: '01077350003', overrides: { model: 'CB125R 제한 1280' } },
];
const CANCEL_AUCTIONS = [
  { phone: '01077350011', overrides: { model: 'CB300R 취소 1' } },
  { phone: '01077350012', overrides: { model: 'CB300R 취소 2' } },
];
const SOON_AUCTIONS = [
  { phone: '01077350021', overrides: { model: 'CB500F 마감 1' } },
  { phone: '01077350022', overrides: { model: 'CB500F 마감 2' } },
  { phone: '01077350023', overrides: { model: 'CB500F 마감 3' } },
];
/** Opened at the next 09:00: it ends a day after the others. */
const LATER_AUCTION = { phone: '01077350031', overrides: { model: 'CB650R 다음 날' } };

/** The live auctions, or those of the list's first page (12, as the screen loads them) when `size` is 12. */
async function liveAuctions(token: string, size = 100): Promise<AuctionListItem[]> {
  const list = await callApi(suite.baseUrl, api.auctions.list, token, { query: { page: 1, size } });
  return list.items.filter((item) => item.status === 'PROGRESS');
}

/** The server's clock, as the detail call reports it. */
async function serverNow(token: string, auctionId: number): Promise<Date> {
  const detail = await callApi(suite.baseUrl, api.auctions.detail, token, { params: { id: auctionId } });
  return new Date(detail.serverNow);
}

const isMobile = (viewport: Viewport) => viewport.width <= 768;

/** The card of one auction in the list (its link to the detail). */
const card = (page: Page, id: number) =>
  page.locator('article').filter({ has: page.locator(`a[href="/auction/detail/${id}"]`) });

describe('dealer status', () => {
  let bannedAuctions: LiveAuction[] = [];
  let cancelAuctions: LiveAuction[] = [];
  let soonAuctions: LiveAuction[] = [];
  let laterAuction: LiveAuction | undefined;

  beforeAll(async () => {
    const opened = await createLiveAuctions(suite.baseUrl, [
      ...BANNED_AUCTIONS,
      ...CANCEL_AUCTIONS,
      ...SOON_AUCTIONS,
    ]);
    bannedAuctions = opened.slice(0, BANNED_AUCTIONS.length);
    cancelAuctions = opened.slice(BANNED_AUCTIONS.length, BANNED_AUCTIONS.length + CANCEL_AUCTIONS.length);
    soonAuctions = opened.slice(BANNED_AUCTIONS.length + CANCEL_AUCTIONS.length);
    // Approved now, opened at the next 09:00: the others are live a day more, this one two.
    [laterAuction] = await createLiveAuctions(suite.baseUrl, [LATER_AUCTION]);
  }, 240_000);

  for (const [index, viewport] of [VIEWPORTS.mobile, TABLET, VIEWPORTS.desktop].entries()) {
    it(`a banned dealer sees the ban on /home, /auction/list and the detail at ${viewport.width} px`, async () => {
      const auction = bannedAuctions[index];
      expect(auction, "the test's live auction").toBeDefined();
      // A new dealer banned as one is: two bids on the test's auction withdrawn (the second cancel bans).
      const dealer = await createBannedDealer(suite.baseUrl, {
        username: `banned${viewport.width}`,
        phone: `0107736${String(viewport.width).padStart(4, '0')}`,
        name: '송제한',
        auctionId: auction!.auctionId,
      });
      const { username, password } = dealer;
      const profile = await callApi(suite.baseUrl, api.dealers.profile, dealer.token);
      expect(profile.penaltyExpiredAt).toBe(dealer.penaltyExpiredAt);
      expect(new Date(profile.penaltyExpiredAt ?? 0).getTime(), 'the ban runs').toBeGreaterThan(Date.now());
      const until = formatDotDateTime(profile.penaltyExpiredAt);
      expect(
        (await liveAuctions(dealer.token)).map((item) => item.id),
        'the auction is live',
      ).toContain(auction!.auctionId);

      const { page } = await suite.open(viewport);
      await login(page, username, password);
      const banner = page.locator('[data-penalty-banner]');
      const bannerText = `${until}까지 입찰 및 거래가 불가능합니다.`;

      await page.goto('/home');
      await expectVisible(banner.getByText(bannerText, { exact: true }));
      await saveScreenshot(page, `e2e-status-banned-home-${viewport.width}`);

      await page.goto('/auction/list');
      await expectVisible(banner.getByText(bannerText, { exact: true }));
      await expectVisible(card(page, auction!.auctionId));
      await saveScreenshot(page, `e2e-status-banned-list-${viewport.width}`);

      await page.goto(`/auction/detail/${auction!.auctionId}`);
      await expectVisible(banner.filter({ hasText: bannerText }).first());
      if (isMobile(viewport)) {
        // Above the bar: the banner and the disabled button with the ban's end, no "입찰 참여하기".
        const locked = page.getByRole('button', { name: `입찰 제한 ${until}까지` });
        await expectVisible(locked);
        expect(await locked.isDisabled()).toBe(true);
        expect(await page.getByRole('button', { name: '입찰 참여하기', exact: true }).count()).toBe(0);
        const bannerBox = await banner.first().boundingBox();
        const buttonBox = await locked.boundingBox();
        expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(buttonBox!.y);
        expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(viewport.height);
      } else {
        // The ban with its end in place of the bid form (docs/domain.md "Bids").
        await expectVisible(page.getByText('입찰 제한 기간입니다', { exact: true }));
        await expectVisible(page.getByText(`${until}까지 입찰할 수 없습니다.`, { exact: true }));
        expect(await page.getByRole('button', { name: '입찰하기', exact: true }).count()).toBe(0);
      }
      await saveScreenshot(page, `e2e-status-banned-detail-${viewport.width}`);
    });
  }

  it('the bid-cancel dialog says what this cancellation costs; the notice repeats it; a ban shows the banner', async () => {
    // A new dealer, bank account verified: free to bid and cancel.
    const canceller = await createDealer(suite.baseUrl, {
      username: 'canceller',
      phone: '01077360001',
      name: '이취소',
    });
    const token = canceller.token;
    const profile = await callApi(suite.baseUrl, api.dealers.profile, token);
    expect(profile.penaltyExpiredAt, `${canceller.username} starts without a ban`).toBeNull();
    const { page, dialogs } = await suite.open(VIEWPORTS.desktop, { manualDialogs: true });
    await login(page, canceller.username, canceller.password);

    // Cancel bids until one brings a ban: a dealer's first cancellation may be the free one.
    const mine = cancelAuctions.map((auction) => auction.auctionId);
    const candidates: AuctionListItem[] = [];
    for (const item of (await liveAuctions(token)).filter((live) => mine.includes(live.id))) {
      const detail = await callApi(suite.baseUrl, api.auctions.detail, token, { params: { id: item.id } });
      if (detail.myBiddingId === null) {
        candidates.push(item);
      }
    }
    let banned = false;
    for (let round = 0; round < 2 && !banned; round += 1) {
      const auction = candidates[round]!;
      await callApi(suite.baseUrl, api.auctions.placeBid, token, {
        params: { id: auction.id },
        body: { price: auction.maxBiddingPrice + 500_000 },
      });
      const preview = await callApi(suite.baseUrl, api.dealers.bidCancelPenalty, token);
      const expected =
        preview.banDays === 0
          ? {
              before: '이번 1회는 페널티 없음: 입찰 및 거래 제한 없이 취소됩니다.',
              after: '이번 1회는 페널티 없음: 입찰 및 거래 제한 없이 취소되었습니다.',
            }
          : {
              before: `취소하면 ${preview.banDays}일간 입찰 및 거래가 제한됩니다 (${formatDotDateTime(preview.expiresAt)}까지).`,
              after: `${preview.banDays}일간 입찰 및 거래가 제한됩니다 (${formatDotDateTime(preview.expiresAt)}까지).`,
            };
      expect([0, 7, 14]).toContain(preview.banDays);

      await page.goto(`/auction/detail/${auction.id}`);
      await page.getByRole('button', { name: '입찰 취소', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '입찰 취소' });
      await expectVisible(dialog.getByText(expected.before, { exact: true }));
      if (round === 0) {
        await saveScreenshot(page, 'e2e-status-cancel-dialog-1280');
      }
      await dialog.getByText('입찰 실수', { exact: true }).click();
      await dialog.getByRole('button', { name: '취소하기', exact: true }).click();

      const notice = page.getByRole('alertdialog');
      await expectVisible(notice.getByText('입찰 취소가 완료되었습니다.', { exact: true }));
      await expectVisible(notice.getByText(expected.after, { exact: true }));
      if (preview.banDays > 0) {
        await saveScreenshot(page, 'e2e-status-cancel-notice-1280');
      }
      await notice.getByRole('button', { name: '확인', exact: true }).click();
      await expectHidden(notice);
      banned = preview.banDays > 0;
      if (banned) {
        // The profile follows: the banner appears on the same page.
        await expectVisible(
          page
            .locator('[data-penalty-banner]')
            .getByText(`${formatDotDateTime(preview.expiresAt)}까지 입찰 및 거래가 불가능합니다.`),
        );
      }
    }
    expect(candidates.length, "the test's two live auctions without a bid of the dealer").toBe(2);
    expect(banned, 'the second cancellation at the latest brings a ban').toBe(true);
    expect(dialogs.filter((message) => message === '입찰 취소가 완료되었습니다.').length).toBeGreaterThan(0);
  });

  it('closing soon is red below 3 hours; ended auctions leave the list live, without asking the server again', async () => {
    // A new dealer whose bank account is not verified yet (he only looks).
    const { username, password, token } = await createDealer(suite.baseUrl, {
      username: 'closing',
      phone: '01077360002',
      name: '정마감',
      bankVerified: false,
    });
    const soonIds = soonAuctions.map((auction) => auction.auctionId);
    const laterIds = laterAuction ? [laterAuction.auctionId] : [];
    const live = (await liveAuctions(token)).filter((item) => soonIds.includes(item.id));
    expect(live.map((item) => item.id).sort(), "the test's auctions are live").toEqual([...soonIds].sort());
    const ends = [...new Set(live.map((item) => Date.parse(item.endDate!)))];
    expect(ends, 'opened together, they end together').toHaveLength(1);
    const soonEnd = ends[0];
    const now = await serverNow(token, live[0]!.id);
    // At least 30 minutes away (an earlier end could pass while the test runs).
    expect(soonEnd! - now.getTime(), 'they end later today or tomorrow').toBeGreaterThan(30 * 60_000);

    // The server's clock to 2 hours before that end (the earlier auctions end on the way).
    const minutes = Math.floor((soonEnd! - 2 * HOUR_MS - now.getTime()) / 60_000);
    const moved = minutes > 0 ? await advanceClock(suite.baseUrl, minutes) : now;
    // What the screen's first page will hold.
    const firstPage = await liveAuctions(token, 12);
    const soon = firstPage.filter(
      (item) => soonIds.includes(item.id) && Date.parse(item.endDate!) === soonEnd,
    );
    const later = firstPage.filter(
      (item) => laterIds.includes(item.id) && Date.parse(item.endDate!) > soonEnd!,
    );
    expect(soon.length, 'several auctions on the first page end together').toBeGreaterThan(1);
    expect(later.length, 'the auction opened a day later is on the first page, ending later').toBe(1);
    const { page } = await suite.open(VIEWPORTS.desktop);
    // The browser's clock at the server's, running on.
    await page.clock.install({ time: moved });
    await login(page, username, password);
    await page.goto('/auction/list');
    const soonTime = card(page, soon[0]!.id).locator('time');
    await expectVisible(soonTime);
    expect(await soonTime.textContent()).toMatch(/^0[0-2]:\d{2}:\d{2}$/);
    expect(await soonTime.getAttribute('data-warning')).toBe('true');
    if (later[0]) {
      // More than 3 hours left: not red.
      const laterTime = card(page, later[0].id).locator('time');
      expect(await laterTime.textContent()).not.toMatch(/^0[0-2]:/);
      expect(await laterTime.getAttribute('data-warning')).toBeNull();
    }
    // Steady: still red a few seconds on, whatever the minutes and seconds read.
    for (let i = 0; i < 3; i += 1) {
      await page.clock.runFor(1_000);
      expect(await soonTime.getAttribute('data-warning')).toBe('true');
    }
    await saveScreenshot(page, 'e2e-status-closing-soon-list-1280');

    // The detail says the same, on the server's clock.
    const detailPage = (await suite.open(VIEWPORTS.mobile)).page;
    await detailPage.clock.install({ time: moved });
    await login(detailPage, username, password);
    await detailPage.goto(`/auction/detail/${soon[0]!.id}`);
    await expectVisible(detailPage.getByRole('button', { name: '입찰 참여하기', exact: true }));
    const barTime = detailPage.locator('time[data-warning="true"]').first();
    await expectVisible(barTime);
    await saveScreenshot(detailPage, 'e2e-status-closing-soon-detail-390');

    // An operator cancels one of them: its STATUS update takes it off the open list.
    // Page 1 asked again would be a refetch; the next page, asked when ended cards shorten the list, is not.
    const firstPageCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        url.pathname.startsWith('/api/v1/dealers/auction/list') &&
        (url.searchParams.get('page') ?? '1') === '1'
      ) {
        firstPageCalls.push(url.search);
      }
    });
    const listCalls = () => firstPageCalls.length;
    const before = listCalls();
    const [kept, canceled] = soon as [AuctionListItem, AuctionListItem];
    await callApi(suite.baseUrl, api.consoleAuctions.cancel, await operatorToken(suite.baseUrl), {
      params: { id: canceled.id },
      body: { reason: '판매자 요청' },
    });
    await expectHidden(card(page, canceled.id), 15_000);
    await expectVisible(card(page, kept.id));

    // Their end comes on the browser's clock (the server's has not moved): those cards go at zero.
    const browserNow = await page.evaluate(() => Date.now());
    await page.clock.fastForward(soonEnd! - browserNow - 2_000);
    await expectVisible(card(page, kept.id));
    await page.clock.fastForward(3_000);
    for (const item of soon) {
      await expectHidden(card(page, item.id));
    }
    if (later[0]) {
      await expectVisible(card(page, later[0].id));
    }
    expect(listCalls(), 'the list was edited in place, never fetched again').toBe(before);
    await saveScreenshot(page, 'e2e-status-after-end-list-1280');
  });
});
