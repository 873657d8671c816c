// The operator console in the browser, on a server of its own whose clock the test moves (docs/decisions/012):
// the operator signs in at /admin/login, approves a dealer waiting for review and a listing waiting for review
// (a new seller's, through the API), matches a fee transfer that arrived without its deal's code to that deal
// (an auction a new dealer won, built through the API) — so the winning dealer's "입금 확인" goes through and
// the seller's contact shows —, publishes a notice that a dealer then reads, and finds all four
// actions in the audit log; then looks at an open price dispute beside its listing's condition sheet (a new
// dealer's deal at the handover step whose claim the seller rejected, built through the API; not decided here:
// another spec decides a dispute of its own) and changes one range of the deduction guide. Every console
// screen is shot at 390 and 1280 px.
import {
  api,
  DISPUTE_MESSAGES,
  GUIDE_MESSAGES,
  feeForPrice,
  formatWon,
  type AuctionDetail,
} from '@autobid/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { login, VIEWPORTS } from '../support/browser';
import { TEST_WEBHOOK_SECRET, postBankDeposit } from '../support/clock';
import { createDeal, dealerToken, uploadImage, type CreatedDeal } from '../support/deal-factories';
import {
  callApi,
  createDealer,
  createListing,
  createLiveAuctions,
  endAuctions,
  placeBid,
  type CreatedDealer,
} from '../support/factories';
import { operatorToken } from '../support/outbox';
import { sellerToken, shootBoth } from '../support/seller';
import { browserSuite } from '../support/suite';
import { expectPath, expectVisible } from '../support/ui';

const suite = browserSuite({
  serverEnv: { TEST_CLOCK: 'true', BANK_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET },
});
const OPERATOR = { username: 'admin', password: 'admin1234' };
/** The dealer who wins the auction whose fee the operator matches (new, so no seeded deal goes stale on it). */
const WINNER = { username: 'consolewinner', phone: '01066660042', name: '윤가람' };
const WON_SELLER_PHONE = '01066660043';
const REVIEW_SELLER_PHONE = '01066660041';
/** The dealer and the seller of the deal whose claim becomes the dispute. */
const DISPUTE_DEALER = { username: 'consoledispute', phone: '01066660044', name: '서분쟁' };
const DISPUTE_SELLER_PHONE = '01066660045';
/** A dealer whose session the console refuses (new: the clock has moved days ahead of the seed's deals). */
const OUTSIDER = { username: 'consoleoutsider', phone: '01066660046' };
const WINNING_BID = 4_200_000;
/** The transfer's depositor as the bank reports it: the dealer's name, without the deal's code. */
const DEPOSITOR = `${WINNER.name} 수수료`;
const NOTICE_TITLE = '운영 콘솔에서 게시한 공지';
const NOTICE_TEXT = '이번 주 토요일은 입금 확인이 오후 3시까지 진행됩니다.';

/** A call whose HTTP status the test asserts (201 for a claim taken, 200 while a sign-in is pending), which
 * callApi does not report; every other call goes through callApi and the route table. */
