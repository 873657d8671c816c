// One marketplace round across the apps, on a server of its own whose clock the test moves (docs/decisions/012):
// a new seller phone lists a motorbike with photos and submits it; the operator approves it; the clock opens it
// at 09:00; two dealers bid in their own browsers while the seller's page follows live; the auction ends and
// the seller, reading the trust cards, selects the lower bidder; that dealer confirms and lets the 60-minute
// fee window lapse; the seller offers it to the runner-up, who confirms, pays by the signed bank webhook,
// fixes the trade date and completes; the seller reviews the dealer.
import {
  api,
  DEAL_MESSAGES,
  SELLER_MESSAGES,
  SELLER_REVIEW_MESSAGES,
  formatDotDateTime,
  formatKoreanWon,
} from '@autobid/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { login, VIEWPORTS } from '../support/browser';
import {
  TEST_WEBHOOK_SECRET,
  advanceClock,
  minutesPastNextSeoulNine,
  postBankDeposit,
} from '../support/clock';
import { callApi } from '../support/factories';
import { operatorToken, readAlimtalkBodies, readBankMemo } from '../support/outbox';
import { field, fillRestAndSubmit, fillVehicleStep, loginAsSeller, shootBoth } from '../support/seller';
import { browserSuite } from '../support/suite';
import { expectVisible } from '../support/ui';

const suite = browserSuite({
  serverEnv: { TEST_CLOCK: 'true', BANK_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET },
});
const SELLER_PHONE = '01066660021';
/**
 * Two approved dealers with no seeded deal in progress (moving the clock days ahead makes those deals
 * stale and bans their dealers). Bids 5,200,000 won: the runner-up.
 */
const HIGH = { username: 'dealer3', password: 'dealer1234', name: '이상훈', bidManwon: 520 };
/** Bids 4,800,000 won: the seller's first choice, who then misses the fee window. Verifies its bank account first. */
const LOW = { ...ACCOUNTS.unverified, bidManwon: 480 };

/** The 1-won transfer check over the API, with the memo word the local bank provider wrote to the outbox. */
async function verifyBankAccount(token: string): Promise<void> {
  const accountNumber = '11122233344455';
  const banks = await callApi(suite.baseUrl, api.reference.bankCodes, null);
  await callApi(suite.baseUrl, api.dealers.bankAuthStep1, token, {
    body: { bankAccountNumber: accountNumber, bankCode: banks[0]?.code ?? '' },
  });
  await callApi(suite.baseUrl, api.dealers.bankAuthStep2, token, {
    body: { content: await readBankMemo(suite.baseUrl, accountNumber) },
  });
}

/** The dealer's bid through the detail page's form and its confirmation. */
async function bid(page: Page, dialogs: string[], auctionId: number, manwon: number): Promise<void> {
  await page.goto(`/auction/detail/${auctionId}`);
  await page.getByLabel('입찰 금액', { exact: true }).fill(String(manwon));
  await page.getByRole('button', { name: '입찰하기', exact: true }).click();
  await expect.poll(() => dialogs, { timeout: 10_000 }).toContain('입찰이 완료되었습니다.');
}

/** The winner's "낙찰 확정" on the deal page. */
async function confirmWin(page: Page, dialogs: string[], auctionId: number): Promise<void> {
  await page.goto(`/deal/detail/${auctionId}`);
  await page.getByRole('button', { name: '낙찰 확정', exact: true }).click();
  await expect.poll(() => dialogs, { timeout: 10_000 }).toContain(DEAL_MESSAGES.confirmed);
}

/** "이 딜러 선택" on the bid of `price` and the confirmation, in the seller's page. */
async function selectBid(page: Page, dialogs: string[], price: number): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(`^이 딜러 선택: .* 딜러, ${formatKoreanWon(price)}$`) })
    .click();
  await page
    .getByRole('dialog', { name: '이 딜러를 선택할까요?' })
    .getByRole('button', { name: '선택하기', exact: true })
    .click();
  await expect.poll(() => dialogs, { timeout: 10_000 }).toContain(SELLER_MESSAGES.selected);
}

