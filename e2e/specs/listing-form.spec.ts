// The seller's listing form beyond the happy path (docs/domain.md "Listings"): a refused photo upload says
// why at its slot, several photos go up at once and are saved to the draft as they arrive, leaving with
// unsaved changes asks first, a stale tab's save is refused, the phone's Back button walks the steps back,
// the number fields refuse what they cannot store (a high mileage is confirmed and flagged to the
// operator), the form asks the vehicle's condition the console shows, and the condition sheet keeps only the
// items of the brand's vehicle type.
import { api, ACCOUNT_MESSAGES, LISTING_MESSAGES } from '@autobid/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from '../support/browser';
import { callApi } from '../support/factories';
import { operatorToken } from '../support/outbox';
import {
  choose,
  field,
  nextButton,
  photo,
  sellerToken,
  shootBoth,
  signInAsSeller,
  stepHeading,
} from '../support/seller';
import { waitForSettled } from '../support/still';
import { browserSuite } from '../support/suite';
import { expectPath, expectVisible } from '../support/ui';

const suite = browserSuite();
/** Phones the seed does not know: each test's seller starts with no listing. */
const PHONES = {
  refusal: '01077770101',
  photos: '01077770102',
  leave: '01077770103',
  tabs: '01077770104',
  back: '01077770105',
  numbers: '01077770106',
  sheet: '01077770107',
} as const;

/** Steps 1 and 2 of a listing, as a draft body. */
const STARTED = {
  brandId: 1,
  model: 'CB125R',
  year: 2021,
  mileage: 12_500,
  fuel: 'GASOLINE',
  color: '흰색',
  accident: '없음',
  purpose: 'ROAD',
  licensePlateDesuetude: 'REGISTERED',
  officialIncome: '정식 수입',
  secondaryKey: '있음',
};

