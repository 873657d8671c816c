// Handover (docs/domain.md "Handover"), the three people in turn on a server of its own whose clock the factories
// move (docs/decisions/012): a new dealer claims a deduction at 390 px against the listing's sheet with a handover
// photo on his deal at the handover step (built through the API), the seller accepts it in the app, and the dealer
// completes at the agreed price; then a second seller rejects the claim another dealer sent through the API on his
// listing, the operator decides the dispute in the console (일부 인정), and the winner reads the decided price,
// logged in and from the decision's code link at 390 px.
import { api, type PriceClaimsView } from '@autobid/shared';
import {
  DEAL_MESSAGES,
  DISPUTE_MESSAGES,
  PRICE_CLAIM_MESSAGES,
  PRICE_CLAIM_STATUS_LABELS,
} from '@autobid/shared';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, login } from '../support/browser';
import { DEAL_SERVER_ENV, createDeal, dealerToken, openPriceClaim } from '../support/deal-factories';
import { callApi, createDealer } from '../support/factories';
import { operatorToken, readAlimtalkPath } from '../support/outbox';
import { shootBoth, signInAsSeller } from '../support/seller';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectHidden, expectPath, expectVisible } from '../support/ui';

const suite = browserSuite({ serverEnv: { ...DEAL_SERVER_ENV, E2E_SPEC: 'handover' } });

