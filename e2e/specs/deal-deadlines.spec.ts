// The deal deadlines where the dealer looks, on a server of its own whose clock the factories move
// (docs/decisions/012) with the browser's clock set to the server's: a new dealer's deals, one at each open step
// and one completed (built through the API in one round); every step waiting on the dealer on /home with its
// deadline (the fee's 60-minute countdown among them) and on its /deal/list card; the other deal cards say
// what to do next. Screenshots of both pages at 390, 800 and 1280 px with SCREENSHOTS=1.
import type { Page } from 'playwright-core';
import { api } from '@autobid/shared';
import { describe, expect, it } from 'vitest';
import { login } from '../support/browser';
import { DEAL_SERVER_ENV, createDeals, dealerToken } from '../support/deal-factories';
import { callApi, createDealer } from '../support/factories';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectVisible, waitForStill } from '../support/ui';

const suite = browserSuite({ serverEnv: DEAL_SERVER_ENV });
const WIDTHS = [390, 800, 1280] as const;
const COUNTDOWN = /^00:[0-5]\d:[0-5]\d$/;

async function shootWidths(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await waitForStill(page);
    await saveScreenshot(page, `${name}-${width}`);
  }
}

/** Seconds left on a "HH:MM:SS" countdown. */
const secondsOf = (text: string) => text.split(':').reduce((total, part) => total * 60 + Number(part), 0);

describe('fee deadline on /home and /deal/list', () => {
  it('counts down the fee on /home and on the deal card, with the next step on every open deal', async () => {
    // A new dealer's deals: one waiting for each of his steps (the fee's last, its 60 minutes running) and
    // one completed, in one round of auctions.
    const dealer = await createDealer(suite.baseUrl, {
      username: 'deadlines1',
      phone: '01077340001',
      name: '장기한',
    });
    await createDeals(suite.baseUrl, dealer, [
      { sellerPhone: '01077340011', step: 'COMPLETED', price: 2_500_000, overrides: { model: 'CB300R' } },
      { sellerPhone: '01077340012', step: 'RESERVED', price: 3_100_000, overrides: { model: 'CB500F' } },
      { sellerPhone: '01077340013', step: 'PAID', price: 4_300_000, overrides: { model: 'CB650R' } },
      { sellerPhone: '01077340014', step: 'SELECTED', price: 5_600_000, overrides: { model: 'CBR650R' } },
      { sellerPhone: '01077340015', step: 'CONFIRMED', price: 7_200_000, overrides: { model: 'NC750X' } },
    ]);
    const token = await dealerToken(suite.baseUrl, dealer);
    const dashboard = await callApi(suite.baseUrl, api.dealers.dashboard, token);
    const due = dashboard.dealTasks.find((task) => task.status === 'DEALER_DEPOSIT');
    expect(due, 'the dealer has a deal waiting for the fee').toBeTruthy();
    if (!due) {
      return;
    }
    // Every step waiting on the dealer is a task, nearest deadline first.
    const deadlines = dashboard.dealTasks.map((task) => Date.parse(task.deadline));
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    const deals = await callApi(suite.baseUrl, api.deals.list, token, { query: { page: 1, size: 12 } });
    const waiting = deals.items.find((item) => item.id === due.auctionId);
    expect(waiting).toMatchObject({ status: 'DEALER_DEPOSIT', depositDeadline: due.deadline });

    const { page } = await suite.open({ width: 1280, height: 900 });
    // The browser's clock at the server's, running on: the cards count down to the server's deadlines.
    await page.clock.install({ time: new Date(dashboard.serverNow) });
    await login(page, dealer.username, dealer.password);

    // /home: every step waiting on the dealer, in the server's order (nearest deadline first).
    const region = page.getByRole('region', { name: '진행할 거래' });
    await expectVisible(region);
    const homeSteps: Record<string, string> = {
      DEALER_CONFIRM: '낙찰을 확정해주세요',
      RESERVATION: '판매자와 통화 후 거래 날짜를 정해주세요',
      RESERVATION_COMPLETE: '거래 후 거래 완료를 등록해주세요',
    };
    const homeItems = region.getByRole('listitem');
    expect(await homeItems.count()).toBe(dashboard.dealTasks.length);
    for (const [index, task] of dashboard.dealTasks.entries()) {
      const item = homeItems.nth(index);
      await expectVisible(item.getByText(task.model, { exact: true }));
      const step = homeSteps[task.status];
      if (step) {
        await expectVisible(item.getByText(step, { exact: true }));
      }
    }
    // The deal waiting for the fee: its fee, the countdown, running, and the way to the transfer details.
    const notice = region
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /입금 정보 보기/ }) })
      .first();
    await expectVisible(notice.getByText(due.model, { exact: true }));
    await expectVisible(
      notice.getByText(`수수료 ${(due.fee ?? 0).toLocaleString('ko-KR')}원을 입금해주세요`),
    );
    expect(await notice.getByRole('link').getAttribute('href')).toBe(`/deal/detail/${due.auctionId}`);
    const homeCountdown = notice.locator('time');
    const first = (await homeCountdown.textContent()) ?? '';
    expect(first).toMatch(COUNTDOWN);
    expect(secondsOf(first)).toBeGreaterThan(0);
    expect(secondsOf(first)).toBeLessThanOrEqual(60 * 60);
    await expect
      .poll(async () => secondsOf((await homeCountdown.textContent()) ?? ''), { timeout: 5_000 })
      .toBeLessThan(secondsOf(first));
    await shootWidths(page, 'deals-home');

    // /deal/list: the waiting deal's card has the next step and the same countdown.
    await page.goto('/deal/list');
    const card = page.locator(`a[href="/deal/detail/${due.auctionId}"]`);
    await expectVisible(card);
    expect(await card.getAttribute('href')).toBe(`/deal/detail/${due.auctionId}`);
    await expectVisible(card.getByText(`수수료 ${(due.fee ?? 0).toLocaleString('ko-KR')}원을 입금해주세요`));
    expect((await card.locator('time').textContent()) ?? '').toMatch(COUNTDOWN);
    // The other open deals say what to do too; closed ones say nothing.
    const steps: Record<string, string> = {
      DEALER_CONFIRM: '낙찰을 확정해주세요',
      RESERVATION: '판매자와 통화 후 거래 날짜를 정해주세요',
      RESERVATION_COMPLETE: '거래 후 거래 완료를 등록해주세요',
    };
    for (const item of deals.items) {
      const itemCard = page.locator(`a[href="/deal/detail/${item.id}"]`);
      const step = steps[item.status];
      if (step) {
        await expectVisible(itemCard.getByText(step, { exact: true }));
      } else if (item.status !== 'DEALER_DEPOSIT') {
        expect(await itemCard.getByText('할 일', { exact: true }).count(), item.status).toBe(0);
      }
    }
    expect(Object.keys(steps).every((status) => deals.items.some((item) => item.status === status))).toBe(
      true,
    );
    await shootWidths(page, 'deals-list');

    // The card leads to the deal's transfer details.
    await card.click();
    await expectVisible(page.getByRole('button', { name: '입금 확인', exact: true }).first());
  });
});
