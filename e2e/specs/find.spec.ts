// /find: find id (found, and a name that does not match, then corrected with the same code) and find password (code from the operator outbox,
// new password, /login, the new password works; a missing id is refused before any request).
// Phone codes are limited per phone per hour, so each phone asks for one code per run.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin } from '../support/api';
import { VIEWPORTS } from '../support/browser';
import { readSmsCode } from '../support/outbox';
import { browserSuite } from '../support/suite';
import { expectPath, expectVisible } from '../support/ui';

const suite = browserSuite();

/** Seeded dealers no other spec uses for phone codes. */
const FIND_ID = { username: 'dealer4', name: '정우진', phone: '01045678901' } as const;
const NO_MATCH = { name: '홍길동', phone: '01056789012', ownerName: '최현우', username: 'dealer5' } as const;
/** Only this spec logs in as `banned`, and each run starts from a fresh seed, so the new password may stay. */
const FIND_PASSWORD = { username: 'banned', phone: '01067890123', password: 'banned1234' } as const;
const NEW_PASSWORD = 'found5678';
const CODE_SENT = '인증번호를 발송했습니다. 3분 안에 입력해주세요.';

// Both panels use the same labels ("전화번호", "인증번호", "인증번호 받기"): each is a region named by its heading.
const idPanel = (page: Page) => page.getByRole('region', { name: '아이디 찾기' });
const passwordPanel = (page: Page) => page.getByRole('region', { name: '비밀번호 찾기' });

async function findId(page: Page, phone: string, name: string): Promise<void> {
  await page.goto('/find');
  const panel = idPanel(page);
  await panel.getByLabel('전화번호', { exact: true }).fill(phone);
  await panel.getByRole('button', { name: '인증번호 받기' }).click();
  await expectVisible(panel.getByText(CODE_SENT));
  const code = await readSmsCode(suite.baseUrl, phone);
  await panel.getByLabel('이름', { exact: true }).fill(name);
  await panel.getByLabel('인증번호', { exact: true }).fill(code);
  await panel.getByRole('button', { name: '아이디 찾기' }).click();
}

describe('find id and password', () => {
  it('finds the id of a dealer by name and phone', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    await findId(page, FIND_ID.phone, FIND_ID.name);
    await expectVisible(
      idPanel(page).getByText(`회원님의 아이디는 ${FIND_ID.username} 입니다.`, { exact: true }),
    );
  });

  it('says no id matches when the name is not the phone owner; the corrected name finds it with the same code', async () => {
    const { page } = await suite.open(VIEWPORTS.desktop);
    await findId(page, NO_MATCH.phone, NO_MATCH.name);
    const panel = idPanel(page);
    const none = panel.getByText('일치하는 아이디가 없습니다.', { exact: true });
    await expectVisible(none);

    // The failed lookup did not use up the code, and the stale answer goes as soon as the name is edited.
    await panel.getByLabel('이름', { exact: true }).fill(NO_MATCH.ownerName);
    expect(await none.count()).toBe(0);
    await panel.getByRole('button', { name: '아이디 찾기' }).click();
    await expectVisible(panel.getByText(`회원님의 아이디는 ${NO_MATCH.username} 입니다.`, { exact: true }));
    expect(await none.count()).toBe(0);
  });

  it('sets a new password after the phone code, then lands on /login and the new password works', async () => {
    const { page, dialogs } = await suite.open(VIEWPORTS.desktop);
    await page.goto('/find');
    const panel = passwordPanel(page);
    await panel.getByLabel('아이디', { exact: true }).fill(FIND_PASSWORD.username);
    await panel.getByLabel('전화번호', { exact: true }).fill(FIND_PASSWORD.phone);
    await panel.getByRole('button', { name: '인증번호 받기' }).click();
    await expectVisible(panel.getByText(CODE_SENT));
    const code = await readSmsCode(suite.baseUrl, FIND_PASSWORD.phone);
    await panel.getByLabel('인증번호', { exact: true }).fill(code);
    await panel.getByRole('button', { name: '인증하기' }).click();
    await expectVisible(panel.getByText('휴대폰 인증이 완료되었습니다.'));

    await panel.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await panel.getByLabel('새 비밀번호 확인', { exact: true }).fill(NEW_PASSWORD);
    await panel.getByRole('button', { name: '비밀번호 변경' }).click();
    await expectPath(page, '/login');
    expect(dialogs).toContain('비밀번호가 변경되었습니다.');

    await apiLogin(suite.baseUrl, FIND_PASSWORD.username, NEW_PASSWORD);
    await expect(apiLogin(suite.baseUrl, FIND_PASSWORD.username, FIND_PASSWORD.password)).rejects.toThrow();
  });

  it('a focused field does not look like a field with an error', async () => {
    const { page } = await suite.open(VIEWPORTS.desktop);
    await page.goto('/find');
    const panel = passwordPanel(page);
    const border = (label: string) =>
      panel.getByLabel(label, { exact: true }).evaluate((input) => getComputedStyle(input).borderColor);
    await panel.getByRole('button', { name: '인증번호 받기' }).click();
    await expectVisible(panel.getByText('아이디를 입력해주세요.', { exact: true }));
    // The error border (after the same short transition) is the error red.
    await expect.poll(() => border('아이디')).toBe('rgb(209, 41, 36)');
    await panel.getByLabel('전화번호', { exact: true }).focus();
    // The focus border (after its short transition) is the dark one, not the error red.
    await expect.poll(() => border('전화번호')).toBe('rgb(24, 24, 29)');
  });

  it('asks for the id before sending a code', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    let requests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/public/dealers/find/password-request') {
        requests += 1;
      }
    });
    await page.goto('/find');
    const panel = passwordPanel(page);
    await panel.getByLabel('전화번호', { exact: true }).fill(FIND_PASSWORD.phone);
    await panel.getByRole('button', { name: '인증번호 받기' }).click();
    await expectVisible(panel.getByText('아이디를 입력해주세요.', { exact: true }));
    expect(requests).toBe(0);
  });
});