/** A 1x1 PNG: the server checks the bytes of an upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function claimsOf(token: string, auctionId: number): Promise<PriceClaimsView> {
  return callApi(suite.baseUrl, api.priceClaims.view, token, { params: { id: auctionId } });
}

describe('handover: a claim the seller accepts, and a dispute the operator decides', () => {
  it('dealer claims at 390 px, seller accepts, dealer completes at the agreed price', async () => {
    // A new dealer's deal at the handover step (the trade date fixed), no claim yet.
    const winner = await createDealer(suite.baseUrl, {
      username: 'handover1',
      phone: '01077320001',
      name: '오인수',
    });
    const deal = await createDeal(suite.baseUrl, winner, {
      sellerPhone: '01077320011',
      step: 'RESERVED',
      overrides: { model: 'CB500X' },
    });
    const auctionId = deal.auctionId;
    const token = await dealerToken(suite.baseUrl, winner);
    const before = await claimsOf(token, auctionId);
    expect(before.canClaim, 'the deal at the handover step takes a claim').toBe(true);
    expect(before.claims).toEqual([]);
    const winning = before.winningPrice;

    const dealer = await suite.open(VIEWPORTS.mobile);
    await login(dealer.page, winner.username, winner.password);
    // The sheet the bid was for is on the detail.
    await dealer.page.goto(`/auction/detail/${auctionId}`);
    await expectVisible(dealer.page.getByRole('heading', { name: '상태 점검표' }));
    await saveScreenshot(dealer.page, 'seller-handover-detail-sheet-390');
    await dealer.page.goto(`/deal/detail/${auctionId}/price-adjustment`);
    const item = dealer.page.getByLabel('점검표 항목', { exact: true });
    await expectVisible(item);
    await item.selectOption({ index: 1 });
    await dealer.page
      .getByLabel('현장 확인 내용', { exact: true })
      .fill('현장에서 확인하니 점검표와 달랐습니다.');
    await dealer.page.getByLabel('감가 금액', { exact: true }).fill('10');
    await dealer.page.getByLabel('감가 사유', { exact: true }).fill('현장 사진 참고');
    await dealer.page
      .getByLabel('현장 사진 추가', { exact: true })
      .setInputFiles({ name: 'handover.png', mimeType: 'image/png', buffer: PNG });
    await expectVisible(dealer.page.getByAltText('감가 항목 1 현장 사진 1'));
    await shootBoth(dealer.page, 'handover-claim-form', 'seller');
    await dealer.page.getByRole('button', { name: '감가 요청 보내기', exact: true }).click();
    await expect.poll(() => dealer.dialogs).toContain(PRICE_CLAIM_MESSAGES.sent);
    // Back on the deal: on a phone its panel opens from the bar.
    await dealer.page.getByRole('button', { name: '거래 진행하기', exact: true }).click();
    await expectVisible(dealer.page.getByText(PRICE_CLAIM_STATUS_LABELS.OPEN).first());

    // The seller reads it beside the listing's sheet and agrees.
    const sellerPage = await suite.open(VIEWPORTS.mobile);
    await signInAsSeller(sellerPage.page, deal.seller.token);
    await sellerPage.page.goto(`/seller/auctions/${auctionId}`);
    const card = sellerPage.page.getByRole('region', { name: /감가 요청/ }).first();
    await expectVisible(card);
    await expectVisible(card.getByText('현장에서 확인하니 점검표와 달랐습니다.'));
    await card.getByRole('button', { name: '동의하기', exact: true }).click();
    const confirm = sellerPage.page.getByRole('dialog').filter({ hasText: '합의 가격' });
    await expectVisible(confirm);
    await confirm.getByRole('button', { name: '동의하기', exact: true }).click();
    await expectVisible(sellerPage.page.getByText(PRICE_CLAIM_STATUS_LABELS.ACCEPTED).first());
    await shootBoth(sellerPage.page, 'handover-claim-accepted');
    expect((await claimsOf(token, auctionId)).agreedPrice).toBe(winning - 100_000);

    // The dealer completes at the agreed price.
    await dealer.page.goto(`/deal/detail/${auctionId}/complete`);
    await expectVisible(dealer.page.getByText('합의 가격').first());
    await dealer.page
      .getByLabel('검수 결과', { exact: true })
      .fill('점검표와 다른 부분은 합의한 대로 반영했습니다.');
    await dealer.page
      .getByLabel('검수 사진 1', { exact: true })
      .setInputFiles({ name: 'inspection.png', mimeType: 'image/png', buffer: PNG });
    await expectVisible(dealer.page.getByAltText('검수 사진 1 미리보기'));
    const early = dealer.page.getByRole('checkbox', { name: /전에 거래했습니다/ });
    if ((await early.count()) > 0) {
      await early.check();
    }
    await dealer.page.getByRole('button', { name: '거래 완료', exact: true }).click();
    await expect.poll(() => dealer.dialogs, { timeout: 10_000 }).toContain(DEAL_MESSAGES.dealCompleted);
    await expectPath(dealer.page, '/deal/list');
    const done = await callApi(suite.baseUrl, api.auctions.detail, token, { params: { id: auctionId } });
    expect(done.deal?.finalPrice).toBe(winning - 100_000);
  });

  it('the seller rejects a claim; the operator decides it in the console; the winner reads the price', async () => {
    // Another new dealer's deal at the handover step; his claim, sent through the API, waits for the seller.
    const winner = await createDealer(suite.baseUrl, {
      username: 'handover2',
      phone: '01077320002',
      name: '유분쟁',
    });
    const deal = await createDeal(suite.baseUrl, winner, {
      sellerPhone: '01077320012',
      step: 'RESERVED',
      overrides: { model: 'NC750X' },
    });
    await openPriceClaim(suite.baseUrl, deal, { amount: 200_000 });
    const sellerToken1 = deal.seller.token;
    const detail = await callApi(suite.baseUrl, api.sellers.detail, sellerToken1, {
      params: { id: deal.auctionId },
    });
    expect(detail.status).toBe('RESERVATION_COMPLETE');
    expect(detail.priceClaims[0]?.status, "the dealer's claim waits for the seller").toBe('OPEN');
    const claim = detail.priceClaims[0]!;

    const seller = await suite.open(VIEWPORTS.mobile);
    await signInAsSeller(seller.page, sellerToken1);
    await seller.page.goto(`/seller/auctions/${detail.id}`);
    const card = seller.page.getByRole('region', { name: /감가 요청/ }).first();
    await card.getByRole('button', { name: '거절하기', exact: true }).click();
    const reject = seller.page.getByRole('dialog').filter({ hasText: '거절 사유' });
    await reject.getByRole('button', { name: '거절하기', exact: true }).click();
    await expectVisible(reject.getByText(PRICE_CLAIM_MESSAGES.rejectReasonRequired));
    await reject.getByLabel('거절 사유').fill('등록할 때 사진과 점검표에 이미 알린 상태입니다.');
    await reject.getByRole('button', { name: '거절하기', exact: true }).click();
    await expectVisible(seller.page.getByText(PRICE_CLAIM_STATUS_LABELS.DISPUTED).first());

    // The operator decides: part of the deduction.
    const operatorPage = await suite.open(VIEWPORTS.desktop);
    await operatorPage.page.goto('/admin/login');
    await operatorPage.page.evaluate(
      (value) => window.localStorage.setItem('operatorToken', value),
      await operatorToken(suite.baseUrl),
    );
    await operatorPage.page.goto('/admin/disputes');
    const row = operatorPage.page
      .getByRole('row')
      .filter({ hasText: detail.model })
      .filter({ hasText: '판매자 거절' });
    await row.first().click();
    await operatorPage.page.getByRole('button', { name: '판정하기', exact: true }).click();
    const dialog = operatorPage.page.getByRole('dialog', { name: '감가 분쟁 판정', exact: true });
    await dialog.getByText('일부 인정', { exact: true }).click();
    const granted = Math.max(1, Math.floor(claim.total / 20_000));
    await dialog.getByLabel('인정할 감가 금액 (만원)').fill(String(granted));
    await dialog
      .getByLabel('판정 사유 (딜러와 판매자에게 전달됩니다)')
      .fill('사진으로 확인된 항목만 인정합니다.');
    await dialog.getByRole('button', { name: '판정하기', exact: true }).click();
    // The dialog's own choice reads 일부 인정 too: wait for it to close and the console to say it decided.
    await expectHidden(dialog);
    await expectVisible(operatorPage.page.getByText(DISPUTE_MESSAGES.decided));
    await shootBoth(operatorPage.page, 'handover-dispute-decided', 'admin');

    // The winner reads the decided price on the deal.
    const dealerPage = await suite.open(VIEWPORTS.mobile);
    await login(dealerPage.page, winner.username, winner.password);
    await dealerPage.page.goto(`/deal/detail/${detail.id}`);
    await dealerPage.page.getByRole('button', { name: '거래 진행하기', exact: true }).click();
    await expectVisible(dealerPage.page.getByText(PRICE_CLAIM_STATUS_LABELS.DECIDED).first());
    await shootBoth(dealerPage.page, 'handover-dispute-dealer');
    const token2 = await dealerToken(suite.baseUrl, winner);
    expect((await claimsOf(token2, detail.id)).agreedPrice).toBe(claim.winningPrice - granted * 10_000);

    // The decision's Alimtalk link (a completion code link) at 390 px without a login: the completion page
    // shows the decided claim, and the claim page by the same code says the price is settled.
    const link = await readAlimtalkPath(suite.baseUrl, winner.phone, '/alimtalk/auction/complete/');
    expect(link, 'the decision notice to the winner with a completion code link').not.toBeNull();
    const byCode = await suite.open(VIEWPORTS.mobile);
    await byCode.page.goto(link!);
    await expectVisible(byCode.page.getByText(PRICE_CLAIM_STATUS_LABELS.DECIDED).first());
    // A plain full-page shot: waitForStill (shootBoth) timed out on this page.
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await byCode.page.setViewportSize(viewport);
      await saveScreenshot(byCode.page, `seller-handover-dispute-code-link-${viewport.width}`);
    }
    await byCode.page.setViewportSize(VIEWPORTS.mobile);
    await byCode.page.goto(
      link!.replace('/alimtalk/auction/complete/', '/alimtalk/auction/price-adjustment/'),
    );
    await expectVisible(byCode.page.getByText(PRICE_CLAIM_MESSAGES.priceSettled));
  });
});
