// /login: field validation, server rejection shown under the password field, errors clearing on edit, success.
import { LOGIN_MESSAGES } from '@autobid/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { localStorageEntries, pathname } from '../support/browser';
import { browserSuite } from '../support/suite';
import { expectBelow, expectHidden, expectPath, expectVisible } from '../support/ui';

const suite = browserSuite();

function form(page: Page) {
  return {
    username: page.getByLabel('아이디', { exact: true }),
    password: page.getByLabel('비밀번호', { exact: true }),
    submit: page.getByRole('button', { name: '로그인', exact: true }),
  };
}

/** Counts login calls so validation failures can be shown to stay in the browser. */
function countLoginCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/dealers/login')) {
      calls += 1;
    }
  });
  return () => calls;
}

describe('login', () => {
  it('shows the sign-up and find links', async () => {
    const { page } = await suite.open();
    await page.goto('/login');
    const signup = page.getByRole('link', { name: '회원가입', exact: true });
    const find = page.getByRole('link', { name: '아이디/비밀번호 찾기', exact: true });
    await expectVisible(signup);
    expect(await signup.getAttribute('href')).toBe('/termsof');
    expect(await find.getAttribute('href')).toBe('/find');
  });

  it('requires a username, showing the message under the field, and clears it on edit', async () => {
    const { page } = await suite.open();
    const loginCalls = countLoginCalls(page);
    await page.goto('/login');
    const f = form(page);
    await f.submit.click();

    const error = page.getByText(LOGIN_MESSAGES.usernameRequired, { exact: true });
    await expectVisible(error);
    await expectBelow(error, f.username);
    // Under the username field, so above the password field.
    await expectBelow(f.password, error);
    await expectHidden(page.getByText(LOGIN_MESSAGES.passwordRequired, { exact: true }));
    expect(loginCalls()).toBe(0);

    await f.username.fill('d');
    await expectHidden(error);
    expect(pathname(page)).toBe('/login');
  });

  it('requires a password once the username is filled, and clears it on edit', async () => {
    const { page } = await suite.open();
    const loginCalls = countLoginCalls(page);
    await page.goto('/login');
    const f = form(page);
    await f.username.fill(ACCOUNTS.approved.username);
    await f.submit.click();

    const error = page.getByText(LOGIN_MESSAGES.passwordRequired, { exact: true });
    await expectVisible(error);
    await expectBelow(error, f.password);
    await expectHidden(page.getByText(LOGIN_MESSAGES.usernameRequired, { exact: true }));
    expect(loginCalls()).toBe(0);

    await f.password.fill('x');
    await expectHidden(error);
  });

  it('shows the server rejection under the password field, stores no token, and clears it on edit', async () => {
    const { page } = await suite.open();
    const loginCalls = countLoginCalls(page);
    await page.goto('/login');
    const f = form(page);
    await f.username.fill(ACCOUNTS.approved.username);
    await f.password.fill('wrong-password-1');
    await f.submit.click();

    const error = page.getByText(LOGIN_MESSAGES.invalidCredentials, { exact: true });
    await expectVisible(error);
    await expectBelow(error, f.password);
    expect(loginCalls()).toBe(1);
    expect(pathname(page)).toBe('/login');
    expect(await localStorageEntries(page)).not.toHaveProperty('token');

    await f.password.fill('another');
    await expectHidden(error);
  });

  it('an unknown username gets the same message as a wrong password', async () => {
    const { page } = await suite.open();
    await page.goto('/login');
    const f = form(page);
    await f.username.fill('nobody-here');
    await f.password.fill('whatever1234');
    await f.submit.click();
    await expectVisible(page.getByText(LOGIN_MESSAGES.invalidCredentials, { exact: true }));
    expect(pathname(page)).toBe('/login');
  });

  it('an approved dealer lands on /home with a token whose exp is in seconds', async () => {
    const { page } = await suite.open();
    await page.goto('/login');
    const f = form(page);
    await f.username.fill(ACCOUNTS.approved.username);
    await f.password.fill(ACCOUNTS.approved.password);
    await f.submit.click();
    await expectPath(page, '/home', 15_000);

    const token = (await localStorageEntries(page)).token;
    expect(token).toBeDefined();
    const parts = (token ?? '').split('.');
    expect(parts).toHaveLength(3);
    const payload = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    expect(typeof payload.exp).toBe('number');
    const nowSeconds = Date.now() / 1000;
    expect(payload.exp as number).toBeGreaterThan(nowSeconds);
    // Milliseconds would be ~1000 times larger.
    expect(payload.exp as number).toBeLessThan(nowSeconds + 400 * 24 * 3600);
  });
});
