// Money on the bid panel: the bid confirmation shows the amount in words and digits and
// warns in red for a far-off amount (390, 800, 1280 px); a bid is raised in place ("입찰가 올리기", a lower
// amount refused); when a second dealer in another browser context bids higher, the first dealer's "내 입찰가"
// says "상위 입찰 있음" live, the bid history card says it too, and one Alimtalk goes out.
// Its own server whose clock opens the auctions: each test builds its live auction and its dealers through
// the API (support/factories.ts).
import { api, AUCTION_MESSAGES, formatKoreanWon, formatWon, type AuctionDetail } from '@autobid/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordApiCalls } from '../support/api-traffic';
import { login, VIEWPORTS, type Viewport } from '../support/browser';
import { callApi, createDealer, createLiveAuction, placeBid, type CreatedDealer } from '../support/factories';
import { readAlimtalkBodies } from '../support/outbox';
import path from 'node:path';
import { saveScreenshot, screenshotDir, screenshotsEnabled } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectHidden, expectVisible, waitForStill } from '../support/ui';
import { waitForSettled } from '../support/still';

const suite = browserSuite({ serverEnv: { E2E_SPEC: 'bid-money', TEST_CLOCK: 'true' } });
const TABLET = { width: 800, height: 1000 } as const;
const VIEWS: Viewport[] = [VIEWPORTS.mobile, TABLET, VIEWPORTS.desktop];
const isMobile = (viewport: Viewport) => viewport.width <= 768;
const MANWON = 10_000;

const bidCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => /^\/api\/v1\/dealers\/auction\/(\d+\/bidding\/|bidding\/\d+)$/.test(call.path));

/** A live auction of its own with no bid yet, as each of these new dealers sees it (the first one's view). */
async function freshAuction(sellerPhone: string, dealers: CreatedDealer[]): Promise<AuctionDetail> {
  const { auctionId } = await createLiveAuction(suite.baseUrl, { phone: sellerPhone });
  const views = await Promise.all(
    dealers.map((dealer) =>
      callApi(suite.baseUrl, api.auctions.detail, dealer.token, { params: { id: auctionId } }),
    ),
  );
  for (const view of views) {
    expect(view).toMatchObject({ status: 'PROGRESS', hasBid: false, maxBiddingPrice: 0 });
    // Hours left, so nothing ends while the test runs.
    expect(new Date(view.endDate ?? 0).getTime() - new Date(view.serverNow).getTime()).toBeGreaterThan(
      3600_000,
    );
  }
  return views[0]!;
}

/** The detail page with its bidding panel in view: on a phone the panel is in the bottom bar's sheet. */
async function openPanel(page: Page, auctionId: number, viewport: Viewport): Promise<void> {
  await page.goto(`/auction/detail/${auctionId}`);
  if (isMobile(viewport)) {
    await page.getByRole('button', { name: '입찰 참여하기', exact: true }).click();
  }
  await expectVisible(page.getByText('최고 입찰가', { exact: true }).first());
  // The profile and the detail have loaded: nothing re-renders the form under a typed amount any more.
  await waitForSettled(page);
}

/** The "내 입찰가" box of the panel. */
const myBidBox = (page: Page) => page.locator('[data-outbid]');

