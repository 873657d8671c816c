// What blocks a bid is shown before anything is sent, and the session stays (docs/domain.md "Bids"): the
// banned dealer reads the ban's end in place of the bid form, sees the penalty banner and is still logged in;
// a dealer whose bank account is not verified meets the verification step in place of the form, verifies it
// there (1-won memo from the outbox) and then bids. On a server of its own whose clock opens the auctions:
// each test builds its live auction and its dealer (banned, or with the bank account unverified) through the
// API (support/factories.ts).
import { api, AUCTION_MESSAGES, formatDotDateTime, type AuctionDetail } from '@autobid/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeCall, recordApiCalls, type ApiCall } from '../support/api-traffic';
import { VIEWPORTS, localStorageEntries, login, pathname, type Viewport } from '../support/browser';
import { callApi, createBannedDealer, createDealer, createLiveAuctions } from '../support/factories';
import { readBankMemo } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectHidden, expectPath, expectVisible } from '../support/ui';
import { waitForSettled } from '../support/still';

const suite = browserSuite({ serverEnv: { TEST_CLOCK: 'true' } });
const BID_CONFIRM = '입찰 후 취소하면 페널티가 부과됩니다. 입찰하시겠습니까?';
const BID_DONE = '입찰이 완료되었습니다.';
const BANK_VERIFIED = '계좌 인증이 완료되었습니다. 이제 입찰에 참여하실 수 있습니다.';

/** The live auction `auctionId` as this dealer sees it: one it holds no active bid on. */
async function liveAuctionWithoutMyBid(token: string, auctionId: number): Promise<AuctionDetail> {
  const detail = await callApi(suite.baseUrl, api.auctions.detail, token, { params: { id: auctionId } });
  expect(detail).toMatchObject({ status: 'PROGRESS', myBiddingId: null });
  return detail;
}

const isMobile = (viewport: Viewport) => viewport.width <= VIEWPORTS.mobile.width;

/**
 * Opens the detail page's bidding panel (on a phone it sits in the sheet behind the bottom bar's button)
 * and waits for what it shows first: the bid button unless told otherwise.
 */
async function openBiddingPanel(
  page: Page,
  path: string,
  viewport: Viewport,
  shows = page.getByRole('button', { name: '입찰하기', exact: true }),
): Promise<void> {
  await page.goto(path);
  if (isMobile(viewport)) {
    await page.getByRole('button', { name: '입찰 참여하기', exact: true }).click();
  }
  await expectVisible(shows);
}

/** Types an amount in 만원 and submits; the confirm question is accepted by the page's dialog handler. */
async function bid(page: Page, manwon: number): Promise<void> {
  await page.getByLabel('입찰 금액', { exact: true }).fill(String(manwon));
  await page.getByRole('button', { name: '입찰하기', exact: true }).click();
}

const bidCalls = (calls: ApiCall[]) =>
  calls.filter(
    (call) => call.method === 'POST' && /^\/api\/v1\/dealers\/auction\/\d+\/bidding\/$/.test(call.path),
  );

