// A read the server failed is shown as a failure with a retry, never as "no data" (docs/decisions/024): the
// dealer's auction list and deal list, the seller's home and a console list. Each read is tried 4 times
// (3 retries, 1 s doubling; the page's clock is moved over the waits) before the failure shows; 다시 시도 then
// loads the list once the server answers. An action the server failed is alerted once and not sent again.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { operatorToken } from '../support/outbox';
import { VIEWPORTS, login } from '../support/browser';
import { sellerToken, shootBoth, signInAsSeller } from '../support/seller';
import { browserSuite } from '../support/suite';
import { expectHidden, expectVisible } from '../support/ui';

const suite = browserSuite();
/** The back-off's 1 + 2 + 4 s are jumped with the page's clock; room for the page itself. */
const RETRIES_MS = 20_000;

const FAILED = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.';

/** Makes every GET to `path` (with any query) answer a 500 until the returned `heal` is called. */
async function failReads(page: Page, path: string) {
  // The page's timers on a clock the test can jump (installed before the page below loads).
  await page.clock.install();
  let failed = 0;
  let isHealed = false;
  await page.route(
    (url) => url.pathname === `/api${path}`,
    async (route) => {
      if (isHealed || route.request().method() !== 'GET') {
        await route.continue();
        return;
      }
      failed += 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 500,
          message: FAILED,
          data: null,
          errorCode: 'INTERNAL_ERROR',
        }),
      });
    },
  );
  return {
    tries: () => failed,
    heal: () => {
      isHealed = true;
    },
  };
}

async function expectFailureThenRetry(
  page: Page,
  reads: Awaited<ReturnType<typeof failReads>>,
  emptyText: string,
  /** With SCREENSHOTS=1, the failure as it shows, at 390 and 1280 px. */
  shot?: string,
) {
  const failure = page.getByRole('alert').filter({ hasText: '목록을 불러오지 못했습니다.' });
  // Each retry waits on a timer of the page: the clock jumps a second at a time instead of waiting 7 s.
  await expect
    .poll(
      async () => {
        if (reads.tries() < 4) {
          await page.clock.fastForward(1_000);
        }
        return reads.tries();
      },
      { timeout: RETRIES_MS },
    )
    .toBe(4);
  await expectVisible(failure);
  // The poll saw the 4th try (3 retries) come before the failure; the exact back-off is lib/query-client.test.ts's.
  // Not asserted here: no later read, since a screen remounted by its session's profile may read once more.
  expect(await page.getByText(emptyText, { exact: true }).count()).toBe(0);
  if (shot) {
    await shootBoth(page, shot);
  }
  reads.heal();
  await failure.getByRole('button', { name: '다시 시도', exact: true }).click();
  await expectHidden(failure);
}

describe('a failed read shows a failure with a retry', () => {
  it('the dealer auction list', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    await login(page, ACCOUNTS.approved.username, ACCOUNTS.approved.password);
    const reads = await failReads(page, '/v1/dealers/auction/list');
    await page.goto('/auction/list');
    await expectFailureThenRetry(
      page,
      reads,
      '현재 진행 중인 경매가 없습니다.',
      'dealer-auction-list-failed',
    );
  });

  it('the dealer deal list', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    await login(page, ACCOUNTS.approved.username, ACCOUNTS.approved.password);
    const reads = await failReads(page, '/v1/dealers/auction/transaction/list');
    await page.goto('/deal/list');
    await expectFailureThenRetry(page, reads, '거래 내역이 없습니다.', 'dealer-deal-list-failed');
  });

  it('the seller home', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    const token = await sellerToken(suite.baseUrl, '01077770091');
    await signInAsSeller(page, token);
    const reads = await failReads(page, '/v1/sellers/auctions');
    await page.goto('/seller');
    await expectFailureThenRetry(page, reads, '아직 등록한 매물이 없습니다.');
  });

  it('a console list', async () => {
    const { page } = await suite.open(VIEWPORTS.desktop);
    // Signed in by the demo operator's token (another spec may change the STAFF account's password); the
    // console login itself is admin-console.spec's.
    const token = await operatorToken(suite.baseUrl);
    await page.goto('/admin/login');
    await page.evaluate((value) => window.localStorage.setItem('operatorToken', value), token);
    const reads = await failReads(page, '/v1/admin/dealers');
    await page.goto('/admin/dealers');
    await expectFailureThenRetry(page, reads, '심사를 기다리는 딜러가 없습니다.');
  });
});

describe('a failed action is not sent again', () => {
  it('a like the server failed: its message once, the heart back, and no second request past the back-off', async () => {
    const { page, dialogs } = await suite.open(VIEWPORTS.desktop);
    await login(page, ACCOUNTS.approved.username, ACCOUNTS.approved.password);
    await page.clock.install();
    let sent = 0;
    await page.route(
      (url) => /^\/api\/v1\/dealers\/auction\/\d+\/like$/.test(url.pathname),
      async (route) => {
        if (route.request().method() !== 'POST') {
          await route.continue();
          return;
        }
        sent += 1;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 500, message: FAILED, data: null, errorCode: 'INTERNAL_ERROR' }),
        });
      },
    );
    await page.goto('/auction/list');
    const like = page.getByRole('button', { name: '관심 등록', exact: true });
    const liked = page.getByRole('button', { name: '관심 해제', exact: true });
    await expectVisible(like.first());
    const likedBefore = await liked.count();
    await like.first().click();
    await expect.poll(() => dialogs).toContain(FAILED);
    // Longer than a read's whole back-off (1 + 2 + 4 s, at most 30 s a wait): a mutation is never retried.
    await page.clock.fastForward(40_000);
    // A request of the page's after the jump: a retry, had one been sent, would have reached the route first.
    await page.evaluate(() => fetch('/api/health').then((response) => response.status));
    expect(sent).toBe(1);
    expect(dialogs.filter((message) => message === FAILED)).toHaveLength(1);
    await expect.poll(() => liked.count()).toBe(likedBefore);
  });
});
