// The bid panel before a bid is sent: a double tap on 입찰하기 leaves the confirmation open (its twin answers
// nothing, so no bid goes out), and a banned dealer sees the block in place of the form (docs/domain.md
// "Bids"). The bank-account step in place of the form is bid-refusals.spec.ts's. On a server of its own whose
// clock opens the auctions: each test builds its live auction and its dealer through the API
// (support/factories.ts). Screenshots at 390 and 1280 px with SCREENSHOTS=1.
import { api } from '@autobid/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login } from '../support/browser';
import { callApi, createBannedDealer, createDealer, createLiveAuctions } from '../support/factories';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectVisible, waitForStill } from '../support/ui';

const suite = browserSuite({ serverEnv: { TEST_CLOCK: 'true' } });

async function shootWidths(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await waitForStill(page);
    await saveScreenshot(page, `${name}-${width}`);
  }
}

describe('bid panel blocks', () => {
  it('keeps the confirmation open through a double tap on 입찰하기, and sends no bid', async () => {
    const dealer = await createDealer(suite.baseUrl, { username: 'blocks01', phone: '01071040001' });
    const { token } = dealer;
    const [live] = await createLiveAuctions(suite.baseUrl, [{ phone: '01071041001' }]);
    const auction = await callApi(suite.baseUrl, api.auctions.detail, token, {
      params: { id: live!.auctionId },
    });
    expect(auction).toMatchObject({ status: 'PROGRESS', myBiddingId: null });
    const { page } = await suite.open({ width: 1280, height: 900 }, { manualDialogs: true });
    await login(page, dealer.username, dealer.password);
    await page.goto(`/auction/detail/${auction.id}`);
    const amount = Math.floor(auction.maxBiddingPrice / 10_000) + 10;
    await page.getByLabel('입찰 금액', { exact: true }).fill(String(amount));
    await page.getByRole('button', { name: '입찰하기', exact: true }).dblclick();
    const question = page.getByRole('alertdialog');
    await expectVisible(question);
    // The second tap has been handled and the dialog's opening has finished before the check.
    await waitForStill(page);
    expect(await question.isVisible()).toBe(true);
    await saveScreenshot(page, 'bid-double-tap-1280');
    // The dealer answers for real: 취소, and nothing was sent.
    await question.getByRole('button', { name: '취소', exact: true }).click();
    await expect.poll(() => question.count()).toBe(0);
    const after = await callApi(suite.baseUrl, api.auctions.detail, token, { params: { id: auction.id } });
    expect(after.myBiddingId).toBeNull();
  });

  it('shows a banned dealer the ban in place of the bid form', async () => {
    // Its own two live auctions: on the first the new dealer bids and withdraws twice (the ban), the second
    // it opens.
    const [priming, live] = await createLiveAuctions(suite.baseUrl, [
      { phone: '01071041002' },
      { phone: '01071041003' },
    ]);
    const banned = await createBannedDealer(suite.baseUrl, {
      username: 'blocks02',
      phone: '01071040002',
      auctionId: priming!.auctionId,
    });
    const auction = await callApi(suite.baseUrl, api.auctions.detail, banned.token, {
      params: { id: live!.auctionId },
    });
    expect(auction).toMatchObject({ status: 'PROGRESS', myBiddingId: null });
    const { page } = await suite.open({ width: 1280, height: 900 });
    await login(page, banned.username, banned.password);
    await page.goto(`/auction/detail/${auction.id}`);
    await expectVisible(page.getByText('입찰 제한 기간입니다', { exact: true }));
    expect(await page.getByLabel('입찰 금액', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '입찰하기', exact: true }).count()).toBe(0);
    await shootWidths(page, 'bid-banned');
  });
});