/** A new seller's draft by the API; its id. */
async function newDraft(token: string, body: object = { brandId: 1, model: 'CB125R' }): Promise<number> {
  const response = await fetch(`${suite.baseUrl}/api/v1/sellers/auctions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: { id: number } };
  return answer.data.id;
}

/** Signs the phone's seller in and opens a new draft's form at `step`. */
async function openStep(page: Page, phone: string, step: number, body?: object) {
  const token = await sellerToken(suite.baseUrl, phone);
  const id = await newDraft(token, body);
  await signInAsSeller(page, token);
  await page.goto(`/seller/auctions/${id}/edit?step=${step}`);
  return { id, token };
}

const stored = (id: number, token: string) =>
  callApi(suite.baseUrl, api.sellers.detail, token, { params: { id: id } });

/** The steps' numbers in the URL (`?step=`): 차량 정보, 상태, 상태 점검표, 사진, 위치와 가격, 소유자 확인, 확인. */
const PHOTOS_STEP = 4;
const PLACE_STEP = 5;
const SHEET_STEP = 3;

/** How the form's question before leaving with unsaved changes begins. */
const UNSAVED = '저장하지 않은 내용이 있습니다.';

/** Bytes that are no image, under an image's name: the server answers 400 UPLOAD_WRONG_TYPE. */
const NOT_AN_IMAGE = { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') };

/** Whether the element's middle is what a tap there would hit (no sticky bar over it). */
const isUncovered = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });

describe('listing form', () => {
  it("shows a refused photo upload at its slot, over the step's older message, in sight (390 px)", async () => {
    const { page, dialogs } = await suite.open(VIEWPORTS.mobile);
    await openStep(page, PHONES.refusal, PHOTOS_STEP);
    await field(page, '대표 사진 (필수)').setInputFiles(NOT_AN_IMAGE);
    await expectVisible(page.getByText(ACCOUNT_MESSAGES.uploadWrongType, { exact: true }));
    expect(await isUncovered(page, ACCOUNT_MESSAGES.uploadWrongType)).toBe(true);

    // After "다음" every required slot says a photo is missing; a refused upload then says why instead.
    // (A refusal changed nothing: the reload is not asked about.)
    await page.reload();
    expect(dialogs).not.toContain('');
    await nextButton(page).click();
    await expectVisible(page.getByText(LISTING_MESSAGES.photosRequired, { exact: true }));
    await field(page, '우측면 (필수)').setInputFiles(NOT_AN_IMAGE);
    await expectVisible(page.getByText(ACCOUNT_MESSAGES.uploadWrongType, { exact: true }));
    expect(await isUncovered(page, ACCOUNT_MESSAGES.uploadWrongType)).toBe(true);
    await shootBoth(page, 'lf-photo-refused');
  });

  it('takes several photos at once, counts them all and saves them to the draft as they arrive', async () => {
    const { page, dialogs } = await suite.open(VIEWPORTS.mobile);
    const { id, token } = await openStep(page, PHONES.photos, PHOTOS_STEP, STARTED);
    await expectVisible(page.getByText('올린 사진 전체 0장 / 최대 20장', { exact: true }));
    for (const [label, hue, text] of [
      ['대표 사진 (필수)', 8, 'MAIN'],
      ['좌측면 (필수)', 205, 'LEFT'],
    ] as const) {
      await field(page, label).setInputFiles(await photo(page, text, hue));
      await expectVisible(page.getByRole('img', { name: `${label} 미리보기` }));
    }
    await field(page, '사진 더 올리기').setInputFiles([
      await photo(page, 'TIRE', 40),
      await photo(page, 'ENGINE', 90),
      await photo(page, 'SEAT', 300),
    ]);
    await expectVisible(page.getByRole('img', { name: '추가 사진 3 미리보기' }));
    await expectVisible(page.getByText('올린 사진 전체 5장 / 최대 20장', { exact: true }));
    await shootBoth(page, 'lf-photos-several');
    // Saved without "다음": a reload keeps all five, and nothing asked before the reload.
    await expect.poll(async () => (await stored(id, token)).images.length, { timeout: 10_000 }).toBe(5);
    // The server holds the five; the page learns it from the save's answer, which may still be on its way.
    await waitForSettled(page);
    await page.reload();
    await expectVisible(page.getByRole('img', { name: '추가 사진 3 미리보기' }));
    await expectVisible(page.getByRole('img', { name: '좌측면 (필수) 미리보기' }));
    expect(dialogs).not.toContain('');
  });

  it('asks before leaving the form with unsaved changes: a link, and a reload', async () => {
    const { page, dialogs } = await suite.open(VIEWPORTS.mobile, { manualDialogs: true });
    const { id } = await openStep(page, PHONES.leave, 1, STARTED);
    await field(page, '모델명').fill('CB125R 2세대');
    await page.getByRole('link', { name: '내 매물', exact: true }).first().click();
    const ask = page.getByRole('alertdialog', { name: new RegExp(`^${UNSAVED}`) });
    await expectVisible(ask);
    await shootBoth(page, 'lf-leave-confirm');
    await ask.getByRole('button', { name: '취소', exact: true }).click();
    await expectPath(page, `/seller/auctions/${id}/edit`);
    expect(await field(page, '모델명').inputValue()).toBe('CB125R 2세대');

    const native: string[] = [];
    page.on('dialog', (dialog) => native.push(dialog.type()));
    await page.reload();
    expect(native).toContain('beforeunload');
    expect(dialogs.length).toBeGreaterThan(0);
  });

  it("refuses a stale tab's save with the message to reload, keeping the other tab's save", async () => {
    const first = await suite.open(VIEWPORTS.desktop);
    const { id, token } = await openStep(first.page, PHONES.tabs, 1, STARTED);
    const second = await suite.open(VIEWPORTS.mobile);
    await signInAsSeller(second.page, token);
    await second.page.goto(`/seller/auctions/${id}/edit?step=1`);
    await expectVisible(stepHeading(second.page, '차량 정보'));

    await field(first.page, '색상').fill('검정');
    await first.page.getByRole('button', { name: '임시 저장', exact: true }).click();
    await expectVisible(first.page.getByText(LISTING_MESSAGES.saved, { exact: true }));

    await field(second.page, '색상').fill('빨강');
    await second.page.getByRole('button', { name: '임시 저장', exact: true }).click();
    await expectVisible(second.page.getByText(LISTING_MESSAGES.stale));
    await expectVisible(second.page.getByRole('button', { name: '새로고침', exact: true }));
    await shootBoth(second.page, 'lf-stale');
    expect((await stored(id, token)).color).toBe('검정');
  });

  it("walks the steps back with the phone's Back button and with 이전, never forward", async () => {
    const { page, dialogs } = await suite.open(VIEWPORTS.mobile);
    const { id } = await openStep(page, PHONES.back, 1, STARTED);
    await expectVisible(stepHeading(page, '차량 정보'));
    await nextButton(page).click();
    await expectVisible(stepHeading(page, '상태'));
    await nextButton(page).click();
    await expectVisible(stepHeading(page, '상태 점검표'));
    await page.goBack();
    await expectVisible(stepHeading(page, '상태'));
    await page.getByRole('button', { name: '이전', exact: true }).click();
    await expectVisible(stepHeading(page, '차량 정보'));
    // Back from the first step leaves the form, instead of returning to a later step; nothing unsaved, so
    // nothing is asked.
    await page.goBack();
    await page.waitForURL((url) => url.pathname !== `/seller/auctions/${id}/edit`);
    expect(dialogs.filter((message) => message === '' || message.startsWith(UNSAVED))).toEqual([]);
  });

  it('refuses decimals and numbers past the limits, confirms a high mileage, asks the condition; the console shows both', async () => {
    const { page, dialogs } = await suite.open(VIEWPORTS.mobile);
    const { id } = await openStep(page, PHONES.numbers, PLACE_STEP, STARTED);
    const price = field(page, '희망 가격');
    await price.fill('35.5');
    await nextButton(page).click();
    await expectVisible(page.getByText(LISTING_MESSAGES.hopePriceWhole, { exact: true }));
    await price.fill('12345678901');
    expect(await price.inputValue()).toBe('12,345,678,901');
    await nextButton(page).click();
    await expectVisible(page.getByText(LISTING_MESSAGES.hopePriceRange, { exact: true }));
    await shootBoth(page, 'lf-price-refused');
    await price.fill('350');

    await page.goto(`/seller/auctions/${id}/edit?step=1`);
    await field(page, '주행거리').fill('5123456');
    await nextButton(page).click();
    await expectVisible(stepHeading(page, '상태'));
    expect(dialogs).toContain(LISTING_MESSAGES.mileageHigh('5,123,456'));
    await choose(page, '차량 상태 (선택)', '중상');
    await shootBoth(page, 'lf-condition');
    await nextButton(page).click();
    await expectVisible(stepHeading(page, '상태 점검표'));

    const operator = await suite.open(VIEWPORTS.desktop);
    await operator.page.goto('/admin/login');
    const operatorAuth = await operatorToken(suite.baseUrl);
    await operator.page.evaluate(
      (value) => window.localStorage.setItem('operatorToken', value),
      operatorAuth,
    );
    await operator.page.goto(`/admin/auctions?id=${id}`);
    await expectVisible(operator.page.getByText('5,123,456km', { exact: false }));
    await expectVisible(operator.page.getByText('30만km 초과 · 확인 필요', { exact: true }));
    await expectVisible(operator.page.getByText('중상', { exact: true }));
    await shootBoth(operator.page, 'lf-console-flag', 'admin');
  });

  it("asks the sheet of the brand's type and keeps only its items when the brand changes (390 px)", async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    const { id, token } = await openStep(page, PHONES.sheet, SHEET_STEP, STARTED);
    await expectVisible(page.getByRole('group', { name: '체인·스프로킷' }));
    await page.getByRole('button', { name: '모두 이상 없음으로 채우기', exact: true }).click();
    await choose(page, '전기·등화장치', '일부 불량');
    await field(page, '전기·등화장치 내용').fill('브레이크등 불량');
    await page.getByRole('button', { name: '임시 저장', exact: true }).click();
    await expectVisible(page.getByText(LISTING_MESSAGES.saved, { exact: true }));
    expect((await stored(id, token)).conditionReport?.items.electrics).toEqual({
      state: 'PARTIAL',
      note: '브레이크등 불량',
      photo: '',
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.mobile.width,
    );

    // Another brand of a car: the motorbike's items go; the two both sheets have stay.
    await page.getByRole('button', { name: '차량 정보', exact: true }).click();
    await field(page, '브랜드').selectOption({ label: '현대' });
    await nextButton(page).click();
    await expectVisible(stepHeading(page, '상태'));
    const report = (await stored(id, token)).conditionReport;
    expect(Object.keys(report?.items ?? {}).sort()).toEqual(['accidentHistory', 'frame']);
    await nextButton(page).click();
    await expectVisible(stepHeading(page, '상태 점검표'));
    await expectVisible(page.getByRole('group', { name: '후드' }));
    expect(await page.getByRole('group', { name: '체인·스프로킷' }).count()).toBe(0);
    await shootBoth(page, 'lf-sheet-car');
  });
});