/** A 1x1 PNG (real image bytes) for the inspection photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('a marketplace round', () => {
  it('list -> approve -> open -> live bids -> select the lower bid -> fee missed -> runner-up pays and completes -> review', async () => {
    // The seller, on a phone: a new number logs in, gives the name, lists and submits.
    const seller = await suite.open(VIEWPORTS.mobile);
    await loginAsSeller(seller.page, suite.baseUrl, SELLER_PHONE);
    await field(seller.page, '판매자 이름').fill('최판매');
    await seller.page.getByRole('button', { name: '저장', exact: true }).click();
    await seller.page.getByRole('link', { name: '첫 매물 등록하기' }).click();
    const id = await fillVehicleStep(seller.page, 'CB650R 라운드');
    await fillRestAndSubmit(seller.page, id, { hopePriceManwon: '500', dialogs: seller.dialogs });
    const sellerToken = await seller.page.evaluate(() => window.localStorage.getItem('sellerToken') ?? '');
    const sellerDetail = () =>
      callApi(suite.baseUrl, api.sellers.detail, sellerToken, { params: { id: id } });
    expect((await sellerDetail()).status).toBe('AUDIT');

    // The operator approves over the API; the clock opens it at the next 09:00 Asia/Seoul.
    const operator = await operatorToken(suite.baseUrl);
    await callApi(suite.baseUrl, api.consoleListings.approve, operator, { params: { id } });
    expect((await sellerDetail()).status).toBe('APPROVED');
    await advanceClock(suite.baseUrl, minutesPastNextSeoulNine(new Date((await sellerDetail()).serverNow)));
    expect((await sellerDetail()).status).toBe('PROGRESS');
    await seller.page.goto(`/seller/auctions/${id}`);
    await expectVisible(seller.page.getByText('아직 입찰이 없습니다.', { exact: false }));

    // Two dealers bid in their own browsers; the seller's open page shows each bid as it lands.
    const high = await suite.open(VIEWPORTS.desktop);
    const low = await suite.open(VIEWPORTS.desktop);
    await login(high.page, HIGH.username, HIGH.password);
    await verifyBankAccount(await apiLogin(suite.baseUrl, LOW.username, LOW.password));
    await login(low.page, LOW.username, LOW.password);
    await bid(high.page, high.dialogs, id, HIGH.bidManwon);
    await expectVisible(seller.page.getByText(formatKoreanWon(HIGH.bidManwon * 10_000)).first(), 15_000);
    await bid(low.page, low.dialogs, id, LOW.bidManwon);
    await expectVisible(seller.page.getByText(formatKoreanWon(LOW.bidManwon * 10_000)).first(), 15_000);
    await shootBoth(seller.page, 'round-live-bids');

    // 48 hours later the auction ends; the seller reads the trust cards and picks the lower bid.
    await advanceClock(suite.baseUrl, 48 * 60 + 1);
    await expectVisible(seller.page.getByText('낙찰할 딜러를 선택해주세요').first(), 15_000);
    const ended = await sellerDetail();
    expect(ended.status).toBe('TIME_EXPIRED');
    expect(ended.bids.map((b) => b.price)).toEqual([HIGH.bidManwon * 10_000, LOW.bidManwon * 10_000]);
    for (const b of ended.bids) {
      expect(b.trust.completedTrades).toBeGreaterThanOrEqual(0);
      expect(b.trust.cancelRate).toBeGreaterThanOrEqual(0);
    }
    await expect.poll(() => seller.page.getByRole('list', { name: '딜러 신뢰 정보' }).count()).toBe(2);
    await selectBid(seller.page, seller.dialogs, LOW.bidManwon * 10_000);

    // The lower bidder confirms, then lets the 60-minute fee window pass: the seller may offer it to the next.
    await confirmWin(low.page, low.dialogs, id);
    await advanceClock(suite.baseUrl, 61);
    await seller.page.reload();
    await expectVisible(
      seller.page.getByText('1순위 딜러가 수수료 입금 기한을 넘겨 거래가 취소되었습니다.'),
      15_000,
    );
    // The lapsed deal is a cancelled deal with its cause, not a cancelled auction.
    const lapsed = seller.page.getByRole('region', { name: '거래 정보' });
    await expectVisible(lapsed.getByText('거래 취소', { exact: true }));
    await expectVisible(lapsed.getByText('입금 기한 초과', { exact: true }));
    expect(await seller.page.getByText('경매 취소', { exact: true }).count()).toBe(0);
    await shootBoth(seller.page, 'round-fee-missed');
    const reopened = await sellerDetail();
    expect(reopened).toMatchObject({ status: 'TIME_EXPIRED', isRunnerUpOffer: true, canSelect: true });
    expect(reopened.bids.map((b) => b.price)).toEqual([HIGH.bidManwon * 10_000]);
    // The seller was told by Alimtalk, with the new deadline.
    const offerDeadline = formatDotDateTime(new Date(reopened.selectExpireAt ?? ''));
    expect(await readAlimtalkBodies(suite.baseUrl, SELLER_PHONE)).toContainEqual(
      expect.stringContaining(`${offerDeadline}까지 다른 딜러를 낙찰자로 선택할 수 있습니다.`),
    );
    await shootBoth(seller.page, 'round-runner-up');
    await selectBid(seller.page, seller.dialogs, HIGH.bidManwon * 10_000);

    // The runner-up confirms and pays the fee by a transfer the bank reports (signed webhook) with the deal's code.
    await confirmWin(high.page, high.dialogs, id);
    const highToken = await apiLogin(suite.baseUrl, HIGH.username, HIGH.password);
    const waiting = await callApi(suite.baseUrl, api.auctions.detail, highToken, { params: { id: id } });
    const transfer = waiting.deal?.transfer;
    expect(waiting.status).toBe('DEALER_DEPOSIT');
    if (!transfer || waiting.fee === null) {
      throw new Error('the confirmed deal should show the fee and its transfer details');
    }
    const paid = await postBankDeposit(suite.baseUrl, {
      transactionId: `round-${id}`,
      amount: waiting.fee,
      depositorName: transfer.depositorName,
      receivedAt: new Date(waiting.serverNow),
    });
    expect(paid.status).toBe(200);
    // The dealer's open page moves on to the seller's contact; the seller's shows the dealer's relay number
    // (안심번호, docs/domain.md "Contact relay").
    await expectVisible(high.page.getByText('최판매', { exact: true }), 15_000);
    await seller.page.reload();
    await expectVisible(seller.page.getByRole('link', { name: /^0507-\d{4}-\d{4}$/ }));

    // The trade date (today on the server's Seoul calendar) and the completion with an inspection photo.
    const seoulToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
      new Date(waiting.serverNow),
    );
    await callApi(suite.baseUrl, api.deals.reserve, highToken, {
      params: { id },
      body: { reservedAt: `${seoulToday}T00:00:00` },
    });
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'inspection.png');
    const upload = await fetch(`${suite.baseUrl}/api/v1/files/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${highToken}` },
      body: form,
    });
    const photoUrl = ((await upload.json()) as { data: { url: string } }).data.url;
    await callApi(suite.baseUrl, api.deals.complete, highToken, {
      params: { id },
      body: {
        finalPrice: HIGH.bidManwon * 10_000,
        inspectionResult: '외관 양호, 시동 정상',
        inspectionImage1: photoUrl,
      },
    });

    // The seller reviews the dealer once.
    await seller.page.reload();
    const register = seller.page.getByRole('button', { name: '후기 등록', exact: true });
    await expectVisible(register);
    await seller.page.getByRole('button', { name: '별점 5점' }).click();
    await field(seller.page, '후기 내용').fill('입찰가 그대로 거래했고 친절했습니다.');
    await shootBoth(seller.page, 'round-review');
    await register.click();
    await expect.poll(() => seller.dialogs, { timeout: 10_000 }).toContain(SELLER_REVIEW_MESSAGES.reviewed);
    const done = await sellerDetail();
    // Completed, the title transfer runs (docs/domain.md "Title transfer"); the seller may review already.
    expect(done).toMatchObject({ status: 'TRANSACTION', hasReview: true, canReview: false });
    expect(done.deal?.dealer.name).toBe(HIGH.name);
    // Every step that concerned the seller reached the seller's phone; the fee notice names the dealer.
    const notices = await readAlimtalkBodies(suite.baseUrl, SELLER_PHONE);
    expect(notices.length).toBeGreaterThanOrEqual(7);
    expect(notices.some((body) => body.includes(HIGH.name) && body.includes('상훈오토'))).toBe(true);
  }, 240_000);
});