async function sendAs<T>(method: 'GET' | 'POST', apiPath: string, token: string, body?: unknown) {
  const response = await fetch(`${suite.baseUrl}/api${apiPath}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { data: T };
  return { status: response.status, data: envelope.data };
}

/**
 * An auction `winner` bid on, ended: the clock opens a new seller's listing at 09:00 and ends it 48 hours later
 * (docs/domain.md "Auction lifecycle"). Its detail as the winner reads it, with a token from after the move.
 */
async function endedAuctionWonBy(winner: CreatedDealer): Promise<{ won: AuctionDetail; token: string }> {
  const [auction] = await createLiveAuctions(suite.baseUrl, [{ phone: WON_SELLER_PHONE }]);
  await placeBid(suite.baseUrl, winner.token, auction!.auctionId, WINNING_BID);
  await endAuctions(suite.baseUrl);
  const token = await apiLogin(suite.baseUrl, winner.username, winner.password);
  const won = await callApi(suite.baseUrl, api.auctions.detail, token, {
    params: { id: auction!.auctionId },
  });
  return { won, token };
}

/**
 * The winner's price claim at the handover, two items of the sheet with a photo each, and the seller's
 * rejection: a dispute for an operator (docs/domain.md "Handover").
 */
async function disputeOf(deal: CreatedDeal): Promise<void> {
  const token = await dealerToken(suite.baseUrl, deal.dealer);
  const photos = [
    await uploadImage(suite.baseUrl, token, 'chain.png'),
    await uploadImage(suite.baseUrl, token, 'tyre.png'),
  ];
  const claim = await sendAs<{ id: number }>(
    'POST',
    `/v1/dealers/auction/${deal.auctionId}/price-adjustments`,
    token,
    {
      items: [
        {
          item: 'chain',
          observed: '체인 늘어짐이 심하고 스프로킷 끝이 닳아 교체가 필요합니다.',
          amount: 150_000,
          reason: '현장 사진 참고',
          photos: [photos[0]],
        },
        {
          item: 'rearTyre',
          observed: '뒤 타이어 마모 85%, 교체가 필요한 상태',
          amount: 180_000,
          reason: '현장 사진 참고',
          photos: [photos[1]],
        },
      ],
      memo: '거래 현장에서 함께 확인했습니다. 사진을 확인해주세요.',
    },
  );
  expect(claim.status, 'the claim is taken').toBe(201);
  const rejected = await callApi(
    suite.baseUrl,
    api.priceClaims.reject,
    await sellerToken(suite.baseUrl, deal.seller.phone),
    {
      params: { id: deal.auctionId, claimId: claim.data.id },
      body: { reason: '등록할 때 사진과 점검표에 이미 알린 상태입니다.' },
    },
  );
  expect(rejected.status, 'the seller rejected it').toBe('DISPUTED');
}

/** Confirms the dialog titled `title` with its own button `label` (not the panel's button of the same name). */
async function confirmDialog(page: Page, title: string, label: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await expectVisible(dialog);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
}

describe('operator console', () => {
  it('approves a dealer and a listing, matches a deposit, publishes a notice, and finds it all in the audit log', async () => {
    // Before anyone signs in (the clock moves days ahead): the auction the new dealer won, the seller's
    // selection still open and the dealer's bid on top.
    const winner = await createDealer(suite.baseUrl, WINNER);
    const { won, token: dealerToken } = await endedAuctionWonBy(winner);
    expect(won.status).toBe('TIME_EXPIRED');
    expect(won.selectExpireAt, 'the seller may still select').not.toBeNull();
    expect(new Date(won.selectExpireAt!).getTime()).toBeGreaterThan(new Date(won.serverNow).getTime());
    expect(won.myBiddingId, 'the winner holds a bid').not.toBeNull();
    expect(won.biddingPrice, 'the winner is the top bidder').toBe(won.maxBiddingPrice);

    const { page } = await suite.open(VIEWPORTS.desktop);

    // Sign in: the console's own login, then the dashboard.
    await page.goto('/admin');
    await expectPath(page, '/admin/login');
    await page.getByLabel('아이디', { exact: true }).fill(OPERATOR.username);
    await page.getByLabel('비밀번호', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expectVisible(page.getByText('아이디와 비밀번호를 확인해주세요.'));
    await page.getByLabel('비밀번호', { exact: true }).fill(OPERATOR.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expectPath(page, '/admin');
    await expectVisible(page.getByRole('heading', { name: '대시보드', level: 1 }));
    await expectVisible(page.locator('.recharts-surface'));
    // The rate counts only settled auctions, and its chart says so; an ADMIN has the operator accounts.
    await expectVisible(page.getByText('결과가 난 경매(거래 완료·유찰·취소)만 셉니다', { exact: false }));
    await expectVisible(
      page.getByRole('navigation', { name: '운영 메뉴' }).getByRole('link', { name: '운영자 계정' }),
    );
    await shootBoth(page, 'dashboard', 'admin');

    // 1. The dealer waiting for review: open it from the queue, look at the documents, approve.
    await page.goto('/admin/dealers');
    const applicantRow = page.getByRole('row').filter({ hasText: ACCOUNTS.pending.username });
    await expectVisible(applicantRow);
    await shootBoth(page, 'dealers', 'admin');
    await applicantRow.first().click();
    await expectVisible(page.getByRole('heading', { name: '제출 서류' }));
    await shootBoth(page, 'dealer-detail', 'admin');
    await page.getByRole('button', { name: '승인', exact: true }).first().click();
    await confirmDialog(page, '가입 승인', '승인');
    const pendingToken = await apiLogin(suite.baseUrl, ACCOUNTS.pending.username, ACCOUNTS.pending.password);
    await expect
      .poll(async () => (await sendAs('GET', '/v1/dealers/dashboard', pendingToken)).status, {
        timeout: 10_000,
      })
      .toBe(200);

    // 2. The listing waiting for review: photos, values, seller; approve (opens at the next 09:00).
    const listing = await createListing(suite.baseUrl, { phone: REVIEW_SELLER_PHONE, status: 'AUDIT' });
    const operator = await operatorToken(suite.baseUrl);
    const queue = await callApi(suite.baseUrl, api.consoleListings.queue, operator, {
      query: { status: 'AUDIT', page: 1, size: 100 },
    });
    expect(
      queue.items.map((item) => item.id),
      'the listing waits for review',
    ).toContain(listing.id);
    await page.goto('/admin/auctions');
    await shootBoth(page, 'auctions', 'admin');
    await page.goto(`/admin/auctions?id=${listing.id}`);
    await expectVisible(page.getByRole('button', { name: '승인', exact: true }));
    await shootBoth(page, 'auction-detail', 'admin');
    await page.getByRole('button', { name: '승인', exact: true }).first().click();
    await confirmDialog(page, '매물 승인', '승인');
    await expect
      .poll(
        async () =>
          (await callApi(suite.baseUrl, api.consoleAuctions.detail, operator, { params: { id: listing.id } }))
            .status,
        {
          timeout: 10_000,
        },
      )
      .toBe('APPROVED');

    // 3. A deal waiting for its fee (selected and confirmed over the API), and the dealer's transfer arriving
    // without the deal's code: it waits unmatched, and the dealer's "입금 확인" is refused for now.
    expect(
      (await sendAs('POST', `/v1/admin/auctions/${won.id}/select`, operator, { biddingId: won.myBiddingId }))
        .status,
    ).toBe(200);
    expect((await sendAs('POST', `/v1/dealers/auction/${won.id}/confirm-bidding`, dealerToken)).status).toBe(
      200,
    );
    const fee = feeForPrice(won.biddingPrice);
    // Received now on the server's clock (days ahead of this machine's), after the confirmation.
    const { serverNow } = await callApi(suite.baseUrl, api.auctions.detail, dealerToken, {
      params: { id: won.id },
    });
    const deposit = await postBankDeposit(suite.baseUrl, {
      transactionId: `e2e-console-${Date.now()}`,
      amount: fee,
      depositorName: DEPOSITOR,
      receivedAt: new Date(serverNow),
    });
    expect(deposit.status).toBe(200);

    const dealerPage = await suite.open(VIEWPORTS.desktop);
    await login(dealerPage.page, winner.username, winner.password);
    await dealerPage.page.goto(`/deal/detail/${won.id}`);
    const checkButton = dealerPage.page.getByRole('button', { name: '입금 확인', exact: true });
    await expectVisible(checkButton);
    await checkButton.click();
    await expect.poll(() => dealerPage.dialogs.length, { timeout: 10_000 }).toBeGreaterThan(0);

    // The operator finds the transfer and matches it to the deal by hand.
    await page.goto('/admin/deposits');
    await page.getByLabel('입금 검색').fill(DEPOSITOR);
    await page.getByLabel('입금 검색').press('Enter');
    const depositRow = page.getByRole('row').filter({ hasText: DEPOSITOR });
    await expectVisible(depositRow);
    await shootBoth(page, 'deposits', 'admin');
    await depositRow.first().click();
    await page.getByRole('button', { name: '매칭', exact: true }).click();
    const matchDialog = page.getByRole('dialog', { name: '입금 수동 매칭', exact: true });
    await matchDialog.getByLabel('경매 번호').fill(String(won.id));
    await shootBoth(page, 'deposit-match', 'admin');
    await confirmDialog(page, '입금 수동 매칭', '매칭');
    await expectVisible(
      page.getByText(`${formatWon(fee)} 입금(입금자 ${DEPOSITOR})을 경매 #${won.id} `, { exact: false }),
    );

    // The dealer's "입금 확인" now goes through, and the page shows the seller's contact.
    const checked = await sendAs('POST', `/v1/dealers/auction/${won.id}/check-deposit`, dealerToken);
    expect(checked.status).toBe(200);
    if (await checkButton.isVisible()) {
      await checkButton.click();
    }
    const seller = (
      await callApi(suite.baseUrl, api.auctions.detail, dealerToken, { params: { id: won.id } })
    ).user;
    expect(seller, 'the winner sees the seller once the fee is paid').not.toBeNull();
    await expectVisible(dealerPage.page.getByText(seller?.name ?? '-', { exact: true }));

    // 4. A notice, written with the rich-text editor, previewed and published; a dealer reads it.
    await page.goto('/admin/content');
    await shootBoth(page, 'content', 'admin');
    await page.getByRole('button', { name: '새 공지 작성', exact: true }).click();
    await page.getByLabel('제목', { exact: true }).fill(NOTICE_TITLE);
    const editor = page.getByRole('textbox', { name: '내용' });
    await editor.click();
    await editor.pressSequentially(NOTICE_TEXT);
    await page.getByRole('button', { name: '미리보기', exact: true }).click();
    await expectVisible(page.getByText(NOTICE_TEXT).nth(1));
    await shootBoth(page, 'notice-editor', 'admin');
    await page.getByRole('button', { name: '게시하기', exact: true }).click();
    await expectVisible(page.getByText('게시', { exact: false }));

    await dealerPage.page.goto('/notice/list');
    await dealerPage.page.getByText(NOTICE_TITLE, { exact: true }).first().click();
    await expectVisible(dealerPage.page.getByText(NOTICE_TEXT));

    // The four actions, newest first, in the audit log, each with the operator's username.
    await page.goto('/admin/audit');
    for (const action of ['딜러 승인', '매물 승인', '입금 수동 매칭', '공지 등록']) {
      await expectVisible(
        page.getByRole('row').filter({ hasText: action }).filter({ hasText: OPERATOR.username }),
      );
    }
    await shootBoth(page, 'audit', 'admin');

    // The other screens, looked at.
    for (const [path, name] of [
      ['/admin/deals', 'deals'],
      ['/admin/penalties', 'penalties'],
      ['/admin/outbox', 'outbox'],
      ['/admin/operators', 'operators'],
    ] as const) {
      await page.goto(path);
      await expectVisible(page.getByRole('table'));
      await shootBoth(page, name, 'admin');
    }
  });

  it('shows the open dispute beside the listing sheet, and saves a range of the deduction guide', async () => {
    // The dispute: a deal at the handover step (the clock ends its auction), the dealer's claim against the
    // sheet, the seller's rejection (docs/domain.md "Handover").
    const disputeDealer = await createDealer(suite.baseUrl, DISPUTE_DEALER);
    const deal = await createDeal(suite.baseUrl, disputeDealer, {
      sellerPhone: DISPUTE_SELLER_PHONE,
      step: 'RESERVED',
    });
    await disputeOf(deal);

    const { page } = await suite.open(VIEWPORTS.desktop);
    await page.goto('/admin/login');
    await page.getByLabel('아이디', { exact: true }).fill(OPERATOR.username);
    await page.getByLabel('비밀번호', { exact: true }).fill(OPERATOR.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expectPath(page, '/admin');

    // The dashboard counts the disputes waiting and measures the cuts at handover.
    await expectVisible(page.getByRole('heading', { name: '현장 감가 (최근 90일)' }));
    const counter = page.getByRole('link', { name: /판정 대기 분쟁/ });
    await expectVisible(counter);
    expect(await counter.textContent()).toMatch(/[1-9]\d*건/);
    await counter.click();
    await expectPath(page, '/admin/disputes');

    // The queue, oldest first: the dispute built above (the seller rejected the claim), by its auction number.
    await expectVisible(page.getByText('· 먼저 접수된 순', { exact: false }));
    const row = page
      .getByRole('row')
      .filter({ hasText: '판매자 거절' })
      .filter({ hasText: new RegExp(`#${deal.auctionId}(?!\\d)`) });
    await expectVisible(row);
    await shootBoth(page, 'disputes', 'admin');
    await page.getByRole('tab', { name: '종료' }).click();
    await expectVisible(page.getByText('· 최근 판정 순', { exact: false }));
    await shootBoth(page, 'disputes-closed', 'admin');
    await page.getByRole('tab', { name: '판정 대기' }).click();

    // The dispute: the claim's items beside the listing's own sheet, at 1280 px.
    await row.click();
    const sheet = page.getByRole('region', { name: '등록 점검표 (낙찰 당시)' });
    const claim = page.getByRole('region', { name: /^감가 요청 \d+건/ });
    await expectVisible(sheet);
    await expectVisible(claim.getByText('등록 내용').first());
    await expectVisible(claim.getByText('현장 확인').first());
    const [sheetBox, claimBox] = [await sheet.boundingBox(), await claim.boundingBox()];
    expect(sheetBox && claimBox, 'both are laid out').toBeTruthy();
    expect(sheetBox!.x, 'the sheet stands beside the claim').toBeGreaterThanOrEqual(
      claimBox!.x + claimBox!.width,
    );
    expect(sheetBox!.y).toBeLessThan(claimBox!.y + claimBox!.height);
    await expectVisible(page.getByRole('region', { name: '거래 경과' }).getByText('운영자 판정 대기'));
    await shootBoth(page, 'dispute-detail', 'admin');

    // The decision dialog refuses a partial amount not below the claim; it is closed without deciding.
    await page.getByRole('button', { name: '판정하기', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '감가 분쟁 판정', exact: true });
    await dialog.getByText('일부 인정', { exact: true }).click();
    await dialog.getByLabel('인정할 감가 금액 (만원)').fill('9999');
    await dialog.getByLabel('판정 사유 (딜러와 판매자에게 전달됩니다)').fill('확인용으로 열어본 판정입니다.');
    await dialog.getByRole('button', { name: '판정하기', exact: true }).click();
    await expectVisible(dialog.getByText(DISPUTE_MESSAGES.amountPartial));
    await shootBoth(page, 'dispute-decide', 'admin');
    await dialog.getByRole('button', { name: '닫기', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await expectVisible(page.getByRole('button', { name: '판정하기', exact: true }));

    // The deduction guide: one item's range changed and saved, there after a reload and in the audit log.
    await page.goto('/admin/disputes/guide');
    const min = page.getByLabel('체인·스프로킷 최소 금액 (만원)');
    const max = page.getByLabel('체인·스프로킷 최대 금액 (만원)');
    await min.fill('40');
    await max.fill('30');
    await page.getByRole('button', { name: '오토바이 기준 저장', exact: true }).click();
    await expectVisible(page.getByText(GUIDE_MESSAGES.rangeInvalid));
    await shootBoth(page, 'guide-error', 'admin');
    await max.fill('45');
    await page.getByRole('button', { name: '오토바이 기준 저장', exact: true }).click();
    await expectVisible(page.getByText(GUIDE_MESSAGES.saved));
    await shootBoth(page, 'guide', 'admin');
    await page.reload();
    await expect.poll(() => min.inputValue(), { timeout: 10_000 }).toBe('40');
    expect(await max.inputValue()).toBe('45');
    await page.goto('/admin/audit');
    await expectVisible(page.getByRole('row').filter({ hasText: '감가 기준표 변경' }).first());
  });

  it('keeps a STAFF operator out of operator accounts and a dealer session out of the console', async () => {
    const { page } = await suite.open(VIEWPORTS.desktop);
    await page.goto('/admin/login');
    await page.getByLabel('아이디', { exact: true }).fill('staff');
    await page.getByLabel('비밀번호', { exact: true }).fill('staff1234');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expectPath(page, '/admin');
    const menu = page.getByRole('navigation', { name: '운영 메뉴' });
    await expectVisible(menu.getByRole('link', { name: '작업 기록' }));
    // Once the console knows who signed in (the header names the role), the menu has no ADMIN-only screen.
    await expectVisible(page.getByText('· 운영 담당', { exact: false }));
    expect(await menu.getByRole('link', { name: '운영자 계정' }).count()).toBe(0);
    await expectVisible(menu.getByRole('link', { name: '감가 분쟁' }));
    await shootBoth(page, 'dashboard-staff', 'admin');
    await page.goto('/admin/operators');
    await expectVisible(page.getByText('관리자만 이용할 수 있습니다', { exact: false }));
    // The STAFF session survives the refusal.
    await page.goto('/admin/dealers');
    await expectPath(page, '/admin/dealers');
    // Each list says its order after its count: the queue oldest request first, every deal deadlines first.
    for (const [path, order] of [
      ['/admin/auctions', '· 먼저 요청한 순'],
      ['/admin/auctions?status=DONE', '· 최근 변경 순'],
      ['/admin/deals', '· 기한이 가까운 순, 나머지는 최신순'],
      ['/admin/audit', '· 최신순'],
      ['/admin/disputes', '· 먼저 접수된 순'],
    ] as const) {
      await page.goto(path);
      await expectVisible(page.getByText(order, { exact: false }));
    }

    // A dealer signed in in the same browser is not an operator: the console asks for its own login.
    const dealer = await createDealer(suite.baseUrl, OUTSIDER);
    const other = await suite.open(VIEWPORTS.desktop);
    await login(other.page, dealer.username, dealer.password);
    await other.page.goto('/admin/deals');
    await expectPath(other.page, '/admin/login');
  });
});
