// Bidding on the shared detail screen: a bid by one dealer reaches another dealer's open page live, the
// required-amount message, and cancelling a bid (reason dialog, ban banner, struck-through bid, a new bid
// refused with the ban's end while the session stays).
// On a server of its own whose clock opens the auction: the auction, a third dealer's first bid on it and the
// two dealers are built through the API (support/factories.ts).
import { api, formatKoreanWon } from '@autobid/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localStorageEntries, login } from '../support/browser';
import { callApi, cancelBid, createDealer, createLiveAuctions, placeBid } from '../support/factories';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectVisible } from '../support/ui';

const suite = browserSuite({ serverEnv: { TEST_CLOCK: 'true' } });

/**
 * A live auction another dealer already bid on, where neither A nor B holds a bid, as B sees it; B has used
 * the free first withdrawal of a dealer without a completed trade on another auction (docs/domain.md
 * "Penalties"), so its next withdrawal bans it.
 */
async function buildAuction() {
  const [auction, priming] = await createLiveAuctions(suite.baseUrl, [
    { phone: '01071011001' },
    { phone: '01071011002' },
  ]);
  const [dealerA, dealerB, other] = [
    await createDealer(suite.baseUrl, { username: 'bidding01', phone: '01071010001', name: '한입찰' }),
    await createDealer(suite.baseUrl, { username: 'bidding02', phone: '01071010002', name: '두입찰' }),
    await createDealer(suite.baseUrl, { username: 'bidding03', phone: '01071010003', name: '세입찰' }),
  ];
  await placeBid(suite.baseUrl, other.token, auction!.auctionId, 3_000_000);
  const free = await cancelBid(
    suite.baseUrl,
    dealerB.token,
    await placeBid(suite.baseUrl, dealerB.token, priming!.auctionId, 1_000_000),
  );
  expect(free, "B's first withdrawal is free").toEqual({ penaltyExpiredAt: null, banDays: 0 });
  const params = { id: auction!.auctionId };
  const [forA, forB] = await Promise.all([
    callApi(suite.baseUrl, api.auctions.detail, dealerA.token, { params }),
    callApi(suite.baseUrl, api.auctions.detail, dealerB.token, { params }),
  ]);
  expect(forA.myBiddingId).toBeNull();
  expect(forB).toMatchObject({ status: 'PROGRESS', myBiddingId: null, hasBid: false, bidderCount: 1 });
  return { auction: forB, dealerA, dealerB };
}

/** The text of the row holding a label in the bidding panel (label and value share a parent). */
function panelValue(page: Page, label: string) {
  return page.getByText(label, { exact: true }).first().locator('xpath=..');
}

describe('bidding', () => {
  it('shows a bid live to another dealer, asks for an amount, and cancels with a reason and a ban', async () => {
    const { auction, dealerA, dealerB } = await buildAuction();
    const detailPath = `/auction/detail/${auction.id}`;
    // Above the current highest bid, in 만원 as the field takes it.
    const amountManwon = Math.floor(auction.maxBiddingPrice / 10_000) + 10;
    // The panel and the bid history read prices in 만/억 (475만원).
    const priceText = formatKoreanWon(amountManwon * 10_000);

    const a = await suite.open();
    await login(a.page, dealerA.username, dealerA.password);
    await a.page.goto(detailPath);
    await expectVisible(a.page.getByText('최고 입찰가', { exact: true }));
    expect(await panelValue(a.page, '최고 입찰가').innerText()).not.toContain(priceText);

    const b = await suite.open();
    await login(b.page, dealerB.username, dealerB.password);
    await b.page.goto(detailPath);
    const submit = b.page.getByRole('button', { name: '입찰하기', exact: true });
    await expectVisible(submit);

    // Empty amount: the required message under the field, nothing sent.
    await submit.click();
    await expectVisible(b.page.getByText('입찰 금액을 입력해주세요.', { exact: true }));
    expect(b.dialogs).toEqual([]);

    await b.page.getByLabel('입찰 금액', { exact: true }).fill(String(amountManwon));
    await submit.click();
    await expect.poll(() => b.dialogs, { timeout: 10_000 }).toContain('입찰이 완료되었습니다.');
    expect(b.dialogs[0]).toContain('페널티');

    // A never reloads: the socket event refetches the detail.
    await expect
      .poll(() => panelValue(a.page, '최고 입찰가').innerText(), {
        timeout: 8_000,
        message: "dealer A's highest bid",
      })
      .toContain(priceText);
    await expect
      .poll(() => panelValue(a.page, '입찰자 수').innerText())
      .toContain(`${auction.bidderCount + 1}명`);

    // B withdraws the bid: a reason is required, then the ban applies.
    await b.page.getByRole('button', { name: '입찰 취소', exact: true }).click();
    const dialog = b.page.getByRole('dialog', { name: '입찰 취소' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: '취소하기', exact: true }).click();
    await expectVisible(dialog.getByText('취소 사유를 선택해주세요.', { exact: true }));
    await dialog.getByRole('radio', { name: '입찰 실수' }).check();
    await dialog.getByRole('button', { name: '취소하기', exact: true }).click();
    await expect.poll(() => b.dialogs, { timeout: 10_000 }).toContain('입찰 취소가 완료되었습니다.');

    await expectVisible(b.page.getByText('입찰이 제한되었습니다', { exact: true }));
    await expectVisible(b.page.getByText(/까지 입찰 및 거래가 불가능합니다\.$/));
    // The ban takes the bid form's place with its end (docs/domain.md "Bids"), and B stays logged in.
    await expectVisible(b.page.getByText('입찰 제한 기간입니다', { exact: true }));
    await expectVisible(b.page.getByText(/까지 입찰할 수 없습니다\.$/));
    expect(await b.page.getByLabel('입찰 금액', { exact: true }).count()).toBe(0);
    expect((await localStorageEntries(b.page)).token, "B's session after the ban").toBeTruthy();
    const canceledRow = b.page
      .getByRole('listitem')
      .filter({ has: b.page.locator('s', { hasText: priceText }) });
    await expectVisible(canceledRow);
    expect(await canceledRow.innerText()).toMatch(/취소/);
    expect(await canceledRow.innerText()).toContain('내 입찰');
    await saveScreenshot(b.page, 'e2e-bidding-canceled');

    // A sees the withdrawal live too.
    await expect
      .poll(() => panelValue(a.page, '최고 입찰가').innerText(), { timeout: 8_000 })
      .not.toContain(priceText);
  });
});
