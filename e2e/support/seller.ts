// The seller app's pieces every seller spec needs: the seller's token by phone and SMS code, photos drawn in
// the page, and the listing form's steps filled as a seller fills them.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { VIEWPORTS } from './browser';
import { readSmsCode } from './outbox';
import { saveScreenshot, screenshotsEnabled } from './screenshots';
import { expectHidden, expectPath, expectVisible, waitForStill } from './ui';

/** The notice after "심사 요청": the rule, and the opening if it were approved now (auctionOpensAt). */
export const SUBMITTED_NOTICE =
  /^심사를 요청했습니다\. 승인 후 첫 오전 9시에 경매가 시작됩니다 \(지금 승인되면 \d{4}\.\d{2}\.\d{2} 09:00\)\.$/;

/** A seller's token by the phone and its SMS code, as the login screen gets it. */
export async function sellerToken(baseUrl: string, phone: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/v1/sellers/auth/phone/request', { phone });
  const authCode = await readSmsCode(baseUrl, phone);
  const answer = (await (await post('/v1/sellers/login', { phone, authCode })).json()) as {
    data?: { accessToken?: string };
  };
  const token = answer.data?.accessToken;
  if (!token) {
    throw new Error(`seller login of ${phone} failed`);
  }
  return token;
}

/** Opens the seller app already signed in with `token` (the login screen itself is tested once). */
export async function signInAsSeller(page: Page, token: string): Promise<void> {
  await page.goto('/seller/login');
  await page.evaluate((value) => window.localStorage.setItem('sellerToken', value), token);
}

/** Logs in through /seller/login with the SMS code from the outbox; lands on `landing` (the guard's target). */
export async function loginAsSeller(
  page: Page,
  baseUrl: string,
  phone: string,
  landing = '/seller',
): Promise<void> {
  await page.goto('/seller/login');
  await field(page, '전화번호').fill(phone);
  await page.getByRole('button', { name: '인증번호 받기', exact: true }).click();
  await field(page, '인증번호').fill(await readSmsCode(baseUrl, phone));
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expectPath(page, landing);
}

/**
 * With SCREENSHOTS=1, the current screen at 390 and at 1280 px (`<app>-<name>-<width>.png`), then back to
 * the test's own size.
 */
export async function shootBoth(page: Page, name: string, app: 'seller' | 'admin' = 'seller'): Promise<void> {
  if (!screenshotsEnabled()) {
    return;
  }
  const original = page.viewportSize();
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await waitForStill(page);
    await saveScreenshot(page, `${app}-${name}-${viewport.width}`);
  }
  if (original) {
    await page.setViewportSize(original);
  }
}

