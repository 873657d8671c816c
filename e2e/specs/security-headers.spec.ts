// The built app under its Content-Security-Policy and the abuse limits at their defaults (
// docs/decisions/017): pages, a live auction with its socket and Swagger UI run with no policy violation and
// no inline script allowed; the login form shows the 429 after ten wrong passwords, at 390 and 1280 px. The
// live auction and its dealer are built through the API (the clock opens it at 09:00, docs/decisions/012).
import { api, LIMIT_MESSAGES } from '@autobid/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { login, VIEWPORTS } from '../support/browser';
import { callApi, createDealer, createLiveAuction } from '../support/factories';
import { saveScreenshot } from '../support/screenshots';
import { waitForSettled } from '../support/still';
import { browserSuite } from '../support/suite';
import { expectBelow, expectPath, expectVisible } from '../support/ui';

// A server of its own with the production limits (the shared one raises them for the whole run), and a
// clock the test moves.
const suite = browserSuite({
  serverEnv: {
    TEST_CLOCK: 'true',
    LOGIN_FAILURES_PER_USERNAME: '10',
    LOGIN_FAILURES_PER_IP: '30',
    PHONE_CODE_REQUESTS_PER_IP_HOUR: '20',
    CODE_CHECKS_PER_IP_HOUR: '60',
    CODE_LINK_FAILURES_PER_IP_HOUR: '20',
  },
});

/** Records every `securitypolicyviolation` the page sees, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} on ${location.pathname}`,
      );
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

describe('Content-Security-Policy', () => {
  it('the pages, a live auction with its socket and Swagger UI run without a violation', async () => {
    // A new dealer (no seeded deal to go stale when the clock moves) and a live auction.
    const dealer = await createDealer(suite.baseUrl, { username: 'cspdealer', phone: '01066660051' });
    const opened = await createLiveAuction(suite.baseUrl, { phone: '01066660052' });
    const { page } = await suite.open(VIEWPORTS.desktop);
    const violations = await watchViolations(page);
    const seen: string[] = [];

    const landing = await page.goto('/');
    const policy = (await landing?.allHeaders())?.['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc, 'script-src').toContain("'self'");
    expect(scriptSrc, 'script-src').not.toContain('unsafe-inline');
    await expectVisible(page.getByRole('heading', { name: '자주 묻는 질문', exact: true }));
    seen.push(...(await violations()));

    await login(page, dealer.username, dealer.password);
    await expectPath(page, '/home');
    seen.push(...(await violations()));

    const token = await apiLogin(suite.baseUrl, dealer.username, dealer.password);
    const list = await callApi(suite.baseUrl, api.auctions.list, token, { query: { page: 1, size: 50 } });
    const live = list.items.find((item) => item.id === opened.auctionId);
    expect(live?.status, 'the new auction is live').toBe('PROGRESS');
    // The detail page opens the auction's websocket: connect-src must let it through.
    const socketOpened = page.waitForEvent('websocket', { timeout: 15_000 });
    await page.goto(`/auction/detail/${live!.id}`);
    const socket = await socketOpened;
    expect(socket.url()).toContain('/socket.io/');
    await waitForSettled(page);
    seen.push(...(await violations()));

    await page.goto('/api/docs/');
    await expectVisible(page.getByText('AutoBid Dealer API').first(), 20_000);
    seen.push(...(await violations()));

    expect(seen).toEqual([]);
  });
});

describe('login limit', () => {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    it(`after ten wrong passwords the form says to wait, even for the right one (${viewport.width} px)`, async () => {
      const { page } = await suite.open(viewport);
      // Each viewport its own account: the lock of one must not decide the other.
      const account = viewport === VIEWPORTS.mobile ? ACCOUNTS.pending : ACCOUNTS.rejected;
      for (let i = 0; i < 10; i += 1) {
        const response = await fetch(`${suite.baseUrl}/api/v1/dealers/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: account.username, password: `wrong${i}` }),
        });
        expect(response.status).toBe(401);
      }
      await page.goto('/login');
      const password = page.getByLabel('비밀번호', { exact: true });
      await page.getByLabel('아이디', { exact: true }).fill(account.username);
      await password.fill(account.password);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      const message = page.getByText(LIMIT_MESSAGES.loginTooManyAttempts(15), { exact: true });
      await expectVisible(message);
      await expectBelow(message, password);
      expect(new URL(page.url()).pathname).toBe('/login');
      await saveScreenshot(page, `login-limit-${viewport.width}`);
    });
  }
});