describe('bid money', () => {
  it('confirms a bid with the amount in words and digits and warns in red for a far-off amount', async () => {
    const first = await createDealer(suite.baseUrl, { username: 'money01', phone: '01071020001' });
    const other = await createDealer(suite.baseUrl, { username: 'money02', phone: '01071020002' });
    const fresh = await freshAuction('01071021001', [first]);
    const hope = fresh.hopePrice!;
    expect(hope, 'the listing has a hope price').toBeGreaterThan(0);
    // Another dealer holds the top bid: 90% of the hope price.
    const top = Math.round((hope * 0.9) / MANWON) * MANWON;
    await placeBid(suite.baseUrl, other.token, fresh.id, top);
    const auction = await callApi(suite.baseUrl, api.auctions.detail, first.token, {
      params: { id: fresh.id },
    });
    expect(auction.maxBiddingPrice).toBe(top);
    // One zero too many: ten times the larger of the two, in 만원 as the field takes it.
    const fatManwon = Math.ceil((Math.max(hope, top) * 10) / MANWON);
    const fatWon = fatManwon * MANWON;

    for (const viewport of VIEWS) {
      const { page } = await suite.open(viewport, { manualDialogs: true });
      const calls = recordApiCalls(page);
      await login(page, first.username, first.password);
      await openPanel(page, auction.id, viewport);
      await page.getByLabel('입찰 금액', { exact: true }).fill(String(fatManwon));
      await page.getByRole('button', { name: '입찰하기', exact: true }).click();

      const dialog = page.getByRole('alertdialog');
      await expectVisible(dialog);
      // The spec's question, unchanged, then the amount both ways.
      await expectVisible(dialog.getByText('입찰 후 취소하면 페널티가 부과됩니다. 입찰하시겠습니까?'));
      await expectVisible(
        dialog.getByText(`${formatKoreanWon(fatWon)} (${formatWon(fatWon)})`, { exact: true }),
      );
      const warnings = dialog.locator('[data-bid-warnings]');
      await expectVisible(warnings.getByText(`희망가 ${formatKoreanWon(hope)}의 150%를 넘는 금액입니다.`));
      await expectVisible(
        warnings.getByText(`최고 입찰가 ${formatKoreanWon(top)}의 150%를 넘는 금액입니다.`),
      );
      // Red as the app's error colour (--color-error #e5322d).
      expect(await warnings.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(209, 41, 36)');
      if (screenshotsEnabled()) {
        // The viewport only: a full-page capture resizes the page under the open dialog.
        await page.screenshot({ path: path.join(screenshotDir, `bid-money-confirm-${viewport.width}.png`) });
      }

      // 취소: nothing is sent, the amount stays to be corrected.
      await dialog.getByRole('button', { name: '취소', exact: true }).click();
      await expectHidden(dialog);
      expect(bidCalls(calls)).toEqual([]);
      expect(await page.getByLabel('입찰 금액', { exact: true }).inputValue()).toBe(String(fatManwon));
    }

    // A usual amount: no warning, and 확인 bids.
    const { page, dialogs } = await suite.open(VIEWPORTS.desktop, { manualDialogs: true });
    await login(page, first.username, first.password);
    await openPanel(page, auction.id, VIEWPORTS.desktop);
    const usualManwon = top / MANWON + 10;
    await page.getByLabel('입찰 금액', { exact: true }).fill(String(usualManwon));
    await page.getByRole('button', { name: '입찰하기', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expectVisible(
      dialog.getByText(`${formatKoreanWon(usualManwon * MANWON)} (${formatWon(usualManwon * MANWON)})`),
    );
    expect(await dialog.locator('[data-bid-warnings]').count()).toBe(0);
    await dialog.getByRole('button', { name: '확인', exact: true }).click();
    await expectVisible(page.getByRole('alertdialog').getByText('입찰이 완료되었습니다.', { exact: true }));
    await page.getByRole('alertdialog').getByRole('button', { name: '확인', exact: true }).click();
    await expectVisible(myBidBox(page).getByText(formatKoreanWon(usualManwon * MANWON), { exact: true }));
    expect(dialogs).toEqual([
      '입찰 후 취소하면 페널티가 부과됩니다. 입찰하시겠습니까?',
      '입찰이 완료되었습니다.',
    ]);
  });

  it('raises a bid in place, refuses a lower amount, and shows a second dealer passing it live, in the history and by Alimtalk', async () => {
    const first = await createDealer(suite.baseUrl, { username: 'money03', phone: '01071020003' });
    const second = await createDealer(suite.baseUrl, { username: 'money04', phone: '01071020004' });
    const { token: tokenA } = first;
    const auction = await freshAuction('01071021002', [first, second]);
    const auctionId = auction.id;
    const startWon = 1_000_000;
    const bidId = await placeBid(suite.baseUrl, tokenA, auctionId, startWon);

    // Dealer A holds the top bid.
    const a = await suite.open(VIEWPORTS.desktop);
    const callsA = recordApiCalls(a.page);
    await login(a.page, first.username, first.password);
    await openPanel(a.page, auctionId, VIEWPORTS.desktop);
    await expectVisible(myBidBox(a.page).getByText(formatKoreanWon(startWon), { exact: true }));
    await expectVisible(myBidBox(a.page).getByText('최고가 입찰 중', { exact: true }));
    expect(await myBidBox(a.page).getAttribute('data-outbid')).toBe('false');

    // 입찰가 올리기: the same amount input; the same or a lower amount is refused before anything is sent.
    await a.page.getByRole('button', { name: '입찰가 올리기', exact: true }).click();
    const raiseInput = a.page.getByLabel('올릴 입찰 금액', { exact: true });
    await raiseInput.fill(String(startWon / MANWON - 10));
    await a.page.getByRole('button', { name: '입찰가 올리기', exact: true }).click();
    await expectVisible(a.page.getByText(AUCTION_MESSAGES.bidNotHigher, { exact: true }));
    expect(bidCalls(callsA)).toEqual([]);
    expect(a.dialogs).toEqual([]);

    // A higher amount: the confirmation (accepted), then the raise.
    const raisedWon = startWon + 20 * MANWON;
    await raiseInput.fill(String(raisedWon / MANWON));
    await a.page.getByRole('button', { name: '입찰가 올리기', exact: true }).click();
    await expect.poll(() => a.dialogs, { timeout: 10_000 }).toContain('입찰가를 올렸습니다.');
    expect(a.dialogs[0]).toBe('입찰 후 취소하면 페널티가 부과됩니다. 입찰하시겠습니까?');
    await expectVisible(myBidBox(a.page).getByText(formatKoreanWon(raisedWon), { exact: true }));
    expect(bidCalls(callsA).map((call) => `${call.method} ${call.path}`)).toEqual([
      `PATCH /api/v1/dealers/auction/bidding/${bidId}`,
    ]);
    const afterRaise = await callApi(suite.baseUrl, api.auctions.detail, tokenA, {
      params: { id: auctionId },
    });
    expect(afterRaise).toMatchObject({
      myBiddingId: bidId,
      biddingPrice: raisedWon,
      maxBiddingPrice: raisedWon,
    });
    expect(afterRaise.biddings.filter((bid) => bid.isMine)).toHaveLength(1);

    // A page that reloads loses this mark: it must survive to the end.
    await a.page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    // Dealer B, in a second browser context, bids higher.
    const b = await suite.open(VIEWPORTS.desktop);
    await login(b.page, second.username, second.password);
    await openPanel(b.page, auctionId, VIEWPORTS.desktop);
    const passingWon = raisedWon + 30 * MANWON;
    await b.page.getByLabel('입찰 금액', { exact: true }).fill(String(passingWon / MANWON));
    await b.page.getByRole('button', { name: '입찰하기', exact: true }).click();
    await expect.poll(() => b.dialogs, { timeout: 10_000 }).toContain('입찰이 완료되었습니다.');

    // A's box turns live: no reload, no click.
    await expectVisible(myBidBox(a.page).getByText('상위 입찰 있음', { exact: true }));
    expect(await myBidBox(a.page).getAttribute('data-outbid')).toBe('true');
    await expectVisible(
      myBidBox(a.page).getByText(`다른 딜러가 더 높은 금액(${formatKoreanWon(passingWon)})을 입찰했습니다.`),
    );
    expect(
      await a.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    if (screenshotsEnabled()) {
      for (const viewport of VIEWS) {
        await a.page.setViewportSize(viewport);
        if (isMobile(viewport)) {
          await a.page.getByRole('button', { name: '입찰 참여하기', exact: true }).click();
        }
        await expectVisible(myBidBox(a.page));
        await saveScreenshot(a.page, `bid-money-outbid-${viewport.width}`);
        if (isMobile(viewport)) {
          await a.page.keyboard.press('Escape');
          await a.page.goto(`/auction/detail/${auctionId}`);
        }
      }
      await a.page.setViewportSize(VIEWPORTS.desktop);
    }

    // One Alimtalk to A about this auction.
    const me = await callApi(suite.baseUrl, api.dealers.profile, tokenA);
    const outbid = (await readAlimtalkBodies(suite.baseUrl, me.phoneNumber)).filter((body) =>
      body.includes(`${auction.model} 경매에 더 높은 입찰이 들어왔습니다.`),
    );
    expect(outbid).toHaveLength(1);
    expect(outbid[0]).toContain(`내 입찰가: ${formatKoreanWon(raisedWon)}`);
    expect(outbid[0]).toContain(`최고 입찰가: ${formatKoreanWon(passingWon)}`);

    // A's bid history: the card of this auction says so.
    await a.page.goto('/bidding/list');
    const card = a.page.locator(`a[href="/bidding/detail/${auctionId}"]`);
    await expectVisible(card.getByText(formatKoreanWon(raisedWon), { exact: true }));
    await expectVisible(card.getByText('상위 입찰 있음', { exact: true }));
    await expectVisible(card.getByText(formatKoreanWon(passingWon), { exact: true }));
    if (screenshotsEnabled()) {
      for (const viewport of VIEWS) {
        await a.page.setViewportSize(viewport);
        await waitForStill(a.page);
        await saveScreenshot(a.page, `bid-money-history-${viewport.width}`);
      }
    }
  });
});
