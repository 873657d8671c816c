// The main-layout route guard: no token goes to /login; a dealer not approved goes to /wait except on /profile and
// /audit/register, and the app never calls an approved-only endpoint for it (a 403 would end its session).
import { api } from '@autobid/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { describeCall, isApprovedOnly, recordApiCalls, type ApiCall } from '../support/api-traffic';
import { localStorageEntries, login, pathname } from '../support/browser';
import { callApi } from '../support/factories';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectHidden, expectPath, expectVisible } from '../support/ui';
import { waitForSettled } from '../support/still';

const suite = browserSuite();

const GUARDED_ROUTES = [
  '/home',
  '/auction/list',
  '/auction/detail/1',
  '/bidding/list',
  '/bidding/detail/1',
  '/deal/list',
  '/deal/detail/1',
  '/deal/detail/1/complete',
];
const OPEN_TO_UNAPPROVED = ['/profile', '/audit/register'];

const HEADINGS = {
  AUDIT: '가입 심사 중입니다',
  REJECTED: '가입 심사가 반려되었습니다',
  APPROVED: '가입이 승인되었습니다',
} as const;

/** Lets the guard finish its profile fetch, then returns where the app ended up. */
async function settledPath(page: Page): Promise<string> {
  await waitForSettled(page);
  return pathname(page);
}

async function expectRedirectsToWait(page: Page, heading: string): Promise<void> {
  for (const route of GUARDED_ROUTES) {
    await page.goto(route);
    await expectPath(page, '/wait').catch((error: unknown) => {
      throw new Error(`${route} did not redirect to /wait (now at ${pathname(page)}): ${String(error)}`);
    });
    await expectVisible(page.getByRole('heading', { name: heading, exact: true }));
  }
}

async function expectStays(page: Page): Promise<void> {
  for (const route of OPEN_TO_UNAPPROVED) {
    await page.goto(route);
    expect(await settledPath(page), `${route} should stay open to a dealer not approved`).toBe(route);
  }
}

/** The header links a dealer not approved may still click: each one lands on /wait. */
async function expectHeaderLinksLeadToWait(page: Page, heading: string): Promise<void> {
  await page.goto('/wait');
  const nav = page.getByRole('navigation', { name: '주요 메뉴' });
  for (const label of ['홈', '경매 목록', '입찰 내역', '거래 내역']) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expectPath(page, '/wait');
    await expectVisible(page.getByRole('heading', { name: heading, exact: true }));
  }
}

/** After the walk: no approved-only call went out, nothing was refused as 401/403, the session is still there. */
async function expectSessionUntouched(page: Page, calls: ApiCall[], heading: string): Promise<void> {
  await waitForSettled(page);
  expect(calls.filter((call) => isApprovedOnly(call.path)).map(describeCall), 'approved-only calls').toEqual(
    [],
  );
  expect(
    calls.filter((call) => call.status === 401 || call.status === 403).map(describeCall),
    'refused calls',
  ).toEqual([]);
  expect(
    calls.some((call) => call.path === '/api/v1/dealers/profile'),
    'the guard asked for the profile',
  ).toBe(true);
  expect((await localStorageEntries(page)).token, 'the session token').toBeTruthy();
  await page.goto('/wait');
  await expectVisible(page.getByRole('heading', { name: heading, exact: true }));
  expect(pathname(page)).toBe('/wait');
}

describe('route guard', () => {
  it('without a token a main route goes to /login', async () => {
    const { page } = await suite.open();
    await page.goto('/home');
    await expectPath(page, '/login');
    await expectVisible(page.getByLabel('아이디', { exact: true }));
  });

  it('a dealer under review is sent to /wait from every main route but /profile and /audit/register', async () => {
    const { page } = await suite.open();
    const calls = recordApiCalls(page);
    await login(page, ACCOUNTS.pending.username, ACCOUNTS.pending.password);
    await expectPath(page, '/wait');
    await expectVisible(page.getByRole('heading', { name: HEADINGS.AUDIT, exact: true }));
    await expectHidden(page.getByRole('link', { name: '정보 수정하기' }));
    await expectHidden(page.getByRole('heading', { name: HEADINGS.REJECTED, exact: true }));
    await saveScreenshot(page, 'e2e-wait-pending');

    await expectRedirectsToWait(page, HEADINGS.AUDIT);
    await expectStays(page);
    // The profile offers no bank-account verification before approval (the server would answer 403).
    await page.goto('/profile');
    await expectVisible(page.getByRole('heading', { name: '내 프로필', exact: true }));
    await expectHidden(page.getByRole('button', { name: '계좌 인증', exact: true }));
    await expectHeaderLinksLeadToWait(page, HEADINGS.AUDIT);
    await page.goto('/');
    await expectSessionUntouched(page, calls, HEADINGS.AUDIT);
  });

  it('a rejected dealer sees the reason and the edit link, and is held to /wait the same way', async () => {
    const token = await apiLogin(suite.baseUrl, ACCOUNTS.rejected.username, ACCOUNTS.rejected.password);
    const profile = await callApi(suite.baseUrl, api.dealers.profile, token);
    expect(profile.status).toBe('REJECTED');
    expect(profile.reason.trim(), 'the seeded rejected dealer has a reason').not.toBe('');

    const { page } = await suite.open();
    const calls = recordApiCalls(page);
    await login(page, ACCOUNTS.rejected.username, ACCOUNTS.rejected.password);
    await expectPath(page, '/wait');
    await expectVisible(page.getByRole('heading', { name: HEADINGS.REJECTED, exact: true }));
    await expectVisible(page.getByText(profile.reason.trim().split('\n')[0] ?? '', { exact: false }));
    const edit = page.getByRole('link', { name: '정보 수정하기' });
    await expectVisible(edit);
    expect(await edit.getAttribute('href')).toBe('/audit/register');
    await saveScreenshot(page, 'e2e-wait-rejected');

    await edit.click();
    await expectPath(page, '/audit/register');

    await expectRedirectsToWait(page, HEADINGS.REJECTED);
    await expectStays(page);
    await expectHeaderLinksLeadToWait(page, HEADINGS.REJECTED);
    await expectSessionUntouched(page, calls, HEADINGS.REJECTED);
  });

  it('an approved dealer reaches the main routes without being sent to /wait', async () => {
    const { page } = await suite.open();
    await login(page, ACCOUNTS.approved.username, ACCOUNTS.approved.password);
    await expectPath(page, '/home');
    for (const route of ['/auction/list', '/bidding/list', '/deal/list', '/profile']) {
      await page.goto(route);
      expect(await settledPath(page)).toBe(route);
    }
  });
});