describe('bid refusals', () => {
  for (const [index, viewport] of [VIEWPORTS.mobile, VIEWPORTS.desktop].entries()) {
    it(`a banned dealer at ${viewport.width} px: the ban's end in place of the form (on a phone, on the disabled bar button), the banner, still logged in`, async () => {
      // Two live auctions of its own: on the first a new dealer bids and withdraws twice (the ban).
      const [priming, live] = await createLiveAuctions(suite.baseUrl, [
        { phone: `0107103100${index * 2 + 1}` },
        { phone: `0107103100${index * 2 + 2}` },
      ]);
      const account = await createBannedDealer(suite.baseUrl, {
        username: `refusals0${index + 1}`,
        phone: `0107103000${index + 1}`,
        auctionId: priming!.auctionId,
      });
      const { token } = account;
      const profile = await callApi(suite.baseUrl, api.dealers.profile, token);
      expect(profile.isBankAccountAuth, 'the banned dealer’s bank account is verified').toBe(true);
      const auction = await liveAuctionWithoutMyBid(token, live!.auctionId);
      expect(profile.penaltyExpiredAt).toBe(account.penaltyExpiredAt);
      expect(
        new Date(profile.penaltyExpiredAt ?? 0).getTime(),
        'the ban still runs on the server’s clock',
      ).toBeGreaterThan(new Date(auction.serverNow).getTime());
      const until = formatDotDateTime(profile.penaltyExpiredAt);
      const detailPath = `/auction/detail/${auction.id}`;

      const { page, dialogs } = await suite.open(viewport);
      const calls = recordApiCalls(page);
      await login(page, account.username, account.password);
      await expectPath(page, '/home');
      const blocked = page.getByText('입찰 제한 기간입니다', { exact: true });
      if (isMobile(viewport)) {
        // On a phone the bottom bar's button is disabled with the ban's end, under the banner: nothing to send.
        await page.goto(detailPath);
        await expectVisible(
          page.getByText(`${until}까지 입찰 및 거래가 불가능합니다.`, { exact: true }).first(),
        );
        const locked = page.getByRole('button', { name: `입찰 제한 ${until}까지` });
        await expectVisible(locked);
        expect(await locked.isDisabled()).toBe(true);
        expect(bidCalls(calls)).toEqual([]);
        await saveScreenshot(page, `e2e-bid-banned-${viewport.width}`);
        return;
      }
      await openBiddingPanel(page, detailPath, viewport, blocked);

      // The banner and the panel say so before anything is sent: no amount to type, no bid button.
      await expectVisible(page.getByText('입찰이 제한되었습니다', { exact: true }));
      await expectVisible(page.getByText(`${until}까지 입찰 및 거래가 불가능합니다.`, { exact: true }));
      await expectVisible(page.getByText(`${until}까지 입찰할 수 없습니다.`, { exact: true }));
      expect(await page.getByLabel('입찰 금액', { exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: '입찰하기', exact: true }).count()).toBe(0);
      expect(bidCalls(calls)).toEqual([]);
      expect(dialogs).toEqual([]);
      expect((await localStorageEntries(page)).token, 'the session stays').toBeTruthy();
      await saveScreenshot(page, `e2e-bid-banned-${viewport.width}`);

      // Still logged in: another page of the app opens, then the auction again with its banner.
      await page.goto('/bidding/list');
      await expectVisible(page.getByRole('heading', { name: '입찰 내역', exact: true }));
      await waitForSettled(page);
      expect(pathname(page)).toBe('/bidding/list');
      await openBiddingPanel(page, detailPath, viewport, blocked);
      await expectVisible(page.getByText('입찰이 제한되었습니다', { exact: true }));
      expect(calls.filter((call) => call.status === 401 || call.status === 403).map(describeCall)).toEqual(
        [],
      );
    });
  }

  it('a dealer without a verified bank account meets the verification in place of the form, verifies it there, then bids', async () => {
    const [live] = await createLiveAuctions(suite.baseUrl, [{ phone: '01071031005' }]);
    const unverified = await createDealer(suite.baseUrl, {
      username: 'refusals03',
      phone: '01071030003',
      bankVerified: false,
    });
    const { token } = unverified;
    const profile = await callApi(suite.baseUrl, api.dealers.profile, token);
    expect(profile.isBankAccountAuth, `${unverified.username} is not verified yet`).toBe(false);
    const auction = await liveAuctionWithoutMyBid(token, live!.auctionId);
    const detailPath = `/auction/detail/${auction.id}`;
    const manwon = Math.floor(auction.maxBiddingPrice / 10_000) + 10;

    // On a phone: the sheet shows the verification step instead of the form, and offers it; nothing is sent.
    const phone = await suite.open(VIEWPORTS.mobile);
    const phoneCalls = recordApiCalls(phone.page);
    await login(phone.page, unverified.username, unverified.password);
    const phoneStep = phone.page.getByRole('alert').filter({ hasText: AUCTION_MESSAGES.bankAccountRequired });
    await openBiddingPanel(phone.page, detailPath, VIEWPORTS.mobile, phoneStep);
    expect(await phone.page.getByLabel('입찰 금액', { exact: true }).count()).toBe(0);
    await phone.page.getByRole('button', { name: '계좌 인증하기', exact: true }).click();
    const phoneDialog = phone.page.getByRole('dialog', { name: '계좌 인증' });
    await expectVisible(phoneDialog.getByLabel('계좌번호', { exact: true }));
    await saveScreenshot(phone.page, 'e2e-bid-bank-required-390');
    await phoneDialog.getByRole('button', { name: '취소', exact: true }).click();
    await expectHidden(phone.page.getByRole('dialog', { name: '계좌 인증' }));
    expect(bidCalls(phoneCalls)).toEqual([]);
    expect(phone.dialogs).toEqual([]);
    expect((await localStorageEntries(phone.page)).token, 'the session stays').toBeTruthy();

    // On a desktop: the same step, the verification from it, then the form, and the bid goes through.
    const { page, dialogs } = await suite.open(VIEWPORTS.desktop);
    const calls = recordApiCalls(page);
    await login(page, unverified.username, unverified.password);
    const step = page.getByRole('alert').filter({ hasText: AUCTION_MESSAGES.bankAccountRequired });
    await openBiddingPanel(page, detailPath, VIEWPORTS.desktop, step);
    await page.getByRole('button', { name: '계좌 인증하기', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '계좌 인증' });
    const accountNumber = '110345678901';
    await dialog.getByLabel('계좌번호', { exact: true }).fill(accountNumber);
    await dialog.getByRole('button', { name: '1원 보내기', exact: true }).click();
    const memoField = dialog.getByLabel('인증 문구', { exact: true });
    await expectVisible(memoField);
    // No screenshot while the dialog is open: a full-page capture may resize the window to 1x1 for a moment,
    // which swaps the panel to its mobile place and remounts the form with its dialog.
    await memoField.fill(await readBankMemo(suite.baseUrl, accountNumber));
    await dialog.getByRole('button', { name: '확인', exact: true }).click();
    await expectHidden(page.getByRole('dialog', { name: '계좌 인증' }));
    await expectHidden(page.getByRole('button', { name: '계좌 인증하기', exact: true }));

    await bid(page, manwon);
    await expect.poll(() => dialogs, { timeout: 10_000 }).toContain(BID_DONE);
    expect(dialogs).toEqual([BANK_VERIFIED, BID_CONFIRM, BID_DONE]);
    expect(bidCalls(calls).map((call) => call.status)).toEqual([201]);
    const after = await callApi(suite.baseUrl, api.auctions.detail, token, { params: { id: auction.id } });
    expect(after.biddingPrice).toBe(manwon * 10_000);
    expect(calls.filter((call) => call.status === 401 || call.status === 403).map(describeCall)).toEqual([]);
    await saveScreenshot(page, 'e2e-bid-after-verification-1280');
  });
});
