// The whole deal in the browser (docs/spec.md §2 and 5), on a server of its own whose clock the factories move
// (docs/decisions/012): a new dealer's top bid on an auction that just ended (built through the API); the operator
// selects it; the dealer opens it from the Alimtalk link, confirms, sees the fee and the transfer details with the
// deal's deposit code, checks the deposit too early, sees the recorded transfer move the deal on by itself, sees
// the seller, fixes a trade date, completes at the winning price (a different price needs a price claim,
// docs/domain.md "Handover"; a photo is required) and reviews the seller from the REVIEW link. On a phone, another
// new dealer completes the deal whose price claim the seller accepted (through the API), at the agreed price.
// Also: an invalid code goes to /login.
import {
  api,
  DEAL_MESSAGES,
  PRICE_CLAIM_MESSAGES,
  feeForPrice,
  formatPhone,
  formatWon,
  kstDateParts,
} from '@autobid/shared';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, login, pathname } from '../support/browser';
import {
  DEAL_SERVER_ENV,
  acceptPriceClaim,
  createDeal,
  dealerToken,
  openPriceClaim,
} from '../support/deal-factories';
import { callApi, createDealer } from '../support/factories';
import { operatorToken, readAlimtalkPath } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectPath, expectVisible } from '../support/ui';

const suite = browserSuite({ serverEnv: DEAL_SERVER_ENV });
/** A 1x1 PNG: the server checks magic bytes, so the upload must be a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Tomorrow on the Seoul calendar of the server's `now`, or today when tomorrow is in the next month (the calendar
 * shows one month).
 */
function tradeDay(now: Date): { year: number; month: number; day: number; isTomorrow: boolean } {
  const today = kstDateParts(now);
  const tomorrow = kstDateParts(now.getTime() + 24 * 60 * 60 * 1000);
  const pick = ({ year, month, day }: typeof today) => ({ year, month, day });
  return tomorrow.month === today.month
    ? { ...pick(tomorrow), isTomorrow: true }
    : { ...pick(today), isTomorrow: false };
}

