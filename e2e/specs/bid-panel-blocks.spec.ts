// The bid panel before a bid is sent: a double tap on 입찰하기 leaves the confirmation open (its twin answers
// nothing, so no bid goes out), and a banned dealer sees the block in place of the form (docs/domain.md
// "Bids"). The bank-account step in place of the form is bid-refusals.spec.ts's: it verifies the seeded
// unverified dealer, so only one spec may rely on that dealer being unverified. Screenshots at 390 and 1280 px
// with SCREENSHOTS=1.
import type { AuctionDetail, AuctionListItem, PagedList } from '@autobid/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiGet, apiLogin } from '../support/api';
import { login } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectVisible, waitForStill } from '../support/ui';

const suite = browserSuite();

/** A live auction where this dealer holds no active bid. */
async function openAuctionFor(token: string): Promise<AuctionDetail> {
  const list = await apiGet<PagedList<AuctionListItem>>(
    suite.baseUrl,
    '/v1/dealers/auction/list?page=1&size=50',
    token,
  );
  for (const item of list.items.filter((i) => i.status === 'PROGRESS')) {
    const detail = await apiGet<AuctionDetail>(suite.baseUrl, `/v1/dealers/auction/${item.id}`, token);
    if (detail.myBiddingId === null) {
      return detail;
    }
  }
  throw new Error('the seed should hold a live auction without a bid of this dealer');
}

async function shootWidths(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await waitForStill(page);
    await saveScreenshot(page, `${name}-${width}`);
  }
}

describe('bid panel blocks', () => {
  it('keeps the confirmation open through a double tap on 입찰하기, and sends no bid', async () => {
    const dealer = ACCOUNTS.approved;
    const token = await apiLogin(suite.baseUrl, dealer.username, dealer.password);
    const auction = await openAuctionFor(token);
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
    const after = await apiGet<AuctionDetail>(suite.baseUrl, `/v1/dealers/auction/${auction.id}`, token);
    expect(after.myBiddingId).toBeNull();
  });

  it('shows a banned dealer the ban in place of the bid form', async () => {
    const { banned } = ACCOUNTS;
    let password: string = banned.password;
    let token: string;
    try {
      token = await apiLogin(suite.baseUrl, banned.username, password);
    } catch {
      password = banned.passwordAfterFind;
      token = await apiLogin(suite.baseUrl, banned.username, password);
    }
    const auction = await openAuctionFor(token);
    const { page } = await suite.open({ width: 1280, height: 900 });
    await login(page, banned.username, password);
    await page.goto(`/auction/detail/${auction.id}`);
    await expectVisible(page.getByText('입찰 제한 기간입니다', { exact: true }));
    expect(await page.getByLabel('입찰 금액', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '입찰하기', exact: true }).count()).toBe(0);
    await shootWidths(page, 'bid-banned');
  });
});