/** A 640x480 PNG drawn in the page (a coloured body, two wheels, a label): the server checks real image bytes. */
export async function photo(page: Page, label: string, hue: number) {
  const dataUrl = await page.evaluate(
    ([text, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const g = canvas.getContext('2d');
      if (!g) {
        return '';
      }
      const sky = g.createLinearGradient(0, 0, 640, 480);
      sky.addColorStop(0, `hsl(${h}, 55%, 72%)`);
      sky.addColorStop(1, `hsl(${h}, 55%, 38%)`);
      g.fillStyle = sky;
      g.fillRect(0, 0, 640, 480);
      g.fillStyle = '#1f1f24';
      for (const x of [170, 470]) {
        g.beginPath();
        g.arc(x, 340, 70, 0, Math.PI * 2);
        g.fill();
      }
      g.fillStyle = '#fff';
      g.font = 'bold 44px sans-serif';
      g.fillText(text, 40, 84);
      return canvas.toDataURL('image/png');
    },
    [label, hue] as const,
  );
  return {
    name: `${label}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'),
  };
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const choose = (page: Page, group: string, option: string) =>
  page.getByRole('group', { name: group }).getByText(option, { exact: true }).click();
export const nextButton = (page: Page) => page.getByRole('button', { name: '다음', exact: true });
export const stepHeading = (page: Page, title: string) =>
  page.getByRole('heading', { name: title, exact: true });

/** The first step (차량 정보) with a motorbike, then 다음: the draft is created and the edit URL returned. */
export async function fillVehicleStep(page: Page, model: string): Promise<number> {
  await field(page, '브랜드').selectOption({ label: '혼다' });
  await field(page, '모델명').fill(model);
  await field(page, '연식').fill('2021');
  await field(page, '주행거리').fill('12500');
  await choose(page, '연료', '휘발유');
  await field(page, '색상').fill('흰색');
  await nextButton(page).click();
  await page.waitForURL(
    (url) => /^\/seller\/auctions\/\d+\/edit$/.test(url.pathname) && url.search === '?step=2',
  );
  return Number(/\/auctions\/(\d+)\//.exec(page.url())?.[1]);
}

/**
 * The condition sheet step of a motorbike (상태 점검표): every choice "이상 없음" at once, the tyre wear typed,
 * then 다음 to the photos.
 */
export async function fillSheetStep(page: Page): Promise<void> {
  await expectVisible(stepHeading(page, '상태 점검표'));
  await page.getByRole('button', { name: '모두 이상 없음으로 채우기', exact: true }).click();
  await field(page, '앞 타이어 마모율(%)').fill('20');
  await field(page, '뒤 타이어 마모율(%)').fill('30');
  await nextButton(page).click();
}

/**
 * The 소유자 확인 step as the registered owner: the motorbike's 사용신고 번호, "본인 소유", the name as registered
 * (the local vehicle registry accepts it for a plate it does not list), 소유자 이름 확인, then 다음.
 */
export async function fillOwnerStep(
  page: Page,
  options: { plate?: string; name?: string } = {},
): Promise<void> {
  await expectVisible(stepHeading(page, '소유자 확인'));
  await field(page, '사용신고 번호').fill(options.plate ?? '서울마포가7351');
  await page.getByRole('group', { name: '등록된 소유자' }).getByText('본인 소유', { exact: true }).click();
  await field(page, '소유자 이름 (등록증에 적힌 이름)').fill(options.name ?? '김판매');
  await page.getByRole('button', { name: '소유자 이름 확인', exact: true }).click();
  await expectVisible(page.getByText('소유자 본인 확인이 완료되었습니다.', { exact: true }));
  await nextButton(page).click();
}

/** Steps 2-7 of a started listing (상태, 상태 점검표, 사진, 위치와 가격, 소유자 확인, 확인), then 심사 요청. */
export async function fillRestAndSubmit(
  page: Page,
  id: number,
  options: { hopePriceManwon: string; dialogs: string[] },
): Promise<void> {
  await choose(page, '사고 여부', '없음 (무사고)');
  await choose(page, '용도', '도로용');
  await choose(page, '번호판', '등록');
  await choose(page, '유통 경로', '정식 수입');
  await choose(page, '보조키', '있음');
  await nextButton(page).click();
  await fillSheetStep(page);
  await expectVisible(stepHeading(page, '사진'));
  for (const [label, hue, text] of [
    ['대표 사진 (필수)', 8, 'MAIN'],
    ['좌측면 (필수)', 205, 'LEFT'],
    ['우측면 (필수)', 130, 'RIGHT'],
  ] as const) {
    await field(page, label).setInputFiles(await photo(page, text, hue));
    await expectVisible(page.getByRole('img', { name: `${label} 미리보기` }));
  }
  await nextButton(page).click();
  await expectVisible(stepHeading(page, '위치와 가격'));
  await field(page, '희망 가격').fill(options.hopePriceManwon);
  await page.getByRole('button', { name: '주소 검색' }).click();
  const search = page.getByRole('dialog', { name: '주소 검색' });
  await search.getByLabel('지역 검색').fill('강남구 역삼');
  await search.getByRole('button', { name: '서울특별시 강남구 역삼동' }).click();
  await expectHidden(search);
  await nextButton(page).click();
  await fillOwnerStep(page);
  await expectVisible(stepHeading(page, '확인'));
  await page.getByRole('button', { name: '심사 요청', exact: true }).click();
  await expectPath(page, `/seller/auctions/${id}`);
  expect(options.dialogs).toContainEqual(expect.stringMatching(SUBMITTED_NOTICE));
}