async function operatorPost(apiPath: string, body: unknown): Promise<void> {
  const token = await operatorToken(suite.baseUrl);
  const response = await fetch(`${suite.baseUrl}/api${apiPath}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`POST /api${apiPath} answered ${response.status}: ${await response.text()}`);
  }
}

async function alimtalkPath(phone: string, route: string): Promise<string> {
  const found = await readAlimtalkPath(suite.baseUrl, phone, route);
  if (!found) {
    throw new Error(`no Alimtalk link to ${route} for ${phone}`);
  }
  return found;
}

describe('deal flow', () => {
  it('selection -> confirm by code link -> deposit -> trade date -> completion -> seller review', async () => {
    // A new dealer's top bid on an auction that just ended, the seller's selection window open.
    const dealer = await createDealer(suite.baseUrl, {
      username: 'dealflow1',
      phone: '01077330001',
      name: '최거래',
    });
    const deal = await createDeal(suite.baseUrl, dealer, {
      sellerPhone: '01077330011',
      step: 'ENDED',
      price: 4_200_000,
      overrides: { model: 'CB650R' },
    });
    const token = await dealerToken(suite.baseUrl, dealer);
    const auction = await callApi(suite.baseUrl, api.auctions.detail, token, {
      params: { id: deal.auctionId },
    });
    expect(auction.status).toBe('TIME_EXPIRED');
    expect(new Date(auction.selectExpireAt ?? 0).getTime()).toBeGreaterThan(
      new Date(auction.serverNow).getTime(),
    );
    expect(auction.myBiddingId).toBe(deal.biddingId);
    expect(auction.biddingPrice).toBeGreaterThan(0);
    expect(auction.biddingPrice).toBe(auction.maxBiddingPrice);
    const price = auction.biddingPrice;
    const fee = feeForPrice(price);

    // The operator selects the bid for the seller: the dealer gets a DETAIL link.
    await operatorPost(`/v1/admin/auctions/${auction.id}/select`, { biddingId: auction.myBiddingId });
    const detailLink = await alimtalkPath(dealer.phone, '/alimtalk/auction/detail/');

    // The link works without a login: the header shows the dealer (not as a link: /profile needs a login
    // and would only lead to /login), the panel the quote and the fee.
    const { page, dialogs } = await suite.open();
    // The browser's clock at the server's, running on (the completion form asks about an early trade by it).
    await page.clock.install({ time: new Date(auction.serverNow) });
    await page.goto(detailLink);
    const header = page.getByRole('banner');
    await expectVisible(header.getByText(dealer.name, { exact: true }));
    expect(await header.getByRole('link', { name: new RegExp(dealer.name) }).count()).toBe(0);
    expect(await header.getByRole('link', { name: '로그인 및 회원가입' }).count()).toBe(0);
    const confirmButton = page.getByRole('button', { name: '낙찰 확정', exact: true });
    await expectVisible(confirmButton);
    await expectVisible(page.getByText(formatWon(fee), { exact: true }));
    await confirmButton.click();
    await expect.poll(() => dialogs, { timeout: 10_000 }).toContain(DEAL_MESSAGES.confirmed);

    // The confirm link ended with its step: the page says so instead of calling through the dead code.
    await expectVisible(page.getByRole('heading', { name: '이 링크로 할 일을 마쳤습니다', exact: true }));
    await expectVisible(page.getByRole('link', { name: '오토비드 홈으로', exact: true }));
    await saveScreenshot(page, 'deal-flow-link-done-1280');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot(page, 'deal-flow-link-done-390');
    await page.setViewportSize(VIEWPORTS.desktop);

    // Fee and transfer details by the link the confirmation sent.
    const depositLink = await alimtalkPath(dealer.phone, '/alimtalk/auction/detail/');
    expect(depositLink).not.toBe(detailLink);
    await page.goto(depositLink);
    const checkButton = page.getByRole('button', { name: '입금 확인', exact: true });
    await expectVisible(checkButton);
    await expectVisible(page.getByText('입금할 수수료', { exact: true }));
    await expectVisible(page.getByText('계좌번호', { exact: true }));
    await saveScreenshot(page, 'deal-flow-deposit-1280');

    // The used confirm link, opened again, is an expired link.
    await page.goto(detailLink);
    await expectPath(page, '/login');
    await expect.poll(() => dialogs).toContain(DEAL_MESSAGES.codeInvalid);

    // Logged in, by id from here on. The fee panel shows this deal's own deposit code and the depositor
    // label to type; pressed too early, the server's "not confirmed yet" message.
    await login(page, dealer.username, dealer.password);
    await page.goto(`/deal/detail/${auction.id}`);
    await expectVisible(checkButton);
    const transfer = (
      await callApi(suite.baseUrl, api.auctions.detail, token, { params: { id: auction.id } })
    ).deal?.transfer;
    expect(transfer?.depositReference).toMatch(/^\d{6}$/);
    expect(transfer?.depositorName).toBe(`${dealer.name} ${transfer?.depositReference}`);
    await expectVisible(page.getByText(transfer?.depositReference ?? '-', { exact: true }));
    await expectVisible(page.getByText(transfer?.depositorName ?? '-', { exact: true }));
    await checkButton.click();
    await expect.poll(() => dialogs, { timeout: 10_000 }).toContain(DEAL_MESSAGES.depositNotConfirmed);

    // The transfer with the code arrives (the operator records it for this deal): it pays the deal by
    // itself and the open page moves on to the seller's contact live, with no click.
    await operatorPost(`/v1/admin/auctions/${auction.id}/deposits`, {});
    const seller = (await callApi(suite.baseUrl, api.auctions.detail, token, { params: { id: auction.id } }))
      .user;
    expect(seller, 'the winner sees the seller from RESERVATION on').not.toBeNull();
    await expectVisible(page.getByText(seller?.name ?? '-', { exact: true }));
    await expectVisible(page.getByText(formatPhone(seller?.phone ?? ''), { exact: true }));

    // Trade date: today is chosen by default; pick tomorrow (today at the end of a month) and confirm.
    const reserveButton = page.getByRole('button', { name: '거래 날짜 확정', exact: true });
    await expectVisible(reserveButton);
    const day = tradeDay(
      new Date(
        (await callApi(suite.baseUrl, api.auctions.detail, token, { params: { id: auction.id } })).serverNow,
      ),
    );
    await page.getByRole('button', { name: new RegExp(`${day.year}년 ${day.month}월 ${day.day}일`) }).click();
    await expectVisible(page.getByText(`${day.year}.${pad(day.month)}.${pad(day.day)}`, { exact: false }));
    await reserveButton.click();
    await expect.poll(() => dialogs, { timeout: 10_000 }).toContain(DEAL_MESSAGES.reserved);
    expect(dialogs).toContain(DEAL_MESSAGES.reservationConfirm);

    // Completion form: a different price is no longer typed: it needs a claim the seller agrees to. At the
    // winning price, a photo is required.
    await page.getByRole('button', { name: '거래 완료', exact: true }).click();
    await expectPath(page, `/deal/detail/${auction.id}/complete`);
    const submit = page.getByRole('button', { name: '거래 완료', exact: true });
    await expectVisible(submit);
    await page.getByRole('radio', { name: '다른 가격' }).check();
    expect(await page.getByLabel('최종 거래 금액', { exact: true }).count()).toBe(0);
    const claimLink = page.getByRole('link', { name: '감가 요청하기', exact: true });
    expect(await claimLink.getAttribute('href')).toBe(`/deal/detail/${auction.id}/price-adjustment`);
    await submit.click();
    await expectVisible(
      page.getByRole('alert').getByText(PRICE_CLAIM_MESSAGES.completeNeedsClaim, { exact: true }),
    );
    await page.getByRole('radio', { name: '낙찰가와 동일' }).check();
    expect(await page.getByLabel('낙찰 금액', { exact: true }).inputValue()).toBe(String(price / 10_000));
    await submit.click();
    await expectVisible(page.getByText(DEAL_MESSAGES.inspectionImageRequired, { exact: true }));
    await page.getByLabel('검수 결과', { exact: true }).fill('외관 양호, 시동 정상');
    await page
      .getByLabel('검수 사진 1', { exact: true })
      .setInputFiles({ name: 'inspection.png', mimeType: 'image/png', buffer: PNG });
    await expectVisible(page.getByAltText('검수 사진 1 미리보기'));
    expect(dialogs).not.toContain(DEAL_MESSAGES.dealCompleted);
    // Tomorrow's trade completed today: the dealer confirms it happened early (docs/domain.md "Completion").
    const early = page.getByRole('checkbox', { name: /전에 거래했습니다/ });
    if (day.isTomorrow) {
      await submit.click();
      await expectVisible(page.getByText(DEAL_MESSAGES.earlyTradeUnconfirmed, { exact: true }));
      await early.check();
    } else {
      expect(await early.count()).toBe(0);
    }
    await saveScreenshot(page, 'deal-flow-complete-1280');
    await submit.click();
    await expect.poll(() => dialogs, { timeout: 10_000 }).toContain(DEAL_MESSAGES.dealCompleted);
    expect(dialogs).toContain(DEAL_MESSAGES.completeConfirm);
    await expectPath(page, '/deal/list');
    const completed = await callApi(suite.baseUrl, api.auctions.detail, token, {
      params: { id: auction.id },
    });
    // The trade is done; its title transfer starts (docs/domain.md "Title transfer").
    expect(completed.status).toBe('TRANSACTION');
    expect(completed.deal?.finalPrice).toBe(price);

    // The REVIEW link: stars and every question are required, then the review goes in and a thank-you page
    // shows (with the way home for this logged-in dealer).
    await page.goto(await alimtalkPath(dealer.phone, '/alimtalk/auction/review/'));
    const register = page.getByRole('button', { name: '후기 등록', exact: true });
    await expectVisible(register);
    await expectVisible(page.getByText(formatWon(price), { exact: true }));
    await register.click();
    await expectVisible(page.getByText(DEAL_MESSAGES.ratingsRequired, { exact: true }));
    await expectVisible(page.getByText(DEAL_MESSAGES.answersRequired, { exact: true }));
    await page.getByRole('button', { name: '별점 5점' }).click();
    // Each question is a group of choices; the "keep dealing" one offers only yes (5) or no (1).
    for (const group of await page.getByRole('group').all()) {
      const keep = group.getByText('계속 거래하고 싶어요', { exact: true });
      await ((await keep.count()) > 0 ? keep : group.getByText('매우 그래요', { exact: true })).click();
    }
    await page.getByLabel('후기 내용', { exact: true }).fill('약속 시간을 잘 지켜주셨어요.');
    await register.click();
    await expectVisible(page.getByRole('heading', { name: DEAL_MESSAGES.reviewRegistered, exact: true }));
    await expectVisible(page.getByText(/소중한 후기 감사합니다/));
    expect(pathname(page)).toMatch(/^\/alimtalk\/auction\/review\//);
    await page.getByRole('link', { name: '홈으로 가기', exact: true }).click();
    await expectPath(page, '/home');
    const reviewed = await callApi(suite.baseUrl, api.auctions.detail, token, { params: { id: auction.id } });
    expect(reviewed.deal?.hasReview).toBe(true);

    // The review link ended with the review: opened again, the notice and home, still logged in.
    const before = dialogs.length;
    await page.goto(await alimtalkPath(dealer.phone, '/alimtalk/auction/review/'));
    await expect.poll(() => dialogs.slice(before)).toContain(DEAL_MESSAGES.codeInvalid);
    await expectPath(page, '/home');
    await expectVisible(page.getByRole('link', { name: new RegExp(`${dealer.name}`) }).first());
  });

  it('on a phone: the deal whose claim the seller accepted shows the agreed price and the sheet, and completes at it', async () => {
    // Another new dealer's deal at the handover step: his claim, sent through the API, the seller accepted.
    const dealer = await createDealer(suite.baseUrl, {
      username: 'dealflow2',
      phone: '01077330002',
      name: '강합의',
    });
    const deal = await createDeal(suite.baseUrl, dealer, {
      sellerPhone: '01077330012',
      step: 'RESERVED',
      overrides: { model: 'CB1000R' },
    });
    const opened = await openPriceClaim(suite.baseUrl, deal, { amount: 150_000 });
    await acceptPriceClaim(suite.baseUrl, deal, opened.id);
    const token = await dealerToken(suite.baseUrl, dealer);
    const accepted = await callApi(suite.baseUrl, api.auctions.detail, token, {
      params: { id: deal.auctionId },
    });
    expect(accepted.status).toBe('RESERVATION_COMPLETE');
    expect(accepted.deal?.claimStatus).toBe('ACCEPTED');
    const agreedPrice = accepted.deal?.agreedPrice;
    if (!accepted.deal || agreedPrice === null || agreedPrice === undefined) {
      throw new Error('the accepted claim should give the deal its agreed price');
    }
    expect(agreedPrice).toBeLessThan(accepted.deal.winningPrice);

    const { page, dialogs } = await suite.open(VIEWPORTS.mobile);
    await login(page, dealer.username, dealer.password);
    await page.goto(`/deal/detail/${accepted.id}`);
    // The sheet the dealer bid on, in the vehicle information.
    await expectVisible(page.getByRole('heading', { name: '상태 점검표', exact: true }));
    await page.getByRole('button', { name: '거래 진행하기', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: '거래 진행하기' });
    const claim = sheet.getByRole('region', { name: '감가 요청' });
    await expectVisible(claim.getByText('판매자 동의', { exact: true }));
    await expectVisible(claim.getByText(formatWon(agreedPrice), { exact: true }));
    // The price is settled: no second claim, nothing to withdraw.
    expect(await sheet.getByRole('button', { name: '감가 요청', exact: true }).count()).toBe(0);
    expect(await sheet.getByRole('button', { name: '요청 철회', exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'deal-flow-claim-accepted-390');
    await sheet.getByRole('button', { name: '거래 완료', exact: true }).click();

    await expectPath(page, `/deal/detail/${accepted.id}/complete`);
    const price = page.getByLabel('합의 가격', { exact: true });
    await expectVisible(price);
    expect(await price.inputValue()).toBe(String(agreedPrice / 10_000));
    await page.getByRole('radio', { name: '낙찰가와 동일' }).check();
    expect(await page.getByLabel('합의 가격', { exact: true }).inputValue()).toBe(
      String(agreedPrice / 10_000),
    );
    await page
      .getByLabel('검수 사진 1', { exact: true })
      .setInputFiles({ name: 'inspection.png', mimeType: 'image/png', buffer: PNG });
    await expectVisible(page.getByAltText('검수 사진 1 미리보기'));
    const early = page.getByRole('checkbox', { name: /전에 거래했습니다/ });
    if ((await early.count()) > 0) {
      await early.check();
    }
    await saveScreenshot(page, 'deal-flow-complete-agreed-390');
    await page.getByRole('button', { name: '거래 완료', exact: true }).click();
    await expect.poll(() => dialogs, { timeout: 10_000 }).toContain(DEAL_MESSAGES.dealCompleted);
    await expectPath(page, '/deal/list');
    const completed = await callApi(suite.baseUrl, api.auctions.detail, token, {
      params: { id: accepted.id },
    });
    expect(completed.status).toBe('TRANSACTION');
    expect(completed.deal?.finalPrice).toBe(agreedPrice);
    expect(completed.deal?.priceChangeReason).toBe(PRICE_CLAIM_MESSAGES.agreedReason);
  });

  it('sends an invalid or expired code link to /login with a message', async () => {
    const { page, dialogs } = await suite.open();
    await page.goto('/alimtalk/auction/detail/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expectPath(page, '/login');
    await expect.poll(() => dialogs).toContain(DEAL_MESSAGES.codeInvalid);
    expect(pathname(page)).toBe('/login');
  });

  it('keeps a logged-in dealer logged in when a code link has expired: the message, then /home', async () => {
    const dealer = await createDealer(suite.baseUrl, {
      username: 'dealflow4',
      phone: '01077330004',
      name: '문링크',
    });
    const { page, dialogs } = await suite.open();
    await login(page, dealer.username, dealer.password);
    await page.goto('/alimtalk/auction/detail/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect.poll(() => dialogs).toContain(DEAL_MESSAGES.codeInvalid);
    await expectPath(page, '/home');
    await expectVisible(page.getByRole('link', { name: new RegExp(`${dealer.name}`) }).first());
    await page.goto('/deal/list');
    await expectPath(page, '/deal/list');
  });
});
