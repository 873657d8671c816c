// Dealer onboarding: /termsof -> /register (validation, phone code, uploads, offline address search) -> /login
// -> /wait; the image uploader's 5 MB check; a rejected dealer correcting the application and re-applying.
import { api, ACCOUNT_MESSAGES, SIGNUP_MESSAGES } from '@autobid/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { login, pathname, VIEWPORTS } from '../support/browser';
import { callApi } from '../support/factories';
import { readSmsCode } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectBelow, expectHidden, expectPath, expectVisible } from '../support/ui';

const suite = browserSuite();

/** A 1x1 PNG: the server checks magic bytes, so the uploads must be real images. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

/** Counts calls to one API path and method, to show a check stayed in the browser. */
function countCalls(page: Page, method: string, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === `/api${path}`) {
      calls += 1;
    }
  });
  return () => calls;
}

/** A unique lowercase username and an unused 010 number per run (the server is shared by every spec). */
function newApplicant() {
  const stamp = Date.now().toString().slice(-8);
  return {
    username: `e2e${stamp}`,
    password: 'secret12',
    phone: `010${stamp}`,
    name: '홍길동',
    agency: '길동모터스',
  };
}

describe('sign-up', () => {
  it('/termsof shows both documents and leads to /register', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    await page.goto('/termsof');
    await expectVisible(page.getByRole('heading', { name: '오토비드 딜러 서비스 이용약관' }));
    await expectVisible(page.getByRole('heading', { name: '개인정보 처리방침' }));
    await expectVisible(page.getByText(/만 14세 미만인 경우/));
    await page.getByRole('link', { name: '동의하고 회원가입' }).click();
    await expectPath(page, '/register');
    await saveScreenshot(page, 'e2e-register-empty');
  });

  it('submitting empty shows each message under its field, clearing a field edits away its message', async () => {
    const { page } = await suite.open();
    const signupCalls = countCalls(page, 'POST', '/v1/dealers');
    await page.goto('/register');
    await page.getByRole('button', { name: '회원가입 완료' }).click();

    const usernameError = page.getByText(SIGNUP_MESSAGES.usernameShort, { exact: true });
    await expectVisible(usernameError);
    await expectBelow(usernameError, field(page, '아이디'));
    await expectBelow(field(page, '비밀번호'), usernameError);
    await expectVisible(page.getByText(SIGNUP_MESSAGES.phoneRequired, { exact: true }));
    await expectVisible(page.getByText(SIGNUP_MESSAGES.emailRequired, { exact: true }));
    await expectVisible(page.getByText(SIGNUP_MESSAGES.nameRequired, { exact: true }));
    await expectVisible(page.getByText(SIGNUP_MESSAGES.businessCardRequired, { exact: true }));
    await expectVisible(page.getByText(SIGNUP_MESSAGES.agencyAddressRequired, { exact: true }));
    await expectVisible(page.getByText(SIGNUP_MESSAGES.registrationImageRequired, { exact: true }));
    await saveScreenshot(page, 'e2e-register-errors');

    // Spaces are stripped and editing clears the message; with a name typed, the name field reports the missing profile image.
    await field(page, '아이디').fill('a b');
    expect(await field(page, '아이디').inputValue()).toBe('ab');
    await expectHidden(usernameError);
    await field(page, '대표자명').fill('홍길동');
    await page.getByRole('button', { name: '회원가입 완료' }).click();
    await expectVisible(page.getByText(SIGNUP_MESSAGES.imageRequired, { exact: true }));
    await expectVisible(usernameError);
    expect(signupCalls()).toBe(0);
  });

  it('the phone field keeps digits only, shows dashes, and wants a valid number before sending a code', async () => {
    const { page } = await suite.open();
    const requests = countCalls(page, 'POST', '/v1/dealers/auth/phone/request');
    await page.goto('/register');
    await field(page, '전화번호').fill('010123456789');
    expect(await field(page, '전화번호').inputValue()).toBe('010-1234-5678');
    await field(page, '전화번호').fill('010-12ab34');
    expect(await field(page, '전화번호').inputValue()).toBe('010-123-4');
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await expectVisible(page.getByText(SIGNUP_MESSAGES.phoneFormat, { exact: true }));
    expect(requests()).toBe(0);
    await expectHidden(field(page, '인증번호'));
  });

  it('refuses an image over 5,120,000 bytes before sending it', async () => {
    const { page, dialogs } = await suite.open();
    const uploads = countCalls(page, 'POST', '/v1/files/images');
    await page.goto('/register');
    const big = Buffer.concat([PNG, Buffer.alloc(5_120_001 - PNG.length)]);
    await field(page, '명함').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect.poll(() => dialogs).toContain('5MB 이하의 이미지만 업로드를 해주세요.');
    expect(uploads()).toBe(0);
  });

  it('asks for the phone before uploading a document: the message under the field, nothing sent', async () => {
    const { page } = await suite.open();
    const uploads = countCalls(page, 'POST', '/v1/files/images');
    await page.goto('/register');
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await field(page, '명함').setInputFiles(png('card.png'));
      const message = page.getByText(ACCOUNT_MESSAGES.phoneNotVerified, { exact: true });
      await expectVisible(message);
      await expectBelow(message, page.locator('#register-business-card-label'));
      await saveScreenshot(page, `e2e-register-upload-needs-phone-${viewport.width}`);
    }
    expect(uploads()).toBe(0);
  });

  it('a complete sign-up lands on /login, and the new dealer waits for review', async () => {
    const { page, dialogs } = await suite.open();
    const applicant = newApplicant();
    await page.goto('/termsof');
    await page.getByRole('link', { name: '동의하고 회원가입' }).click();
    await expectPath(page, '/register');

    await field(page, '아이디').fill(applicant.username);
    await field(page, '비밀번호').fill(applicant.password);
    await field(page, '비밀번호 확인').fill(applicant.password);
    await field(page, '전화번호').fill(applicant.phone);
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await expectVisible(field(page, '인증번호'));
    await expectVisible(page.getByText(/^[23]:\d\d$/));
    const code = await readSmsCode(suite.baseUrl, applicant.phone);
    await field(page, '인증번호').fill(code);
    await page.getByRole('button', { name: '확인', exact: true }).click();
    const verified = page.getByRole('button', { name: '인증완료' });
    await expectVisible(verified);
    expect(await verified.isDisabled()).toBe(true);

    await field(page, '이메일').fill(`${applicant.username}@example.com`);
    await field(page, '대표자명').fill(applicant.name);
    await field(page, '프로필 이미지').setInputFiles(png('profile.png'));
    await expectVisible(page.getByRole('img', { name: '프로필 이미지 미리보기' }));
    await field(page, '명함').setInputFiles(png('card.png'));
    await expectVisible(page.getByRole('img', { name: '명함 미리보기' }));
    await field(page, '회사명').fill(applicant.agency);
    await field(page, '회사 전화번호').fill('0212345678');
    expect(await field(page, '회사 전화번호').inputValue()).toBe('02-1234-5678');

    await page.getByRole('button', { name: '주소 검색' }).click();
    const dialog = page.getByRole('dialog', { name: '주소 검색' });
    await expectVisible(dialog);
    // Offline: the postcode script cannot load, so the built-in region search appears.
    await dialog.getByLabel('지역 검색').fill('강남구 역삼');
    await dialog.getByRole('button', { name: '서울특별시 강남구 역삼동' }).click();
    await expectHidden(dialog);
    await expectVisible(page.getByText('서울특별시 강남구 역삼동', { exact: true }));
    await field(page, '상세 주소').fill('테헤란로 1, 2층');
    await field(page, '사업자 등록증').setInputFiles(png('registration.png'));
    await expectVisible(page.getByRole('img', { name: '사업자 등록증 미리보기' }));
    // A wrong check digit is said at the field; the right number goes through, shown 3-2-5.
    await field(page, '사업자등록번호').fill('1248100999');
    await page.getByRole('button', { name: '회원가입 완료' }).click();
    await expectVisible(page.getByText('사업자등록번호 10자리를 정확히 입력해주세요', { exact: true }));
    await field(page, '사업자등록번호').fill('1248100998');
    expect(await field(page, '사업자등록번호').inputValue()).toBe('124-81-00998');
    await saveScreenshot(page, 'e2e-register-filled');

    await page.getByRole('button', { name: '회원가입 완료' }).click();
    await expectPath(page, '/login');
    expect(dialogs).toContain('회원가입 신청이 완료되었습니다.');

    await login(page, applicant.username, applicant.password);
    await expectPath(page, '/wait');
    await expectVisible(page.getByRole('heading', { name: '가입 심사 중입니다' }));

    // The stored application carries the picked address's regions.
    const token = await apiLogin(suite.baseUrl, applicant.username, applicant.password);
    const profile = await callApi(suite.baseUrl, api.dealers.profile, token);
    expect(profile.agencyAddress).toBe('서울특별시 강남구 역삼동');
    expect(profile.agencyAddressDetail).toBe('테헤란로 1, 2층');
    expect(profile.businessNumber).toBe('1248100998');
    expect(profile.status).toBe('AUDIT');
  });

  it('a rejected dealer corrects the application and re-applies, back to review', async () => {
    const { page, dialogs } = await suite.open();
    await login(page, ACCOUNTS.rejectedToReapply.username, ACCOUNTS.rejectedToReapply.password);
    await expectPath(page, '/wait');
    await expectVisible(page.getByRole('heading', { name: '가입 심사가 반려되었습니다' }));
    await page.getByRole('link', { name: '정보 수정하기' }).click();
    await expectPath(page, '/audit/register');

    await expectVisible(page.getByText('심사는 최대 1~10일 소요됩니다.', { exact: true }));
    await expectHidden(field(page, '아이디'));
    expect(await field(page, '대표자명').inputValue()).not.toBe('');
    expect(await field(page, '사업자등록번호').inputValue()).toBe('101-82-11320');
    await saveScreenshot(page, 'e2e-reapply');
    const detail = `재신청 ${Date.now().toString().slice(-5)}`;
    await field(page, '상세 주소').fill(detail);

    await page.getByRole('button', { name: '재신청하기' }).click();
    await expectPath(page, '/wait');
    expect(dialogs).toContain('입력하신 정보로 가입 신청을 하시겠습니까?');
    expect(dialogs).toContain('가입 신청이 완료되었습니다. (1~7일 소요)');
    await expectVisible(page.getByRole('heading', { name: '가입 심사 중입니다' }));
    expect(pathname(page)).toBe('/wait');

    const token = await apiLogin(
      suite.baseUrl,
      ACCOUNTS.rejectedToReapply.username,
      ACCOUNTS.rejectedToReapply.password,
    );
    const profile = await callApi(suite.baseUrl, api.dealers.profile, token);
    expect(profile.agencyAddressDetail).toBe(detail);
    expect(profile.reason).toBe('');
    expect(profile.status).toBe('AUDIT');
  });
});
